/**
 * Text diagrams of the visible field, one string a row, top to bottom:
 *   `.` empty, `X` or an upper-case piece letter a locked block, a lower-case piece letter a cell of the
 *   active piece. `fromDiagram` takes the bottom rows (aligned to the floor); `toDiagram` prints all
 *   visible rows. The hidden buffer is never printed.
 */
import { isRecord, shown } from './check.ts';
import { TetrisInputError } from './errors.ts';
import { isGrounded, isRowFull, pieceBottom, pieceCells } from './field.ts';
import { createGameState, type NewGameOptions } from './game.ts';
import { isPieceType, isRotation, ROTATIONS, shapeOf, type PieceType, type Rotation } from './pieces.ts';
import { spawnNext, spawnPiece } from './spawn.ts';
import { registered, stateArg } from './stateCheck.ts';
import type { ActivePiece, Cell, TetrisState } from './state.ts';

export interface DiagramOptions {
  seed?: number;
  width?: number;
  height?: number;
  level?: number;
  mode?: NewGameOptions['mode'];
}

// Exact characters only: toUpperCase would also turn 'ı' into I and 'ſ' into S.
const LOCKED_CHARS: ReadonlySet<string> = new Set(['X', 'I', 'O', 'T', 'S', 'Z', 'J', 'L']);
const ACTIVE_LETTERS: ReadonlyMap<string, PieceType> = new Map([
  ['i', 'I'],
  ['o', 'O'],
  ['t', 'T'],
  ['s', 'S'],
  ['z', 'Z'],
  ['j', 'J'],
  ['l', 'L'],
]);

function diagramError(field: 'rows' | 'active' | 'options', message: string): TetrisInputError {
  return new TetrisInputError(field, `fromDiagram: ${message}`);
}

/** Box position that puts `rotation`'s shape on exactly `cells`, or null if the shape differs. */
function matchShape(type: PieceType, rotation: Rotation, cells: readonly (readonly [number, number])[]): ActivePiece | null {
  const shape = shapeOf(type, rotation);
  const minX = (list: readonly (readonly [number, number])[]) => Math.min(...list.map(([x]) => x));
  const minY = (list: readonly (readonly [number, number])[]) => Math.min(...list.map(([, y]) => y));
  const piece: ActivePiece = { type, rotation, x: minX(cells) - minX(shape), y: minY(cells) - minY(shape) };
  const wanted = new Set(cells.map(([x, y]) => `${x},${y}`));
  const placed = pieceCells(piece);
  return placed.length === wanted.size && placed.every(([x, y]) => wanted.has(`${x},${y}`)) ? piece : null;
}

function findActive(
  cells: readonly (readonly [number, number])[],
  letters: ReadonlySet<string>,
  active: { type: PieceType; rotation: Rotation } | undefined,
): ActivePiece {
  if (letters.size > 1) throw diagramError('rows', `the active piece mixes letters ${[...letters].join(', ')}`);
  const lower = [...letters][0] ?? '';
  const letter = ACTIVE_LETTERS.get(lower);
  if (letter === undefined) throw diagramError('rows', `'${lower}' is not a piece letter`);
  if (active && active.type !== letter) {
    throw diagramError('active', `the lower-case cells are '${lower}' but active.type is '${active.type}'`);
  }
  if (cells.length !== 4) throw diagramError('rows', `the active piece has ${cells.length} cells, expected 4`);
  if (active) {
    const piece = matchShape(letter, active.rotation, cells);
    if (!piece) throw diagramError('active', `the lower-case cells are not a ${letter} in rotation ${active.rotation}`);
    return piece;
  }
  // Without `active`, the first rotation whose shape fits (S, Z and I look the same in 0 and 2, R and L).
  for (const rotation of ROTATIONS) {
    const piece = matchShape(letter, rotation, cells);
    if (piece) return piece;
  }
  throw diagramError('rows', `the lower-case cells do not form a ${letter} in any rotation`);
}

/**
 * Builds a game from the bottom rows of a field. With lower-case cells, that piece is in play (resting
 * pieces start their lock timer at once); with `active` and no lower-case cells, that piece spawns;
 * with neither, the first piece of the seeded queue spawns. Throws a TetrisInputError that says what and where.
 */
export function fromDiagram(
  rows: readonly string[],
  active?: { type: PieceType; rotation: Rotation },
  options: DiagramOptions = {},
): TetrisState {
  if (!Array.isArray(rows)) throw diagramError('rows', `rows must be a list of strings, got ${shown(rows)}`);
  // null stands for "no active piece", as undefined does.
  if (active !== undefined && active !== null && !(isRecord(active) && isPieceType(active.type) && isRotation(active.rotation))) {
    throw diagramError('active', `active must be a piece type and a rotation, got ${shown(active)}`);
  }
  if (!isRecord(options)) throw diagramError('options', `options must be an object, got ${shown(options)}`);
  const first: unknown = rows[0];
  if (rows.length > 0 && typeof first !== 'string') throw diagramError('rows', `row 1 must be a string, got ${shown(first)}`);
  const width = options.width ?? (first as string | undefined)?.length ?? 10;
  const base = createGameState({
    seed: options.seed,
    width,
    height: options.height,
    startLevel: options.level,
    mode: options.mode,
  });
  if (rows.length > base.height) {
    throw diagramError('rows', `${rows.length} rows do not fit a field ${base.height} rows high`);
  }
  const top = base.bufferRows + base.height - rows.length;
  const field = base.field.slice();
  const activeCells: [number, number][] = [];
  const letters = new Set<string>();
  // An index loop, not forEach: a sparse list's holes must fail, not be skipped.
  for (let i = 0; i < rows.length; i++) {
    const text: unknown = rows[i];
    if (typeof text !== 'string') throw diagramError('rows', `row ${i + 1} must be a string, got ${shown(text)}`);
    if (text.length !== width) {
      throw diagramError('rows', `row ${i + 1} ${shown(text)} has ${text.length} cells, expected ${width}`);
    }
    const row: Cell[] = [];
    for (let x = 0; x < width; x++) {
      const ch = text[x] as string;
      if (ch === '.') row.push(null);
      else if (LOCKED_CHARS.has(ch)) row.push(ch as Cell);
      else if (ACTIVE_LETTERS.has(ch)) {
        row.push(null);
        activeCells.push([x, top + i]);
        letters.add(ch);
      } else {
        throw diagramError('rows', `row ${i + 1}, column ${x + 1}: unexpected '${ch}' (use . X IOTSZJL, or iotszjl for the active piece)`);
      }
    }
    if (isRowFull(row)) throw diagramError('rows', `row ${i + 1} ${shown(text)} is full; a field never holds a full row`);
    field[top + i] = row;
  }
  const state: TetrisState = { ...base, field };
  const given = active ?? undefined;
  if (activeCells.length === 0) return registered(given ? spawnPiece(state, given.type, given.rotation) : spawnNext(state));
  const piece = findActive(activeCells, letters, given);
  return registered({
    ...state,
    active: piece,
    lowestRow: pieceBottom(piece),
    touchedDown: isGrounded(field, piece),
  });
}

/** All visible rows, the active piece in lower case (no ghost). */
export function toDiagram(state: TetrisState): string[] {
  const s = stateArg(state, 'toDiagram');
  const lines = s.field.slice(s.bufferRows).map((row) => row.map((c): string => c ?? '.'));
  if (s.active) {
    for (const [x, y] of pieceCells(s.active)) {
      const line = lines[y - s.bufferRows];
      if (line) line[x] = s.active.type.toLowerCase();
    }
  }
  return lines.map((chars) => chars.join(''));
}
