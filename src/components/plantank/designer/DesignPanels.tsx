import { useId, type ReactNode } from 'react';
import {
  DESIGN_MAX_COLS,
  DESIGN_MAX_ROWS,
  DESIGN_MIN_COLS,
  DESIGN_MIN_ROWS,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  type DesignerAction,
} from '../../../logic/plantank/designer.ts';
import type { MessageId } from '../../../i18n';
import { useT } from '../../../i18n/useT';
import { FUNCTION_COUNT, MAX_SLOTS, type Color, type Level } from '../../../logic/plantank/index.ts';
import { levelAllows } from '../../../logic/plantank/programText.ts';

type Dispatch = (action: DesignerAction) => void;

function Stepper({ label, value, min, max, onChange }: { label: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-2">
      <span id={id} className="text-sm text-ink-200">
        {label}
      </span>
      <span className="dz-stepper" role="group" aria-labelledby={id}>
        <button type="button" aria-label={t('designer.stepper.fewer', { label })} disabled={value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output className="num w-8 text-center font-display text-lg font-bold text-ink-100" aria-live="polite">
          {value}
        </output>
        <button type="button" aria-label={t('designer.stepper.more', { label })} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </span>
    </div>
  );
}

/** A panel of the designer's side column, named by its heading. */
function Panel({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className="pt-panel flex flex-col gap-3 p-3" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-base font-bold text-ink-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Title, description, grid and size. */
export function LevelPanel({ level, dispatch }: { level: Level; dispatch: Dispatch }) {
  const t = useT();
  const cols = level.items[0]?.length ?? 0;
  const rows = level.items.length;
  return (
    <Panel headingId="dz-level-heading" title={t('designer.level')}>
      <label className="flex flex-col gap-1">
        <span className="dz-label">{t('designer.level.title')}</span>
        <input className="dz-field" value={level.title} maxLength={MAX_TITLE_LENGTH} onChange={(e) => dispatch({ type: 'title', title: e.target.value })} />
      </label>
      <label className="flex flex-col gap-1">
        <span className="dz-label">{t('designer.level.description')}</span>
        <textarea className="dz-field min-h-16" rows={2} value={level.description ?? ''} maxLength={MAX_DESCRIPTION_LENGTH} onChange={(e) => dispatch({ type: 'description', description: e.target.value })} />
      </label>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="dz-label">{t('designer.level.board')}</span>
        <span className="dz-seg" role="group" aria-label={t('designer.level.shape')}>
          <button type="button" aria-pressed={level.grid === 'hex'} onClick={() => dispatch({ type: 'grid', grid: 'hex' })}>
            {t('designer.level.hex')}
          </button>
          <button type="button" aria-pressed={level.grid === 'square'} onClick={() => dispatch({ type: 'grid', grid: 'square' })}>
            {t('designer.level.square')}
          </button>
        </span>
      </div>
      <Stepper label={t('designer.level.width')} value={cols} min={DESIGN_MIN_COLS} max={DESIGN_MAX_COLS} onChange={(n) => dispatch({ type: 'resize', cols: n, rows })} />
      <Stepper label={t('designer.level.height')} value={rows} min={DESIGN_MIN_ROWS} max={DESIGN_MAX_ROWS} onChange={(n) => dispatch({ type: 'resize', cols, rows: n })} />
    </Panel>
  );
}

const PAINTS: { color: Color; label: MessageId }[] = [
  { color: 'R', label: 'designer.rules.paintR' },
  { color: 'G', label: 'designer.rules.paintG' },
  { color: 'B', label: 'designer.rules.paintB' },
];

/** The program's shape: slots of F1..F5 and the paints the player may use. */
export function RulesPanel({ level, dispatch }: { level: Level; dispatch: Dispatch }) {
  const t = useT();
  return (
    <Panel headingId="dz-rules-heading" title={t('designer.rules')}>
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: FUNCTION_COUNT }, (_, fn) => (
          <label key={fn} className="flex flex-col items-center gap-1">
            <span className="dz-label tracking-normal" translate="no">
              F{fn + 1}
            </span>
            <select
              className="dz-field num px-1 text-center"
              value={level.subLengths[fn] ?? 0}
              aria-label={t('designer.rules.slots', { fn: fn + 1 })}
              onChange={(e) => dispatch({ type: 'subLength', fn, length: Number(e.target.value) })}
            >
              {Array.from({ length: MAX_SLOTS + 1 }, (_, n) => n)
                .filter((n) => fn > 0 || n > 0)
                .map((n) => (
                  <option key={n} value={n}>
                    {n === 0 ? '—' : n}
                  </option>
                ))}
            </select>
          </label>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="dz-label">{t('designer.rules.paint')}</span>
        <span className="flex gap-1" role="group" aria-label={t('designer.rules.paintGroup')}>
          {PAINTS.map((p) => {
            const on = levelAllows(level, { kind: 'paint', color: p.color });
            return (
              <button
                key={p.color}
                type="button"
                aria-pressed={on}
                aria-label={t(p.label)}
                className={`dz-tool min-h-11 w-12 ${on ? '' : 'opacity-60'}`}
                onClick={() => dispatch({ type: 'paint', color: p.color, allowed: !on })}
              >
                <span className={`dz-swatch hex-${p.color.toLowerCase()} ${on ? '' : 'grayscale'}`} aria-hidden="true" />
              </button>
            );
          })}
        </span>
      </div>
    </Panel>
  );
}
