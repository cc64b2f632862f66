import { useMemo, useRef, type ReactNode, type Ref } from 'react';
import type { AnyActorRef } from 'xstate';
import { useStore } from 'zustand';
import type { PieceType } from '../../logic/tetris/index.ts';
import { formatNumber } from '../ui/formatNumber';
import { Board } from './Board';
import { activePose, clearingRows, fieldView, pieceView, sameField, sameNumbers, samePiece, samePose } from '../../machines/tetrisView';
import { stageSource } from './stageSource';
import type { Callout } from './feedback';
import type { CalloutStore } from './useTetrisFeedback';
import { Hud } from './Hud';
import { HoldPanel, NextPanel } from './Previews';
import { useStage } from './useStage';
import { useAreaShape } from './areaShape';

/**
 * Invisible under an overlay (not unmounted, not display:none): its animation must not replay on resume.
 * The slot stays in the page and only its content comes and goes: inserting or removing an
 * absolutely positioned box lays out the whole page.
 */
function CalloutView({ store, hidden }: { store: CalloutStore; hidden: boolean }) {
  const callout = useStore(store, (s) => s.callout);
  return <div className="t-callout-slot">{callout && <CalloutContent key={callout.id} callout={callout} hidden={hidden} />}</div>;
}

function CalloutContent({ callout, hidden }: { callout: Callout; hidden: boolean }) {
  return (
    <div className="t-callout" data-big={callout.big} aria-hidden="true" style={hidden ? { visibility: 'hidden' } : undefined}>
      {callout.title && <div className="t-callout-title">{callout.title}</div>}
      {callout.detail.map((d) => (
        <div key={d} className="t-callout-detail">
          {d}
        </div>
      ))}
      {callout.points > 0 && <div className="t-callout-points num">+{formatNumber(callout.points)}</div>}
    </div>
  );
}

function BoardView({ actor, ghost, boardRef }: { actor: AnyActorRef; ghost: boolean; boardRef?: Ref<HTMLDivElement> }) {
  // The board follows the field, the piece and the active pose by itself: a lock or a move renders nothing here.
  const field = useMemo(() => stageSource(actor, fieldView, sameField), [actor]);
  const piece = useMemo(() => stageSource(actor, (s) => pieceView(s, ghost), samePiece), [actor, ghost]);
  const active = useMemo(() => stageSource(actor, activePose, samePose), [actor]);
  const width = useStage(actor, (s) => s.game.width);
  const height = useStage(actor, (s) => s.game.height);
  const clearing = useStage(actor, clearingRows, sameNumbers);
  const collapsed = useStage(actor, (s) => s.collapsed, sameNumbers);
  const fall = useStage(actor, (s) => (s.clears > 0 ? s.clears : -1));
  const clearMs = useStage(actor, (s) => s.clearMs);
  return (
    <Board
      field={field}
      piece={piece}
      width={width}
      height={height}
      clearingRows={clearing}
      fall={fall}
      collapsed={collapsed}
      clearMs={clearMs}
      active={active}
      boardRef={boardRef}
    />
  );
}

function HoldSide({ actor }: { actor: AnyActorRef }) {
  const hold = useStage(actor, (s) => s.game.hold) as PieceType | null;
  const canHold = useStage(actor, (s) => s.game.canHold);
  return <HoldPanel hold={hold} canHold={canHold} />;
}

function NextSide({ actor }: { actor: AnyActorRef }) {
  const queue = useMemo(() => stageSource(actor, (s) => s.game.queue.join(''), Object.is), [actor]);
  return <NextPanel queue={queue} />;
}

/**
 * The play area: HUD, hold, the board with its callout, next, and a panel over it all (ready,
 * paused). Phone held upright: HUD above, hold | board | next; wider areas: hold and HUD at the
 * left, next and the key hints at the right (tetris.css, on the area's measured shape: areaShape.ts).
 */
export function GameView({
  actor,
  ghost,
  callout,
  calloutHidden = false,
  overlay,
  boardRef,
  aside,
}: {
  actor: AnyActorRef;
  ghost: boolean;
  /** The callouts to show over the board (useTetrisFeedback). */
  callout: CalloutStore;
  calloutHidden?: boolean;
  /** Over the whole play area, so it fits however small the board is. */
  overlay?: ReactNode;
  boardRef?: Ref<HTMLDivElement>;
  /** Shown under next when there is room beside the board (key hints). */
  aside?: ReactNode;
}) {
  const areaRef = useRef<HTMLDivElement>(null);
  useAreaShape(areaRef);
  return (
    <div ref={areaRef} className="t-area">
      <div className="t-stage">
        <div className="t-layout">
          <div className="t-area-hud">
            <Hud actor={actor} />
          </div>
          <div className="t-area-hold">
            <HoldSide actor={actor} />
          </div>
          <div className="t-area-board">
            <div className="t-board-stack">
              <BoardView actor={actor} ghost={ghost} boardRef={boardRef} />
              <CalloutView store={callout} hidden={calloutHidden} />
            </div>
          </div>
          <div className="t-area-next">
            <NextSide actor={actor} />
            {aside && <div className="t-keys">{aside}</div>}
          </div>
        </div>
        {/* Always in the tree: a panel coming or going lays out this box alone, not the board beside it. */}
        <div className="t-overlay-slot">{overlay}</div>
      </div>
    </div>
  );
}
