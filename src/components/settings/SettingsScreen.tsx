import { useId, useState, type ReactNode } from 'react';
import { GAMES, type GameId } from '../../routes';
import { notify } from '../../stores/notices';
import { useProgress } from '../../stores/progress';
import { useSettings, type ReducedMotion } from '../../stores/settings';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { Button } from '../ui/Button';
import { LanguagePicker } from '../ui/LanguagePicker';
import { Dialog } from '../ui/Dialog';
import { ScreenHeader } from '../ui/ScreenHeader';
import { KeyRemap } from './KeyRemap';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-4" aria-label={title}>
      <h2 className="font-display text-xl font-bold text-ink-100">{title}</h2>
      {children}
    </section>
  );
}

function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (v: boolean) => void; hint?: string }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
      <span>
        <span className="block">{label}</span>
        {hint && <span className="block text-xs text-ink-400">{hint}</span>}
      </span>
      <input id={id} type="checkbox" role="switch" className="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

function NumberField({ label, value, min, max, step = 1, unit, onChange }: { label: string; value: number; min: number; max: number; step?: number; unit: string; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 items-center justify-between gap-3">
      <span>{label}</span>
      <span className="flex items-center gap-2">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="num h-11 w-24 rounded-lg border border-ink-600 bg-ink-800 px-2 text-right"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(e) => {
            const v = Number(e.target.value);
            if (Number.isFinite(v)) onChange(Math.min(max, Math.max(min, v)));
          }}
        />
        <span className="w-8 text-sm text-ink-400">{unit}</span>
      </span>
    </label>
  );
}

export function SettingsScreen() {
  const general = useSettings((s) => s.general);
  const tetris = useSettings((s) => s.tetris);
  const popstar = useSettings((s) => s.popstar);
  const plantank = useSettings((s) => s.plantank);
  const update = useSettings((s) => s.update);
  const resetGame = useProgress((s) => s.resetGame);
  const [confirm, setConfirm] = useState<GameId | null>(null);
  const volumeId = useId();
  const speedId = useId();
  const t = useT();
  const confirmName = confirm ? t(GAMES.find((g) => g.id === confirm)?.name ?? 'games.tetris.name') : '';

  return (
    <>
      <ScreenHeader title={t('settings.title')} />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 pb-16 md:grid-cols-2">
        <Panel title={t('settings.language')}>
          <LanguagePicker compact className="[&>select]:w-full" />
        </Panel>

        <Panel title={t('settings.soundMotion')}>
          <Toggle label={t('settings.sound')} checked={general.sound} onChange={(v) => update('general', { sound: v })} />
          <label htmlFor={volumeId} className="flex min-h-11 items-center justify-between gap-3">
            <span>{t('settings.volume')}</span>
            <input id={volumeId} type="range" min={0} max={1} step={0.05} value={general.volume} disabled={!general.sound} onChange={(e) => update('general', { volume: Number(e.target.value) })} className="w-40 accent-accent-500" />
          </label>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1">{t('settings.reduceMotion')}</legend>
            <div className="grid grid-cols-3 gap-2" role="radiogroup" aria-label={t('settings.reduceMotion')}>
              {(['system', 'on', 'off'] as ReducedMotion[]).map((v) => (
                <label key={v} className={`flex min-h-11 min-w-0 cursor-pointer items-center justify-center rounded-xl border px-1 text-center leading-tight has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400 ${general.reducedMotion === v ? 'border-accent-500 bg-ink-700' : 'border-ink-600'}`}>
                  <input type="radio" name="reduced-motion" className="sr-only" value={v} checked={general.reducedMotion === v} onChange={() => update('general', { reducedMotion: v })} />
                  {t(`settings.motion.${v}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </Panel>

        <Panel title={t('settings.tetrisHandling')}>
          <NumberField label={t('settings.das')} value={tetris.das} min={0} max={1000} unit={t('settings.unit.ms')} onChange={(v) => update('tetris', { das: Math.round(v) })} />
          <NumberField label={t('settings.arr')} value={tetris.arr} min={0} max={500} unit={t('settings.unit.ms')} onChange={(v) => update('tetris', { arr: Math.round(v) })} />
          <NumberField label={t('settings.sdf')} value={tetris.sdf} min={0} max={100} unit={t('settings.unit.times')} onChange={(v) => update('tetris', { sdf: v })} />
          <Toggle label={t('settings.ghost')} checked={tetris.ghost} onChange={(v) => update('tetris', { ghost: v })} />
        </Panel>

        <Panel title={t('settings.tetrisKeys')}>
          <KeyRemap />
        </Panel>

        <Panel title={t('settings.puzzles')}>
          <Toggle label={t('settings.popOnOneTap')} hint={t('settings.popOnOneTapHint')} checked={popstar.popOnOneTap} onChange={(v) => update('popstar', { popOnOneTap: v })} />
          <label htmlFor={speedId} className="flex min-h-11 items-center justify-between gap-3">
            <span>{t('settings.plantankSpeed')}</span>
            <input id={speedId} type="range" min={0} max={10} step={1} value={plantank.speed} onChange={(e) => update('plantank', { speed: Number(e.target.value) })} className="w-40 accent-accent-500" />
          </label>
        </Panel>

        <Panel title={t('settings.saved')}>
          <p className="text-sm text-ink-300">{t('settings.savedHint')}</p>
          <div className="flex flex-wrap gap-2">
            {GAMES.map((g) => (
              <Button key={g.id} tone="ghost" className="border border-ink-600" onClick={() => setConfirm(g.id)}>
                {t('settings.reset', { name: t(g.name) })}
              </Button>
            ))}
          </div>
        </Panel>
      </div>
      <Dialog open={confirm !== null} title={t('settings.resetTitle')} onClose={() => setConfirm(null)}>
        <p className="mb-4 text-ink-200">{t('settings.resetBody', { name: confirmName })}</p>
        <div className="flex justify-end gap-2">
          <Button onClick={() => setConfirm(null)}>{t('settings.cancel')}</Button>
          <Button
            tone="danger"
            onClick={() => {
              if (confirm) {
                resetGame(confirm);
                notify(translate('settings.resetDone', { name: confirmName }), 'success');
              }
              setConfirm(null);
            }}
          >
            {t('settings.resetConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
