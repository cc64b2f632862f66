import { memo } from 'react';

const KEYS: [string, string][] = [
  ['W', 'forward'],
  ['Q / E', 'turn left / right'],
  ['1–5', 'call F1–F5'],
  ['R G B', 'colour condition'],
  ['N', 'any colour'],
  ['Shift+R G B', 'paint'],
  ['Delete', 'clear slot'],
  ['← ↑ → ↓', 'move between slots'],
  ['X', 'go; during a run, back to the start'],
  ['S', 'step'],
  ['F', 'run to the end at once'],
  ['.', 'breakpoint on the selected slot'],
  ['H', 'hint (Esc cancels)'],
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z', 'redo'],
];

/** RoboZZle's keys, folded away until asked for. */
export const KeyboardHelp = memo(function KeyboardHelp() {
  return (
    <details className="pt-panel pt-keyboard-help text-sm text-ink-300">
      <summary className="cursor-pointer font-semibold text-ink-200">Keyboard</summary>
      <p className="mt-2">Pick a slot (Tab into the program, then the arrows), type its colour, then its command.</p>
      <p className="mt-1">A breakpoint pauses a run just before its slot: right-click a slot, hold it, or press <kbd className="pt-kbd">.</kbd>.</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {KEYS.map(([k, what]) => (
          <div key={k} className="contents">
            <dt>
              <kbd className="pt-kbd">{k}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
});
