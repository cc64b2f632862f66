import type { PieceType, Rotation } from './pieces.ts';

/**
 * SRS wall-kick tests (spec "SRS wall kicks"), written exactly as the spec's tables: (x, y) with
 * +x right and +y UP; `kickTests` hands them out negated in y, for a field whose rows grow downward.
 */
type KickRow = readonly (readonly [x: number, yUp: number])[];
/** The eight quarter turns. */
type Transition = '0>R' | 'R>0' | 'R>2' | '2>R' | '2>L' | 'L>2' | 'L>0' | '0>L';

const JLSTZ_KICKS: Readonly<Record<Transition, KickRow>> = {
  '0>R': [[0, 0], [-1, 0], [-1, +1], [0, -2], [-1, -2]],
  'R>0': [[0, 0], [+1, 0], [+1, -1], [0, +2], [+1, +2]],
  'R>2': [[0, 0], [+1, 0], [+1, -1], [0, +2], [+1, +2]],
  '2>R': [[0, 0], [-1, 0], [-1, +1], [0, -2], [-1, -2]],
  '2>L': [[0, 0], [+1, 0], [+1, +1], [0, -2], [+1, -2]],
  'L>2': [[0, 0], [-1, 0], [-1, -1], [0, +2], [-1, +2]],
  'L>0': [[0, 0], [-1, 0], [-1, -1], [0, +2], [-1, +2]],
  '0>L': [[0, 0], [+1, 0], [+1, +1], [0, -2], [+1, -2]],
};

const I_KICKS: Readonly<Record<Transition, KickRow>> = {
  '0>R': [[0, 0], [-2, 0], [+1, 0], [-2, -1], [+1, +2]],
  'R>0': [[0, 0], [+2, 0], [-1, 0], [+2, +1], [-1, -2]],
  'R>2': [[0, 0], [-1, 0], [+2, 0], [-1, +2], [+2, -1]],
  '2>R': [[0, 0], [+1, 0], [-2, 0], [+1, -2], [-2, +1]],
  '2>L': [[0, 0], [+2, 0], [-1, 0], [+2, +1], [-1, -2]],
  'L>2': [[0, 0], [-2, 0], [+1, 0], [-2, -1], [+1, +2]],
  'L>0': [[0, 0], [+1, 0], [-2, 0], [+1, -2], [-2, +1]],
  '0>L': [[0, 0], [-1, 0], [+2, 0], [-1, +2], [+2, -1]],
};

type FieldKicks = readonly (readonly [dx: number, dRow: number])[];

function toFieldOffsets(table: Readonly<Record<Transition, KickRow>>): Map<string, FieldKicks> {
  const converted = new Map<string, FieldKicks>();
  for (const [transition, row] of Object.entries(table)) {
    converted.set(transition, row.map(([x, yUp]) => [x, -yUp] as const));
  }
  return converted;
}

const JLSTZ_FIELD = toFieldOffsets(JLSTZ_KICKS);
const I_FIELD = toFieldOffsets(I_KICKS);
const O_FIELD: FieldKicks = [[0, 0]];

/** Field offsets [dx, dRow] (rows grow downward) to try in order; O never moves (one test, no shift). */
export function kickTests(type: PieceType, from: Rotation, to: Rotation): FieldKicks {
  if (type === 'O') return O_FIELD;
  const row = (type === 'I' ? I_FIELD : JLSTZ_FIELD).get(`${from}>${to}`);
  if (!row) throw new Error(`no SRS kick row for ${type} ${from}->${to} (only quarter turns exist)`);
  return row;
}
