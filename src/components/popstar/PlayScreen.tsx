import { useActorRef } from '@xstate/react';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { Actor } from 'xstate';
import type { Cell } from '../../logic/popstar/index.ts';
import { statusOf } from '../../machines/gameStatus';
import { popstarMachine, popstarMachineReducedMotion, type PopstarMachine, type PopstarSnapshot } from '../../machines/popstarMachine';
import type { PopstarStage, RunParams } from '../../machines/popstarStage';
import { changesScreen, isAnimating, sameBrickAnswer } from '../../machines/popstarView';
import { useProgress } from '../../stores/progress';
import { useSettings } from '../../stores/settings';
import { frameLater } from '../board/frameLater';
import { selectSource, type Source, type Subscribable } from '../board/source';
import { useGameKeys } from '../input/useGameKeys';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { Button, ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useBusyWhile } from '../useBusyWhile';
import { useGameLifecycle } from '../useGameLifecycle';
import { useReducedMotion } from '../useReducedMotion';
import { BoardBanners } from './BoardBanners';
import { BulbIcon, PauseIcon } from './icons';
import { PopstarBoard } from './PopstarBoard';
import { PopstarHud, ScoringCard } from './PopstarHud';
import { RunDialogs } from './RunDialogs';
import { StatusLine, statusLineText } from './StatusLine';
import { useDemoPlayer } from './useDemoPlayer';
import { useHintWorker, type HintFinder } from './useHintWorker';
import { usePopstarFeedback } from './usePopstarFeedback';
import { useRunPersistence } from './useRunPersistence';
import './popstar.css';
import './popstarEffects.css';
import './popstarBanners.css';
import './popstarScreens.css';
import './popstarSuits.css';

export interface PlayScreenProps {
  /** The run to play: a new one, or a saved one to restore exactly. */
  params: RunParams;
  /** 'demo' plays itself, saves nothing and stays silent (the benchmark's smoothness run). */
  mode?: 'play' | 'demo';
  /** Replaces the worker (tests); null disables hints. */
  findHint?: HintFinder | null;
}

/** The scoring card and the keys, beside the board on a desktop: rendered again only by a language switch. */
const SideNotes = memo(function SideNotes() {
  const t = useT();
  const kbd = (key: string) => (
    <kbd translate="no" className="ps-kbd">
      {key}
    </kbd>
  );
  return (
    <>
      <ScoringCard />
      <p className="hidden text-sm text-ink-300 lg:block">
        {richText(t, 'popstar.keys', { arrows: kbd('←↑→↓'), enter: kbd('Enter'), esc: kbd('Esc'), h: kbd('H'), p: kbd('P') })}
      </p>
    </>
  );
});

const KEYS = { pause: ['KeyP'], hint: ['KeyH'], clear: ['Escape'] } as const;
type Command = keyof typeof KEYS;

export function PlayScreen({ params, mode = 'play', findHint }: PlayScreenProps) {
  const t = useT();
  const demo = mode === 'demo';
  // Reduced motion shortens the waits that only let animations play (chosen once, at mount).
  const reduced = useReducedMotion();
  const [machine] = useState(() => (reduced ? popstarMachineReducedMotion : popstarMachine));
  const actor = useActorRef(machine, { input: { params } });
  // In play the screen follows the machine a frame late (frameLater), and the bricks answer a tap
  // from the machine as it is (live): the tap's frame draws the bricks, its task renders nothing,
  // and the rest of the screen comes in the next frame. A change of status or of level shows at
  // once everywhere. The demo, which taps inside the game's own frame, follows the machine itself.
  const { screen, live } = useMemo(() => {
    const shown: Subscribable<PopstarSnapshot> = demo ? actor : frameLater(actor, changesScreen);
    return {
      screen: {
        status: selectSource(shown, statusOf, Object.is),
        stage: selectSource(shown, selectStage, stageFieldsEqual),
        autoPaused: selectSource(shown, selectAutoPaused, Object.is),
      },
      live: demo ? undefined : selectSource(actor, selectStage, sameBrickAnswer),
    };
  }, [actor, demo]);
  const status = useSource(screen.status);
  const stage = useSource(screen.stage);
  const autoPaused = useSource(screen.autoPaused);
  const best = useProgress((s) => s.popstar.best);
  const oneTap = useSettings((s) => s.popstar.popOnOneTap);
  const [cursor, setCursor] = useState<Cell>([stage.board.height - 1, 0]);
  const workerHint = useHintWorker();
  const hint = findHint === undefined ? workerHint : findHint;
  const [hintPending, setHintPending] = useState(false);
  const boardRef = useRef<HTMLDivElement>(null);

  const flush = useRunPersistence(actor, !demo);
  usePopstarFeedback(actor, !demo);
  useDemoPlayer(actor, demo);
  const autoPause = useCallback(() => {
    if (!demo) actor.send({ type: 'AUTO_PAUSE' });
  }, [actor, demo]);
  useGameLifecycle({ playing: status === 'RUNNING', pause: autoPause, onHide: flush });
  useBusyWhile(actor, isAnimating, !demo);
  useMachineMarks(actor, boardRef);

  const onCell = useCallback(
    (row: number, col: number) => {
      if (demo) return;
      actor.send({ type: 'INPUT', input: { type: 'tap', row, col, oneTap } });
    },
    [actor, demo, oneTap],
  );
  const onClear = useCallback(() => actor.send({ type: 'INPUT', input: { type: 'clear' } }), [actor]);

  // A hint already given on this board shows again for free, without asking the solver again.
  const hintPaid = stage.hintCell !== null;
  // Hint stays enabled while a pop plays (a button dimmed and lit again at every pop would flicker,
  // and lay the page out again in the pop's frame): a press then waits for the pop to end.
  const hintPhase = stage.phase === 'playing' || stage.phase === 'popping';
  const canHint = !demo && hint !== null && status === 'RUNNING' && hintPhase && (stage.hintsLeft > 0 || hintPaid) && !hintPending;
  const askHint = async () => {
    if (!canHint || hint === null) return;
    setHintPending(true);
    try {
      // The machine's phase, not the screen's, which follows it a frame late.
      if (actor.getSnapshot().context.stage.phase === 'popping' && !(await popEnded(actor))) return;
      const now = actor.getSnapshot().context.stage;
      const afterMoves = now.moves.length;
      if (now.hintCell !== null) {
        actor.send({ type: 'INPUT', input: { type: 'hint', cell: now.hintCell, afterMoves } });
        setCursor(now.hintCell);
        return;
      }
      // A fixed seed: the hint is the board's, the same on every press and every machine.
      const cell = await hint(now.board, 0);
      if (cell) {
        actor.send({ type: 'INPUT', input: { type: 'hint', cell, afterMoves } });
        setCursor(cell);
      }
    } finally {
      setHintPending(false);
    }
  };

  useGameKeys<Command>(
    KEYS,
    {
      onDown: (command) => {
        if (command === 'pause') actor.send({ type: 'TOGGLE_PAUSE' });
        else if (command === 'hint') void askHint();
        else onClear();
      },
    },
    !demo,
  );

  const play = useCallback(() => {
    actor.send({ type: 'INPUT', input: { type: 'skip' } });
    // The Play button goes away: keyboard players land on the board, at the next frame (a focus
    // forces a style pass, which the frame makes anyway; in the press's task it was work of its own).
    requestAnimationFrame(() => boardRef.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus());
  }, [actor]);

  // Every change of the stage renders this screen: what does not change with it is made once, and
  // the parts that show a few of its fields are memoised on them.
  const header = useMemo(
    () => (
      <ScreenHeader title={demo ? t('popstar.demoTitle') : t('popstar.title')} back="/">
        <ButtonLink href="/popstar/levels" tone="ghost" aria-label={t('popstar.levelsAria')}>
          {t('popstar.levels')}
        </ButtonLink>
      </ScreenHeader>
    ),
    [demo, t],
  );
  const line = statusLineText(status, stage, demo);

  return (
    <div className="ps-screen">
      {header}
      <div className="ps-layout mx-auto w-full max-w-6xl px-3">
        <div className="ps-area-hud">
          <PopstarHud
            level={stage.level}
            target={stage.target}
            score={stage.score}
            best={demo ? stage.score : best}
            startScore={stage.startScore}
            targetReached={stage.targetReached}
          />
        </div>
        <div className="ps-area-status">
          <StatusLine main={line.main} aside={line.aside} />
        </div>
        <div className="ps-area-board ps-board-wrap" ref={boardRef}>
          <PopstarBoard
            board={stage.board}
            ids={stage.ids}
            selection={stage.selection}
            lastPop={stage.lastPop}
            bonus={stage.bonus}
            loneTap={stage.phase === 'playing' ? stage.loneTap : null}
            cursor={cursor}
            onCell={onCell}
            onCursor={setCursor}
            onClear={onClear}
            live={live}
            fallDelayMs={reduced ? 0 : 70}
            dealRowsPerFrame={reduced ? 0 : 1}
            dealKey={`${stage.seed}:${stage.level}`}
          >
            <BoardBanners
              status={status}
              phase={stage.phase}
              level={stage.level}
              target={stage.target}
              score={stage.score}
              bonus={stage.bonus}
              resumed={stage.moves.length > 0}
              demo={demo}
              onPlay={play}
            />
          </PopstarBoard>
        </div>
        {!demo && (
          <div className="ps-area-controls flex items-stretch justify-center gap-2 lg:flex-col">
            <Button tone="secondary" className="flex-1 text-base" onClick={() => void askHint()} disabled={!canHint} aria-label={t('popstar.hintAria', { count: stage.hintsLeft })}>
              <BulbIcon />
              {hintPending ? t('popstar.thinking') : t('popstar.hint')}
              <span className="num rounded-full bg-ink-900 px-2 text-sm text-accent-300" aria-hidden="true">
                {stage.hintsLeft}
              </span>
            </Button>
            <Button tone="secondary" className="flex-1 text-base" onClick={() => actor.send({ type: 'PAUSE' })} disabled={status !== 'RUNNING'} aria-label={t('popstar.pause')}>
              <PauseIcon /> {t('popstar.pause')}
            </Button>
            <SideNotes />
          </div>
        )}
      </div>
      {!demo && <RunDialogs actor={actor} status={status} stage={stage} autoPaused={autoPaused} best={best} />}
    </div>
  );
}

/** Resolves once the pop playing has ended: true when the board is played again, false when the
 * run paused, ended or moved on (the level's end) first. */
function popEnded(actor: Actor<PopstarMachine>): Promise<boolean> {
  return new Promise((resolve) => {
    const settled = (snapshot: PopstarSnapshot) => {
      const { phase } = snapshot.context.stage;
      if (statusOf(snapshot) !== 'RUNNING') return false;
      return phase === 'popping' ? null : phase === 'playing';
    };
    const first = settled(actor.getSnapshot());
    if (first !== null) {
      resolve(first);
      return;
    }
    const sub = actor.subscribe((snapshot) => {
      const done = settled(snapshot);
      if (done === null) return;
      sub.unsubscribe();
      resolve(done);
    });
  });
}

/**
 * The board's data-phase and data-status, for tests and the benchmark: the machine's, as it is, not
 * the screen's, which follows it a frame late. Written directly, as they change.
 */
function useMachineMarks(actor: Actor<PopstarMachine>, wrapRef: RefObject<HTMLElement | null>): void {
  const write = useCallback(
    (snapshot: PopstarSnapshot) => {
      const board = wrapRef.current?.querySelector<HTMLElement>('[data-testid="popstar-board"]');
      if (!board) return;
      const [phase, status] = [snapshot.context.stage.phase, statusOf(snapshot)];
      if (board.dataset.phase !== phase) board.dataset.phase = phase;
      if (board.dataset.status !== status) board.dataset.status = status;
    },
    [wrapRef],
  );
  useLayoutEffect(() => {
    const sub = actor.subscribe(write);
    return () => sub.unsubscribe();
  }, [actor, write]);
  // After every render too: a board element the render made new has them at once.
  useLayoutEffect(() => write(actor.getSnapshot()));
}

function useSource<T>(source: Source<T>): T {
  return useSyncExternalStore(source.subscribe, source.get);
}

const selectStage = (s: PopstarSnapshot) => s.context.stage;
const selectAutoPaused = (s: PopstarSnapshot) => s.context.autoPaused;

/** Re-render on what the screen shows, not on every frame's countdown of a timed phase. */
function stageFieldsEqual(a: PopstarStage, b: PopstarStage): boolean {
  if (a === b) return true;
  return (Object.keys(a) as (keyof PopstarStage)[]).every((k) => k === 'phaseMs' || a[k] === b[k]);
}
