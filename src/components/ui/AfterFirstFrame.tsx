import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextFrame } from '../board/frameLater';

/**
 * Its children, rendered at once, or with `defer` once a frame has been drawn without them: a
 * screen that replaces another draws its main part in one frame and this part in a later one, in
 * two shorter tasks where it would take one long one. They render in a transition, which yields to
 * input. `defer` is read at mount only.
 */
export function AfterFirstFrame({ defer, children }: { defer: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(!defer);
  useEffect(() => (shown ? undefined : afterNextFrame(() => startTransition(() => setShown(true)))), [shown]);
  return shown ? children : null;
}
