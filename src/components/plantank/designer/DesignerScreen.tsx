import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { currentLocale } from '../../../i18n';
import { withAreas } from '../../../i18n/useArea';
import { useT } from '../../../i18n/useT';
import { designerReducer, designProblems, isProven, playKey, shareBlockerCode, type DesignTool } from '../../../logic/plantank/designer.ts';
import { emptyProgram, encodeShare, formatProgram, type Level, type Program } from '../../../logic/plantank/index.ts';
import { MAX_MY_LEVELS, myLevel, MyLevelsFullError, newMyLevelId, usePlantankLevels, type MyLevel } from '../../../stores/games/plantankLevels';
import { notify } from '../../../stores/notices';
import { Button, ButtonLink } from '../../ui/Button';
import { announce } from '../../ui/announce';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { createEditor } from '../../../logic/plantank/editorState';
import { PlayScreen } from '../PlayScreen';
import { UndoRedoButtons } from '../UndoRedoButtons';
import { HISTORY_KEYS } from '../historyKeys';
import { useGameKeys, type Bindings, type GameKeyOptions } from '../../input/useGameKeys';
import { emptyDraft, programToDraft, type Draft } from '../../../logic/plantank/programDraft';
import { DesignBoard, type Cell } from './DesignBoard';
import { LevelPanel, RulesPanel } from './DesignPanels';
import { DesignTools, TOOL_INFO, TOOL_KEYS } from './DesignTools';
import { MyLevels } from './MyLevels';
import { PastePanel } from './PastePanel';
import { ProofPanel } from './ProofPanel';
import { initialDesign, starter, useDraftSaver } from './designerSession';
import { problemText } from './designerWords';
import { shareUrl } from '../planTankRoute';
import { SHARE_PROBLEM_AREAS, shareProblem } from '../shareWords';
import { useSolveWorker } from './useSolveWorker';
import './designer.css';

type DesignerCommand = 'undo' | 'redo' | 'turnLeft' | 'turnRight' | `tool:${DesignTool}`;

const DESIGNER_KEYS: Bindings<DesignerCommand> = {
  ...HISTORY_KEYS,
  turnLeft: ['KeyQ', 'Shift+KeyQ'],
  turnRight: ['KeyE', 'Shift+KeyE'],
  ...Object.fromEntries(Object.entries(TOOL_KEYS).map(([tool, keys]) => [`tool:${tool}`, keys])),
};
// Undo and redo repeat when held, as in the program editor.
const DESIGNER_KEY_OPTIONS: GameKeyOptions<DesignerCommand> = { modifiers: 'chord', repeats: ['undo', 'redo'] };

/**
 * The level designer (#/plantank/design, or /design/<id> for a saved level): draw a board, set the
 * program's rules, prove the level in test play, then share or save it. Test play is the play
 * screen itself, told to report a win.
 */
export default function DesignerScreen({ id }: { id?: string }) {
  const t = useT();
  const [state, dispatch] = useReducer(designerReducer, id, initialDesign);
  const { level } = state;
  const [tool, setTool] = useState<DesignTool>('B');
  const [cursor, setCursor] = useState<Cell>({ row: level.start.row, col: level.start.col });
  const [testing, setTesting] = useState(false);
  const [testDraft, setTestDraft] = useState<{ key: string; draft: Draft } | null>(null);
  const [withSolution, setWithSolution] = useState(false);
  const [link, setLink] = useState<{ url: string; level: Level; withSolution: boolean } | null>(null);
  const solver = useSolveWorker();
  useDraftSaver(state);

  const key = useMemo(() => playKey(level), [level]);
  const problems = useMemo(() => designProblems(level), [level]);
  const proven = isProven(state);
  const proof = proven ? state.proof : null;
  const blockerCode = shareBlockerCode(state);
  const blocker = blockerCode && t(blockerCode === 'problems' ? 'designer.blocker.problems' : 'designer.blocker.unproven');
  const saved = usePlantankLevels((s) => myLevel(s, level.id));
  const solveIsCurrent = (solver.status.kind === 'searching' || solver.status.kind === 'done') && solver.status.levelKey === key;
  const found = solver.status.kind === 'done' && solveIsCurrent ? solver.status.result : null;
  const par = proof ? Math.min(proof.instructions, found?.program ? found.instructions : Infinity) : null;

  // Keep the cursor on the board when it shrinks.
  const rows = level.items.length;
  const cols = level.items[0]?.length ?? 0;
  const at: Cell = useMemo(() => ({ row: Math.min(cursor.row, rows - 1), col: Math.min(cursor.col, cols - 1) }), [cursor, rows, cols]);

  // A new proof starts the search for the par, once per level (Cancel is not overridden).
  const searchedFor = useRef<string | null>(null);
  const { search } = solver;
  useEffect(() => {
    if (!proven || searchedFor.current === key) return;
    searchedFor.current = key;
    search(level, key);
  }, [proven, key, level, search]);

  // Undo and redo, the tank's turns and the tool keys, wherever focus is but in a text field.
  const onKey = (command: DesignerCommand) => {
    if (command === 'undo' || command === 'redo') dispatch({ type: command });
    else if (command === 'turnLeft' || command === 'turnRight') dispatch({ type: 'turnTank', by: command === 'turnLeft' ? -1 : 1 });
    else {
      const picked = command.slice('tool:'.length) as DesignTool;
      setTool(picked);
      const info = TOOL_INFO[picked];
      announce(t('designer.tool.announce', { name: t(info.name), help: t(info.help).toLocaleLowerCase(currentLocale()) }));
    }
  };
  useGameKeys(DESIGNER_KEYS, { onDown: onKey }, !testing, DESIGNER_KEY_OPTIONS);

  const onApply = useCallback((cell: Cell) => dispatch({ type: 'apply', tool, row: cell.row, col: cell.col }), [tool]);
  const onStrokeStart = useCallback(() => dispatch({ type: 'strokeStart' }), []);
  const onStrokeEnd = useCallback(() => dispatch({ type: 'strokeEnd' }), []);

  const open = useCallback((next: Level, proofText?: string) => {
    dispatch(proofText === undefined ? { type: 'load', level: next } : { type: 'load', level: next, proof: proofText });
    setCursor({ row: next.start.row, col: next.start.col });
    setLink(null);
  }, []);
  const onPaste = (pasted: Level) => {
    const fresh: Level = { ...pasted, id: newMyLevelId() };
    delete fresh.solution;
    open(fresh);
    window.scrollTo?.(0, 0);
    notify({ id: 'designer.notice.opened', values: { title: fresh.title } }, 'success');
  };
  const onEdit = (entry: MyLevel) => {
    open(entry.level, entry.proof);
    window.scrollTo?.(0, 0);
  };
  const onNew = () => open(starter(newMyLevelId(), level.grid));

  const onWin = useCallback(
    (program: Program) => {
      dispatch({ type: 'won', program: formatProgram(program) });
      setTestDraft({ key, draft: programToDraft(program, level) });
    },
    [key, level],
  );

  const share = () => {
    if (blocker || !proof) return;
    const { solution: _s, ...bare } = level;
    try {
      const code = encodeShare({ levelId: level.id, program: withSolution ? proof.program : emptyProgram(level), level: bare });
      setLink({ url: shareUrl(code), level, withSolution });
    } catch (error) {
      const reason = shareProblem(error);
      withAreas(SHARE_PROBLEM_AREAS, () => notify({ id: 'designer.notice.cannotShare', values: { reason } }, 'warning'));
    }
  };
  const save = () => {
    if (blocker || !proof || par === null) return;
    try {
      usePlantankLevels.getState().save({ level: { ...level, solution: proof.program }, proof: proof.program, par });
      notify({ id: 'designer.notice.saved', values: { title: level.title } }, 'success');
    } catch (error) {
      if (error instanceof MyLevelsFullError) notify({ id: 'designer.notice.full', values: { max: MAX_MY_LEVELS } }, 'warning');
      else throw error;
    }
  };
  const savedState = !saved ? 'new' : saved.par === par && playKey(saved.level) === key && saved.level.title === level.title && saved.level.description === level.description ? 'same' : 'changed';

  // Test play and the designer are two screens: each opens at its top.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [testing]);

  if (testing) {
    const draft = testDraft?.key === key ? testDraft.draft : emptyDraft(level);
    return (
      <div className="dz-testing">
        <div className="dz-test-bar">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-3 py-2">
            <p className="flex-1 text-sm text-ink-200" role="status">
              {proven ? (
                <>
                  <strong className="text-success-500">{t('designer.test.proved')}</strong> {t('designer.test.provedHelp')}
                </>
              ) : (
                <>
                  <strong className="text-accent-300">{t('designer.test.play')}</strong> {t('designer.test.playHelp')}
                </>
              )}
            </p>
            <Button tone={proven ? 'primary' : 'secondary'} onClick={() => setTesting(false)}>
              {t('designer.test.back')}
            </Button>
          </div>
        </div>
        <PlayScreen key={key} level={level} initialEditor={createEditor(level, draft)} onWin={onWin} />
      </div>
    );
  }

  const lastLink = link && link.level === level && link.withSolution === withSolution ? link.url : null;
  return (
    <div className="pb-12">
      <ScreenHeader title={t('designer.title')} back="/plantank/levels" backLabel={t('designer.back')}>
        <Button tone="ghost" className="px-3" onClick={onNew}>
          {t('designer.new')}
        </Button>
      </ScreenHeader>
      <div className="pt-layout mx-auto w-full max-w-6xl px-3">
        <section className="pt-area-board dz-board-area" aria-label={t('designer.board')}>
          <h2 className="w-full max-w-2xl truncate text-center font-display text-lg font-bold text-ink-100 sm:text-xl" translate={level.title ? 'no' : undefined}>
            {level.title || t('designer.untitled')}
          </h2>
          <DesignBoard
            level={level}
            tool={tool}
            cursor={at}
            problems={problems}
            onCursor={setCursor}
            onStrokeStart={onStrokeStart}
            onApply={onApply}
            onStrokeEnd={onStrokeEnd}
          />
          <div className="flex w-full max-w-2xl flex-col gap-2">
            <DesignTools tool={tool} onTool={setTool} />
            <div className="flex items-center gap-1">
              <UndoRedoButtons
                history={state}
                dispatch={dispatch}
                words={{ undo: t('designer.undo'), undoTitle: t('designer.undo.title'), redo: t('designer.redo'), redoTitle: t('designer.redo.title') }}
                className="px-2.5 max-[359px]:px-2"
              />
              <span className="flex-1" />
              <span className="dz-tank-word text-sm whitespace-nowrap text-ink-300 max-[359px]:hidden">{t('designer.tank')}</span>
              <Button tone="ghost" className="px-3 whitespace-nowrap max-[359px]:px-1.5" onClick={() => dispatch({ type: 'turnTank', by: -1 })} aria-label={t('designer.turnLeft')} aria-keyshortcuts="Q" title={t('designer.turnLeft.title')}>
                <span className="dz-turn-glyph" aria-hidden="true">
                  ⟲
                </span> {t('designer.left')}
              </Button>
              <Button tone="ghost" className="px-3 whitespace-nowrap max-[359px]:px-1.5" onClick={() => dispatch({ type: 'turnTank', by: 1 })} aria-label={t('designer.turnRight')} aria-keyshortcuts="E" title={t('designer.turnRight.title')}>
                {t('designer.right')} <span className="dz-turn-glyph" aria-hidden="true">
                  ⟳
                </span>
              </Button>
            </div>
            <div role="status" aria-live="polite" data-testid="design-problems">
              {problems.length > 0 ? (
                <ul className="dz-problems flex flex-col gap-1 rounded-xl border border-danger-500/40 bg-danger-500/10 p-2 text-sm text-ink-100">
                  {problems.slice(0, 6).map((p) => (
                    <li key={p.text}>{problemText(p)}</li>
                  ))}
                  {problems.length > 6 && <li>{t('designer.problems.more', { count: problems.length - 6 })}</li>}
                </ul>
              ) : (
                <p className="text-center text-sm text-ink-300">
                  {t('designer.wellFormed')} {proof ? '' : t('designer.winToShare')}
                </p>
              )}
            </div>
          </div>
        </section>
        <div className="pt-area-side">
          <ProofPanel
            proof={proof}
            testBlocker={problems.length > 0 ? t('designer.testBlocker') : null}
            shareBlocker={blocker}
            par={par}
            solve={solver.status}
            solveIsCurrent={solveIsCurrent}
            link={lastLink}
            saved={savedState}
            withSolution={withSolution}
            onWithSolution={setWithSolution}
            onTest={() => setTesting(true)}
            onSearch={() => {
              searchedFor.current = key;
              search(level, key);
            }}
            onCancelSearch={solver.cancel}
            onShare={share}
            onSave={save}
          />
          <LevelPanel level={level} dispatch={dispatch} />
          <RulesPanel level={level} dispatch={dispatch} />
          <PastePanel onOpen={onPaste} />
          <MyLevels currentId={level.id} onEdit={onEdit} />
          <details className="pt-panel p-3 text-sm text-ink-300">
            <summary className="cursor-pointer font-semibold text-ink-200">{t('designer.keyboard')}</summary>
            <p className="mt-2">{t('designer.keyboard.help')}</p>
          </details>
          <ButtonLink href="/plantank/levels" tone="ghost">
            {t('designer.levelsLink')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
