import { describe, expect, it } from 'vitest';
import { generateLevel, replayMoves, type Cell } from '../logic/popstar/index.ts';
import { certificateMove, createStage, HINTS_PER_LEVEL } from './popstarStage';
import { input, playing, start, T, tap, tick } from './popstarStageTestKit';

// Hints, and a run restored from its saved moves. A level's play itself: popstarStage.test.ts.
describe('popstar stage: hints', () => {
  it('a hint selects its group and costs one hint', () => {
    const s = input(playing(), { type: 'hint', cell: [1, 0], afterMoves: 0 });
    expect(s.selection).toMatchObject({ hinted: true, points: 20 });
    expect(s.hintsLeft).toBe(HINTS_PER_LEVEL - 1);
  });

  it('a stale hint (the board changed since it was asked) is dropped', () => {
    const s = tick(tap(playing(), 0, 0, true), T.popMs);
    expect(input(s, { type: 'hint', cell: [1, 0], afterMoves: 0 })).toBe(s);
  });

  it('no hint without hints left, nor on a lone brick', () => {
    const none = playing({ hintsLeft: 0 });
    expect(input(none, { type: 'hint', cell: [1, 0], afterMoves: 0 })).toBe(none);
    const s = playing();
    expect(input(s, { type: 'hint', cell: [0, 3], afterMoves: 0 })).toBe(s);
  });

  it('a hint shown again on the same board is free, and shows the same group', () => {
    const once = input(playing(), { type: 'hint', cell: [1, 0], afterMoves: 0 });
    const cleared = input(once, { type: 'clear' });
    expect(cleared.selection).toBeNull();
    const twice = input(cleared, { type: 'hint', cell: [1, 0], afterMoves: 0 });
    expect(twice.hintsLeft).toBe(HINTS_PER_LEVEL - 1);
    expect(twice.selection).toEqual(once.selection);
    // Even with no hints left, and whatever cell a second answer names.
    const spent = input(playing({ hintsLeft: 1 }), { type: 'hint', cell: [1, 0], afterMoves: 0 });
    const again = input(input(spent, { type: 'clear' }), { type: 'hint', cell: [0, 0], afterMoves: 0 });
    expect(again.hintsLeft).toBe(0);
    expect(again.selection?.cells).toEqual(spent.selection?.cells);
  });

  it('after a pop the board is new: the next hint costs one again', () => {
    const hinted = input(playing(), { type: 'hint', cell: [0, 0], afterMoves: 0 });
    const popped = tick(tap(hinted, 0, 0), T.popMs);
    expect(popped.hintCell).toBeNull();
    const next = input(popped, { type: 'hint', cell: [1, 0], afterMoves: 1 });
    expect(next.hintsLeft).toBe(HINTS_PER_LEVEL - 2);
  });

  it('a hint paid for and saved shows again for free after a reload; a saved cell off any group is ignored', () => {
    const hinted = input(playing(), { type: 'hint', cell: [1, 0], afterMoves: 0 });
    const saved = { hintsLeft: hinted.hintsLeft, hintCell: hinted.hintCell };
    const again = input(playing(saved), { type: 'hint', cell: [0, 0], afterMoves: 0 });
    expect(again.hintsLeft).toBe(HINTS_PER_LEVEL - 1);
    expect(again.selection?.cells).toEqual(hinted.selection?.cells);
    // A lone brick cannot be a paid hint: the next hint costs one.
    const lone = input(playing({ hintCell: [0, 3] }), { type: 'hint', cell: [1, 0], afterMoves: 0 });
    expect(lone.hintsLeft).toBe(HINTS_PER_LEVEL - 1);
  });

  it('a new level gives the hints back', () => {
    const s = tick(tap(tick(tap(playing({ hintsLeft: 0 }), 0, 0, true), T.popMs), 1, 0, true), 60_000);
    expect(s.level).toBe(2);
    expect(s.hintsLeft).toBe(HINTS_PER_LEVEL);
  });
});

describe('popstar stage: restore', () => {
  it('replaying saved moves gives the very board, ids and score of live play', () => {
    const live = tick(tap(tick(tap(playing(), 0, 0, true), T.popMs), 1, 0, true), T.popMs);
    const restored = start({ moves: live.moves });
    expect(restored.board).toEqual(live.board);
    expect(restored.ids).toEqual(live.ids);
    expect(restored.score).toBe(20 + 20);
    // That position has no moves: the restored run resumes with its countdown.
    expect(restored.phase).toBe('bonus');
  });

  it('a restored run with moves left resumes in play, without replaying the last burst', () => {
    const s = start({ moves: [[0, 0]] });
    expect(s.phase).toBe('playing');
    expect(s.lastPop).toBeNull();
  });

  it('a saved move that is not a legal pop is an error naming it', () => {
    expect(() => start({ moves: [[0, 3]] })).toThrow(/move 0 at \[0, 3\]/);
  });

  it('a real generated level replays to the same position as the logic replay', () => {
    const level = generateLevel(1, 1234);
    const moves: Cell[] = level.certificate.slice(0, 5);
    const s = createStage({ seed: 1234, level: 1, startScore: 0, moves });
    expect(s.board).toEqual(replayMoves(level.board, moves).board);
    expect(s.score).toBe(replayMoves(level.board, moves).points);
    expect(certificateMove(s)).toEqual(level.certificate[5]);
  });
});
