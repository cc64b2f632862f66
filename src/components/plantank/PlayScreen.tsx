import { useCallback, useMemo, useState, type ComponentProps } from 'react';
import { useT } from '../../i18n/useT';
import { CAMPAIGN, instructionCount, starRating, type CampaignLevel, type Level, type Program, type RunState } from '../../logic/plantank/index.ts';
import type { CursorMove, EditorState, SlotRef, Tool } from '../../logic/plantank/editorState';
import { draftInstructionCount, emptyDraft, isEmptyDraft, programToDraft, type Draft } from '../../logic/plantank/programDraft';
import { withWin } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { useSettings } from '../../stores/settings';
import { HINT_BUDGET_MS } from '../../workers/plantankHint';
import { Button, ButtonLink } from '../ui/Button';
import { AfterFirstFrame } from '../ui/AfterFirstFrame';
import { ScreenHeader } from '../ui/ScreenHeader';
import { useNavigatedHere } from '../ui/transitionHashLocation';
import { useGameLifecycle } from '../useGameLifecycle';
import { FirstLevelCoach } from './Coach';
import { createEditorStore, NO_BREAKPOINTS, programOf, selectBreakpoints, selectDraft, selectTool, useEditor, type EditorStore } from './editorStore';
import { HintPanel } from './hint/HintPanel';
import { KeyboardHelp } from './KeyboardHelp';
import { LevelHeading } from './LevelHeading';
import { DragGhost, Palette } from './Palette';
import { BoardView, ProgramView, RunControlsView, SpeedSync, StatusView } from './RunViews';
import { ShareButton } from './ShareButton';
import { UndoRedoButtons } from './UndoRedoButtons';
import { useBreakpoints, withSavedBreakpoints } from './useBreakpoints';
import type { HintControls } from './hint/useHint';
import { useHintMark, usePlayHint } from './usePlayHint';
import { usePlayKeys } from './usePlayKeys';
import { EMPTY_PROGRAM, usePlayRun } from './usePlayRun';
import { useProgramDrag, type DragSource, type ProgramDrag } from './useProgramDrag';
import { useProgramSaver } from './useProgramSaver';
import { RunSpeedScope } from './runSpeed';
import { isRunning, useBusyWhile } from '../useBusyWhile';
import { useRunFeedback } from './useRunFeedback';
import { WinView } from './WinDialog';

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
  // The editor lives outside the screen's state: an edit renders the program panel's parts that
  // show it, not this screen (editorStore.ts).
  const [editor] = useState(() => createEditorStore(withSavedBreakpoints(initialEditor, progressId)));
  const dispatch = editor.dispatch;

  const run = usePlayRun({ level, editor, demo });
  const { actor, panels } = run;
  useBreakpoints(editor, progressId, !demo);
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
  useBusyWhile(actor, isRunning, !demo);
  const setSpeed = useCallback((s: number) => useSettings.getState().update('plantank', { speed: s }), []);

  const { hint, hintsUsed, starCap, placeHint } = usePlayHint({ level, editor, progressId });
  usePlayKeys({ level, edit: dispatch, hint: proving ? null : hint, step: run.step, finish: run.skip, runOrReset: run.runOrReset }, !demo);

  const onBreakpoint = useCallback((at: SlotRef) => dispatch({ type: 'breakpoint', at }), [dispatch]);
  const onTap = useCallback((at: SlotRef) => dispatch({ type: 'tap', at }), [dispatch]);
  const onSelect = useCallback((at: SlotRef) => dispatch({ type: 'select', at }), [dispatch]);
  const onCursor = useCallback((move: CursorMove) => dispatch({ type: 'cursor', move }), [dispatch]);
  const onArm = useCallback((tool: Tool) => dispatch({ type: 'arm', tool }), [dispatch]);
  const onDrop = useCallback(
    (source: DragSource, to: SlotRef) => {
      if (source.kind === 'tool') dispatch({ type: 'apply', tool: source.tool, at: to });
      else dispatch({ type: 'move', from: source.from, to });
    },
    [dispatch],
  );
  const drag = useProgramDrag(onDrop);
  const programNow = useCallback(() => programOf(editor.get().draft), [editor]);

  // The demo shows the program its run runs; play shows the editor's.
  const demoDraft = useMemo(() => (demo && run.runProgram ? programToDraft(run.runProgram, run.runLevel) : null), [demo, run.runProgram, run.runLevel]);
  // A level opened from another screen draws its board first and the editor in a later frame.
  const navigated = useNavigatedHere();

  return (
    <RunSpeedScope demo={demo}>
      <div className="pb-10">
        <ScreenHeader title={demo ? t('plantank.play.demoTitle') : t('plantank.name')} back="/">
          <ButtonLink href="/plantank/levels" tone="ghost" aria-label={t('plantank.levels.title')}>
            {t('plantank.play.levels')}
          </ButtonLink>
        </ScreenHeader>
        <div className="pt-layout pt-layout-play mx-auto w-full max-w-6xl px-3">
          <section className="pt-area-board" aria-labelledby="pt-level-title">
            <LevelHeading level={run.runLevel} campaign={campaign} />
            <BoardView actor={actor} />
            <div className="w-full max-w-2xl">
              <StatusView panels={panels} notice={run.saidEmpty ? t(EMPTY_PROGRAM) : undefined} onSkip={demo ? undefined : run.skip} />
            </div>
          </section>
          <section className="pt-area-side" aria-label={t('plantank.play.side')}>
            <SpeedSync actor={actor} />
            <AfterFirstFrame defer={navigated && !demo}>
              {!demo && campaign?.id === CAMPAIGN[0]?.id && <EditorCoach editor={editor} />}
              <RunControlsView
                panels={panels}
                disabled={demo}
                onGo={run.go}
                onPause={run.pause}
                onStep={run.step}
                onReset={run.reset}
                onSpeed={setSpeed}
                onFinish={demo ? undefined : run.skip}
              />
              <div className="pt-panel flex flex-col gap-2">
                <ProgramHeading editor={editor} demoDraft={demoDraft} par={campaign?.par} />
                <EditorProgramView
                  editor={editor}
                  demo={demo}
                  demoDraft={demoDraft}
                  hint={hint}
                  panels={panels}
                  drag={drag}
                  disabled={demo}
                  onTap={onTap}
                  onSelect={onSelect}
                  onCursor={onCursor}
                  onBreakpoint={demo ? undefined : onBreakpoint}
                />
                {!demo && (
                  // Wraps rather than spills: Share moves under the rest where its name is long.
                  <div className="flex flex-wrap items-center gap-1 pt-1">
                    <EditorHistory editor={editor} />
                    <ClearAll editor={editor} level={level} />
                    {!proving && <ShareButton level={level} campaign={campaign} program={programNow} />}
                  </div>
                )}
                {!demo && !proving && (
                  <div className="border-t border-ink-700/70 pt-2">
                    <HintPanel hint={hint} budgetMs={HINT_BUDGET_MS} hintsUsed={hintsUsed} starCap={starCap} onPlace={placeHint} />
                  </div>
                )}
              </div>
              {!demo && <EditorPalette editor={editor} level={level} onArm={onArm} drag={drag} />}
              {!demo && <KeyboardHelp />}
            </AfterFirstFrame>
          </section>
        </div>
        <EditorDragGhost editor={editor} demoDraft={demoDraft} drag={drag} />
        <WinView panels={panels} campaign={campaign} progressId={progressId} enabled={!demo} onReplay={run.reset} hintsUsed={hintsUsed} />
      </div>
    </RunSpeedScope>
  );
}

/** The program's name, its instruction count and the level's par. */
function ProgramHeading({ editor, demoDraft, par }: { editor: EditorStore; demoDraft: Draft | null; par?: number }) {
  const t = useT();
  const edited = useEditor(editor, selectCount);
  const count = demoDraft ? draftInstructionCount(demoDraft) : edited;
  return (
    <div className="flex items-baseline justify-between gap-2 px-1">
      <h2 className="font-display text-base font-bold text-ink-100">{t('plantank.program.label')}</h2>
      <p className="num text-sm text-ink-300" data-testid="instruction-count">
        {t('plantank.play.instructions', { count })}
        {par !== undefined && <span className="text-ink-400"> · {t('plantank.play.par', { par })}</span>}
      </p>
    </div>
  );
}

/** The program editor with the editor's draft, cursor and breakpoints (a demo: its run's program, no breakpoints), and the slot a hint names marked. */
function EditorProgramView({ editor, demo, demoDraft, hint, ...props }: { editor: EditorStore; demo: boolean; demoDraft: Draft | null; hint: HintControls } & Omit<ComponentProps<typeof ProgramView>, 'hint' | 'draft' | 'cursor' | 'breakpoints'>) {
  const draft = useEditor(editor, selectDraft);
  const cursor = useEditor(editor, selectCursor);
  const breakpoints = useEditor(editor, selectBreakpoints);
  return <ProgramView {...props} draft={demoDraft ?? draft} cursor={cursor} breakpoints={demo ? NO_BREAKPOINTS : breakpoints} hint={useHintMark(hint)} />;
}

function EditorHistory({ editor }: { editor: EditorStore }) {
  const t = useT();
  const past = useEditor(editor, selectPast);
  const future = useEditor(editor, selectFuture);
  return (
    <UndoRedoButtons
      history={{ past, future }}
      dispatch={editor.dispatch}
      words={{ undo: t('plantank.play.undo'), undoTitle: t('plantank.play.undoTitle'), redo: t('plantank.play.redo'), redoTitle: t('plantank.play.redoTitle') }}
      className="px-2.5 max-[399px]:px-2"
    />
  );
}

/** Empties every slot (one undoable edit); off while there is nothing to clear. */
function ClearAll({ editor, level }: { editor: EditorStore; level: Level }) {
  const t = useT();
  const empty = useEditor(editor, selectEmpty);
  return (
    <Button tone="ghost" className="px-3 whitespace-nowrap max-[399px]:px-2" onClick={() => editor.dispatch({ type: 'replace', draft: emptyDraft(level) })} disabled={empty}>
      {t('plantank.play.clearAll')}
    </Button>
  );
}

function EditorPalette({ editor, ...props }: { editor: EditorStore } & Omit<ComponentProps<typeof Palette>, 'tool'>) {
  return <Palette {...props} tool={useEditor(editor, selectTool)} />;
}

function EditorCoach({ editor }: { editor: EditorStore }) {
  return <FirstLevelCoach count={useEditor(editor, selectCount)} tool={useEditor(editor, selectTool)} />;
}

function EditorDragGhost({ editor, demoDraft, drag }: { editor: EditorStore; demoDraft: Draft | null; drag: ProgramDrag }) {
  const draft = useEditor(editor, selectDraft);
  return <DragGhost active={drag.active} ghostRef={drag.ghostRef} draft={demoDraft ?? draft} />;
}

const selectCount = (s: EditorState) => draftInstructionCount(s.draft);
const selectCursor = (s: EditorState) => s.cursor;
const selectPast = (s: EditorState) => s.past;
const selectFuture = (s: EditorState) => s.future;
const selectEmpty = (s: EditorState) => isEmptyDraft(s.draft);
