/**
 * Text diagrams of the visible field, one string a row, top to bottom:
 *   `.` empty, `X` or an upper-case piece letter a locked block, a lower-case piece letter a cell of the
 *   active piece. `fromDiagram` takes the bottom rows (aligned to the floor); `toDiagram` prints all
 *   visible rows. The hidden buffer is never printed.
 */
import { isGrounded, isRowFull, pieceBottom, pieceCells } from './field.ts';
import { createGameState, type NewGameOptions } from './game.ts';
import { isPieceType, ROTATIONS, shapeCells, type PieceType, type Rotation } from './pieces.ts';
import { spawnNext, spawnPiece } from './spawn.ts';
import type { ActivePiece, Cell, TetrisState } from './state.ts';

export interface DiagramOptions {
  seed?: number;
  width?: number;
  height?: number;
  level?: number;
  mode?: NewGameOptions['mode'];
}

const LOCKED_CHARS = new Set(['X', 'I', 'O', 'T', 'S', 'Z', 'J', 'L']);

/** Box position that puts `rotation`'s shape on exactly `cells`, or null if the shape differs. */
function matchShape(type: PieceType, rotation: Rotation, cells: readonly (readonly [number, number])[]): ActivePiece | null {
  const shape = shapeCells(type, rotation);
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
  if (letters.size > 1) throw new Error(`fromDiagram: the active piece mixes letters ${[...letters].join(', ')}`);
  const letter = [...letters][0]?.toUpperCase();
  if (!isPieceType(letter)) throw new Error(`fromDiagram: '${String(letter)}' is not a piece letter`);
  if (active && active.type !== letter) {
    throw new Error(`fromDiagram: the lower-case cells are '${letter.toLowerCase()}' but active.type is '${active.type}'`);
  }
  if (cells.length !== 4) throw new Error(`fromDiagram: the active piece has ${cells.length} cells, expected 4`);
  if (active) {
    const piece = matchShape(letter, active.rotation, cells);
    if (!piece) throw new Error(`fromDiagram: the lower-case cells are not a ${letter} in rotation ${active.rotation}`);
    return piece;
  }
  // Without `active`, the first rotation whose shape fits (S, Z and I look the same in 0 and 2, R and L).
  for (const rotation of ROTATIONS) {
    const piece = matchShape(letter, rotation, cells);
    if (piece) return piece;
  }
  throw new Error(`fromDiagram: the lower-case cells do not form a ${letter} in any rotation`);
}

/**
 * Builds a game from the bottom rows of a field. With lower-case cells, that piece is in play (resting
 * pieces start their lock timer at once); with `active` and no lower-case cells, that piece spawns;
 * with neither, the first piece of the seeded queue spawns. Throws an Error that says what and where.
 */
export function fromDiagram(
  rows: readonly string[],
  active?: { type: PieceType; rotation: Rotation },
  options: DiagramOptions = {},
): TetrisState {
  if (active && (!isPieceType(active.type) || !ROTATIONS.includes(active.rotation))) {
    throw new Error(`fromDiagram: active must be a piece type and a rotation, got ${JSON.stringify(active)}`);
  }
  const width = options.width ?? rows[0]?.length ?? 10;
  const base = createGameState({
    seed: options.seed,
    width,
    height: options.height,
    startLevel: options.level,
    mode: options.mode,
  });
  if (rows.length > base.height) {
    throw new Error(`fromDiagram: ${rows.length} rows do not fit a field ${base.height} rows high`);
  }
  const top = base.bufferRows + base.height - rows.length;
  const field = base.field.slice();
  const activeCells: [number, number][] = [];
  const letters = new Set<string>();
  rows.forEach((text, i) => {
    if (text.length !== width) {
      throw new Error(`fromDiagram: row ${i + 1} "${text}" has ${text.length} cells, expected ${width}`);
    }
    const row: Cell[] = [];
    for (let x = 0; x < width; x++) {
      const ch = text[x] as string;
      if (ch === '.') row.push(null);
      else if (LOCKED_CHARS.has(ch)) row.push(ch as Cell);
      else if (isPieceType(ch.toUpperCase()) && ch !== ch.toUpperCase()) {
        row.push(null);
        activeCells.push([x, top + i]);
        letters.add(ch);
      } else {
        throw new Error(
          `fromDiagram: row ${i + 1}, column ${x + 1}: unexpected '${ch}' (use . X IOTSZJL, or iotszjl for the active piece)`,
        );
      }
    }
    if (isRowFull(row)) throw new Error(`fromDiagram: row ${i + 1} "${text}" is full; a field never holds a full row`);
    field[top + i] = row;
  });
  const state: TetrisState = { ...base, field };
  if (activeCells.length === 0) return active ? spawnPiece(state, active.type, active.rotation) : spawnNext(state);
  const piece = findActive(activeCells, letters, active);
  return {
    ...state,
    active: piece,
    lowestRow: pieceBottom(piece),
    touchedDown: isGrounded(field, piece),
  };
}

/** All visible rows, the active piece in lower case (no ghost). */
export function toDiagram(state: TetrisState): string[] {
  const lines = state.field.slice(state.bufferRows).map((row) => row.map((c): string => c ?? '.'));
  if (state.active) {
    for (const [x, y] of pieceCells(state.active)) {
      const line = lines[y - state.bufferRows];
      if (line) line[x] = state.active.type.toLowerCase();
    }
  }
  return lines.map((chars) => chars.join(''));
}
