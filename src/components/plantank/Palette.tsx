import { FUNCTION_COUNT, type Action, type Color, type Level } from '../../logic/plantank/index.ts';
import { memo, useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import { toolKey, type Tool } from '../../logic/plantank/editorState';
import type { Draft } from '../../logic/plantank/programDraft';
import { levelAllows } from '../../logic/plantank/programText';
import { createTouchTap } from '../input/touchTap';
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

const PAINT_COLORS: readonly Color[] = ['R', 'G', 'B'];

/** Only what the level allows: forward and turns always, calls to its functions, its paints. */
export function commandChips(level: Level): Chip[] {
  const chips: Chip[] = [
    { tool: { kind: 'action', action: { kind: 'forward' } }, label: t('plantank.palette.forward'), name: t('plantank.palette.forwardName'), keys: 'W' },
    { tool: { kind: 'action', action: { kind: 'left' } }, label: t('plantank.palette.left'), name: t('plantank.palette.leftName'), keys: 'Q' },
    { tool: { kind: 'action', action: { kind: 'right' } }, label: t('plantank.palette.right'), name: t('plantank.palette.rightName'), keys: 'E' },
  ];
  for (let fn = 0; fn < FUNCTION_COUNT; fn++) {
    const action: Action = { kind: 'call', fn };
    if (levelAllows(level, action)) chips.push({ tool: { kind: 'action', action }, label: t('plantank.palette.call', { fn: fn + 1 }), keys: String(fn + 1) });
  }
  for (const color of PAINT_COLORS) {
    const action: Action = { kind: 'paint', color };
    if (levelAllows(level, action)) chips.push({ tool: { kind: 'action', action }, label: t(`plantank.palette.paint${color}`), name: t('plantank.palette.paintName'), keys: `Shift+${color}` });
  }
  return chips;
}

const conditionChips = (): Chip[] => [
  { tool: { kind: 'condition', cond: 'R' }, label: t('plantank.palette.onR'), keys: 'R', className: 'pt-chip-cond pt-cond-R' },
  { tool: { kind: 'condition', cond: 'G' }, label: t('plantank.palette.onG'), keys: 'G', className: 'pt-chip-cond pt-cond-G' },
  { tool: { kind: 'condition', cond: 'B' }, label: t('plantank.palette.onB'), keys: 'B', className: 'pt-chip-cond pt-cond-B' },
  { tool: { kind: 'condition', cond: null }, label: t('plantank.palette.any'), keys: 'N', className: 'pt-chip-cond pt-chip-any' },
];
const eraser = (): Chip => ({ tool: { kind: 'erase' }, label: t('plantank.palette.eraser'), name: t('plantank.palette.eraseName'), keys: 'Delete' });

export const Palette = memo(function Palette({ level, tool, onArm, drag, disabled = false }: { level: Level; tool: Tool | null; onArm: (tool: Tool) => void; drag: ProgramDrag; disabled?: boolean }) {
  const tr = useT();
  // A finger arms a chip as it lands; touchTap.ts keeps the click after the lift from answering again.
  const [touchTap] = useState(createTouchTap);
  const armed = tool ? toolKey(tool) : '';
  const chip = (c: Chip) => (
    <button
      key={toolKey(c.tool)}
      type="button"
      className={`pt-chip${c.name ? ' has-name' : ''} ${c.className ?? ''}`}
      aria-label={c.label}
      aria-pressed={armed === toolKey(c.tool)}
      aria-keyshortcuts={c.keys}
      title={tr('plantank.palette.chipTitle', { label: c.label, keys: c.keys })}
      disabled={disabled}
      onClick={(e) => {
        if (!touchTap.answered(e)) onArm(c.tool);
      }}
      onClickCapture={drag.onClickCapture}
      onPointerDown={(e) => {
        drag.onPointerDown({ kind: 'tool', tool: c.tool }, e);
        touchTap.onPointerDown(e);
        // A chip takes no scroll (touch-action: none): a finger on it has picked it, drag or tap.
        if (e.pointerType === 'touch' && e.isPrimary && !disabled) onArm(c.tool);
      }}
      onPointerMove={(e) => {
        drag.onPointerMove(e);
        touchTap.onPointerMove(e);
      }}
      onPointerUp={(e) => {
        drag.onPointerUp(e);
        // The landing armed it: the lift only marks the click that follows as answered.
        touchTap.onPointerUp(e);
      }}
      onPointerCancel={() => {
        drag.onPointerCancel();
        touchTap.onPointerCancel();
      }}
    >
      {c.tool.kind === 'action' ? (
        <ActionIcon action={c.tool.action} className="h-6 w-6" />
      ) : c.tool.kind === 'erase' ? (
        <EraseIcon className="h-6 w-6" />
      ) : c.tool.cond === null ? (
        <span aria-hidden="true">{tr('plantank.palette.anyChip')}</span>
      ) : null}
      {c.name && (
        <span className="pt-chip-name" aria-hidden="true">
          {c.name}
        </span>
      )}
    </button>
  );
  return (
    <div className="pt-panel flex flex-col gap-2" role="group" aria-label={tr('plantank.palette.label')}>
      <div className="pt-palette" role="group" aria-label={tr('plantank.palette.commands')}>
        {commandChips(level).map(chip)}
      </div>
      <div className="pt-palette items-center" role="group" aria-label={tr('plantank.palette.conditions')}>
        {conditionChips().map(chip)}
        <span className="flex-1" />
        {chip(eraser())}
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
