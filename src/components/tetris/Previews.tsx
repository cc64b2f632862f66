import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { shapeCells, type PieceType } from '../../logic/tetris/index.ts';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import { fixedSource, type Source } from './stageSource';

const MINOS = new Map<PieceType, readonly { readonly col: number; readonly row: number }[]>();

/** A piece's minos in its spawn state, cropped to its cells: 1-based grid column and row. */
function previewMinos(type: PieceType): readonly { readonly col: number; readonly row: number }[] {
  let minos = MINOS.get(type);
  if (minos === undefined) {
    const cells = shapeCells(type, '0');
    const minX = Math.min(...cells.map(([x]) => x));
    const minY = Math.min(...cells.map(([, y]) => y));
    minos = cells.map(([x, y]) => ({ col: x - minX + 1, row: y - minY + 1 }));
    MINOS.set(type, minos);
  }
  return minos;
}

const previewClass = (type: PieceType) => `brick brick-${type.toLowerCase()}`;

/** One piece in its spawn state, cropped to its cells and centred in a 4x2 box. */
export const PiecePreview = memo(function PiecePreview({ type, used = false }: { type: PieceType | null; used?: boolean }) {
  if (type === null) return <div className="t-preview" />;
  return (
    <div className="t-preview" data-used={used} data-piece={type}>
      <div className="t-preview-piece">
        {/* Keyed by index: the next piece restyles four cells, it does not replace them. */}
        {previewMinos(type).map((m, i) => (
          <span key={i} className={previewClass(type)} style={{ gridColumnStart: m.col, gridRowStart: m.row }} />
        ))}
      </div>
    </div>
  );
});

const NAMES: Record<PieceType, string> = { I: 'I', O: 'O', T: 'T', S: 'S', Z: 'Z', J: 'J', L: 'L' };

export function HoldPanel({ hold, canHold }: { hold: PieceType | null; canHold: boolean }) {
  const t = useT();
  return (
    <section className="t-panel" aria-label={hold ? t(canHold ? 'tetris.holdPiece' : 'tetris.holdUsed', { piece: NAMES[hold] }) : t('tetris.holdEmpty')}>
      <h2 className="t-panel-label" aria-hidden="true">
        {t('tetris.hold')}
      </h2>
      <div>
        <PiecePreview type={hold} used={!canHold} />
      </div>
    </section>
  );
}

/** Draws a piece in a card of the next queue: its four minos' classes and places. */
function fillCard(card: HTMLElement, type: PieceType | undefined): void {
  card.setAttribute('data-piece', type ?? '');
  const minos = type === undefined ? [] : previewMinos(type);
  const className = type === undefined ? '' : previewClass(type);
  const spans = card.firstElementChild?.children ?? [];
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i] as HTMLElement;
    const m = minos[i];
    if (span.className !== className) span.className = className;
    span.style.gridColumnStart = m ? String(m.col) : '';
    span.style.gridRowStart = m ? String(m.row) : '';
  }
}

/**
 * Where a card sits in the queue: the first at the top, 1.2 times larger; the others below it, a
 * preview's height (2.4 minis) and a gap apart.
 */
export function slotTransform(slot: number): string {
  return slot === 0 ? 'scale(1.2)' : `translateY(calc(${(2.88 + 2.4 * (slot - 1)).toFixed(2)} * var(--mini) + ${slot} * var(--next-gap)))`;
}

/**
 * The next pieces, the first one larger. `queue` is a string of piece letters, or a source of one
 * the panel follows by itself (the game's).
 *
 * Each piece of the queue is a card, a layer of its own placed by a transform (slotTransform).
 * When a piece leaves the front, the other cards move up a place (a change the compositor makes
 * alone) and the card that left comes in at the end with the new piece: one card restyled and
 * painted, and no React render. It does so a frame after the lock, whose own frame is the busiest
 * of a game. React renders the cards again only when the queue's length changes.
 */
export function NextPanel({ queue }: { queue: string | Source<string> }) {
  const t = useT();
  const source = useMemo(() => (typeof queue === 'string' ? fixedSource(queue) : queue), [queue]);
  const count = useSyncExternalStore(source.subscribe, () => source.get().length);
  const [initial] = useState(() => source.get());
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // The cards in the order of the queue, and the queue they show: kept across a change of source
  // (a panel drawn from props gets a new one each time), drawn afresh when the cards change.
  const shown = useRef<{ cards: HTMLElement[]; drawn: string | null }>({ cards: [], drawn: null });
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const list = listRef.current;
    if (panel === null || list === null) return;
    const state = shown.current;
    const elements = [...list.children] as HTMLElement[];
    if (elements.length !== state.cards.length || elements.some((e) => !state.cards.includes(e))) {
      state.cards = elements;
      state.drawn = null;
    }
    const draw = () => {
      const current = source.get();
      const { drawn } = state;
      if (current === drawn) return;
      if (drawn !== null && current.length === drawn.length && current.slice(0, -1) === drawn.slice(1)) state.cards = [...state.cards.slice(1), ...state.cards.slice(0, 1)];
      state.drawn = current;
      state.cards.forEach((card, slot) => {
        const type = current[slot] as PieceType | undefined;
        if (card.getAttribute('data-piece') !== (type ?? '')) fillCard(card, type);
        if (card.getAttribute('data-slot') !== String(slot)) {
          card.setAttribute('data-slot', String(slot));
          card.style.transform = slotTransform(slot);
        }
      });
      if (panel.getAttribute('data-queue') !== current) {
        panel.setAttribute('aria-label', translate('tetris.nextQueue', { queue: Array.from(current).join(', ') }));
        panel.setAttribute('data-queue', current);
      }
    };
    draw();
    // A change is drawn at the next frame: the queue moving up stays out of the frame of the lock,
    // the busiest frame of a game.
    let frame = 0;
    const unsubscribe = source.subscribe(() => {
      if (frame === 0 && source.get() !== state.drawn) frame = requestAnimationFrame(() => ((frame = 0), draw()));
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [source, count]);
  return (
    // The label names the queue of the moment: a render (a language switch) must not bring back the first one.
    <section ref={panelRef} className="t-panel" aria-label={t('tetris.nextQueue', { queue: Array.from(source.get()).join(', ') })} data-queue={initial}>
      <h2 className="t-panel-label" aria-hidden="true">
        {t('tetris.next')}
      </h2>
      {/* The list is a relayout boundary (a fixed height, in a plain block: a flex item cannot be
          one). */}
      <div>
        <div ref={listRef} className="t-next-list" style={{ '--next-count': count } as React.CSSProperties}>
          {Array.from({ length: count }, (_, i) => {
            // Each card is made with the piece it first shows (the queue at mount, never changed
            // after: from then on the panel draws the cards itself, and React must not redraw them).
            const type = initial[i] as PieceType | undefined;
            const minos = type ? previewMinos(type) : [];
            return (
              <div key={i} className="t-preview t-next-card" data-piece={type ?? ''} data-slot={i} style={{ transform: slotTransform(i) }}>
                <div className="t-preview-piece">
                  {[0, 1, 2, 3].map((m) => (
                    <span key={m} className={type ? previewClass(type) : ''} style={minos[m] ? { gridColumnStart: minos[m].col, gridRowStart: minos[m].row } : undefined} />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
