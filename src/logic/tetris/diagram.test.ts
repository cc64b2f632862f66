import { describe, expect, it } from 'vitest';
import { advance, applyAction, fromDiagram, newGame, toDiagram, type Action } from './index.ts';

const EMPTY = '..........';
const pad = (rows: string[]) => [...Array<string>(20 - rows.length).fill(EMPTY), ...rows];

describe('fromDiagram / toDiagram', () => {
  it('prints the rows it read, aligned to the floor, with the active piece in lower case', () => {
    const rows = ['....s.....', '....ss....', '.....s.J..', 'XXIIO.TTL.'];
    const s = fromDiagram(rows, { type: 'S', rotation: 'R' });
    expect(toDiagram(s)).toEqual(pad(rows));
    expect(s.active).toMatchObject({ type: 'S', rotation: 'R' });
  });

  it('keeps X and piece letters apart', () => {
    const s = fromDiagram(['XIOTSZJL..']);
    expect(s.field.at(-1)).toEqual(['X', 'I', 'O', 'T', 'S', 'Z', 'J', 'L', null, null]);
  });

  it('round-trips a game in progress', () => {
    let s = newGame({ seed: 11 });
    const moves: Action[] = ['left', 'hardDrop', 'rotateCW', 'right', 'right', 'hardDrop', 'rotateCCW', 'hardDrop'];
    for (const a of moves) s = applyAction(s, a);
    s = advance(s, 3000); // bring the current piece down into view
    const printed = toDiagram(s);
    const active = s.active;
    if (!active) throw new Error('expected a piece in play');
    const again = fromDiagram(printed, { type: active.type, rotation: active.rotation });
    expect(toDiagram(again)).toEqual(printed);
    expect(again.active).toEqual(active);
    expect(again.field).toEqual(s.field);
  });

  it('infers the rotation when it is not given (first match in 0, R, 2, L)', () => {
    expect(fromDiagram(['.j........', '.j........', 'jj........']).active).toMatchObject({ type: 'J', rotation: 'L' });
    expect(fromDiagram(['iiii......']).active).toMatchObject({ type: 'I', rotation: '0' });
  });

  it('with `active` and no lower-case cells, spawns that piece', () => {
    const s = fromDiagram(['XX........'], { type: 'Z', rotation: '0' });
    expect(s.active).toMatchObject({ type: 'Z', rotation: '0', x: 3 });
  });

  it('a piece resting on blocks has touched down (its lock timer runs); one in the air has not', () => {
    expect(fromDiagram(['.tX.......', 'ttt.......', 'XXX.......']).touchedDown).toBe(true);
    expect(fromDiagram(['.t........', 'ttt.......', '..........']).touchedDown).toBe(false);
  });

  it('takes width and height from options', () => {
    const s = fromDiagram(['t.....', 'tt....', 't.....'], undefined, { width: 6, height: 8 });
    expect(toDiagram(s)).toHaveLength(8);
    expect(s.width).toBe(6);
  });

  describe('rejects bad diagrams, saying what and where', () => {
    const cases: [string, () => unknown, RegExp][] = [
      ['a short row', () => fromDiagram(['..........', '.........']), /row 2 .* 9 cells, expected 10/],
      ['a row longer than the width option', () => fromDiagram(['.......'], undefined, { width: 6 }), /row 1 .* 7 cells, expected 6/],
      ['an unknown character', () => fromDiagram(['....#.....']), /row 1, column 5: unexpected '#'/],
      ['too many rows', () => fromDiagram(Array<string>(21).fill(EMPTY)), /21 rows do not fit a field 20 rows high/],
      ['a full row', () => fromDiagram(['XXXXXXXXXX']), /row 1 .* is full/],
      ['two active letters', () => fromDiagram(['tt........', 'ss........']), /mixes letters/],
      ['an active piece of 5 cells', () => fromDiagram(['ttt.......', 'tt........']), /5 cells, expected 4/],
      ['cells that are no piece', () => fromDiagram(['t..t......', 't..t......']), /do not form a T/],
      ['the wrong rotation', () => fromDiagram(['.t........', 'ttt.......'], { type: 'T', rotation: 'R' }), /not a T in rotation R/],
      ['a letter that is not active.type', () => fromDiagram(['.t........', 'ttt.......'], { type: 'J', rotation: '0' }), /'t' but active.type is 'J'/],
      ['a bad active argument', () => fromDiagram([], { type: 'Q' as 'T', rotation: '0' }), /active must be/],
    ];
    for (const [name, build, message] of cases) {
      it(name, () => expect(build).toThrow(message));
    }
  });
});
