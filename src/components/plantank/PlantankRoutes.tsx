import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Redirect, useRouter } from 'wouter';
import { campaignLevel, type CampaignLevel } from '../../logic/plantank/index.ts';
import { levelRecord } from '../../stores/games/plantankProgress';
import { loadArea, type Area, type MessageId } from '../../i18n';
import { richText } from '../../i18n/rich';
import { preloadAreas, useAreas, withAreas } from '../../i18n/useArea';
import { useT } from '../../i18n/useT';
import { notify } from '../../stores/notices';
import { useProgress } from '../../stores/progress';
import { afterNextFrame } from '../board/frameLater';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { loadDesigner } from './designer/loadDesigner';
import { createEditor, type EditorState } from '../../logic/plantank/editorState';
import { firstUnsolvedLevel } from './levelAccess';
import { LevelsScreen } from './LevelsScreen';
import { openEditor, openShare, readSavedProgram, ShareProblem, type SharedLevel } from './openLevel';
import { programProblemMessage } from './programProblemWords';
import { isShareProblem, SHARE_PROBLEM_AREAS, shareProblemText } from './shareWords';
import { PlayScreen } from './PlayScreen';
import { programToDraft } from '../../logic/plantank/programDraft';
import { demoLevels, demoParams } from './useDemoLoop';
import { planTankPath, planTankRoute, type PlanTankRoute } from './planTankRoute';
import { ALL_CHAPTER_AREAS, levelAreas } from './words';
import './plantank.css';
import './tankBoard.css';
import './runStatus.css';
import './programEditor.css';
import './palette.css';
import './hintPanel.css';
import './plantankScreens.css';

const DesignerScreen = lazy(loadDesigner);

/**
 * Plan Tank's screens, nested under #/plantank (the table: planTankRoute.ts). A broken share link
 * says what is wrong; the designer is loaded on its own, so the play screen does not grow.
 */
export default function PlantankRoutes() {
  usePreloadLevelsScreen();
  const route = usePlanTankRoute();
  switch (route.screen) {
    case 'continue':
      return <ContinueRoute />;
    case 'levels':
      return <LevelsScreen />;
    case 'play':
      return <PlayRoute levelId={route.levelId} />;
    case 'share':
      return <ShareRoute code={route.code} />;
    case 'demo':
      return <DemoRoute />;
    case 'design':
      return (
        <Suspense fallback={<DesignerLoading />}>
          <DesignerScreen id={route.id} />
        </Suspense>
      );
    case 'unknown':
      return <Redirect to={`~${planTankPath({ screen: 'levels' })}`} replace />;
  }
}

/**
 * The route in the address, from the router's location as written: the router's own path decodes
 * percent escapes, and a share code may hold escaped characters that the share format needs to keep.
 */
function usePlanTankRoute(): PlanTankRoute {
  const router = useRouter();
  const [location] = router.hook(router);
  return planTankRoute(location) ?? { screen: 'unknown' };
}

/** The words the screen in the address shows first (the levels screen, a level's chapter). */
function routeAreas(hash: string): Area[] {
  const route = planTankRoute(hash);
  switch (route?.screen) {
    case 'levels':
      return LEVELS_SCREEN_AREAS;
    case 'continue':
      return levelAreas(firstUnsolvedLevel(useProgress.getState().plantank));
    case 'play': {
      const level = campaignLevel(route.levelId);
      return level ? levelAreas(level) : ['plantank-errors'];
    }
    default:
      return [];
  }
}

/**
 * Loads the words of the screen in the address beside the route's code (App.tsx), so that a link to
 * a level waits for one round trip of words, not two. The screens ask for their own words too (useAreas).
 */
export function loadRouteWords(): Promise<void> {
  return Promise.all(routeAreas(window.location.hash).map(loadArea)).then(
    () => undefined,
    () => undefined,
  );
}

const LEVELS_SCREEN_AREAS: Area[] = ['plantank-levels', ...ALL_CHAPTER_AREAS];

/**
 * A pointer over (or the focus on) a link to the levels screen fetches its words: the screen that
 * follows the click opens in them rather than after a "Loading…". The fetch starts once the next
 * frame is drawn: a touch's pointerover comes in the same task as its press, whose look comes first.
 */
function usePreloadLevelsScreen() {
  useEffect(() => {
    let pending: (() => void) | null = null;
    const onIntent = (event: Event) => {
      const href = event.target instanceof Element ? event.target.closest('a[href]')?.getAttribute('href') : null;
      if (pending || !href || planTankRoute(href)?.screen !== 'levels') return;
      pending = afterNextFrame(() => {
        pending = null;
        preloadAreas(LEVELS_SCREEN_AREAS);
      });
    };
    const options = { capture: true, passive: true };
    for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, options);
    return () => {
      pending?.();
      for (const type of ['pointerover', 'focusin', 'touchstart']) document.removeEventListener(type, onIntent, options);
    };
  }, []);
}

function DesignerLoading() {
  const t = useT();
  return <p className="p-6 text-center text-ink-300">{t('plantank.routes.loadingDesigner')}</p>;
}

/** The editor with the saved program of a campaign level (a shared program over it, if any). */
function campaignEditor(level: CampaignLevel, shared?: SharedLevel['draft']): EditorState {
  const saved = readSavedProgram(level, levelRecord(useProgress.getState().plantank, level.id).program);
  if (saved.problem !== null) {
    const problem = programProblemMessage(saved.problem);
    // A notice in catalog words follows a switch of language; its words come before it shows.
    withAreas(['plantank-errors'], () =>
      notify({ id: 'plantank.routes.savedUnreadable', values: { title: { id: `plantank.level.${level.id}.title` as MessageId }, problem } }, 'warning'),
    );
  }
  return openEditor(level, saved.draft, shared);
}

function CampaignScreen({ level }: { level: CampaignLevel }) {
  useAreas(...levelAreas(level));
  const [editor] = useState(() => campaignEditor(level));
  return <PlayScreen level={level} campaign={level} initialEditor={editor} />;
}

function ContinueRoute() {
  // Chosen once: winning here must not swap the level under the player's feet.
  const [level] = useState(() => firstUnsolvedLevel(useProgress.getState().plantank));
  return <CampaignScreen key={level.id} level={level} />;
}

function PlayRoute({ levelId }: { levelId: string }) {
  const t = useT();
  const level = campaignLevel(levelId);
  useAreas(...(level ? [] : ['plantank-errors' as const]));
  if (!level) {
    return (
      <Problem title={t('plantank.routes.notFound')}>
        {richText(t, 'plantank.routes.notFoundBody', {
          id: (
            <code className="rounded bg-ink-800 px-1" translate="no">
              {levelId}
            </code>
          ),
        })}
      </Problem>
    );
  }
  return <CampaignScreen key={level.id} level={level} />;
}

function ShareRoute({ code }: { code: string }) {
  const t = useT();
  // Decoding is pure: a render that waits for words below decodes again, nothing else.
  const opened = useMemo(() => {
    try {
      return { shared: openShare(code), error: null };
    } catch (error) {
      if (isShareProblem(error)) return { shared: null, error };
      throw error;
    }
  }, [code]);
  // A problem that names a campaign level says its title: that chapter's words too.
  const problemLevel = opened.error instanceof ShareProblem ? opened.error.level : undefined;
  useAreas(...(opened.shared ? levelAreas(opened.shared.level) : [...SHARE_PROBLEM_AREAS, ...levelAreas(problemLevel)]));
  if (!opened.shared) {
    return (
      <Problem title={t('plantank.routes.brokenLink')}>
        <span className="block">{t('plantank.routes.brokenLinkBody', { reason: shareProblemText(opened.error) })}</span>
        <span className="mt-2 block text-ink-300">{t('plantank.routes.untouched')}</span>
      </Problem>
    );
  }
  return <SharedScreen key={code} shared={opened.shared} />;
}

function SharedScreen({ shared }: { shared: SharedLevel }) {
  const [editor] = useState(() => (shared.campaign ? campaignEditor(shared.campaign, shared.draft) : createEditor(shared.level, shared.draft)));
  return <PlayScreen level={shared.level} campaign={shared.campaign} initialEditor={editor} />;
}

function DemoRoute() {
  // The demo goes through the whole campaign.
  useAreas(...ALL_CHAPTER_AREAS);
  const [start] = useState(() => {
    const params = demoParams(0);
    return { level: demoLevels()[0] as CampaignLevel, editor: createEditor(params.level, programToDraft(params.program, params.level)) };
  });
  return <PlayScreen level={start.level} initialEditor={start.editor} mode="demo" />;
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <div>
      <ScreenHeader title={t('plantank.name')} back="/" />
      <div className="mx-auto flex max-w-md flex-col gap-4 p-6 text-center" role="alert">
        <h2 className="font-display text-2xl font-bold text-danger-500">{title}</h2>
        <p className="text-ink-100">{children}</p>
        <ButtonLink href={planTankPath({ screen: 'levels' })} tone="primary">
          {t('plantank.levels.title')}
        </ButtonLink>
      </div>
    </div>
  );
}
