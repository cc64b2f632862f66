import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { emptyProgram, encodeShare, type Level } from '../../../logic/plantank/index.ts';
import { myLevelList, usePlantankLevels, type MyLevel } from '../../../stores/games/plantankLevels';
import { Button, buttonClass } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** The link that plays a level (the share route), without a program. */
export function playHref(level: Level): string | null {
  try {
    return `/plantank/share/${encodeShare({ levelId: level.id, program: emptyProgram(level), level })}`;
  } catch {
    return null;
  }
}

/** A glimpse of the board: one small square per cell (a hole is dark, a star gold). */
function MiniBoard({ level }: { level: Level }) {
  const cols = level.items[0]?.length ?? 1;
  const colors: Record<string, string> = { R: 'var(--color-tile-r)', G: 'var(--color-tile-g)', B: 'var(--color-tile-b)' };
  return (
    <div className="dz-mini" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` } as CSSProperties} aria-hidden="true">
      {level.items.flatMap((row, r) =>
        [...row].map((item, c) => (
          <span key={`${r}-${c}`} style={{ background: item === '#' ? 'rgb(8 10 26 / 0.5)' : item === '*' ? '#ffd95a' : colors[level.colors[r]?.[c] ?? 'B'] }} />
        )),
      )}
    </div>
  );
}

/** The levels kept on this device: edit (into the designer), play (the share route) or delete (after a confirm). */
export function MyLevels({ currentId, onEdit }: { currentId: string; onEdit: (entry: MyLevel) => void }) {
  const mine = usePlantankLevels((s) => s.mine);
  const list = useMemo(() => myLevelList({ mine }), [mine]);
  const [deleting, setDeleting] = useState<(MyLevel & { id: string }) | null>(null);
  return (
    <section className="pt-panel flex flex-col gap-2 p-3" aria-labelledby="dz-mine-heading" id="my-levels">
      <div className="flex items-baseline justify-between">
        <h2 id="dz-mine-heading" className="font-display text-base font-bold text-ink-100">
          My levels
        </h2>
        <p className="num text-sm text-ink-300">{list.length === 1 ? '1 level' : `${list.length} levels`} on this device</p>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-ink-300">None yet. Prove a level in test play, then save it: it is kept here, on this device.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((entry) => {
            const href = playHref(entry.level);
            return (
              <li key={entry.id} className={`flex items-center gap-3 rounded-xl bg-ink-850 p-2 ${entry.id === currentId ? 'ring-2 ring-accent-400/60' : ''}`}>
                <MiniBoard level={entry.level} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink-100">{entry.level.title}</p>
                  <p className="num text-xs text-ink-300">
                    {entry.level.grid === 'hex' ? 'Hexagons' : 'Squares'} · {entry.level.items[0]?.length} × {entry.level.items.length} · par {entry.par}
                    {entry.id === currentId && ' · on the board'}
                  </p>
                </div>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button tone="ghost" className="px-2.5" onClick={() => onEdit(entry)} aria-label={`Edit ${entry.level.title}`}>
                    Edit
                  </Button>
                  {href && (
                    <Link href={`~${href}`} className={buttonClass('ghost', 'px-2.5')} aria-label={`Play ${entry.level.title}`}>
                      Play
                    </Link>
                  )}
                  <Button tone="ghost" className="px-2.5 text-danger-500" onClick={() => setDeleting(entry)} aria-label={`Delete ${entry.level.title}`}>
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={deleting !== null} title="Delete this level?" onClose={() => setDeleting(null)}>
        <p className="mb-4 text-ink-200">
          “{deleting?.level.title}” will be removed from this device. Links you shared keep working: the level travels in them.
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button tone="secondary" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            tone="danger"
            onClick={() => {
              if (deleting) usePlantankLevels.getState().remove(deleting.id);
              setDeleting(null);
            }}
          >
            Delete
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
