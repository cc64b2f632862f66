/**
 * The play screen's hint (useHint) and what it answers with: hints counted per level (in the
 * progress store for campaign levels, on this screen for others), a solution put in the editor,
 * and the slot a hint points at, placed in one press (useHintMark marks it in the editor).
 */
import { useCallback, useMemo, useState } from 'react';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { parseProgram, type Level } from '../../logic/plantank/index.ts';
import type { SlotRef } from '../../logic/plantank/editorState';
import { programToDraft, type Draft } from '../../logic/plantank/programDraft';
import type { EditorStore } from './editorStore';
import { levelRecord, starCap, withHint, withSolutionShown } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { HINT_BUDGET_MS, type HintAnswer } from '../../workers/plantankHint';
import type { Source } from '../board/source';
import { announce } from '../ui/announce';
import { instructionWords, slotName } from './hint/hintText';
import { useHint, useHintState, type HintControls } from './hint/useHint';

type PlaceAnswer = Extract<HintAnswer, { kind: 'place' | 'change' }>;

export function usePlayHint({ level, editor, progressId }: { level: Level; editor: EditorStore; progressId: string | null }) {
  const edit = editor.dispatch;
  // Numbers, not the record: a record read from an older save is made afresh at each read.
  const savedHints = useProgress((s) => (progressId ? levelRecord(s.plantank, progressId).hints : 0));
  const solutionShown = useProgress((s) => (progressId ? levelRecord(s.plantank, progressId).solutionShown : false));
  const [localHints, setLocalHints] = useState(0);
  const hintsUsed = progressId ? savedHints : localHints;
  const cap = progressId ? starCap({ hints: savedHints, solutionShown }) : undefined;
  const onHint = useCallback(() => {
    if (progressId) useProgress.getState().setGame('plantank', (p) => withHint(p, progressId));
    else setLocalHints((n) => n + 1);
  }, [progressId]);
  const onSolution = useCallback(
    (solution: string) => {
      if (progressId) useProgress.getState().setGame('plantank', (p) => withSolutionShown(p, progressId));
      edit({ type: 'replace', draft: programToDraft(parseProgram(solution, level), level) });
    },
    [progressId, level, edit],
  );
  const drafts = useMemo<Source<Draft>>(() => ({ get: () => editor.get().draft, subscribe: editor.subscribe }), [editor]);
  const hint = useHint({ level, drafts, onHint, onSolution, budgetMs: HINT_BUDGET_MS });
  const placeHint = useCallback(
    (answer: PlaceAnswer) => {
      const { at, instruction } = answer;
      edit({ type: 'set', at, slot: instruction ? { cond: instruction.condition, action: instruction.action } : { cond: null, action: null } });
      announce(instruction ? translate('plantank.play.placed', { what: instructionWords(instruction), slot: slotName(at) }) : translate('plantank.play.cleared', { slot: slotName(at) }));
      // The slot placed takes the focus (the hint's buttons go away with the hint).
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-slot="${at.fn}:${at.slot}"]`)?.focus());
    },
    [edit],
  );
  return { hint, hintsUsed, starCap: cap, placeHint };
}

/** The slot the hint's answer names, and what it says goes there: for the editor to mark it. */
export function useHintMark(hint: HintControls): { at: SlotRef; says: string } | null {
  const t = useT();
  const state = useHintState(hint);
  const hintAt = state.status === 'answered' && (state.answer.kind === 'place' || state.answer.kind === 'change') ? state.answer : null;
  return useMemo(
    () => (hintAt ? { at: hintAt.at, says: hintAt.instruction ? t('plantank.play.putHere', { what: instructionWords(hintAt.instruction) }) : t('plantank.play.clearHere') } : null),
    [hintAt, t],
  );
}
