import type { CSSProperties } from 'react';
import { brickPoints } from '../../logic/popstar/index.ts';
import type { PopEvent } from '../../machines/popstarStage';
import { brickKind } from './brickKind';

type Style = CSSProperties & Record<`--${string}`, string | number>;

/**
 * One pop's effects, mounted afresh for every pop (keyed by its id): each brick of the group flares
 * and fades in burst order and shows its points, 10i + 5 (spec "Score"); big pops get praise; the
 * pop that passes the target gets the stamp. All CSS keyframes; nothing here is waited on.
 */
export function BoardEffects({ pop }: { pop: PopEvent }) {
  const kind = brickKind(pop.colour);
  // The whole burst stays under ~160 ms of stagger however big the group (DESIGN.md "Motion").
  const stagger = Math.min(18, 160 / Math.max(1, pop.group.length));
  return (
    <>
      <div className="ps-layer" aria-hidden="true">
        {pop.group.map(([row, col], i) => {
          const style: Style = { '--r': row, '--c': col, '--d': `${Math.round(i * stagger)}ms` };
          return (
            <div key={`${row}-${col}`} className={`ps-burst ${kind.className}`} style={style}>
              <div className={`ps-burst-face brick ${kind.className}`} />
              <span className="ps-points num">{brickPoints(i)}</span>
            </div>
          );
        })}
      </div>
      {pop.praise && (
        <div className="ps-banner" aria-hidden="true">
          <span className="ps-praise" data-text={pop.praise}>
            {pop.praise}
          </span>
        </div>
      )}
      {pop.reachedTarget && (
        // Below the centre, so that praise for the same pop stays readable.
        <div className={`ps-banner${pop.praise ? ' is-low' : ''}`} aria-hidden="true">
          <span className="ps-stamp">Target reached</span>
        </div>
      )}
    </>
  );
}
