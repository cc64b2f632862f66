/**
 * The play screen's run: the machine, the panels that follow it a frame later, and the controls
 * (Go, Pause, Step, Reset, run to the end). The run follows the editor: an edit ends any run, and
 * a breakpoint set or cleared reaches the run under way.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../../i18n';
import { instructionCount, type Level, type Program } from '../../logic/plantank/index.ts';
import { statusOf } from '../../machines/gameStatus';
import { plantankMachine, type PlantankSnapshot } from '../../machines/plantankMachine';
import { frameLater } from '../board/frameLater';
import { announce } from '../ui/announce';
import { usePanel, type PlantankActor } from './RunViews';
import { useDemoLoop } from './useDemoLoop';

export const EMPTY_PROGRAM = 'plantank.play.empty';

export interface PlayRunInput {
  level: Level;
  program: Program;
  speed: number;
  breakpoints: readonly string[];
  /** The demo drives the machine itself (useDemoLoop): the editor's changes do not reach it. */
  demo: boolean;
}

export function usePlayRun({ level, program, speed, breakpoints, demo }: PlayRunInput) {
  const actor = useActorRef(plantankMachine, { input: { params: { level, program, speed, breakpoints } } });
  // Everything but the board follows the run a frame after it (frameLater); the player's own
  // actions catch it up (but Step, whose answer is the board: below), so their answer is never
  // late, and another level, which changes the whole screen, shows everywhere at once.
  const panels = useMemo(() => frameLater(actor, otherLevel), [actor]);
  const send = useCallback(
    (event: Parameters<PlantankActor['send']>[0]) => {
      actor.send(event);
      panels.catchUp();
    },
    [actor, panels],
  );
  // Narrow selectors: the screen renders when the run's level or program change, not when a run
  // starts or ends; the board, the status line, the controls, the program's highlight and the win
  // select the run and its status themselves (RunViews.tsx, WinView).
  const runLevel = usePanel(panels, selectRunLevel);
  const runProgram = usePanel(panels, selectRunProgram);

  // An edit ends any run and goes back to editing with the new program (the machine's RESET).
  useEffect(() => {
    if (demo || actor.getSnapshot().context.stage.run.program === program) return;
    send({ type: 'RESET', params: { level, program, speed, breakpoints } });
  }, [actor, send, demo, level, program, speed, breakpoints]);
  // A breakpoint set or cleared reaches the run under way (running or paused); while editing, the
  // run-to-be is made again with it; an ended run takes it when it starts again (go, reset).
  useEffect(() => {
    if (demo) return;
    const snapshot = actor.getSnapshot();
    const status = statusOf(snapshot);
    if (status === 'RUNNING' || status === 'PAUSE') send({ type: 'INPUT', input: { type: 'breakpoints', at: breakpoints } });
    else if (status === 'READY') send({ type: 'RESET', params: { level, program: snapshot.context.stage.run.program, speed, breakpoints } });
    // Only a change of the breakpoints is news here; the program's own effect is above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [breakpoints]);
  useDemoLoop(actor, demo);

  // Go with nothing to run says so instead of running nothing (a run that ends before it begins).
  const [emptyGoFor, setEmptyGoFor] = useState<Program | null>(null);
  const nothingToRun = useCallback(() => {
    if (statusOf(actor.getSnapshot()) !== 'READY' || instructionCount(program) > 0) return false;
    setEmptyGoFor(program);
    announce(t(EMPTY_PROGRAM));
    return true;
  }, [actor, program]);
  // Go runs again from the start after an end: with the breakpoints as they are now.
  const go = useCallback(() => {
    if (!nothingToRun()) send({ type: 'START', params: { level, program, speed, breakpoints } });
  }, [nothingToRun, send, program, level, speed, breakpoints]);
  // Skip to the end, and the "run to the end" button and key: from editing it starts the run; a
  // paused or ended run goes on (or again) first: the machine takes the finish from a running run.
  const skip = useCallback(() => {
    if (nothingToRun()) return;
    if (statusOf(actor.getSnapshot()) !== 'RUNNING') actor.send({ type: 'START', params: { level, program, speed, breakpoints } });
    send({ type: 'INPUT', input: { type: 'finish' } });
  }, [nothingToRun, actor, send, program, level, speed, breakpoints]);
  const pause = useCallback(() => send({ type: 'PAUSE' }), [send]);
  const reset = useCallback(() => send({ type: 'RESET', params: { level, program, speed, breakpoints } }), [send, level, program, speed, breakpoints]);
  // A step's answer is the board, which shows it in the next frame; the status line and the
  // program's highlight follow it a frame later, as a run's steps do (frameLater), so their render
  // stays out of the press's frame. During a run, STEP pauses there and steps (the machine's rule).
  const step = useCallback(() => actor.send({ type: 'STEP' }), [actor]);
  // RoboZZle's run/stop key, as the buttons say it: Go while editing, and from any run (going,
  // paused after a Step, or ended) Reset, back to the start. The status is read at the key: the
  // screen does not render when it changes.
  const runOrReset = () => (statusOf(actor.getSnapshot()) === 'READY' ? go() : reset());

  return { actor, panels, runLevel, runProgram, go, skip, pause, reset, step, runOrReset, saidEmpty: emptyGoFor === program };
}

const selectRunLevel = (s: PlantankSnapshot) => s.context.stage.run.level;
const otherLevel = (shown: PlantankSnapshot, now: PlantankSnapshot) => selectRunLevel(shown) !== selectRunLevel(now);
const selectRunProgram = (s: PlantankSnapshot) => s.context.stage.run.program;
