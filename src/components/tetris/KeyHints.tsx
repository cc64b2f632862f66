import type { KeyMap, TetrisCommand } from '../../stores/settings';
import type { MessageId } from '../../i18n';
import { useT } from '../../i18n/useT';
import { keyLabel } from '../input/useGameKeys';

const HINTS: [TetrisCommand, MessageId][] = [
  ['left', 'keys.left'],
  ['right', 'keys.right'],
  ['softDrop', 'keys.softDrop'],
  ['hardDrop', 'keys.hardDrop'],
  ['rotateCW', 'tetris.keys.rotateCW'],
  ['rotateCCW', 'tetris.keys.rotateCCW'],
  ['hold', 'keys.hold'],
  ['pause', 'keys.pause'],
];

/** The keys as the player has mapped them (Settings), beside the board on a desktop. */
export function KeyHints({ keys }: { keys: KeyMap<TetrisCommand> }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-ink-300">
      {HINTS.map(([command, label]) => (
        <div key={command} className="contents">
          <dt className="text-ink-200">{t(label)}</dt>
          <dd translate="no" className="text-right font-semibold text-ink-100">{keys[command].slice(0, 2).map(keyLabel).join(' / ') || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
