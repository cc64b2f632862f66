import type { Cell } from '../../logic/popstar/index.ts';
import type { Style } from './cssVars';
import { useT } from '../../i18n/useT';

/**
 * A note by a lone star that was tapped: a ring on the star and a pill above its row (below it on
 * the top rows), which fade away; the status line and the live region say the same. Keyed by the
 * tap, so each tap plays it again.
 */
export function LoneNote({ cell: [row, col], rows }: { cell: Cell; rows: number }) {
  // (On the ring itself: --r and --c are registered as not inherited.)
  const t = useT();
  const style: Style = { '--r': row, '--c': col };
  return (
    <div className={row < 2 ? 'ps-lone is-below' : 'ps-lone'} aria-hidden="true" data-testid="popstar-lone">
      <div className="ps-lone-ring" style={style} />
      <p className="ps-lone-pill" style={{ top: `${(100 * (row < 2 ? row + 1 : row)) / rows}%` }}>
        {t('popstar.lone')}
      </p>
    </div>
  );
}
