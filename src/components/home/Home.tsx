import { Link } from 'wouter';
import { GAMES, ROUTES, type GameId } from '../../routes';
import { useProgress } from '../../stores/progress';
import { ButtonLink } from '../ui/Button';
import { formatNumber } from '../ui/formatNumber';
import { LanguagePicker } from '../ui/LanguagePicker';
import { useDocumentTitle } from '../ui/ScreenHeader';
import { useT } from '../../i18n/useT';
import { PlantankPreview, PopstarPreview, TetrisPreview, type PreviewProps } from './previews';
import { useNavigatedHere } from '../ui/transitionHashLocation';

const PREVIEWS: Record<GameId, (props: PreviewProps) => React.JSX.Element> = {
  tetris: TetrisPreview,
  popstar: PopstarPreview,
  plantank: PlantankPreview,
};

function useGameStat(id: GameId): string | null {
  const tetrisBest = useProgress((s) => s.tetris.scores.marathon[0]?.score ?? 0);
  const popBest = useProgress((s) => s.popstar.best);
  const solved = useProgress((s) => Object.values(s.plantank.levels).filter((l) => l.solved).length);
  const t = useT();
  if (id === 'tetris') return tetrisBest ? t('games.tetris.stat', { score: formatNumber(tetrisBest) }) : null;
  if (id === 'popstar') return popBest ? t('games.popstar.stat', { score: formatNumber(popBest) }) : null;
  return solved ? t('games.plantank.stat', { count: solved }) : null;
}

function GameCard({ id, name: nameId, tagline, levelsLabel, levelsAria, deferPreview }: (typeof GAMES)[number] & { deferPreview: boolean }) {
  const t = useT();
  const name = t(nameId);
  const Preview = PREVIEWS[id];
  const stat = useGameStat(id);
  return (
    <article aria-labelledby={`card-${id}`} className="group grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 shadow-[0_10px_30px_rgb(0_0_0/0.35)] sm:flex sm:flex-col">
      <Link href={ROUTES.play(id)} tabIndex={-1} aria-hidden="true" className="row-span-2 block self-center overflow-hidden rounded-lg sm:h-36">
        <Preview defer={deferPreview} />
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={`card-${id}`} className="font-display text-xl font-bold text-ink-100 sm:text-2xl">
          {name}
        </h2>
        {stat && <span className="num text-sm text-accent-300">{stat}</span>}
      </div>
      <p className="flex-1 text-sm text-ink-300">{t(tagline)}</p>
      <div className="col-span-2 flex gap-2">
        <ButtonLink href={ROUTES.play(id)} tone="primary" className="flex-1" aria-label={t('home.playAria', { name })}>
          {t('home.play')}
        </ButtonLink>
        <ButtonLink href={ROUTES.levels(id)} className="min-w-0 flex-1 text-center leading-tight text-balance" aria-label={t(levelsAria)}>
          {t(levelsLabel)}
        </ButtonLink>
      </div>
    </article>
  );
}

export function Home() {
  const t = useT();
  useDocumentTitle(null);
  // Opened from another screen (back from a game): the cards in this frame, the previews' bricks in the next.
  const navigated = useNavigatedHere();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-6 pb-20">
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
            <span className="text-accent-400">Brick</span>works
          </h1>
          <p className="mt-1 text-ink-300">{t('home.tagline')}</p>
        </div>
        {/* Beside the title where there is room, under it on a phone. */}
        <div className="ml-auto flex items-center gap-2">
          <LanguagePicker compact />
          <ButtonLink href={ROUTES.settings} tone="ghost" aria-label={t('home.settings')}>
            <span aria-hidden="true" className="text-xl">⚙</span>
            <span className="hidden sm:inline">{t('home.settings')}</span>
          </ButtonLink>
        </div>
      </header>
      <section aria-label={t('home.games')} className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {GAMES.map((g) => (
          <GameCard key={g.id} {...g} deferPreview={navigated} />
        ))}
      </section>
      <footer className="text-center text-xs text-ink-400">{t('home.footer')}</footer>
    </div>
  );
}
