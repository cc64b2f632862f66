import { memo, useState } from 'react';
import { shapeCells, type PieceType } from '../../logic/tetris/index.ts';

/** One piece in its spawn state, cropped to its cells and centred in a 4x2 box. */
export const PiecePreview = memo(function PiecePreview({ type, used = false }: { type: PieceType | null; used?: boolean }) {
  if (type === null) return <div className="t-preview" />;
  const cells = shapeCells(type, '0');
  const minX = Math.min(...cells.map(([x]) => x));
  const minY = Math.min(...cells.map(([, y]) => y));
  const cls = `brick brick-${type.toLowerCase()}`;
  return (
    <div className="t-preview" data-used={used} data-piece={type}>
      <div className="t-preview-piece">
        {/* Keyed by index: the next piece restyles four cells, it does not replace them. */}
        {cells.map(([x, y], i) => (
          <span key={i} className={cls} style={{ gridColumnStart: x - minX + 1, gridRowStart: y - minY + 1 }} />
        ))}
      </div>
    </div>
  );
});

const NAMES: Record<PieceType, string> = { I: 'I', O: 'O', T: 'T', S: 'S', Z: 'Z', J: 'J', L: 'L' };

export function HoldPanel({ hold, canHold }: { hold: PieceType | null; canHold: boolean }) {
  return (
    <section className="t-panel" aria-label={hold ? `Hold: ${NAMES[hold]} piece${canHold ? '' : ' (used)'}` : 'Hold: empty'}>
      <h2 className="t-panel-label" aria-hidden="true">
        Hold
      </h2>
      <div>
        <PiecePreview type={hold} used={!canHold} />
      </div>
    </section>
  );
}

/**
 * A key for each piece of the queue that stays with the piece as the queue moves up: when a piece
 * leaves the front, the others keep their elements and one comes in at the end. Keyed by position,
 * every preview was restyled on every lock.
 */
function useQueueKeys(queue: string): readonly number[] {
  const [state, setState] = useState(() => ({ queue, keys: Array.from(queue, (_, i) => i), next: queue.length }));
  if (state.queue !== queue) {
    let next = state.next;
    const movedUp = queue.length === state.queue.length && state.queue.slice(1) === queue.slice(0, -1);
    const keys = movedUp ? [...state.keys.slice(1), next++] : Array.from(queue, () => next++);
    setState({ queue, keys, next });
  }
  return state.keys;
}

/** The next pieces, the first one larger. `queue` is a string of piece letters. */
export function NextPanel({ queue }: { queue: string }) {
  const pieces = Array.from(queue) as PieceType[];
  const keys = useQueueKeys(queue);
  return (
    <section className="t-panel" aria-label={`Next: ${pieces.join(', ')}`} data-queue={queue}>
      <h2 className="t-panel-label" aria-hidden="true">
        Next
      </h2>
      {/* The list is a relayout boundary (a fixed height, in a plain block: a flex item cannot be
          one), so a piece leaving and one arriving lay out the list, not the page. */}
      <div>
        <div className="t-next-list" style={{ '--next-count': pieces.length } as React.CSSProperties}>
          {pieces.map((type, i) => (
            <div key={keys[i]} className={i === 0 ? 't-next-first' : undefined}>
              <PiecePreview type={type} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
