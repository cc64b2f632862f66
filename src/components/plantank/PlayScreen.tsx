import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { t as translate } from '../../i18n';
import { useT } from '../../i18n/useT';
import {
  CAMPAIGN,
  encodeShare,
  instructionCount,
  parseProgram,
  starRating,
  type CampaignLevel,
  type Level,
  type Program,
  type RunState,
} from '../../logic/plantank/index.ts';
import { statusOf } from '../../machines/gameStatus';
import { plantankMachine, type PlantankSnapshot } from '../../machines/plantankMachine';
import { levelRecord, starCap, withBreakpoints, withHint, withSolutionShown, withWin } from '../../stores/games/plantankProgress';
import { HINT_BUDGET_MS, type HintAnswer } from '../../workers/plantankHint';
import { notify } from '../../stores/notices';
import { useProgress } from '../../stores/progress';
import { useSettings } from '../../stores/settings';
import { Button, ButtonLink } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { announce } from '../ui/announce';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useGameLifecycle } from '../useGameLifecycle';
import { breakpointsFor, editorReducer, type CursorMove, type EditorState, type SlotRef, type Tool } from '../../logic/plantank/editorState';
import { HintPanel } from './hint/HintPanel';
import { instructionWords, slotName } from './hint/hintText';
import { useHint } from './hint/useHint';
import { RedoIcon, ShareIcon, UndoIcon } from './icons';
import { FirstLevelCoach } from './Coach';
import { KeyboardHelp } from './KeyboardHelp';
import { campaignNumber } from './levelAccess';
import { DragGhost, Palette } from './Palette';
import { draftInstructionCount, draftToProgram, emptyDraft, programToDraft } from '../../logic/plantank/programDraft';
import { frameLater } from '../board/frameLater';
import { BoardView, ProgramView, RunControlsView, SpeedSync, StatusView, usePanel, type PlantankActor } from './RunViews';
import { useDemoLoop, DEMO_SPEED } from './useDemoLoop';
import { useProgramDrag, type DragSource } from './useProgramDrag';
import { usePlayKeys } from './usePlayKeys';
import { useProgramSaver } from './useProgramSaver';
import { useRunFeedback } from './useRunFeedback';
import { WinView } from './WinDialog';
import { chapterTitle, isCampaignText, levelDescription, levelTitle } from './words';

export interface PlayScreenProps {
  level: Level;
  /** The campaign entry (par, chapter, next level) when the level is one of the campaign's. */
  campaign?: CampaignLevel;
  /** The editor to start with (the saved program, or a shared one over it). */
  initialEditor: EditorState;
  /** 'demo' runs the campaign's long solutions by itself, saves nothing and stays silent (benchmark). */
  mode?: 'play' | 'demo';
  /**
   * Called with the winning program when a run wins (the level designer's test play: its proof).
   * That proof must be the designer's own program, and an unproved level is not to be spread: with
   * it the screen offers no hint, no solution and no Share.
   */
  onWin?: (program: Program) => void;
}

export function PlayScreen({ level, campaign, initialEditor, mode = 'play', onWin }: PlayScreenProps) {
  const demo = mode === 'demo';
  // The designer's test play (onWin): no hint, no solution, no share link.
  const proving = onWin !== undefined;
  const t = useT();
  const progressId = !demo && campaign ? campaign.id : null;
  // A campaign level's breakpoints come back with its saved program.
  const [editor, dispatch] = useReducer(editorReducer, initialEditor, (e): EditorState => {
    if (!progressId || e.breakpoints.length > 0) return e;
    const saved = levelRecord(useProgress.getState().plantank, progressId).breakpoints;
    return saved.length > 0 ? { ...e, breakpoints: breakpointsFor(e.draft, saved) } : e;
  });
  const program = useMemo(() => draftToProgram(editor.draft), [editor.draft]);
  const speedSetting = useSettings((s) => s.plantank.speed);
  const speed = demo ? DEMO_SPEED : speedSetting;
  const breakpoints = demo ? NO_BREAKPOINTS : editor.breakpoints;

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
  // Saved with the program, once the player has changed them.
  const savedBreakpoints = useRef(breakpoints);
  useEffect(() => {
    if (!progressId || savedBreakpoints.current === breakpoints) return;
    savedBreakpoints.current = breakpoints;
    useProgress.getState().setGame('plantank', (p) => withBreakpoints(p, progressId, breakpoints));
  }, [progressId, breakpoints]);
  useDemoLoop(actor, demo);
  const onRunEnd = useCallback(
    (ended: RunState) => {
      if (ended.outcome === 'won' && !demo) onWin?.(ended.program);
      if (ended.outcome !== 'won' || !campaign || !progressId) return;
      const n = instructionCount(ended.program);
      useProgress.getState().setGame('plantank', (p) => withWin(p, progressId, n, starRating(n, campaign.par)));
    },
    [campaign, progressId, demo, onWin],
  );
  useRunFeedback(actor, !demo, onRunEnd);
  const flush = useProgramSaver(progressId, editor);
  const autoPause = useCallback(() => {
    if (!demo) actor.send({ type: 'AUTO_PAUSE' });
  }, [actor, demo]);
  // The page keeps scrolling during a run (the editor sits under the board on a phone): playing false.
  useGameLifecycle({ playing: false, pause: autoPause, onHide: flush });

  const setSpeed = useCallback((s: number) => useSettings.getState().update('plantank', { speed: s }), []);
  // Go with nothing to run says so instead of running nothing (a run that ends before it begins).
  const [emptyGoFor, setEmptyGoFor] = useState<typeof program | null>(null);
  // Go runs again from the start after an end: with the breakpoints as they are now.
  const go = useCallback(() => {
    if (statusOf(actor.getSnapshot()) === 'READY' && instructionCount(program) === 0) {
      setEmptyGoFor(program);
      announce(translate(EMPTY_PROGRAM));
      return;
    }
    send({ type: 'START', params: { level, program, speed, breakpoints } });
  }, [actor, send, program, level, speed, breakpoints]);
  // Skip to the end, and the "run to the end" button and key: from editing it starts the run; a
  // paused or ended run goes on (or again) first: the machine takes the finish from a running run.
  const skip = useCallback(() => {
    const status = statusOf(actor.getSnapshot());
    if (status === 'READY' && instructionCount(program) === 0) {
      setEmptyGoFor(program);
      announce(translate(EMPTY_PROGRAM));
      return;
    }
    if (status !== 'RUNNING') actor.send({ type: 'START', params: { level, program, speed, breakpoints } });
    send({ type: 'INPUT', input: { type: 'finish' } });
  }, [actor, send, program, level, speed, breakpoints]);
  const pause = useCallback(() => send({ type: 'PAUSE' }), [send]);
  const reset = useCallback(() => send({ type: 'RESET', params: { level, program, speed, breakpoints } }), [send, level, program, speed, breakpoints]);
  // A step's answer is the board, which shows it in the next frame; the status line and the
  // program's highlight follow it a frame later, as a run's steps do (frameLater), so their render
  // stays out of the press's frame. During a run, STEP pauses there and steps (the machine's rule).
  const step = useCallback(() => actor.send({ type: 'STEP' }), [actor]);

  // Hints: counted per level in the progress store (campaign levels), on this screen otherwise.
  // Numbers, not the record: a record read from an older save is made afresh at each read.
  const savedHints = useProgress((s) => (progressId ? levelRecord(s.plantank, progressId).hints : 0));
  const solutionShown = useProgress((s) => (progressId ? levelRecord(s.plantank, progressId).solutionShown : false));
  const [localHints, setLocalHints] = useState(0);
  const hintsUsed = progressId ? savedHints : localHints;
  const cap = progressId ? starCap({ hints: savedHints, solutionShown }) : undefined;
  const onHint = useCallback(() => {
    if (progressId) useProgress.getState().setGame('plantank', (p) => withHint(p, progressId));
    else setLocalHints((n) => n + 1);
  }, [progressId]);
  const onSolution = useCallback(
    (solution: string) => {
      if (progressId) useProgress.getState().setGame('plantank', (p) => withSolutionShown(p, progressId));
      dispatch({ type: 'replace', draft: programToDraft(parseProgram(solution, level), level) });
    },
    [progressId, level],
  );
  const hint = useHint({ level, draft: editor.draft, onHint, onSolution, budgetMs: HINT_BUDGET_MS });
  const placeHint = useCallback((answer: Extract<HintAnswer, { kind: 'place' | 'change' }>) => {
    const { at, instruction } = answer;
    dispatch({ type: 'set', at, slot: instruction ? { cond: instruction.condition, action: instruction.action } : { cond: null, action: null } });
    announce(instruction ? translate('plantank.play.placed', { what: instructionWords(instruction), slot: slotName(at) }) : translate('plantank.play.cleared', { slot: slotName(at) }));
    // The slot placed takes the focus (the hint's buttons go away with the hint).
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-slot="${at.fn}:${at.slot}"]`)?.focus());
  }, []);
  const hintAt = hint.state.status === 'answered' && (hint.state.answer.kind === 'place' || hint.state.answer.kind === 'change') ? hint.state.answer : null;
  const hintMark = useMemo(
    () => (hintAt ? { at: hintAt.at, says: hintAt.instruction ? t('plantank.play.putHere', { what: instructionWords(hintAt.instruction) }) : t('plantank.play.clearHere') } : null),
    [hintAt, t],
  );
  const onBreakpoint = useCallback((at: SlotRef) => dispatch({ type: 'breakpoint', at }), []);
  // Say what a breakpoint toggle did (the red dot is not seen by everyone).
  const lastBreakpoints = useRef(breakpoints);
  useEffect(() => {
    const before = lastBreakpoints.current;
    lastBreakpoints.current = breakpoints;
    if (before === breakpoints || demo) return;
    const added = breakpoints.find((k) => !before.includes(k));
    const key = added ?? before.find((k) => !breakpoints.includes(k));
    if (!key) return;
    const [fn = 0, slot = 0] = key.split(':').map(Number);
    announce(translate(added ? 'plantank.play.breakpointSet' : 'plantank.play.breakpointRemoved', { slot: slotName({ fn, slot }) }));
  }, [breakpoints, demo]);

  // RoboZZle's run/stop key, as the buttons say it: Go while editing, and from any run (going,
  // paused after a Step, or ended) Reset, back to the start. The status is read at the key: the
  // screen does not render when it changes.
  const runOrReset = () => (statusOf(actor.getSnapshot()) === 'READY' ? go() : reset());
  usePlayKeys({ level, edit: dispatch, hint: proving ? null : hint, step, finish: skip, runOrReset }, !demo);

  const onTap = useCallback((at: SlotRef) => dispatch({ type: 'tap', at }), []);
  const onSelect = useCallback((at: SlotRef) => dispatch({ type: 'select', at }), []);
  const onCursor = useCallback((move: CursorMove) => dispatch({ type: 'cursor', move }), []);
  const onArm = useCallback((tool: Tool) => dispatch({ type: 'arm', tool }), []);
  const onDrop = useCallback((source: DragSource, to: SlotRef) => {
    if (source.kind === 'tool') dispatch({ type: 'apply', tool: source.tool, at: to });
    else dispatch({ type: 'move', from: source.from, to });
  }, []);
  const drag = useProgramDrag(onDrop);

  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const share = async () => {
    let code: string;
    try {
      code = encodeShare(campaign ? { levelId: level.id, program } : { levelId: level.id, program, level });
    } catch (error) {
      // A level too large for a link, or a program it cannot hold: say why, share nothing.
      notify(translate('plantank.share.cannot', { reason: (error as Error).message }), 'warning');
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}#/plantank/share/${code}`;
    try {
      await navigator.clipboard.writeText(url);
      notify(translate('plantank.share.copied'), 'success');
    } catch {
      setShareUrl(url);
    }
  };

  const shownDraft = useMemo(() => (demo ? programToDraft(runProgram, runLevel) : editor.draft), [demo, runProgram, runLevel, editor.draft]);
  const shownLevel = runLevel;
  const count = draftInstructionCount(shownDraft);
  const number = campaign ? campaignNumber(campaign.id) : undefined;
  const chapter = campaign ? chapterTitle(campaign.chapter) : undefined;
  const ownWords = !isCampaignText(shownLevel);

  return (
    <div className="pb-10">
      <ScreenHeader title={demo ? t('plantank.play.demoTitle') : t('plantank.name')} back="/">
        <ButtonLink href="/plantank/levels" tone="ghost" aria-label={t('plantank.levels.title')}>
          {t('plantank.play.levels')}
        </ButtonLink>
      </ScreenHeader>
      <div className="pt-layout pt-layout-play mx-auto w-full max-w-6xl px-3">
        <section className="pt-area-board" aria-labelledby="pt-level-title">
          <div className="w-full max-w-2xl text-center">
            <h2 id="pt-level-title" className="font-display text-lg font-bold text-ink-100 sm:text-xl">
              {number !== undefined && <span className="num mr-2 text-accent-300">{number}</span>}
              {/* A level drawn by a player keeps its author's words in every language. */}
              <span translate={ownWords ? 'no' : undefined}>{levelTitle(shownLevel)}</span>
            </h2>
            <p className="text-sm text-ink-300">
              {chapter && <span className="font-semibold text-ink-200">{chapter} · </span>}
              {shownLevel.description !== undefined ? (
                <span translate={ownWords ? 'no' : undefined}>{levelDescription(shownLevel)}</span>
              ) : campaign ? (
                ''
              ) : (
                t('plantank.play.sharedLevel')
              )}
            </p>
          </div>
          <BoardView actor={actor} speed={speed} />
          <div className="w-full max-w-2xl">
            <StatusView panels={panels} speed={speed} notice={emptyGoFor === program ? t(EMPTY_PROGRAM) : undefined} onSkip={demo ? undefined : skip} />
          </div>
        </section>
        <section className="pt-area-side" aria-label={t('plantank.play.side')}>
          <SpeedSync actor={actor} speed={speed} />
          {!demo && campaign?.id === CAMPAIGN[0]?.id && <FirstLevelCoach count={count} tool={editor.tool} />}
          <RunControlsView
            panels={panels}
            speed={speed}
            disabled={demo}
            onGo={go}
            onPause={pause}
            onStep={step}
            onReset={reset}
            onSpeed={setSpeed}
            onFinish={demo ? undefined : skip}
          />
          <div className="pt-panel flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-2 px-1">
              <h2 className="font-display text-base font-bold text-ink-100">{t('plantank.program.label')}</h2>
              <p className="num text-sm text-ink-300" data-testid="instruction-count">
                {t('plantank.play.instructions', { count })}
                {campaign && <span className="text-ink-400"> · {t('plantank.play.par', { par: campaign.par })}</span>}
              </p>
            </div>
            <ProgramView
              panels={panels}
              speed={speed}
              draft={shownDraft}
              cursor={editor.cursor}
              drag={drag}
              disabled={demo}
              onTap={onTap}
              onSelect={onSelect}
              onCursor={onCursor}
              breakpoints={breakpoints}
              onBreakpoint={demo ? undefined : onBreakpoint}
              hint={hintMark}
            />
            {!demo && (
              // Wraps rather than spills: Share moves under the rest where its name is long.
              <div className="flex flex-wrap items-center gap-1 pt-1">
                <Button tone="ghost" className="px-2.5 max-[399px]:px-2" onClick={() => dispatch({ type: 'undo' })} disabled={editor.past.length === 0} aria-label={t('plantank.play.undo')} aria-keyshortcuts="Control+Z" title={t('plantank.play.undoTitle')}>
                  <UndoIcon />
                </Button>
                <Button tone="ghost" className="px-2.5 max-[399px]:px-2" onClick={() => dispatch({ type: 'redo' })} disabled={editor.future.length === 0} aria-label={t('plantank.play.redo')} aria-keyshortcuts="Control+Shift+Z" title={t('plantank.play.redoTitle')}>
                  <RedoIcon />
                </Button>
                <Button tone="ghost" className="px-3 whitespace-nowrap max-[399px]:px-2" onClick={() => dispatch({ type: 'replace', draft: emptyDraft(level) })} disabled={count === 0 && editor.draft.every((fn) => fn.every((s) => !s.cond))}>
                  {t('plantank.play.clearAll')}
                </Button>
                {!proving && (
                  <Button tone="ghost" className="ml-auto px-3 max-[399px]:px-2" onClick={() => void share()} aria-label={t('plantank.share.title')}>
                    <ShareIcon /> {t('plantank.share.button')}
                  </Button>
                )}
              </div>
            )}
            {!demo && !proving && (
              <div className="border-t border-ink-700/70 pt-2">
                <HintPanel hint={hint} budgetMs={HINT_BUDGET_MS} hintsUsed={hintsUsed} starCap={cap} onPlace={placeHint} />
              </div>
            )}
          </div>
          {!demo && <Palette level={level} tool={editor.tool} onArm={onArm} drag={drag} />}
          {!demo && <KeyboardHelp />}
        </section>
      </div>
      <DragGhost active={drag.active} ghostRef={drag.ghostRef} draft={shownDraft} />
      <WinView panels={panels} campaign={campaign} progressId={progressId} enabled={!demo} onReplay={reset} hintsUsed={hintsUsed} />
      <Dialog open={shareUrl !== null} title={t('plantank.share.title')} onClose={() => setShareUrl(null)}>
        <p className="mb-2 text-sm text-ink-200">{t('plantank.share.copyThis')}</p>
        <input readOnly value={shareUrl ?? ''} aria-label={t('plantank.share.link')} className="mb-4 w-full rounded-lg bg-ink-800 p-2 text-sm text-ink-100" onFocus={(e) => e.currentTarget.select()} />
        <Button tone="primary" className="w-full" onClick={() => setShareUrl(null)}>
          {t('plantank.share.done')}
        </Button>
      </Dialog>
    </div>
  );
}

const EMPTY_PROGRAM = 'plantank.play.empty';
const NO_BREAKPOINTS: readonly string[] = [];

const selectRunLevel = (s: PlantankSnapshot) => s.context.stage.run.level;
const otherLevel = (shown: PlantankSnapshot, now: PlantankSnapshot) => selectRunLevel(shown) !== selectRunLevel(now);
const selectRunProgram = (s: PlantankSnapshot) => s.context.stage.run.program;
