import type { Translate } from '../../i18n/useT';

/**
 * Each PopStar colour carries a shape, so no player needs colour alone: the
 * suits of the home page's preview, drawn as one image behind each face (popstarSuits.css) so a brick
 * has no SVG subtree to lay out and paint on every pop.
 */
export interface BrickKind {
  letter: string;
  /** Class of the bevelled brick colour (src/index.css). */
  className: string;
  /** Spoken name: colour and shape. */
  name: string;
}

/** Colour 1..5 as in src/logic/popstar (R G B Y P). */
export const BRICK_KINDS: Record<number, BrickKind> = {
  1: { letter: 'R', className: 'brick-star-r', name: 'red heart' },
  2: { letter: 'G', className: 'brick-star-g', name: 'green club' },
  3: { letter: 'B', className: 'brick-star-b', name: 'blue diamond' },
  4: { letter: 'Y', className: 'brick-star-y', name: 'yellow star' },
  5: { letter: 'P', className: 'brick-star-p', name: 'purple spade' },
};

const NAME_IDS = { 1: 'popstar.cell.1', 2: 'popstar.cell.2', 3: 'popstar.cell.3', 4: 'popstar.cell.4', 5: 'popstar.cell.5' } as const;

/** A cell's spoken name in the active language ("empty" for 0; an unknown colour keeps its English name). */
export function brickName(t: Translate, colour: number): string {
  if (colour === 0) return t('popstar.cell.empty');
  const id = NAME_IDS[colour as keyof typeof NAME_IDS];
  return id ? t(id) : brickKind(colour).name;
}

export function brickKind(colour: number): BrickKind {
  return BRICK_KINDS[colour] ?? { letter: '?', className: 'brick-x', name: `colour ${colour}` };
}
