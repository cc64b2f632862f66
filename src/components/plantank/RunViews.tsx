/**
 * The parts of the play screen that change with every slot the run executes. Each selects what it
 * shows itself with narrow selectors, so a run re-renders the board, the status
 * line and the program's highlight, not the whole screen: the board from the actor, the panels
 * beside it from the actor a frame late (PanelSource); at the fastest speeds the status line and
 * the highlight ten times a second (sideRefreshMs).
 */
import { useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useState } from 'react';
import type { Actor } from 'xstate';
import type { Level, RunState } from '../../logic/plantank/index.ts';
import { statusOf, type GameStatus } from '../../machines/gameStatus';
import type { FrameLater } from '../board/frameLater';
import type { PlantankMachine, PlantankSnapshot } from '../../machines/plantankMachine';
import { MAX_SPEED, stepTimeMs } from '../../machines/plantankStage';
import {
  heldAtBreakpoint,
  sameCells,
  sameMarks,
  sameSlotAt,
  samePose,
  selectBoardCells,
  selectMarks,
  selectTankPose,
  type BoardCells,
  type TankPose,
} from '../../machines/plantankView';
import { useSelectorAtMost } from '../board/useSelectorAtMost';
import { ProgramEditor, type ProgramEditorProps } from './ProgramEditor';
import { useRunSpeed } from './runSpeed';
import { RunControls, RunStatus, SKIP_OFFER_STEPS, type RunControlsProps } from './RunPanel';
import { TankBoard } from './TankBoard';
import { selectSource, type Source } from '../board/source';

export type PlantankActor = Actor<PlantankMachine>;
/** The actor's snapshots a frame late, for the panels beside the board (frameLater). */
export type PanelSource = FrameLater<PlantankSnapshot>;

/** What `select` picks of the panels' snapshot, following it (useSelectorAtMost, every change). */
export function usePanel<T>(panels: PanelSource, select: (snapshot: PlantankSnapshot) => T): T {
  return useSelectorAtMost(panels, select, Object.is, null);
}

/**
 * How long the tank glides between cells: most of a step, at most 240 ms.
 * Under two frames a glide cannot be seen, so fast runs jump cell to cell (one per frame or so);
 * an instant run glides once to where it ended.
 */
export function glideMs(speed: number): number {
  if (speed >= MAX_SPEED) return 140;
  const glide = Math.round(stepTimeMs(speed) * 0.85);
  return glide < 34 ? 0 : Math.min(240, glide);
}

export function starCount(level: Level): number {
  return level.items.reduce((n, row) => n + [...row].filter((ch) => ch === '*').length, 0);
}

/** One frame at 60 Hz, in ms. */
const FRAME_MS = 1000 / 60;

const selectRun = (s: PlantankSnapshot) => s.context.stage.run;
const selectRunning = (s: PlantankSnapshot) => statusOf(s) === 'RUNNING';

/** The run's tank, which the board follows by itself: a step that only moves or turns the tank renders nothing in React. */
export function runTankSource(actor: Pick<PlantankActor, 'getSnapshot' | 'subscribe'>): Source<TankPose> {
  return selectSource(actor, selectTankPose, samePose);
}

/** The run's colours and items, which the board's cells follow by themselves. */
export function runCellsSource(actor: Pick<PlantankActor, 'getSnapshot' | 'subscribe'>): Source<BoardCells> {
  return selectSource(actor, selectBoardCells, sameCells);
}

/**
 * The board. It renders when the run's outcome or level change (an end, a new run), and for the
 * stars left while the run does not go on by itself (the label); the tank and the cells follow the
 * run by themselves (runTankSource, runCellsSource).
 */
export const BoardView = memo(function BoardView({ actor }: { actor: PlantankActor }) {
  const speed = useRunSpeed();
  const level = useSelector(actor, (s) => s.context.stage.run.level);
  const outcome = useSelector(actor, (s) => s.context.stage.run.outcome);
  const running = useSelector(actor, selectRunning) && outcome === null;
  // Running, the label does not say the stars left (TankBoard): no render when one is taken.
  const starsLeft = useSelector(actor, (s) => (running ? -1 : s.context.stage.run.starsLeft));
  const tank = useMemo(() => runTankSource(actor), [actor]);
  const cells = useMemo(() => runCellsSource(actor), [actor]);
  return <TankBoard level={level} cells={cells} tank={tank} outcome={outcome} moveMs={glideMs(speed)} starsLeft={starsLeft} running={running} />;
});

/**
 * How often the status line (counters, stack) and the program's marks follow a running program, in
 * ms: every slot (null) while a step lasts long enough to be followed, ten times a second when it
 * lasts under two frames (speed 8 and up, where the tank jumps rather than glides; glideMs). The
 * board shows every step; nobody reads a counter that changes 50 times a second, and redrawing
 * the panels at that pace would crowd the board's frames.
 */
export function sideRefreshMs(status: GameStatus, speed: number): number | null {
  return status === 'RUNNING' && stepTimeMs(speed) < 2 * FRAME_MS ? 100 : null;
}

/*
 * The views beside the board select the run's status themselves: the screen around them does not
 * render when a run starts or ends, only what shows the run. They follow the run a frame after
 * the board (PanelSource, frameLater): a run's end or restart draws the board in its frame and
 * these in the next.
 */

/** Where the run last took a star (or began): the step count then, to tell a run that goes nowhere. */
interface StarMark {
  level: Level;
  taken: number;
  at: number;
}

/** The mark after this run state: moved on by a new star, or by a new run (fewer steps, another level). */
export function nextStarMark(mark: StarMark, run: RunState): StarMark {
  if (run.level === mark.level && run.starsTaken === mark.taken && run.steps >= mark.at) return mark;
  return { level: run.level, taken: run.starsTaken, at: run.steps };
}

/** Whether to offer "Skip to the end": a run under way that has gone SKIP_OFFER_STEPS steps since its last star. */
export function offersSkip(status: GameStatus, run: RunState, mark: StarMark): boolean {
  return (status === 'RUNNING' || status === 'PAUSE') && run.outcome === null && run.steps - nextStarMark(mark, run).at >= SKIP_OFFER_STEPS;
}

export const StatusView = memo(function StatusView({ panels, notice, onSkip }: { panels: PanelSource; notice?: string; onSkip?: () => void }) {
  const speed = useRunSpeed();
  const status = usePanel(panels, statusOf);
  const run = useSelectorAtMost(panels, selectRun, Object.is, sideRefreshMs(status, speed));
  // Adjusted while rendering (React's pattern for state that follows props): no extra effect pass.
  const [mark, setMark] = useState<StarMark>(() => ({ level: run.level, taken: run.starsTaken, at: run.steps }));
  const heldAt = useSelectorAtMost(panels, heldAtBreakpoint, sameSlotAt, null);
  const next = nextStarMark(mark, run);
  if (next !== mark) setMark(next);
  return <RunStatus status={status} run={run} totalStars={starCount(run.level)} notice={notice} heldAt={heldAt} onSkip={onSkip && offersSkip(status, run, next) ? onSkip : undefined} />;
});

export const ProgramView = memo(function ProgramView({ panels, ...props }: { panels: PanelSource } & Omit<ProgramEditorProps, 'marks'>) {
  const speed = useRunSpeed();
  const status = usePanel(panels, statusOf);
  const marks = useSelectorAtMost(panels, selectMarks, sameMarks, sideRefreshMs(status, speed));
  return <ProgramEditor {...props} marks={marks} />;
});

/** Go / Pause, Step, Reset and the speed slider, for the run's status. */
export const RunControlsView = memo(function RunControlsView({ panels, ...props }: { panels: PanelSource } & Omit<RunControlsProps, 'status' | 'speed'>) {
  const status = usePanel(panels, statusOf);
  return <RunControls status={status} speed={useRunSpeed()} {...props} />;
});

/** Sends the slider's speed to the stage while editing or running; a paused run catches up when it resumes. */
export const SpeedSync = memo(function SpeedSync({ actor }: { actor: PlantankActor }) {
  const speed = useRunSpeed();
  const status = useSelector(actor, statusOf);
  const stageSpeed = useSelector(actor, (s) => s.context.stage.speed);
  useEffect(() => {
    if (stageSpeed !== speed) actor.send({ type: 'INPUT', input: { type: 'speed', speed } });
  }, [actor, speed, stageSpeed, status]);
  return null;
});
