/** The one error the engine's public API throws for bad input; `field` names the argument or save field. */
export class TetrisInputError extends Error {
  override readonly name = 'TetrisInputError';
  readonly field: string;

  constructor(field: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.field = field;
  }
}
