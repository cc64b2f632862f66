import { useEffect, useState } from 'react';
import { bindKey, unbindKey, type RemapResult } from '../../stores/games/tetrisSettings';
import { DEFAULT_TETRIS_KEYS, TETRIS_COMMANDS, useSettings, type TetrisCommand } from '../../stores/settings';
import { keyLabel } from '../input/useGameKeys';
import { Button } from '../ui/Button';

const LABELS: Record<TetrisCommand, string> = {
  left: 'Move left',
  right: 'Move right',
  softDrop: 'Soft drop',
  hardDrop: 'Hard drop',
  rotateCW: 'Rotate clockwise',
  rotateCCW: 'Rotate counter-clockwise',
  hold: 'Hold',
  pause: 'Pause',
};

/** Remap Tetris keys: "Add key" listens for the next key press (KeyboardEvent.code); Esc cancels. */
export function KeyRemap() {
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
      setRefusal(`${keyLabel(code)} is the only key for ${LABELS[result.orphan]}: give ${LABELS[result.orphan]} another key first.`);
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
        <caption className="sr-only">Tetris keys</caption>
        <tbody>
          {TETRIS_COMMANDS.map((c) => (
            <tr key={c} className="border-b border-ink-800">
              <th scope="row" className="py-2 pr-2 text-left font-medium text-ink-200">
                {LABELS[c]}
              </th>
              <td className="py-2">
                <span className="flex flex-wrap gap-1">
                  {keys[c].map((k) => (
                    <button
                      key={k}
                      type="button"
                      className="min-h-11 min-w-11 rounded-lg border border-ink-600 bg-ink-800 px-2 font-mono text-xs hover:border-danger-500"
                      aria-label={`Remove ${keyLabel(k)} from ${LABELS[c]}`}
                      onClick={() => apply(unbindKey(keys, c, k), k)}
                    >
                      {keyLabel(k)} <span aria-hidden="true">✕</span>
                    </button>
                  ))}
                </span>
              </td>
              <td className="py-2 text-right">
                <Button className="whitespace-nowrap text-xs" tone={listening === c ? 'primary' : 'secondary'} onClick={() => setListening(listening === c ? null : c)}>
                  {listening === c ? 'Press a key…' : 'Add key'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-ink-300">R restarts from the pause and game-over panels, unless you give R to a command here.</p>
      <p role="status" className="min-h-5 text-sm text-accent-400">
        {refusal}
      </p>
      <Button className="self-start" onClick={() => {
          update('tetris', { keys: structuredClone(DEFAULT_TETRIS_KEYS) });
          setRefusal('');
        }}>
        Restore default keys
      </Button>
    </div>
  );
}
