import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-hash-location';

/** The path in the hash: `#/plantank/play/pt-02` is `/plantank/play/pt-02` (wouter's reading). */
export const hashPath = (hash: string) => '/' + hash.replace(/^#?\/?/, '');

interface Shown {
  path: string;
  /** Whether the app showed another path before this one. */
  navigated: boolean;
}

const ShownPath = createContext<Shown | null>(null);

/**
 * The path the app shows, following the hash inside a React transition: the next screen is
 * rendered in slices the browser may run input and frames between, so the tap or key that
 * navigates is answered in a short task, not in one that also builds the whole next screen. One
 * state for every reader (useTransitionHashLocation), so they all change in the same render.
 */
export function TransitionHashPath({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({ path: hashPath(location.hash), navigated: false }));
  useEffect(() => {
    const follow = () =>
      startTransition(() =>
        setShown((was) => {
          const path = hashPath(location.hash);
          return path === was.path ? was : { path, navigated: true };
        }),
      );
    addEventListener('hashchange', follow);
    // A change between the first render and now.
    follow();
    return () => removeEventListener('hashchange', follow);
  }, []);
  return <ShownPath value={shown}>{children}</ShownPath>;
}

/** wouter's location hook over TransitionHashPath (the hash itself outside one), navigating as wouter's hash location does. */
export function useTransitionHashLocation(): [string, typeof navigate] {
  return [useContext(ShownPath)?.path ?? hashPath(location.hash), navigate];
}

/**
 * Whether the screen shown replaces another one the page drew before it (a link followed, Back),
 * rather than being the page's first (false outside TransitionHashPath).
 */
export function useNavigatedHere(): boolean {
  return useContext(ShownPath)?.navigated ?? false;
}
// A link's href, as wouter's hash location writes it.
useTransitionHashLocation.hrefs = (href: string) => '#' + href;
