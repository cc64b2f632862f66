import { memo, type CSSProperties } from 'react';
import { brickPoints } from '../../logic/popstar/index.ts';
import type { PopEvent } from '../../machines/popstarStage';
import { brickKind } from './brickKind';

type Style = CSSProperties & Record<`--${string}`, string | number>;

/**
 * One pop's effects, mounted once for every pop while they play (usePlayingPops): each brick of the
 * group flares and fades in burst order and its points, 10i + 5 (spec "Score"), float up; big pops
 * get praise (when `praise`: a later pop's praise replaces it); the pop that passes the target gets
 * the stamp. All CSS keyframes; nothing here is waited on.
 */
export const BoardEffects = memo(function BoardEffects({ pop, praise }: { pop: PopEvent; praise: boolean }) {
  const kind = brickKind(pop.colour);
  // The whole burst stays under ~160 ms of stagger however big the group (DESIGN.md "Motion").
  const stagger = Math.min(18, 160 / Math.max(1, pop.group.length));
  // The bursts start in burst order and end together (--late stretches the earlier ones): the end
  // of a flaring, spinning animation makes the browser work out the page's layers again (~0.8 ms
  // each time without throttle, with a hundred bricks as layers), once for the pop, not once a brick.
  const lastDelay = Math.round((pop.group.length - 1) * stagger);
  const rows = pop.group.map(([r]) => r);
  const cols = pop.group.map(([, c]) => c);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  const box: Style = { '--r0': top, '--c0': left, '--rs': Math.max(...rows) - top + 1, '--cs': Math.max(...cols) - left + 1 };
  return (
    <>
      <div className="ps-layer" aria-hidden="true">
        {pop.group.map(([row, col], i) => {
          const delay = Math.round(i * stagger);
          const style: Style = { '--r': row, '--c': col, '--d': `${delay}ms`, '--late': `${lastDelay - delay}ms` };
          return (
            <div key={`${row}-${col}`} className={`ps-burst ${kind.className}`} style={style}>
              <div className={`ps-burst-face brick ${kind.className}`} />
            </div>
          );
        })}
      </div>
      {/* The points float up together, as one animated layer: every running animation is restyled
          on the main thread each frame, and a number each was the longest-lived third of a burst.
          The layer spans the group's cells only: the compositor redraws what it covers every frame. */}
      <div className="ps-points-layer" style={box} aria-hidden="true">
        {pop.group.map(([row, col], i) => (
          <span key={`${row}-${col}`} className="ps-points num" style={{ '--r': row - top, '--c': col - left } as Style}>
            {brickPoints(i)}
          </span>
        ))}
      </div>
      {praise && pop.praise && (
        <div className="ps-banner" aria-hidden="true">
          <span className="ps-praise" data-text={pop.praise}>
            {pop.praise}
          </span>
        </div>
      )}
      {pop.reachedTarget && (
        // Below the centre, so that praise for the same pop stays readable.
        <div className={`ps-banner${praise && pop.praise ? ' is-low' : ''}`} aria-hidden="true">
          <span className="ps-stamp">Target reached</span>
        </div>
      )}
    </>
  );
});
