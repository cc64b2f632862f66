import { Link } from 'wouter';
import { GAMES, ROUTES, type GameId } from '../../routes';
import { useProgress } from '../../stores/progress';
import { ButtonLink } from '../ui/Button';
import { formatNumber } from '../ui/formatNumber';
import { PlantankPreview, PopstarPreview, TetrisPreview } from './previews';

const PREVIEWS: Record<GameId, () => React.JSX.Element> = {
  tetris: TetrisPreview,
  popstar: PopstarPreview,
  plantank: PlantankPreview,
};

function useGameStat(id: GameId): string | null {
  const tetrisBest = useProgress((s) => s.tetris.scores.marathon[0]?.score ?? 0);
  const popBest = useProgress((s) => s.popstar.best);
  const solved = useProgress((s) => Object.values(s.plantank.levels).filter((l) => l.solved).length);
  if (id === 'tetris') return tetrisBest ? `Marathon best ${formatNumber(tetrisBest)}` : null;
  if (id === 'popstar') return popBest ? `Best run ${formatNumber(popBest)}` : null;
  return solved ? `${solved} solved` : null;
}

function GameCard({ id, name, tagline, levelsLabel }: (typeof GAMES)[number]) {
  const Preview = PREVIEWS[id];
  const stat = useGameStat(id);
  return (
    <article aria-labelledby={`card-${id}`} className="group grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 shadow-[0_10px_30px_rgb(0_0_0/0.35)] sm:flex sm:flex-col">
      <Link href={ROUTES.play(id)} tabIndex={-1} aria-hidden="true" className="row-span-2 block self-center overflow-hidden rounded-lg sm:h-36">
        <Preview />
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={`card-${id}`} className="font-display text-xl font-bold text-ink-100 sm:text-2xl">
          {name}
        </h2>
        {stat && <span className="num text-sm text-accent-300">{stat}</span>}
      </div>
      <p className="flex-1 text-sm text-ink-300">{tagline}</p>
      <div className="col-span-2 flex gap-2">
        <ButtonLink href={ROUTES.play(id)} tone="primary" className="flex-1" aria-label={`Play ${name}`}>
          Play
        </ButtonLink>
        <ButtonLink href={ROUTES.levels(id)} className="flex-1 whitespace-nowrap" aria-label={`${name} ${levelsLabel.toLowerCase()}`}>
          {levelsLabel}
        </ButtonLink>
      </div>
    </article>
  );
}

export function Home() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 pt-6 pb-20">
      <header className="flex items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-4xl font-extrabold tracking-tight sm:text-5xl">
            <span className="text-accent-400">Brick</span>works
          </h1>
          <p className="mt-1 text-ink-300">Three grid games, one arcade cabinet. Keyboard or touch.</p>
        </div>
        <ButtonLink href={ROUTES.settings} tone="ghost" aria-label="Settings">
          <span aria-hidden="true" className="text-xl">⚙</span>
          <span className="hidden sm:inline">Settings</span>
        </ButtonLink>
      </header>
      <section aria-label="Games" className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3">
        {GAMES.map((g) => (
          <GameCard key={g.id} {...g} />
        ))}
      </section>
      <footer className="text-center text-xs text-ink-400">Your progress stays on this device. Works offline after the first visit.</footer>
    </div>
  );
}
