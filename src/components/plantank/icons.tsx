/** Plan Tank's icons: inline SVG in currentColor (no images to download), decorative unless labelled. */
import { memo } from 'react';
import type { Action, Color } from '../../logic/plantank/index.ts';

type IconProps = { className?: string };

function Svg({ className = 'h-5 w-5', children, viewBox = '0 0 24 24' }: IconProps & { children: React.ReactNode; viewBox?: string }) {
  return (
    <svg className={className} viewBox={viewBox} fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ForwardIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 20V5M5.5 11.5 12 5l6.5 6.5" />
  </Svg>
);
export const LeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M18 20v-6a6 6 0 0 0-6-6H5" />
    <path d="m9 4-4 4 4 4" />
  </Svg>
);
export const RightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 20v-6a6 6 0 0 1 6-6h7" />
    <path d="m15 4 4 4-4 4" />
  </Svg>
);

const PAINT_FILL: Record<Color, string> = { R: 'var(--color-tile-r)', G: 'var(--color-tile-g)', B: 'var(--color-tile-b)' };

export const PaintIcon = ({ color, className }: IconProps & { color: Color }) => (
  <Svg className={className}>
    <path d="M12 3.5c3.2 4 5.5 7 5.5 10a5.5 5.5 0 0 1-11 0c0-3 2.3-6 5.5-10Z" fill={PAINT_FILL[color]} stroke="white" strokeWidth={1.8} />
  </Svg>
);
export const EraseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 7l10 10M17 7 7 17" />
  </Svg>
);
export const PlayIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 4.5v15l12-7.5Z" fill="currentColor" />
  </Svg>
);
export const PauseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8 5v14M16 5v14" strokeWidth={3.2} />
  </Svg>
);
export const StepIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 5v14l9-7Z" fill="currentColor" />
    <path d="M18 5v14" strokeWidth={3} />
  </Svg>
);
export const ResetIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 12a8 8 0 1 0 2.3-5.6" />
    <path d="M4 4v5h5" />
  </Svg>
);
export const UndoIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </Svg>
);
export const RedoIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H10a6 6 0 0 0 0 12h3" />
  </Svg>
);
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </Svg>
);
export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Svg>
);

const STAR_PATH = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z';

export const StarIcon = ({ className = 'h-5 w-5', filled = true }: IconProps & { filled?: boolean }) => (
  <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={STAR_PATH} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" />
  </svg>
);

/** The board's star: gold with a glow. */
export const BoardStar = () => (
  <svg className="pt-star-shape" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={STAR_PATH} />
  </svg>
);

/** One part of the tank's drawing: an SVG shape and its paint. */
interface TankPart {
  tag: 'rect' | 'circle';
  at: Record<string, number>;
  fill: string;
  stroke?: string;
  strokeWidth?: number;
}

// The theme's accent 500 and 300 (tailwind.config.js): an image cannot read the page's variables.
const HULL = '#ffb020';
const TURRET = '#ffd98a';

/** The tank facing east (direction 0) in a 100 x 100 box, drawn inline (TankShape) and as an image (TANK_IMAGE). */
const TANK_PARTS: readonly TankPart[] = [
  { tag: 'rect', at: { x: 16, y: 17, width: 58, height: 16, rx: 7 }, fill: '#2b2f45', stroke: '#121425', strokeWidth: 3 },
  { tag: 'rect', at: { x: 16, y: 67, width: 58, height: 16, rx: 7 }, fill: '#2b2f45', stroke: '#121425', strokeWidth: 3 },
  { tag: 'rect', at: { x: 20, y: 27, width: 50, height: 46, rx: 10 }, fill: HULL, stroke: '#8a5200', strokeWidth: 3 },
  { tag: 'rect', at: { x: 52, y: 44.5, width: 38, height: 11, rx: 4 }, fill: '#3a3f5c', stroke: '#121425', strokeWidth: 2.5 },
  { tag: 'circle', at: { cx: 45, cy: 50, r: 15 }, fill: TURRET, stroke: '#8a5200', strokeWidth: 3 },
  { tag: 'circle', at: { cx: 41, cy: 45, r: 4 }, fill: 'rgb(255 255 255 / 0.7)' },
];

/**
 * The tank, drawn facing east (direction 0): the board rotates it by its heading. Memoised: the
 * board renders every step of a run.
 */
export const TankShape = memo(() => (
  <svg className="pt-tank-shape" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    {TANK_PARTS.map(({ tag: Tag, at, fill, stroke, strokeWidth }, i) => (
      <Tag key={i} {...at} fill={fill} stroke={stroke} strokeWidth={strokeWidth} />
    ))}
  </svg>
));

/**
 * The same tank as an image (an SVG data URI), for the strip of headings: one element a heading
 * where an inline SVG is seven, on a board restyled whole at each level and each modal dialog.
 */
export const TANK_IMAGE = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${TANK_PARTS.map(
    ({ tag, at, fill, stroke, strokeWidth }) =>
      `<${tag} ${Object.entries(at)
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ')} fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ''}/>`,
  ).join('')}</svg>`,
)}")`;

/** The icon of a slot's or a palette chip's command. */
export function ActionIcon({ action, className = 'h-[62%] w-[62%]' }: { action: Action; className?: string }) {
  switch (action.kind) {
    case 'forward': return <ForwardIcon className={className} />;
    case 'left': return <LeftIcon className={className} />;
    case 'right': return <RightIcon className={className} />;
    case 'paint': return <PaintIcon color={action.color} className={className} />;
    case 'call':
      return (
        <span className="pt-call-label" aria-hidden="true">
          F{action.fn + 1}
        </span>
      );
  }
}
