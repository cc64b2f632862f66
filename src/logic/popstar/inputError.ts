/**
 * The one error the public PopStar functions (index.ts) throw for bad arguments: a value of the
 * wrong type, not finite, not an integer where one is needed, or out of range.
 */
export class PopstarInputError extends Error {
  override readonly name = 'PopstarInputError';
  /** The argument at fault, as a path: 'board.cells[12]', 'options.iterations', 'moves[3]'. */
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}
