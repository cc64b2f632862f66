import { useCallback, useEffect, useRef } from 'react';
import { t } from '../../../i18n';
import { createDesigner, isProven, proofOf, starterLevel, type DesignerState } from '../../../logic/plantank/designer.ts';
import type { Level } from '../../../logic/plantank/index.ts';
import { myLevel, newMyLevelId, usePlantankLevels } from '../../../stores/games/plantankLevels';
import { notify } from '../../../stores/notices';

/** A new level to start from, titled in the player's language. */
export function starter(id: string, grid?: Level['grid']): Level {
  return { ...starterLevel(id, grid), title: t('designer.starterTitle') };
}

/** Where the designer starts: a saved level named in the route, the design left last time, or a new one. */
export function initialDesign(id: string | undefined): DesignerState {
  const store = usePlantankLevels.getState();
  if (id !== undefined) {
    const saved = myLevel(store, id);
    if (saved) return withProof(createDesigner(saved.level), saved.level, saved.proof);
    notify({ id: 'designer.notice.noSuchLevel', values: { id: id.slice(0, 40) } }, 'warning');
  }
  const { draft } = store;
  if (draft.level) return withProof(createDesigner(draft.level), draft.level, draft.proof);
  return createDesigner(starter(newMyLevelId()));
}

function withProof(state: DesignerState, level: Level, program: string): DesignerState {
  const proof = program === '' ? null : proofOf(level, program);
  return proof ? { ...state, proof } : state;
}

/** Saves the design in progress a moment after each change, and at once when the screen closes. */
export function useDraftSaver(state: DesignerState): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const write = useCallback(() => {
    const s = latest.current;
    usePlantankLevels.getState().setDraft({ level: s.level, proof: isProven(s) && s.proof ? s.proof.program : '' });
  }, []);
  const pending = useRef(false);
  useEffect(() => {
    pending.current = true;
    const timer = setTimeout(() => {
      pending.current = false;
      write();
    }, 400);
    return () => clearTimeout(timer);
  }, [state.level, state.proof, write]);
  useEffect(
    () => () => {
      if (pending.current) write();
    },
    [write],
  );
}

