import { FUNCTION_COUNT, PAINT_BLUE, PAINT_GREEN, PAINT_RED, type Color, type Level } from '../../logic/plantank/index.ts';
import { memo, type ReactNode } from 'react';
import { toolKey, type Tool } from './editorState';
import type { Draft } from './programDraft';
import { ActionIcon, EraseIcon } from './icons';
import type { ProgramDrag } from './useProgramDrag';

interface Chip {
  tool: Tool;
  label: string;
  /** The name shown under the icon (a call's icon is its name already). */
  name?: string;
  keys: string;
  className?: string;
}

const PAINTS: [Color, number, string][] = [
  ['R', PAINT_RED, 'red'],
  ['G', PAINT_GREEN, 'green'],
  ['B', PAINT_BLUE, 'blue'],
];

/** Only what the level allows: forward and turns always, calls to its functions, its paints. */
export function commandChips(level: Level): Chip[] {
  const chips: Chip[] = [
    { tool: { kind: 'action', action: { kind: 'forward' } }, label: 'Forward', name: 'Forward', keys: 'W' },
    { tool: { kind: 'action', action: { kind: 'left' } }, label: 'Turn left', name: 'Left', keys: 'Q' },
    { tool: { kind: 'action', action: { kind: 'right' } }, label: 'Turn right', name: 'Right', keys: 'E' },
  ];
  for (let fn = 0; fn < FUNCTION_COUNT; fn++) {
    if ((level.subLengths[fn] ?? 0) > 0) chips.push({ tool: { kind: 'action', action: { kind: 'call', fn } }, label: `Call F${fn + 1}`, keys: String(fn + 1) });
  }
  for (const [color, bit, name] of PAINTS) {
    if ((level.allowedCommands & bit) !== 0) chips.push({ tool: { kind: 'action', action: { kind: 'paint', color } }, label: `Paint ${name}`, name: 'Paint', keys: `Shift+${color}` });
  }
  return chips;
}

const CONDITION_CHIPS: Chip[] = [
  { tool: { kind: 'condition', cond: 'R' }, label: 'Only on red', keys: 'R', className: 'pt-chip-cond pt-cond-R' },
  { tool: { kind: 'condition', cond: 'G' }, label: 'Only on green', keys: 'G', className: 'pt-chip-cond pt-cond-G' },
  { tool: { kind: 'condition', cond: 'B' }, label: 'Only on blue', keys: 'B', className: 'pt-chip-cond pt-cond-B' },
  { tool: { kind: 'condition', cond: null }, label: 'Any colour', keys: 'N', className: 'pt-chip-cond pt-chip-any' },
];
const ERASER: Chip = { tool: { kind: 'erase' }, label: 'Eraser', name: 'Erase', keys: 'Delete' };

export const Palette = memo(function Palette({ level, tool, onArm, drag, disabled = false }: { level: Level; tool: Tool | null; onArm: (tool: Tool) => void; drag: ProgramDrag; disabled?: boolean }) {
  const armed = tool ? toolKey(tool) : '';
  const chip = (c: Chip) => (
    <button
      key={toolKey(c.tool)}
      type="button"
      className={`pt-chip${c.name ? ' has-name' : ''} ${c.className ?? ''}`}
      aria-label={c.label}
      aria-pressed={armed === toolKey(c.tool)}
      aria-keyshortcuts={c.keys}
      title={`${c.label} (${c.keys})`}
      disabled={disabled}
      onClick={() => onArm(c.tool)}
      onClickCapture={drag.onClickCapture}
      onPointerDown={(e) => drag.onPointerDown({ kind: 'tool', tool: c.tool }, e)}
      onPointerMove={drag.onPointerMove}
      onPointerUp={drag.onPointerUp}
      onPointerCancel={drag.onPointerCancel}
    >
      {c.tool.kind === 'action' ? (
        <ActionIcon action={c.tool.action} className="h-6 w-6" />
      ) : c.tool.kind === 'erase' ? (
        <EraseIcon className="h-6 w-6" />
      ) : c.tool.cond === null ? (
        <span aria-hidden="true">ANY</span>
      ) : null}
      {c.name && (
        <span className="pt-chip-name" aria-hidden="true">
          {c.name}
        </span>
      )}
    </button>
  );
  return (
    <div className="pt-panel flex flex-col gap-2" role="group" aria-label="Palette">
      <div className="pt-palette" role="group" aria-label="Commands">
        {commandChips(level).map(chip)}
      </div>
      <div className="pt-palette items-center" role="group" aria-label="Colour conditions">
        {CONDITION_CHIPS.map(chip)}
        <span className="flex-1" />
        {chip(ERASER)}
      </div>
    </div>
  );
});

/** The drag ghost: the chip or slot being dragged, following the pointer (positioned by useProgramDrag). */
export function DragGhost({ active, ghostRef, draft }: { active: ProgramDrag['active']; ghostRef: ProgramDrag['ghostRef']; draft: Draft }) {
  if (!active) return null;
  const { source, x, y } = active;
  let cond: Color | null = null;
  let content: ReactNode = null;
  if (source.kind === 'slot') {
    const slot = draft[source.from.fn]?.[source.from.slot];
    cond = slot?.cond ?? null;
    content = slot?.action ? <ActionIcon action={slot.action} className="h-6 w-6" /> : null;
  } else if (source.tool.kind === 'action') {
    content = <ActionIcon action={source.tool.action} className="h-6 w-6" />;
  } else if (source.tool.kind === 'erase') {
    content = <EraseIcon className="h-6 w-6" />;
  } else {
    cond = source.tool.cond;
  }
  const anyColour = source.kind === 'tool' && source.tool.kind === 'condition' && cond === null;
  return (
    <div ref={ghostRef} className="pt-drag-ghost" style={{ transform: `translate(${x - 22}px, ${y - 22}px)` }} aria-hidden="true">
      <span className={`pt-chip${cond ? ` pt-cond-${cond}` : ''}${anyColour ? ' pt-chip-any' : ''}`}>{content}</span>
    </div>
  );
}
