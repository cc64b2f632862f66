/**
 * Plan Tank's addresses, nested under #/plantank: the one table of its screens, read from an
 * address and written back. Pure: the router, the words loaded ahead, the paste box and the share
 * links all read and write them here.
 *   /                 the first open level not yet solved (the URL stays #/plantank)
 *   /levels           the campaign by chapter
 *   /play/:levelId    a campaign level with the program last written for it
 *   /share/:code      a level with a shared program in the editor
 *   /demo             the campaign's long solutions on a loop (benchmark), nothing saved
 *   /design           the level designer, with My levels
 *   /design/:id       the designer opening a level from My levels
 */

export type PlanTankRoute =
  | { screen: 'continue' }
  | { screen: 'levels' }
  | { screen: 'play'; levelId: string }
  /** The code as the address writes it: a level id in it may hold escapes the share format needs. */
  | { screen: 'share'; code: string }
  | { screen: 'demo' }
  | { screen: 'design'; id?: string }
  /** Under #/plantank but no screen of it: the router sends it to the levels screen. */
  | { screen: 'unknown' };

const BASE = /^#?\/?plantank(?=[/?]|$)/i;

/** A path segment decoded; one that is not valid percent-encoding stays as written. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The screen an address names: a hash (`#/plantank/levels`), a router path (`/plantank/play/pt-01`,
 * percent escapes kept) or a whole URL with such a hash. Null for an address outside Plan Tank.
 * Words match as the router matches them: in any case, with or without a trailing `/`.
 */
export function planTankRoute(address: string): PlanTankRoute | null {
  const hashAt = address.indexOf('#');
  const from = hashAt >= 0 ? address.slice(hashAt) : address;
  const base = BASE.exec(from);
  if (!base) return null;
  // A query in the hash is no part of the route (a share code never holds '?': its id is escaped).
  const path = from.slice(base[0].length).split('?')[0] as string;
  const share = /^\/share\/(.*)$/i.exec(path);
  if (share) return { screen: 'share', code: share[1] as string };
  const parts = path.replace(/^\/|\/$/g, '').split('/');
  const [first = '', second, ...more] = parts;
  if (more.length > 0) return { screen: 'unknown' };
  switch (first.toLowerCase()) {
    case '':
      return second === undefined ? { screen: 'continue' } : { screen: 'unknown' };
    case 'levels':
      return second === undefined ? { screen: 'levels' } : { screen: 'unknown' };
    case 'demo':
      return second === undefined ? { screen: 'demo' } : { screen: 'unknown' };
    case 'play':
      return second ? { screen: 'play', levelId: decoded(second) } : { screen: 'unknown' };
    case 'design':
      if (second === undefined) return { screen: 'design' };
      return second ? { screen: 'design', id: decoded(second) } : { screen: 'unknown' };
    default:
      return { screen: 'unknown' };
  }
}

/** The path of a screen (`/plantank/play/pt-01`), for a link or the router: planTankRoute reads it back. */
export function planTankPath(route: Exclude<PlanTankRoute, { screen: 'unknown' }>): string {
  switch (route.screen) {
    case 'continue': return '/plantank';
    case 'levels': return '/plantank/levels';
    case 'play': return `/plantank/play/${encodeURIComponent(route.levelId)}`;
    case 'share': return `/plantank/share/${route.code}`;
    case 'demo': return '/plantank/demo';
    case 'design': return route.id === undefined ? '/plantank/design' : `/plantank/design/${encodeURIComponent(route.id)}`;
  }
}

/** The whole URL of a share code on this page, to copy and send. */
export function shareUrl(code: string, page: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${page.origin}${page.pathname}#${planTankPath({ screen: 'share', code })}`;
}
