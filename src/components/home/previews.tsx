import { AfterFirstFrame } from '../ui/AfterFirstFrame';

/**
 * Small "live-looking" glimpses of each board for the home cards: static DOM bricks with one gentle
 * CSS animation each (a piece dropping, a star twinkling, the tank stepping), off under reduced motion.
 * The bricks are most of the home page's elements: with `defer` (home opened from another screen,
 * as a player comes back from a game) the Tetris and PopStar frames, sized by their aspect ratio
 * alone, are drawn empty first and their bricks in a later frame (AfterFirstFrame). Plan Tank's
 * frame takes its height from its rows, and its twenty tiles come at once.
 */
export interface PreviewProps {
  defer: boolean;
}
const TETRIS_ROWS = [
  '..........',
  '....tt....',
  '.....t....',
  '..........',
  '..........',
  'L.......iI',
  'LLZ..OO..I',
  'SZZJ.OOT.I',
  'SSZJJJTTTI',
];

export function TetrisPreview({ defer }: PreviewProps) {
  return (
    <div className="preview-tetris grid aspect-[10/9] w-full sm:h-full sm:w-auto grid-cols-10 gap-px rounded-lg bg-ink-950 p-1" aria-hidden="true">
      <AfterFirstFrame defer={defer}>
        {TETRIS_ROWS.flatMap((row, r) =>
          [...row].map((ch, c) => {
            const active = ch >= 'a' && ch <= 'z';
            const cls = ch === '.' ? 'brick-empty' : `brick brick-${ch.toLowerCase()}${active ? ' preview-drop' : ''}`;
            return <span key={`${r}-${c}`} className={cls} />;
          }),
        )}
      </AfterFirstFrame>
    </div>
  );
}

const POP_ROWS = ['RGBYPRGB', 'RRBYPPGB', 'GRBBYPGG', 'GGPBYYRG', 'YGPPBRRB', 'YYGPBBRB'];
const SHAPES: Record<string, string> = { R: '♥', G: '♣', B: '◆', Y: '★', P: '♠' };

export function PopstarPreview({ defer }: PreviewProps) {
  return (
    <div className="grid aspect-[8/6] w-full sm:h-full sm:w-auto grid-cols-8 gap-0.5 rounded-lg bg-ink-950 p-1" aria-hidden="true">
      <AfterFirstFrame defer={defer}>
        {POP_ROWS.flatMap((row, r) =>
          [...row].map((ch, c) => (
            <span
              key={`${r}-${c}`}
              className={`brick brick-star-${ch.toLowerCase()} flex items-center justify-center text-[0.6rem] leading-none text-black/45 ${r === 1 && c < 2 ? 'preview-twinkle' : ''}`}
            >
              {SHAPES[ch]}
            </span>
          )),
        )}
      </AfterFirstFrame>
    </div>
  );
}

const HEX_ROWS = ['.RRB.', 'RGGBR', '.BRG.', 'GGRB.'];
/** One tile and the gap after it (w-[18%], gap-0.5), and the tank's box (see below). */
const HEX_PITCH = '(18% + 0.125rem)';
const TANK_BOX = `calc(${HEX_PITCH} / 1.2)`;

export function PlantankPreview() {
  return (
    <div className="relative flex aspect-[8/6] w-full flex-col sm:aspect-[10/9] sm:h-full sm:w-auto justify-center gap-0.5 rounded-lg bg-ink-950 p-2" aria-hidden="true">
      {HEX_ROWS.map((row, r) => (
        <div key={r} className={`relative flex gap-0.5 ${r % 2 ? 'translate-x-[9%]' : ''}`}>
          {[...row].map((ch, c) => (
            <span key={c} className={`hex-tile aspect-[0.866] w-[18%] ${ch === '.' ? 'opacity-0' : `hex-${ch.toLowerCase()}`}`}>
              {r === 1 && c === 3 && <span className="hex-star">★</span>}
            </span>
          ))}
          {/* The tank rides over the row, not inside a tile: a tile's hexagonal clip cut it off as it
              left. Its box is a hex pitch over 1.2 wide, centred on the second tile, so the step of
              120% of its width (preview-tank) lands it on the centre of the third. */}
          {r === 2 && (
            <span className="preview-tank absolute inset-y-0" style={{ width: TANK_BOX, left: `calc(${HEX_PITCH} + 9% - ${TANK_BOX} / 2)` }}>
              <span className="absolute inset-0 flex items-center justify-center">▲</span>
            </span>
          )}
        </div>
      ))}
    </div>
  );
}
