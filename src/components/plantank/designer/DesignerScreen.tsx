import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useParams } from 'wouter';
import {
  createDesigner,
  designerReducer,
  designProblems,
  isProven,
  playKey,
  proofOf,
  shareBlocker,
  starterLevel,
  type DesignerState,
  type DesignTool,
} from '../../../logic/plantank/designer.ts';
import { emptyProgram, encodeShare, formatProgram, type Level, type Program } from '../../../logic/plantank/index.ts';
import { myLevel, MyLevelsFullError, newMyLevelId, usePlantankLevels, type MyLevel } from '../../../stores/games/plantankLevels';
import { notify } from '../../../stores/notices';
import { Button, ButtonLink } from '../../ui/Button';
import { announce } from '../../ui/announce';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { createEditor } from '../editorState';
import { RedoIcon, UndoIcon } from '../icons';
import { PlayScreen } from '../PlayScreen';
import { emptyDraft, programToDraft, type Draft } from '../programDraft';
import { DesignBoard, type Cell } from './DesignBoard';
import { LevelPanel, RulesPanel } from './DesignPanels';
import { DesignTools, TOOL_INFO, toolForKey } from './DesignTools';
import { MyLevels } from './MyLevels';
import { PastePanel } from './PastePanel';
import { ProofPanel } from './ProofPanel';
import { useSolveWorker } from './useSolveWorker';
import './designer.css';

/** Where the designer starts: a saved level named in the route, the design left last time, or a new one. */
function initialDesign(id: string | undefined): DesignerState {
  const store = usePlantankLevels.getState();
  if (id !== undefined) {
    const saved = myLevel(store, id);
    if (saved) return withProof(createDesigner(saved.level), saved.level, saved.proof);
    notify(`There is no level "${id.slice(0, 40)}" in My levels on this device: the designer opens your last design instead.`, 'warning');
  }
  const { draft } = store;
  if (draft.level) return withProof(createDesigner(draft.level), draft.level, draft.proof);
  return createDesigner(starterLevel(newMyLevelId()));
}

function withProof(state: DesignerState, level: Level, program: string): DesignerState {
  const proof = program === '' ? null : proofOf(level, program);
  return proof ? { ...state, proof } : state;
}

const isTextField = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);

/** Saves the design in progress a moment after each change, and at once when the screen closes. */
function useDraftSaver(state: DesignerState): void {
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const write = useCallback(() => {
    const s = latest.current;
    usePlantankLevels.getState().setDraft({ level: s.level, proof: isProven(s) && s.proof ? s.proof.program : '' });
  }, []);
  const pending = useRef(false);
  useEffect(() => {
    pending.current = true;
    const t = setTimeout(() => {
      pending.current = false;
      write();
    }, 400);
    return () => clearTimeout(t);
  }, [state.level, state.proof, write]);
  useEffect(
    () => () => {
      if (pending.current) write();
    },
    [write],
  );
}

/**
 * The level designer (#/plantank/design, or /design/<id> for a saved level): draw a board, set the
 * program's rules, prove the level in test play, then share or save it. Test play is the play
 * screen itself, told to report a win.
 */
export default function DesignerScreen() {
  const { id } = useParams<{ id?: string }>();
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
  const blocker = shareBlocker(state);
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

  // Undo and redo, and the tool keys, wherever focus is but in a text field (which has its own undo).
  useEffect(() => {
    if (testing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTextField(e.target)) return;
      const k = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && !e.altKey) {
        if (k === 'z' && !e.shiftKey) dispatch({ type: 'undo' });
        else if ((k === 'z' && e.shiftKey) || k === 'y') dispatch({ type: 'redo' });
        else return;
        e.preventDefault();
        return;
      }
      if (e.altKey) return;
      if (k === 'q' || k === 'e') {
        dispatch({ type: 'turnTank', by: k === 'q' ? -1 : 1 });
        e.preventDefault();
        return;
      }
      const t = toolForKey(e.key);
      if (t) {
        setTool(t);
        announce(`${TOOL_INFO[t].name}: ${TOOL_INFO[t].help.toLowerCase()}.`);
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [testing]);

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
    notify(`Opened "${fresh.title}". Undo brings your previous design back.`, 'success');
  };
  const onEdit = (entry: MyLevel) => {
    open(entry.level, entry.proof);
    window.scrollTo?.(0, 0);
  };
  const onNew = () => open(starterLevel(newMyLevelId(), level.grid));

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
      setLink({ url: `${window.location.origin}${window.location.pathname}#/plantank/share/${code}`, level, withSolution });
    } catch (error) {
      notify(`This level cannot be shared: ${(error as Error).message}.`, 'warning');
    }
  };
  const save = () => {
    if (blocker || !proof || par === null) return;
    try {
      usePlantankLevels.getState().save({ level: { ...level, solution: proof.program }, proof: proof.program, par });
      notify(`"${level.title}" is saved in My levels.`, 'success');
    } catch (error) {
      if (error instanceof MyLevelsFullError) notify(error.message, 'warning');
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
                  <strong className="text-success-500">Proved!</strong> Go back to the designer to share or save it.
                </>
              ) : (
                <>
                  <strong className="text-accent-300">Test play.</strong> Win your level with a program of your own to prove it.
                </>
              )}
            </p>
            <Button tone={proven ? 'primary' : 'secondary'} onClick={() => setTesting(false)}>
              Back to the designer
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
      <ScreenHeader title="Level designer" back="/plantank/levels" backLabel="Levels">
        <Button tone="ghost" className="px-3" onClick={onNew}>
          New
        </Button>
      </ScreenHeader>
      <div className="pt-layout mx-auto w-full max-w-6xl px-3">
        <section className="pt-area-board dz-board-area" aria-label="Board">
          <h2 className="w-full max-w-2xl truncate text-center font-display text-lg font-bold text-ink-100 sm:text-xl">{level.title || 'Untitled level'}</h2>
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
              <Button tone="ghost" className="px-2.5" onClick={() => dispatch({ type: 'undo' })} disabled={state.past.length === 0} aria-label="Undo" aria-keyshortcuts="Control+Z" title="Undo (Ctrl+Z)">
                <UndoIcon />
              </Button>
              <Button tone="ghost" className="px-2.5" onClick={() => dispatch({ type: 'redo' })} disabled={state.future.length === 0} aria-label="Redo" aria-keyshortcuts="Control+Shift+Z Control+Y" title="Redo (Ctrl+Shift+Z)">
                <RedoIcon />
              </Button>
              <span className="flex-1" />
              <span className="text-sm whitespace-nowrap text-ink-300 max-[359px]:hidden">Tank</span>
              <Button tone="ghost" className="px-3 whitespace-nowrap" onClick={() => dispatch({ type: 'turnTank', by: -1 })} aria-label="Turn the tank left" aria-keyshortcuts="Q" title="Turn the tank left (Q)">
                <span aria-hidden="true">⟲</span> Left
              </Button>
              <Button tone="ghost" className="px-3 whitespace-nowrap" onClick={() => dispatch({ type: 'turnTank', by: 1 })} aria-label="Turn the tank right" aria-keyshortcuts="E" title="Turn the tank right (E)">
                Right <span aria-hidden="true">⟳</span>
              </Button>
            </div>
            <div role="status" aria-live="polite" data-testid="design-problems">
              {problems.length > 0 ? (
                <ul className="dz-problems flex flex-col gap-1 rounded-xl border border-danger-500/40 bg-danger-500/10 p-2 text-sm text-ink-100">
                  {problems.slice(0, 6).map((p) => (
                    <li key={p.text}>{p.text}</li>
                  ))}
                  {problems.length > 6 && <li>And {problems.length - 6} more.</li>}
                </ul>
              ) : (
                <p className="text-center text-sm text-ink-300">The level is well-formed. {proof ? '' : 'Win it in test play to share it.'}</p>
              )}
            </div>
          </div>
        </section>
        <div className="pt-area-side">
          <ProofPanel
            proof={proof}
            testBlocker={problems.length > 0 ? 'Fix the problems under the board to test your level.' : null}
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
            <summary className="cursor-pointer font-semibold text-ink-200">Keyboard</summary>
            <p className="mt-2">
              Arrow keys move the cursor on the board; Space or Enter applies the tool. R, G, B paint; X removes a tile; S places a star; T places the tank (on the tank, it turns it); Q and E turn
              the tank. Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.
            </p>
          </details>
          <ButtonLink href="/plantank/levels" tone="ghost">
            Plan Tank levels
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
