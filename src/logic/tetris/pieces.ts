/**
 * The seven tetrominoes and their four SRS rotation states (spec "Field and pieces").
 * Coordinates inside a piece's bounding box: x grows right, y grows DOWN (row order of the field).
 */
import { TetrisInputError } from './errors.ts';
import { shown } from './check.ts';

export type PieceType = 'I' | 'O' | 'T' | 'S' | 'Z' | 'J' | 'L';
export type Rotation = '0' | 'R' | '2' | 'L';

// Frozen: the checks below trust these lists, so a caller must not be able to change them.
export const PIECE_TYPES: readonly PieceType[] = Object.freeze(['I', 'O', 'T', 'S', 'Z', 'J', 'L']);
export const ROTATIONS: readonly Rotation[] = Object.freeze(['0', 'R', '2', 'L']);
/** Exact membership (a Set, so no name from Object.prototype can pass as a key). */
const PIECE_SET: ReadonlySet<unknown> = new Set(PIECE_TYPES);
const ROTATION_SET: ReadonlySet<unknown> = new Set(ROTATIONS);

/** Guideline colours, for the screen (spec "Field and pieces"). */
export const PIECE_COLOURS: Readonly<Record<PieceType, string>> = Object.freeze({
  I: 'cyan',
  O: 'yellow',
  T: 'purple',
  S: 'green',
  Z: 'red',
  J: 'blue',
  L: 'orange',
});

export type CellOffset = readonly [x: number, y: number];

/** Spawn-state (rotation 0) cells; J L S T Z live in a 3x3 box, I in a 4x4 box, O in a 2x2 box. */
const SPAWN_CELLS: Readonly<Record<PieceType, readonly CellOffset[]>> = {
  I: [[0, 1], [1, 1], [2, 1], [3, 1]],
  O: [[0, 0], [1, 0], [0, 1], [1, 1]],
  T: [[1, 0], [0, 1], [1, 1], [2, 1]],
  S: [[1, 0], [2, 0], [0, 1], [1, 1]],
  Z: [[0, 0], [1, 0], [1, 1], [2, 1]],
  J: [[0, 0], [0, 1], [1, 1], [2, 1]],
  L: [[2, 0], [0, 1], [1, 1], [2, 1]],
};

export function boxSize(type: PieceType): number {
  return type === 'I' ? 4 : type === 'O' ? 2 : 3;
}

/** One clockwise quarter turn inside an n x n box: (x, y) -> (n-1-y, x). O is symmetric in its 2x2 box. */
function turnClockwise(cells: readonly CellOffset[], n: number): CellOffset[] {
  return cells.map(([x, y]) => [n - 1 - y, x] as const);
}

function buildShapes(): Record<PieceType, Record<Rotation, readonly CellOffset[]>> {
  const shapes = {} as Record<PieceType, Record<Rotation, readonly CellOffset[]>>;
  for (const type of PIECE_TYPES) {
    const n = boxSize(type);
    // A copy: each call must build arrays of its own (the public set is frozen, the engine's is not).
    const zero = SPAWN_CELLS[type].map(([x, y]) => [x, y] as const);
    const r = turnClockwise(zero, n);
    const two = turnClockwise(r, n);
    const l = turnClockwise(two, n);
    shapes[type] = { '0': zero, R: r, '2': two, L: l };
  }
  return shapes;
}

const SHAPES = buildShapes();

/**
 * The shapes callers get: frozen copies, so no caller can change the engine's own. The engine reads
 * unfrozen ones: V8 destructures frozen tuples on a slower path, and the collision loop does it most.
 */
const PUBLIC_SHAPES = buildShapes();
for (const type of PIECE_TYPES) {
  for (const rotation of ROTATIONS) {
    for (const cell of PUBLIC_SHAPES[type][rotation]) Object.freeze(cell);
    Object.freeze(PUBLIC_SHAPES[type][rotation]);
  }
}

/** The engine's own lookup, for pieces it has already checked. */
export function shapeOf(type: PieceType, rotation: Rotation): readonly CellOffset[] {
  return SHAPES[type][rotation];
}

/** Cells of a piece in its box, for hold/next previews. */
export function shapeCells(type: PieceType, rotation: Rotation): readonly CellOffset[] {
  if (!isPieceType(type)) throw new TetrisInputError('type', `shapeCells: type must be one of ${PIECE_TYPES.join(', ')}, got ${shown(type)}`);
  if (!isRotation(rotation)) {
    throw new TetrisInputError('rotation', `shapeCells: rotation must be one of ${ROTATIONS.join(', ')}, got ${shown(rotation)}`);
  }
  return PUBLIC_SHAPES[type][rotation];
}

export function rotateClockwise(rotation: Rotation): Rotation {
  return rotation === '0' ? 'R' : rotation === 'R' ? '2' : rotation === '2' ? 'L' : '0';
}

export function rotateCounterClockwise(rotation: Rotation): Rotation {
  return rotation === '0' ? 'L' : rotation === 'L' ? '2' : rotation === '2' ? 'R' : '0';
}

/**
 * Spawn column of the box's left edge: I and O centred, the 3-wide pieces rounded left
 * (columns 4-6, 1-based, on a 10-wide field).
 */
export function spawnColumn(type: PieceType, width: number): number {
  return Math.floor((width - boxSize(type)) / 2);
}

export function isPieceType(value: unknown): value is PieceType {
  return PIECE_SET.has(value);
}

export function isRotation(value: unknown): value is Rotation {
  return ROTATION_SET.has(value);
}
