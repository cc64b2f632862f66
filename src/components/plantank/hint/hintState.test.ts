import { describe, expect, it, vi } from 'vitest';
import { emptyDraft, parseDraft } from '../../../logic/plantank/programDraft';
import { levelFromMap } from '../../../logic/plantank/index.ts';
import type { HintAnswer } from '../../../workers/plantankHint';
import { createHintState, type HintState } from './useHint';

const level = levelFromMap({ id: 'h', title: 'h', map: ['bbB'], start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0 });
const asked = emptyDraft(level);
const edited = parseDraft('_F|||||', level);
const answer = { kind: 'slot' } as unknown as HintAnswer;
const answered = (purpose: 'hint' | 'solution', draft = asked): HintState => ({ status: 'answered', purpose, answer, draft });

describe('the hint state as shown', () => {
  it('hides a hint while the program differs from the one it was asked for, and an undo brings it back', () => {
    const state = createHintState(asked);
    const heard = vi.fn();
    state.subscribe(heard);
    const hint = answered('hint');
    state.set(hint);
    expect(state.get()).toBe(hint);
    state.setDraft(edited);
    expect(state.get()).toEqual({ status: 'idle' });
    state.setDraft(asked);
    expect(state.get()).toBe(hint);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('a hint put away stays away after an undo', () => {
    const state = createHintState(asked);
    state.set(answered('hint'));
    state.setDraft(edited);
    state.dismiss();
    state.setDraft(asked);
    expect(state.get()).toEqual({ status: 'idle' });
  });

  it('an edit that changes nothing shown is not heard; a solution is not hidden by edits', () => {
    const state = createHintState(asked);
    const heard = vi.fn();
    state.subscribe(heard);
    state.setDraft(edited);
    expect(heard).not.toHaveBeenCalled();
    const solution = answered('solution', edited);
    state.set(solution);
    state.setDraft(asked);
    expect(state.get()).toBe(solution);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
