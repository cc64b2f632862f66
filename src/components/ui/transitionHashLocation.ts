import { startTransition, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';

/** The path in the hash: `#/plantank/play/pt-02` is `/plantank/play/pt-02` (wouter's reading). */
export const hashPath = (hash: string) => '/' + hash.replace(/^#?\/?/, '');

/**
 * wouter's hash location, with each change rendered as a React transition: the new screen is
 * rendered in slices the browser may run input and frames between, so the tap or key that
 * navigates is answered in a short task, not in one that also builds the whole next screen.
 * Every reader follows the same hashchange inside one transition, so they change together.
 */
export function useTransitionHashLocation(): [string, typeof navigate] {
  const [path, setPath] = useState(() => hashPath(location.hash));
  useEffect(() => {
    const follow = () => startTransition(() => setPath(hashPath(location.hash)));
    addEventListener('hashchange', follow);
    // A change between this reader's render and now.
    follow();
    return () => removeEventListener('hashchange', follow);
  }, []);
  return [path, navigate];
}
// A link's href, as wouter's hash location writes it.
useTransitionHashLocation.hrefs = (href: string) => '#' + href;
