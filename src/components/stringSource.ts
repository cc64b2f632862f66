/**
 * A string that changes, and a way to hear that it did (an external store): what a board follows
 * by itself, without a React render. Tetris's piece (pieceView), field (fieldCells), active piece
 * (activeView) and next queue; Plan Tank's tank (tankView).
 */
export interface StringSource {
  get(): string;
  subscribe(listener: () => void): () => void;
}

const EMPTY: StringSource = { get: () => '', subscribe: () => () => {} };

/** A source that always holds one string (tests, and a board drawn from props). */
export function fixedSource(value: string): StringSource {
  return value === '' ? EMPTY : { get: () => value, subscribe: () => () => {} };
}
