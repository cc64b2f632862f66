import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { paramsOfGame, restoreSave, tetrisMachine } from '../../machines/tetrisMachine';
import { handlingFromSettings, type TetrisInput, type TetrisParams, type TetrisStage } from '../../machines/tetrisStage';
import { useT, type Translate } from '../../i18n/useT';
import { notify } from '../../stores/notices';
import { useProgress } from '../../stores/progress';
import { useSettings } from '../../stores/settings';
import { Button } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { isRunning, useBusyWhile } from '../useBusyWhile';
import { useGameLifecycle } from '../useGameLifecycle';
import { useReducedMotion } from '../useReducedMotion';
import { GameOverDialog } from './GameOverDialog';
import { GestureHelp } from './GestureHelp';
import { GameView } from './GameView';
import { KeyHints } from './KeyHints';
import { PauseResumeIcon } from './icons';
import { PauseOverlay, ReadyOverlay } from './Overlays';
import type { PlaySpec } from './playRoute';
import { TouchControls, type TouchHandlers } from './TouchControls';
import { useAutoPaused, useStatus } from './useStage';
import { useTetrisControls } from './useTetrisControls';
import { useTetrisFeedback } from './useTetrisFeedback';
import { useTetrisSession } from './useTetrisSession';
import { useCoarsePointer } from './useCoarsePointer';
import { randomSeed } from '../randomSeed';

function describe(t: Translate, params: TetrisParams): string {
  if (params.mode === 'sprint') return t('tetris.describe.sprint');
  if (params.mode === 'ultra') return t('tetris.describe.ultra');
  return t(params.endless ? 'tetris.describe.marathonEndless' : 'tetris.describe.marathon', { level: params.startLevel });
}

interface Initial {
  params: TetrisParams;
  stage?: TetrisStage;
  /** A saved game offered for resuming: what it is (worded when shown, in the language of the moment). */
  resume: { mode: TetrisParams['mode']; level: number; points: number; lines: number } | null;
  /** The save could not be read: the notice to show (and the save is dropped). */
  error: string | null;
}

/** The route's game as a new game's parameters. */
function describeSpec(t: Translate, spec: PlaySpec): string {
  return spec.mode === 'marathon' ? t('tetris.marathonFrom', { level: spec.startLevel }) : t(`tetris.mode.${spec.mode}`);
}

/**
 * The saved game if there is one, whatever the route (a save is dropped only when the player picks a
 * new game), else the route's new game. Pure: no store writes.
 */
function initialGame(spec: PlaySpec, settings: { das: number; arr: number; sdf: number }): Initial {
  const handling = handlingFromSettings(settings);
  const seed = spec.seed ?? randomSeed();
  const params: TetrisParams = { mode: spec.mode, startLevel: spec.startLevel, endless: spec.endless, seed, handling };
  const saved = useProgress.getState().tetris.saved;
  if (saved === null) return { params, resume: null, error: null };
  const restored = restoreSave(saved, handling);
  if (restored instanceof Error) return { params, resume: null, error: restored.message };
  const g = restored.game;
  const summary = { mode: g.mode, level: g.level, points: g.score, lines: g.lines };
  return { params: paramsOfGame(g, handling, seed), stage: restored, resume: summary, error: null };
}

export function PlayScreen({ spec }: { spec: PlaySpec }) {
  const t = useT();
  const settings = useSettings((s) => s.tetris);
  const [initial] = useState(() => initialGame(spec, settings));
  // A saved game is offered beside a new one: the machine takes no game input until the player picks.
  const actor = useActorRef(tetrisMachine, { input: { params: initial.params, stage: initial.stage, choice: initial.resume !== null } });
  const status = useStatus(actor);
  const autoPaused = useAutoPaused(actor);
  const params = useSelector(actor, (s) => s.context.params);
  const [resume, setResume] = useState(initial.resume);
  const boardRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const touchScreen = useCoarsePointer();

  useEffect(() => {
    if (initial.error === null) return;
    // What was wrong is for the console (English, naming the field); the player hears that it was dropped.
    console.warn('Tetris save dropped:', initial.error);
    notify({ id: 'tetris.saveDropped' }, 'warning');
    useProgress.getState().setGame('tetris', (p) => ({ ...p, saved: null }));
  }, [initial.error]);

  const { save, end } = useTetrisSession(actor, { enabled: true, resumed: initial.stage !== undefined });
  const callout = useTetrisFeedback(actor, { sound: true, announce: true, boardRef, reducedMotion });

  // The touch gestures, shown before the first game on a touch screen (once a device) and from the pause panel.
  const gesturesShown = useProgress((s) => s.tetris.gesturesShown === true);
  const [helpOpen, setHelpOpen] = useState(false);
  // The ready panel's go: its Start or Resume button, a tap on it, "Got it" (Enter: useTetrisControls).
  const begin = useCallback(() => actor.send({ type: 'BEGIN' }), [actor]);
  // However the game began from the ready panel (that go, or the first key, button or tap), a touch
  // screen has seen the gestures. "New game" from a saved game's choice is a restart, not this.
  const begunFromPanel = useSelector(actor, (s) => s.context.controlsBound && s.context.restarts === 0);
  const onBegun = useEffectEvent(() => {
    if (touchScreen && !useProgress.getState().tetris.gesturesShown) useProgress.getState().setGame('tetris', (p) => ({ ...p, gesturesShown: true }));
  });
  useEffect(() => {
    if (begunFromPanel) onBegun();
  }, [begunFromPanel]);
  const freshParams = useCallback(
    (): TetrisParams => ({ ...actor.getSnapshot().context.params, seed: spec.seed ?? randomSeed(), handling: handlingFromSettings(useSettings.getState().tetris) }),
    [actor, spec.seed],
  );
  // The route's own game, in place of the saved one.
  const newGame = useCallback(() => {
    useProgress.getState().setGame('tetris', (p) => ({ ...p, saved: null }));
    setResume(null);
    actor.send({ type: 'RESTART', params: { ...freshParams(), mode: spec.mode, startLevel: spec.startLevel, endless: spec.endless } });
  }, [actor, freshParams, spec.mode, spec.startLevel, spec.endless]);
  // Restart (pause panel), Play again (game over) and R are one intent: a new game of this mode, now,
  // from a halted game (the machine ignores it while one is in play).
  const restart = useCallback(() => actor.send({ type: 'RETRY', params: freshParams() }), [actor, freshParams]);
  const resumeGame = useCallback(() => actor.send({ type: 'RESUME' }), [actor]);
  const togglePause = useCallback(() => actor.send({ type: 'TOGGLE_PAUSE' }), [actor]);
  const endGame = useCallback(() => actor.send({ type: 'STOP' }), [actor]);
  // The help opened from the pause panel closes with the pause (adjusted while rendering, not in an effect).
  if (helpOpen && status !== 'PAUSE') setHelpOpen(false);

  useTetrisControls(actor, { keys: settings.keys, boardRef, startKeys: resume === null, enabled: true, retry: restart });
  // Held keys are let go by the machine on every pause (the Tetris stage's onPause).
  const autoPause = useCallback(() => actor.send({ type: 'AUTO_PAUSE' }), [actor]);
  useGameLifecycle({ playing: status === 'RUNNING', pause: autoPause, onHide: save });
  useBusyWhile(actor, isRunning);

  // The buttons under the thumbs are game input like the keys (the machine decides what they mean).
  const touch = useMemo<TouchHandlers>(() => {
    const play = (input: TetrisInput) => actor.send({ type: 'INPUT', input });
    return {
      press: (key) => play({ type: 'press', key }),
      release: (key) => play({ type: 'release', key }),
      act: (action) => play({ type: 'action', action }),
    };
  }, [actor]);

  const modeName = t(`tetris.mode.${params.mode}`);
  const title = t('tetris.title', { mode: modeName });
  let overlay = null;
  if (status === 'READY' && touchScreen && !gesturesShown && resume === null) {
    overlay = <GestureHelp onDone={begin} doneLabel={t('tetris.gotIt')} />;
  } else if (status === 'PAUSE' && helpOpen) {
    overlay = <GestureHelp onDone={() => setHelpOpen(false)} doneLabel={t('tetris.back')} />;
  } else if (status === 'READY') {
    overlay = (
      <ReadyOverlay
        title={resume ? t('tetris.welcomeBack') : modeName}
        detail={resume ? t('tetris.inProgress') : describe(t, params)}
        onStart={begin}
        touch={touchScreen}
        resume={resume ? { summary: t('tetris.resumeSummary', { ...resume, mode: t(`tetris.mode.${resume.mode}`) }), onNewGame: newGame, newGameLabel: t('tetris.newGame', { game: describeSpec(t, spec) }) } : undefined}
      />
    );
  } else if (status === 'PAUSE') {
    overlay = (
      <PauseOverlay autoPaused={autoPaused} onResume={resumeGame} onRestart={restart} onEnd={endGame} onHelp={touchScreen ? () => setHelpOpen(true) : undefined} touch={touchScreen} />
    );
  }

  const running = status === 'RUNNING';
  return (
    <div className="t-screen">
      <ScreenHeader title={title} back="/">
        {/* Hidden, not removed, before and after a game: a box coming into the header as the game
            starts would lay out the whole play area again in the first frame of play. */}
        <Button tone="ghost" aria-label={running ? t('tetris.pause') : t('tetris.resume')} onClick={togglePause} className="px-2" style={running || status === 'PAUSE' ? undefined : { visibility: 'hidden' }}>
          <PauseResumeIcon paused={status === 'PAUSE'} />
        </Button>
      </ScreenHeader>
      <div className="t-body">
        <GameView actor={actor} ghost={settings.ghost} callout={callout} calloutHidden={!running} overlay={overlay} boardRef={boardRef} aside={<KeyHints keys={settings.keys} />} />
        <TouchControls on={touch} />
      </div>
      <GameOverDialog end={end} onPlayAgain={restart} retryHint={!touchScreen} />
    </div>
  );
}
