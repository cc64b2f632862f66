import type { KeyMap, TetrisCommand } from '../../stores/settings';
import { keyLabel } from '../input/useGameKeys';

const HINTS: [TetrisCommand, string][] = [
  ['left', 'Move left'],
  ['right', 'Move right'],
  ['softDrop', 'Soft drop'],
  ['hardDrop', 'Hard drop'],
  ['rotateCW', 'Rotate ⟳'],
  ['rotateCCW', 'Rotate ⟲'],
  ['hold', 'Hold'],
  ['pause', 'Pause'],
];

/** The keys as the player has mapped them (Settings), beside the board on a desktop. */
export function KeyHints({ keys }: { keys: KeyMap<TetrisCommand> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-300">
      {HINTS.map(([command, label]) => (
        <div key={command} className="contents">
          <dt className="text-ink-200">{label}</dt>
          <dd className="text-right font-semibold text-ink-100">{keys[command].slice(0, 2).map(keyLabel).join(' / ') || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
