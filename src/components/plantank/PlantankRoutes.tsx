import { lazy, Suspense, useState } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { campaignLevel, ShareLinkError, type CampaignLevel } from '../../logic/plantank/index.ts';
import { levelRecord } from '../../stores/games/plantankProgress';
import { t } from '../../i18n';
import { richText } from '../../i18n/rich';
import { useT } from '../../i18n/useT';
import { notify } from '../../stores/notices';
import { useProgress } from '../../stores/progress';
import { ButtonLink } from '../ui/Button';
import { ScreenHeader } from '../ui/ScreenHeader';
import { loadDesigner } from './designer/loadDesigner';
import { createEditor, type EditorState } from '../../logic/plantank/editorState';
import { firstUnsolvedLevel } from './levelAccess';
import { LevelsScreen } from './LevelsScreen';
import { openEditor, openShare, readSavedProgram, ShareProblem, type SharedLevel } from './openLevel';
import { PlayScreen } from './PlayScreen';
import { programToDraft } from '../../logic/plantank/programDraft';
import { demoLevels, demoParams } from './useDemoLoop';
import { levelTitle } from './words';
import './plantank.css';
import './tankBoard.css';
import './runStatus.css';
import './programEditor.css';
import './palette.css';
import './hintPanel.css';
import './plantankScreens.css';

const DesignerScreen = lazy(loadDesigner);

/**
 * Plan Tank's screens, nested under #/plantank:
 *   /                 the first open level not yet solved (the URL stays #/plantank)
 *   /levels           the campaign by chapter
 *   /play/:levelId    a campaign level with the program last written for it
 *   /share/:code      a level with a shared program in the editor (a broken link says what is wrong)
 *   /demo             the campaign's long solutions on a loop (benchmark), nothing saved
 *   /design           the level designer, with My levels (loaded on its own: the play screen does not grow)
 *   /design/:id       the designer opening a level from My levels
 */
export default function PlantankRoutes() {
  return (
    <Switch>
      <Route path="/levels" component={LevelsScreen} />
      <Route path="/play/:levelId" component={PlayRoute} />
      <Route path="/share/*" component={ShareRoute} />
      <Route path="/demo" component={DemoRoute} />
      <Route path="/design/:id?">
        <Suspense fallback={<DesignerLoading />}>
          <DesignerScreen />
        </Suspense>
      </Route>
      <Route path="/" component={ContinueRoute} />
      <Route>
        <Redirect to="~/plantank/levels" replace />
      </Route>
    </Switch>
  );
}

function DesignerLoading() {
  const t = useT();
  return <p className="p-6 text-center text-ink-300">{t('plantank.routes.loadingDesigner')}</p>;
}

/** The editor with the saved program of a campaign level (a shared program over it, if any). */
function campaignEditor(level: CampaignLevel, shared?: SharedLevel['draft']): EditorState {
  const saved = readSavedProgram(level, levelRecord(useProgress.getState().plantank, level.id).program);
  if (saved.problem) notify(t('plantank.routes.savedUnreadable', { title: levelTitle(level), problem: saved.problem }), 'warning');
  return openEditor(level, saved.draft, shared);
}

function CampaignScreen({ level }: { level: CampaignLevel }) {
  const [editor] = useState(() => campaignEditor(level));
  return <PlayScreen level={level} campaign={level} initialEditor={editor} />;
}

function ContinueRoute() {
  // Chosen once: winning here must not swap the level under the player's feet.
  const [level] = useState(() => firstUnsolvedLevel(useProgress.getState().plantank));
  return <CampaignScreen key={level.id} level={level} />;
}

function PlayRoute() {
  const { levelId = '' } = useParams<{ levelId: string }>();
  const t = useT();
  const level = campaignLevel(levelId);
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

/**
 * The code is read from the raw hash: the router decodes percent escapes in the path, and a level
 * id may hold escaped characters that the share format needs to keep.
 */
function shareCode(): string {
  const match = /^#\/?plantank\/share\/(.*)$/.exec(window.location.hash);
  return match?.[1] ?? '';
}

function ShareRoute() {
  const code = shareCode();
  const t = useT();
  const [opened] = useState(() => {
    try {
      const shared = openShare(code);
      const editor = shared.campaign ? campaignEditor(shared.campaign, shared.draft) : createEditor(shared.level, shared.draft);
      return { shared, editor, error: null };
    } catch (error) {
      if (error instanceof ShareProblem) return { shared: null, editor: null, error: error.message, say: error.say };
      if (error instanceof ShareLinkError) return { shared: null, editor: null, error: error.message };
      throw error;
    }
  });
  if (!opened.shared || !opened.editor) {
    return (
      <Problem title={t('plantank.routes.brokenLink')}>
        <span className="block">
          {/* The share format's own reasons are in English (the logic's contract): marked as such. */}
          {'say' in opened && opened.say
            ? t('plantank.routes.brokenLinkBody', { reason: opened.say() })
            : richText(t, 'plantank.routes.brokenLinkBody', { reason: <span translate="no" lang="en">{opened.error?.replace(/^share link: /, '')}</span> })}
        </span>
        <span className="mt-2 block text-ink-300">{t('plantank.routes.untouched')}</span>
      </Problem>
    );
  }
  return <PlayScreen key={code} level={opened.shared.level} campaign={opened.shared.campaign} initialEditor={opened.editor} />;
}

function DemoRoute() {
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
        <ButtonLink href="/plantank/levels" tone="primary">
          {t('plantank.levels.title')}
        </ButtonLink>
      </div>
    </div>
  );
}
