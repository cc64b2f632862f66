import type { ScoreEntry, TetrisMode } from '../../stores/games/tetrisProgress';
import { currentLocale } from '../../i18n';
import { useT } from '../../i18n/useT';
import { formatScore, formatTime } from './highScores';

function shortDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric' });
}

/** A mode's top 10: Sprint ranks by time, the others by score. `highlight` marks a row (this game). */
export function ScoreTable({ mode, list, highlight = -1, caption }: { mode: TetrisMode; list: readonly ScoreEntry[]; highlight?: number; caption: string }) {
  const t = useT();
  if (list.length === 0) {
    return <p className="rounded-lg bg-ink-850 px-3 py-4 text-center text-sm text-ink-300">{t('tetris.scores.none')}</p>;
  }
  const sprint = mode === 'sprint';
  return (
    <table className="num w-full border-separate border-spacing-y-0.5 text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs tracking-wider text-ink-300 uppercase">
          <th scope="col" className="px-2 py-1 font-semibold">#</th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">{sprint ? t('tetris.hud.time') : t('tetris.hud.score')}</th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">{sprint ? t('tetris.hud.score') : t('tetris.hud.lines')}</th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">{sprint ? t('tetris.hud.lines') : t('tetris.hud.level')}</th>
          <th scope="col" className="px-2 py-1 text-right font-semibold">{t('tetris.scores.date')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((e, i) => (
          <tr key={`${e.date}-${i}`} className={i === highlight ? 'bg-accent-500/20 text-accent-300' : 'bg-ink-850 text-ink-100'} aria-current={i === highlight ? 'true' : undefined}>
            <td className="rounded-l-md px-2 py-1 font-semibold">{i + 1}</td>
            <td className="px-2 py-1 text-right font-bold">{sprint ? formatTime(e.timeMs) : formatScore(e.score)}</td>
            <td className="px-2 py-1 text-right">{sprint ? formatScore(e.score) : e.lines}</td>
            <td className="px-2 py-1 text-right">{sprint ? e.lines : (e.level ?? '')}</td>
            <td className="rounded-r-md px-2 py-1 text-right text-ink-300">{shortDate(e.date)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
