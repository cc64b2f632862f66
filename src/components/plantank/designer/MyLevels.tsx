import { useMemo, useState, type CSSProperties } from 'react';
import { Link } from 'wouter';
import { emptyProgram, encodeShare, type Level } from '../../../logic/plantank/index.ts';
import { myLevelList, usePlantankLevels, type MyLevel } from '../../../stores/games/plantankLevels';
import { Button, buttonClass } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useT } from '../../../i18n/useT';
import { planTankPath } from '../planTankRoute';

/** The link that plays a level (the share route), without a program. */
export function playHref(level: Level): string | null {
  try {
    return planTankPath({ screen: 'share', code: encodeShare({ levelId: level.id, program: emptyProgram(level), level }) });
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
  const t = useT();
  return (
    <section className="pt-panel flex flex-col gap-2 p-3" aria-labelledby="dz-mine-heading" id="my-levels">
      <div className="flex items-baseline justify-between">
        <h2 id="dz-mine-heading" className="font-display text-base font-bold text-ink-100">
          {t('designer.mine')}
        </h2>
        <p className="num text-sm text-ink-300">{list.length === 0 ? t('designer.mine.countNone') : t('designer.mine.count', { count: list.length })}</p>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-ink-300">{t('designer.mine.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((entry) => {
            const href = playHref(entry.level);
            return (
              <li key={entry.id} className={`flex items-center gap-3 rounded-xl bg-ink-850 p-2 ${entry.id === currentId ? 'ring-2 ring-accent-400/60' : ''}`}>
                <MiniBoard level={entry.level} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink-100" translate="no">
                    {entry.level.title}
                  </p>
                  <p className="num text-xs text-ink-300">
                    {t(entry.id === currentId ? 'designer.mine.metaCurrent' : 'designer.mine.meta', {
                      grid: t(entry.level.grid === 'hex' ? 'designer.level.hex' : 'designer.level.square'),
                      cols: entry.level.items[0]?.length ?? 0,
                      rows: entry.level.items.length,
                      par: entry.par,
                    })}
                  </p>
                </div>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button tone="ghost" className="px-2.5" onClick={() => onEdit(entry)} aria-label={t('designer.mine.editLabel', { title: entry.level.title })}>
                    {t('designer.mine.edit')}
                  </Button>
                  {href && (
                    <Link href={`~${href}`} className={buttonClass('ghost', 'px-2.5')} aria-label={t('designer.mine.playLabel', { title: entry.level.title })}>
                      {t('designer.mine.play')}
                    </Link>
                  )}
                  <Button tone="ghost" className="px-2.5 text-danger-500" onClick={() => setDeleting(entry)} aria-label={t('designer.mine.deleteLabel', { title: entry.level.title })}>
                    {t('designer.mine.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={deleting !== null} title={t('designer.mine.confirmTitle')} onClose={() => setDeleting(null)}>
        <p className="mb-4 text-ink-200">
          {t('designer.mine.confirmText', { title: deleting?.level.title ?? '' })}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button tone="secondary" onClick={() => setDeleting(null)}>
            {t('designer.mine.keep')}
          </Button>
          <Button
            tone="danger"
            onClick={() => {
              if (deleting) usePlantankLevels.getState().remove(deleting.id);
              setDeleting(null);
            }}
          >
            {t('designer.mine.delete')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
