/**
 * The play screen's run: the machine, the panels that follow it a frame later, and the controls
 * (Go, Pause, Step, Reset, run to the end). The run follows the editor: an edit ends any run, and
 * a breakpoint set or cleared reaches the run under way.
 */
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { t } from '../../i18n';
import type { EditorState } from '../../logic/plantank/editorState';
import type { Level } from '../../logic/plantank/index.ts';
import { statusOf } from '../../machines/gameStatus';
import { plantankMachine, type PlantankSnapshot } from '../../machines/plantankMachine';
import { frameLater } from '../board/frameLater';
import { announce } from '../ui/announce';
import { NO_BREAKPOINTS, programOf, selectBreakpoints, selectDraft, useEditorEffect, type EditorStore } from './editorStore';
import { usePanel, type PlantankActor } from './RunViews';
import { runSpeedNow } from './runSpeed';
import { useDemoLoop } from './useDemoLoop';

export const EMPTY_PROGRAM = 'plantank.play.empty';

export interface PlayRunInput {
  level: Level;
  /** The program editor: the run follows its program and its breakpoints. */
  editor: EditorStore;
  /** The demo drives the machine itself (useDemoLoop): the editor's changes do not reach it. */
  demo: boolean;
}

export function usePlayRun({ level, editor, demo }: PlayRunInput) {
  // The params a run takes now: the level, and the editor's program and breakpoints as they are.
  const latestLevel = useRef(level);
  useLayoutEffect(() => {
    latestLevel.current = level;
  }, [level]);
  const given = useCallback(() => runParams(latestLevel.current, editor.get(), demo), [editor, demo]);
  const actor = useActorRef(plantankMachine, { input: { params: { ...runParams(level, editor.get(), demo), speed: runSpeedNow(demo) } } });
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
  // Narrow selectors: the screen renders when the run's level changes (in the demo, its program
  // too), not when a run starts or ends; the board, the status line, the controls, the program's
  // highlight and the win select the run and its status themselves (RunViews.tsx, WinView).
  const runLevel = usePanel(panels, selectRunLevel);
  // Only the demo shows the run's program; in play the editor's draft is the program shown, and a
  // subscription here would render the whole screen again after each edit's reset.
  const runProgram = usePanel(panels, demo ? selectRunProgram : selectNothing);

  // The controls read the params when pressed, the speed too (runSpeedNow): an edit then renders
  // none of them (Go, Reset, the status line's Skip, the win's Replay), only the program, and a
  // change of speed renders no part of the screen but what shows it.
  const paramsNow = useCallback(() => ({ ...given(), speed: runSpeedNow(demo) }), [given, demo]);

  // An edit ends any run and goes back to editing with the new program (the machine's RESET).
  // While editing, the reset changes nothing on screen but the status line's notice: it waits
  // until the edit's frame is drawn, and a control pressed before then applies it first
  // (applyEdit). A run under way stops at once, so it cannot take another step after the edit.
  const pendingReset = useRef<(() => void) | null>(null);
  const applyEdit = useCallback(() => pendingReset.current?.(), []);
  useEditorEffect(editor, selectDraft, (draft) => {
    const now = actor.getSnapshot();
    if (demo || now.context.stage.run.program === programOf(draft)) return;
    if (statusOf(now) !== 'READY') {
      send({ type: 'RESET', params: paramsNow() });
      return;
    }
    let frame: number | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = () => {
      if (frame !== null) cancelAnimationFrame(frame);
      if (timer !== null) clearTimeout(timer);
      if (pendingReset.current === apply) pendingReset.current = null;
    };
    const apply = () => {
      cancel();
      send({ type: 'RESET', params: paramsNow() });
    };
    pendingReset.current = apply;
    frame = requestAnimationFrame(() => {
      frame = null;
      // A task posted from a frame's callback runs once that frame is drawn.
      timer = setTimeout(apply, 0);
    });
    return cancel;
  });
  // A breakpoint set or cleared reaches the run-to-be while editing and the run under way (running
  // or paused); an ended run takes them from the params of its next start.
  useEditorEffect(editor, selectBreakpoints, (breakpoints) => {
    if (!demo) send({ type: 'INPUT', input: { type: 'breakpoints', at: breakpoints } });
  });
  useDemoLoop(actor, demo);

  // The machine refuses Go with nothing to run (a run that ends before it begins) and counts it:
  // each refusal is said aloud, and the status line says so until the next edit.
  useEffect(() => {
    let refusals = actor.getSnapshot().context.stage.refusals;
    const sub = actor.subscribe((snapshot) => {
      const now = snapshot.context.stage.refusals;
      if (now > refusals) announce(t(EMPTY_PROGRAM));
      refusals = now;
    });
    return () => sub.unsubscribe();
  }, [actor]);
  const saidEmpty = usePanel(panels, selectRefused);

  // One event per intent: the machine decides what it means in the run's status. Go and run to the
  // end carry the params a new run takes after an end (the breakpoints as they are now).
  // A control sends after the last edit's reset (applyEdit), so it acts on the program shown.
  const control = useCallback(
    (event: Parameters<PlantankActor['send']>[0]) => {
      applyEdit();
      send(event);
    },
    [applyEdit, send],
  );
  const go = useCallback(() => control({ type: 'START', params: paramsNow() }), [control, paramsNow]);
  // Skip to the end, and the "run to the end" button and key: from editing, a run, a pause or an end.
  const skip = useCallback(() => control({ type: 'FINISH', params: paramsNow() }), [control, paramsNow]);
  const pause = useCallback(() => control({ type: 'PAUSE' }), [control]);
  const reset = useCallback(() => control({ type: 'RESET', params: paramsNow() }), [control, paramsNow]);
  // A step's answer is the board, which shows it in the next frame; the status line and the
  // program's highlight follow it a frame later, as a run's steps do (frameLater), so their render
  // stays out of the press's frame. During a run, STEP pauses there and steps (the machine's rule).
  const step = useCallback(() => {
    applyEdit();
    actor.send({ type: 'STEP' });
  }, [actor, applyEdit]);
  // RoboZZle's run/stop key, as the buttons say it: Go while editing, Reset from any run.
  const runOrReset = useCallback(() => control({ type: 'RUN_TOGGLE', params: paramsNow() }), [control, paramsNow]);

  return { actor, panels, runLevel, runProgram, go, skip, pause, reset, step, runOrReset, saidEmpty };
}

/** What a run of the editor's program takes (the demo's runs take no breakpoints). */
function runParams(level: Level, editor: EditorState, demo: boolean) {
  return { level, program: programOf(editor.draft), breakpoints: demo ? NO_BREAKPOINTS : editor.breakpoints };
}

const selectRunLevel = (s: PlantankSnapshot) => s.context.stage.run.level;
const otherLevel = (shown: PlantankSnapshot, now: PlantankSnapshot) => selectRunLevel(shown) !== selectRunLevel(now);
const selectRunProgram = (s: PlantankSnapshot) => s.context.stage.run.program;
const selectNothing = () => null;
const selectRefused = (s: PlantankSnapshot) => s.context.stage.refusals > 0;
