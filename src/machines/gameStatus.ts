import { and, assign, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { createDeadlineLoop, frameLoop as defaultFrameLoop } from './frameLoop';

/**
 * The shared game status machine, with statuses READY / RUNNING / PAUSE / STOP / OVER.
 *   - START from READY binds the controls and runs the stage as it is (fresh, or restored from a save);
 *   - START from STOP or OVER resets the stage (a new game);
 *   - START while RUNNING does nothing; START while PAUSE resumes;
 *   - STOP is the player ending the game, OVER is the game ending itself (`def.isOver`).
 * Beyond start, pause and stop: RESET (back to READY with a fresh stage, e.g. Plan Tank's
 * "Reset" back to editing), RESTART (a new game at once, from any status) and STEP (one step, then
 * paused: from READY it starts a paused game, from RUNNING it pauses there; e.g. Plan Tank's Step).
 * A stage may also pause itself while running (`pauseRequest`, Plan Tank's breakpoints).
 *
 * Events name the player's intent, so a screen sends the same event whatever the status and the
 * machine decides what it means now (one intent, one event):
 *   - INPUT: the player's game input. Running: played. In READY: `startingInput` starts the game
 *     without playing it, else `startOnInput` starts it and plays it, else the stage takes it as is;
 *     while a restored stage is offered beside a new game (`choice`), it is ignored.
 *   - TOGGLE_PAUSE: the pause key or button: RUNNING <-> PAUSE, ignored otherwise.
 *   - PAUSE / AUTO_PAUSE / RESUME: a pause asked for (by the player / by the page going away) and
 *     the pause panel's Resume. Every way into PAUSE applies the stage's `onPause`.
 *   - BEGIN: the ready panel's go (its Start or Resume button, Enter): READY -> RUNNING with the
 *     stage as it is; ignored once the game has begun (Enter must not resume a pause).
 *   - RETRY {params?}: a new game from a halted one (PAUSE, STOP, OVER); ignored while READY or
 *     RUNNING, so a retry key cannot throw away a game in play.
 *   - RUN_TOGGLE {params?}: the run/stop key (Plan Tank's X): in READY a go, as START; from any
 *     other status back to READY, as RESET.
 *   - FINISH {params?}: play the game out at once (Plan Tank's run to the end), from any status: it
 *     goes as START would (begun, resumed, or a new game after an end) and the stage's `finish`
 *     plays it; games without `finish` ignore it.
 * A go from READY (START, BEGIN, RUN_TOGGLE, FINISH) may be refused by the stage (`refuseGo`, Plan
 * Tank's empty program): the game stays in READY with the stage the refusal marked, for the view.
 * STEP is not a go: a step from READY is never refused.
 * Each game composes it by handing in its stage: pure functions over its own logic state. The frame
 * loop is invoked in RUNNING only, so pausing or ending stops the clock by construction.
 */
export const STATUSES = ['READY', 'RUNNING', 'PAUSE', 'STOP', 'OVER'] as const;
export type GameStatus = (typeof STATUSES)[number];

export interface StageDef<TStage, TInput, TParams> {
  id: string;
  /** A new stage for these parameters (a new game). */
  create: (params: TParams) => TStage;
  /** The player's input while running. Return the same object when nothing changes. */
  input: (stage: TStage, input: TInput) => TStage;
  /** Game time passing (whole milliseconds from the frame loop). */
  tick: (stage: TStage, ms: number) => TStage;
  /** The game has ended itself (top out, run over, ...). */
  isOver: (stage: TStage) => boolean;
  /** One single step while paused (optional: games without it ignore STEP). */
  step?: (stage: TStage) => TStage;
  /**
   * For a stage that time changes only at known moments: game ms until tick() would next change it,
   * or null while only input can. With it the game sleeps between deadlines (createDeadlineLoop)
   * instead of ticking on every animation frame.
   */
  nextTickMs?: (stage: TStage) => number | null;
  /** Whether the player's first INPUT in READY starts the game, playing it (default true). */
  startOnInput?: boolean;
  /**
   * INPUTs in READY that start the game without being played (checked before startOnInput): Tetris's
   * first key or tap brings the first piece in without moving it, and a key's release starts nothing.
   */
  startingInput?: (input: TInput) => boolean;
  /** The stage as a pause leaves it, on every way into PAUSE (Tetris lets go of held keys). */
  onPause?: (stage: TStage) => TStage;
  /**
   * The stage asks to pause by itself (e.g. Plan Tank's breakpoints): the stage to pause with, its
   * request taken, or null to go on. Checked while running, after every change.
   */
  pauseRequest?: (stage: TStage) => TStage | null;
  /** Inputs the stage takes while paused (default none: a paused game ignores the controls). */
  inputWhilePaused?: (input: TInput) => boolean;
  /** The game played out at once (optional: games without it ignore FINISH). */
  finish?: (stage: TStage) => TStage;
  /**
   * The stage declining a go from READY (Plan Tank's empty program): the stage to stay in READY
   * with, marked so the view can say why, or null to go.
   */
  refuseGo?: (stage: TStage) => TStage | null;
}

export type StatusEvent<TInput, TParams> =
  | { type: 'START'; params?: TParams }
  | { type: 'PAUSE' }
  | { type: 'AUTO_PAUSE' }
  | { type: 'RESUME' }
  | { type: 'TOGGLE_PAUSE' }
  | { type: 'STOP' }
  | { type: 'RESET'; params?: TParams }
  /** A new game at once, from any status (Tetris's "New game" in place of the saved one). */
  | { type: 'RESTART'; params?: TParams }
  | { type: 'STEP' }
  /** The ready panel's go: starts a game not yet begun, nothing else. */
  | { type: 'BEGIN' }
  /** A new game from a halted one (PAUSE, STOP, OVER): the retry key, Restart, Play again. */
  | { type: 'RETRY'; params?: TParams }
  /** The run/stop key: a go in READY, back to READY from any other status. */
  | { type: 'RUN_TOGGLE'; params?: TParams }
  /** The game played out at once from any status, going first as START would. */
  | { type: 'FINISH'; params?: TParams }
  | { type: 'TICK'; ms: number }
  | { type: 'INPUT'; input: TInput };

export interface StatusContext<TStage, TParams> {
  params: TParams;
  stage: TStage;
  /** true once START from READY has bound the controls. */
  controlsBound: boolean;
  /** How many times the stage was reset by a restart. */
  restarts: number;
  /** true if the last pause was automatic (page hidden / focus lost), for the overlay text. */
  autoPaused: boolean;
  /** true while a restored stage is offered beside a new game and the player has not picked. */
  choosing: boolean;
}

export interface StatusInput<TStage, TParams> {
  params: TParams;
  /** A stage restored from a save: the game continues it instead of starting fresh. */
  stage?: TStage;
  /**
   * The restored stage is offered beside a new game (Tetris's saved game): until a go continues it
   * or RESTART replaces it, game INPUT is not taken, so a key cannot pick for the player.
   */
  choice?: boolean;
}

export function createStatusMachine<TStage, TInput, TParams>(
  def: StageDef<TStage, TInput, TParams>,
  options: { frameLoop?: AnyActorLogic } = {},
) {
  type Ctx = StatusContext<TStage, TParams>;
  type Ev = StatusEvent<TInput, TParams>;
  // A go from READY the stage declines: it stays in READY, the refusal marked on the stage.
  const refused = { guard: 'goRefused', actions: 'refuseGo' } as const;
  // A game ended by the player (STOP) or by itself (OVER) answers alike: a go is a new game.
  const fromEnded = {
    START: { target: 'RUNNING', actions: 'resetStage' },
    RESTART: { target: 'RUNNING', actions: 'resetStage' },
    RETRY: { target: 'RUNNING', actions: 'resetStage' },
    RESET: { target: 'READY', actions: 'resetToReady' },
    RUN_TOGGLE: { target: 'READY', actions: 'resetToReady' },
    FINISH: { guard: 'canFinish', target: 'RUNNING', actions: ['resetStage', 'applyFinish'] },
  } as const;
  return setup({
    types: {
      context: {} as Ctx,
      events: {} as Ev,
      input: {} as StatusInput<TStage, TParams>,
    },
    actors: { frameLoop: options.frameLoop ?? (def.nextTickMs ? createDeadlineLoop(def.nextTickMs) : defaultFrameLoop) },
    actions: {
      bindControls: assign({ controlsBound: true, choosing: false }),
      resetStage: assign(({ context, event }) => {
        const params =
          (event.type === 'START' || event.type === 'RESTART' || event.type === 'RETRY' || event.type === 'FINISH') && event.params !== undefined ? event.params : context.params;
        return { params, stage: def.create(params), restarts: context.restarts + 1, choosing: false };
      }),
      applyInput: assign(({ context, event }) =>
        event.type === 'INPUT' ? { stage: def.input(context.stage, event.input) } : {},
      ),
      applyStep: assign(({ context }) => (def.step ? { stage: def.step(context.stage) } : {})),
      applyFinish: assign(({ context }) => (def.finish ? { stage: def.finish(context.stage) } : {})),
      refuseGo: assign(({ context }) => ({ stage: def.refuseGo?.(context.stage) ?? context.stage })),
      resetToReady: assign(({ context, event }) => {
        const params = (event.type === 'RESET' || event.type === 'RUN_TOGGLE') && event.params !== undefined ? event.params : context.params;
        return { params, stage: def.create(params), choosing: false };
      }),
      applyTick: assign(({ context, event }) =>
        event.type === 'TICK' ? { stage: def.tick(context.stage, event.ms) } : {},
      ),
      pauseStage: assign(({ context }) => (def.onPause ? { stage: def.onPause(context.stage) } : {})),
      takePauseRequest: assign(({ context }) => ({ stage: def.pauseRequest?.(context.stage) ?? context.stage })),
      markAuto: assign({ autoPaused: true }),
      clearAuto: assign({ autoPaused: false }),
    },
    guards: {
      isOver: ({ context }) => def.isOver(context.stage),
      choosing: ({ context }) => context.choosing,
      startsOnInput: () => def.startOnInput !== false,
      isStartingInput: ({ event }) => event.type === 'INPUT' && def.startingInput?.(event.input) === true,
      canStep: () => def.step !== undefined,
      canFinish: () => def.finish !== undefined,
      goRefused: ({ context }) => def.refuseGo?.(context.stage) != null,
      pauseRequested: ({ context }) => def.pauseRequest?.(context.stage) != null,
      takesPausedInput: ({ event }) => event.type === 'INPUT' && def.inputWhilePaused?.(event.input) === true,
    },
  }).createMachine({
    id: def.id,
    context: ({ input }) => ({
      params: input.params,
      stage: input.stage ?? def.create(input.params),
      controlsBound: false,
      restarts: 0,
      autoPaused: false,
      choosing: input.stage !== undefined && input.choice === true,
    }),
    initial: 'READY',
    states: {
      READY: {
        tags: ['idle'],
        on: {
          START: [refused, { target: 'RUNNING', actions: 'bindControls' }],
          BEGIN: [refused, { target: 'RUNNING', actions: 'bindControls' }],
          RUN_TOGGLE: [refused, { target: 'RUNNING', actions: 'bindControls' }],
          FINISH: [
            { guard: and(['canFinish', 'goRefused']), actions: 'refuseGo' },
            { guard: 'canFinish', target: 'RUNNING', actions: ['bindControls', 'applyFinish'] },
          ],
          // The player's first input starts the game (the loop never starts at page load), unless a
          // saved game is offered beside a new one: the player picks (BEGIN or RESTART), not a key.
          INPUT: [
            { guard: 'choosing' },
            { guard: 'isStartingInput', target: 'RUNNING', actions: 'bindControls' },
            { guard: 'startsOnInput', target: 'RUNNING', actions: ['bindControls', 'applyInput'] },
            { actions: 'applyInput' },
          ],
          STEP: { guard: 'canStep', target: 'PAUSE', actions: ['bindControls', 'applyStep'] },
          RESET: { actions: 'resetToReady' },
          RESTART: { target: 'RUNNING', actions: ['bindControls', 'resetStage'] },
        },
      },
      RUNNING: {
        tags: ['playing'],
        entry: 'clearAuto',
        invoke: { src: 'frameLoop', input: ({ self }: { self: AnyActorRef }) => ({ parent: self }) },
        always: [
          { guard: 'isOver', target: 'OVER' },
          { guard: 'pauseRequested', target: 'PAUSE', actions: 'takePauseRequest' },
        ],
        on: {
          TICK: { actions: 'applyTick' },
          INPUT: { actions: 'applyInput' },
          PAUSE: 'PAUSE',
          TOGGLE_PAUSE: 'PAUSE',
          AUTO_PAUSE: { target: 'PAUSE', actions: 'markAuto' },
          STOP: 'STOP',
          RESET: { target: 'READY', actions: 'resetToReady' },
          RUN_TOGGLE: { target: 'READY', actions: 'resetToReady' },
          RESTART: { target: 'RUNNING', reenter: true, actions: 'resetStage' },
          // Step while running: pause there and take one step (Plan Tank's Step during a run).
          STEP: { guard: 'canStep', target: 'PAUSE', actions: 'applyStep' },
          FINISH: { guard: 'canFinish', actions: 'applyFinish' },
        },
      },
      PAUSE: {
        tags: ['paused'],
        // Only with a hook: a pause of a game without one keeps its context as it was.
        entry: def.onPause ? ['pauseStage'] : [],
        always: { guard: 'isOver', target: 'OVER' },
        on: {
          STEP: { guard: 'canStep', actions: 'applyStep' },
          INPUT: { guard: 'takesPausedInput', actions: 'applyInput' },
          RESET: { target: 'READY', actions: 'resetToReady' },
          RUN_TOGGLE: { target: 'READY', actions: 'resetToReady' },
          RESUME: 'RUNNING',
          TOGGLE_PAUSE: 'RUNNING',
          START: 'RUNNING',
          FINISH: { guard: 'canFinish', target: 'RUNNING', actions: 'applyFinish' },
          STOP: 'STOP',
          RESTART: { target: 'RUNNING', actions: 'resetStage' },
          RETRY: { target: 'RUNNING', actions: 'resetStage' },
        },
      },
      STOP: { tags: ['ended'], on: fromEnded },
      OVER: { tags: ['ended'], on: fromEnded },
    },
  });
}

export type StatusMachine<TStage, TInput, TParams> = ReturnType<typeof createStatusMachine<TStage, TInput, TParams>>;

/** The status of a snapshot of any machine built by createStatusMachine. */
export function statusOf(snapshot: { value: unknown }): GameStatus {
  const v = snapshot.value;
  const top = typeof v === 'string' ? v : Object.keys(v as object)[0];
  if ((STATUSES as readonly string[]).includes(top ?? '')) return top as GameStatus;
  throw new Error(`not a game status: ${String(top)}`);
}
