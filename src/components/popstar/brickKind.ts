/**
 * Each PopStar colour carries a shape, so no player needs colour alone: the
 * suits of the home page's preview, drawn as one image behind each face (popstarSuits.css) so a brick
 * has no SVG subtree to lay out and paint on every pop.
 */
export interface BrickKind {
  letter: string;
  /** Class of the bevelled brick colour (src/index.css). */
  className: string;
  /** Spoken name: colour and shape. */
  name: string;
}

/** Colour 1..5 as in src/logic/popstar (R G B Y P). */
export const BRICK_KINDS: Record<number, BrickKind> = {
  1: { letter: 'R', className: 'brick-star-r', name: 'red heart' },
  2: { letter: 'G', className: 'brick-star-g', name: 'green club' },
  3: { letter: 'B', className: 'brick-star-b', name: 'blue diamond' },
  4: { letter: 'Y', className: 'brick-star-y', name: 'yellow star' },
  5: { letter: 'P', className: 'brick-star-p', name: 'purple spade' },
};

export function brickKind(colour: number): BrickKind {
  return BRICK_KINDS[colour] ?? { letter: '?', className: 'brick-x', name: `colour ${colour}` };
}
