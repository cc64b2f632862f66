import { useEffect, useState } from 'react';
import { bindKey, unbindKey, type RemapResult } from '../../stores/games/tetrisSettings';
import { DEFAULT_TETRIS_KEYS, TETRIS_COMMANDS, useSettings, type TetrisCommand } from '../../stores/settings';
import { keyLabel } from '../input/useGameKeys';
import type { MessageId } from '../../i18n';
import { useT } from '../../i18n/useT';
import { Button } from '../ui/Button';

const LABEL_IDS: Record<TetrisCommand, MessageId> = {
  left: 'keys.left',
  right: 'keys.right',
  softDrop: 'keys.softDrop',
  hardDrop: 'keys.hardDrop',
  rotateCW: 'keys.rotateCW',
  rotateCCW: 'keys.rotateCCW',
  hold: 'keys.hold',
  pause: 'keys.pause',
};

/** Remap Tetris keys: "Add key" listens for the next key press (KeyboardEvent.code); Esc cancels. */
export function KeyRemap() {
  const t = useT();
  const label = (c: TetrisCommand) => t(LABEL_IDS[c]);
  const keys = useSettings((s) => s.tetris.keys);
  const update = useSettings((s) => s.update);
  const [listening, setListening] = useState<TetrisCommand | null>(null);
  // Why the last change was refused: every command keeps at least one key, or the game could not be played.
  const [refusal, setRefusal] = useState('');
  const apply = (result: RemapResult<TetrisCommand>, code: string) => {
    if (result.keys) {
      update('tetris', { keys: result.keys });
      setRefusal('');
    } else {
      setRefusal(t('keys.onlyKey', { key: keyLabel(code), command: label(result.orphan) }));
    }
  };

  useEffect(() => {
    if (!listening) return;
    const onKey = (e: KeyboardEvent) => {
      e.preventDefault();
      e.stopPropagation();
      // A key does one thing: bindKey takes it away from any other command first.
      if (e.code !== 'Escape' && e.code !== 'Tab') apply(bindKey(keys, listening, e.code), e.code);
      setListening(null);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  return (
    <div className="flex flex-col gap-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('keys.caption')}</caption>
        <tbody>
          {TETRIS_COMMANDS.map((c) => (
            <tr key={c} className="border-b border-ink-800">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-ink-200">
                {label(c)}
              </th>
              <td className="py-2">
                <span className="flex flex-wrap gap-1">
                  {keys[c].map((k) => (
                    <button
                      key={k}
                      type="button"
                      className="min-h-11 min-w-11 rounded-lg border border-ink-600 bg-ink-800 px-2 font-mono text-xs hover:border-danger-500"
                      aria-label={t('keys.remove', { key: keyLabel(k), command: label(c) })}
                      onClick={() => apply(unbindKey(keys, c, k), k)}
                    >
                      <span translate="no">{keyLabel(k)}</span> <span aria-hidden="true">✕</span>
                    </button>
                  ))}
                </span>
              </td>
              <td className="py-2 text-right">
                <Button className="whitespace-nowrap text-xs" tone={listening === c ? 'primary' : 'secondary'} onClick={() => setListening(listening === c ? null : c)}>
                  {listening === c ? t('keys.listening') : t('keys.add')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-ink-300">{t('keys.restartNote')}</p>
      <p role="status" className="min-h-5 text-sm text-accent-400">
        {refusal}
      </p>
      <Button className="self-start" onClick={() => {
          update('tetris', { keys: structuredClone(DEFAULT_TETRIS_KEYS) });
          setRefusal('');
        }}>
        {t('keys.restore')}
      </Button>
    </div>
  );
}
