import { memo, type CSSProperties } from 'react';
import { brickPoints } from '../../logic/popstar/index.ts';
import { useT } from '../../i18n/useT';
import type { PopEvent } from '../../machines/popstarStage';
import { praiseText } from './usePopstarFeedback';

type Style = CSSProperties & Record<`--${string}`, string | number>;

/**
 * One pop's effects, mounted once for every pop while they play (usePlayingPops): the points of its
 * bricks, 10i + 5, float up; big pops get praise (when `praise`: a later pop's praise
 * replaces it); the pop that passes the target gets the stamp. The bricks' bursts are the popped
 * bricks themselves (burstBricks, brickBursts.ts). All CSS keyframes; nothing here is waited on.
 */
export const BoardEffects = memo(function BoardEffects({ pop, praise }: { pop: PopEvent; praise: boolean }) {
  const t = useT();
  const rows = pop.group.map(([r]) => r);
  const cols = pop.group.map(([, c]) => c);
  const top = Math.min(...rows);
  const left = Math.min(...cols);
  const box: Style = { '--r0': top, '--c0': left, '--rs': Math.max(...rows) - top + 1, '--cs': Math.max(...cols) - left + 1 };
  return (
    <>
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
          <span className="ps-praise" data-text={praiseText(pop.praise)}>
            {praiseText(pop.praise)}
          </span>
        </div>
      )}
      {pop.reachedTarget && (
        // Below the centre, so that praise for the same pop stays readable.
        <div className={`ps-banner${praise && pop.praise ? ' is-low' : ''}`} aria-hidden="true">
          <span className="ps-stamp">{t('popstar.stamp')}</span>
        </div>
      )}
    </>
  );
});
