/**
 * Each PopStar colour carries a shape, so no player needs colour alone (DESIGN.md "Colour"): the
 * suits of the home page's preview, drawn as SVG so they stay crisp at any board size.
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

const SHAPES: Record<number, React.JSX.Element> = {
  1: <path d="M12 21 10.6 19.7C5.4 15 2 11.9 2 8.1 2 5 4.4 2.6 7.5 2.6c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6L12 21z" />,
  2: (
    <>
      <circle cx="12" cy="7" r="4.4" />
      <circle cx="6.8" cy="13.6" r="4.4" />
      <circle cx="17.2" cy="13.6" r="4.4" />
      <path d="M10.6 12h2.8l1.8 9.5H8.8z" />
    </>
  ),
  3: <path d="M12 1.8 21.4 12 12 22.2 2.6 12z" />,
  4: <path d="m12 1.8 3.1 6.5 7.1.9-5.2 4.9 1.3 7.1L12 17.8l-6.3 3.4L7 14.1 1.8 9.2l7.1-.9z" />,
  5: <path d="M12 1.8C9.6 5.4 2.8 8.8 2.8 13.6a4.6 4.6 0 0 0 7.8 3.3L9 22.2h6l-1.6-5.3a4.6 4.6 0 0 0 7.8-3.3c0-4.8-6.8-8.2-9.2-11.8z" />,
};

export function BrickShape({ colour }: { colour: number }) {
  return (
    <svg className="ps-shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SHAPES[colour] ?? <circle cx="12" cy="12" r="6" />}
    </svg>
  );
}
