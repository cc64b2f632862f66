/**
 * The bricks' answer to a tap, written to the brick layer's elements directly: a selected group's
 * lift and light, and a popped group's bursts. The play screen follows the machine a frame late
 * (frameLater), and the bricks answer from the machine as it is now, in the tap's own frame, with
 * no React render in the tap's task.
 *
 * The selection's look (the slot's `is-up`, the face's `is-selected` / `is-hinted`, the layer's
 * `has-selection`) is written here only, never by the bricks' render. A burst is the render's too:
 * `startBursts` writes what the render would (burstVars, BURST_SLOT), so the render that follows
 * finds it there and changes nothing.
 */
import type { PopstarStage } from '../../machines/popstarStage';
import { burstBricks, type BurstBrick } from './brickBursts';

/** What the bricks show of a stage: the ids of the selected bricks, lit as a hint or not, and the last pop. */
export type BrickAnswerSource = Pick<PopstarStage, 'board' | 'ids' | 'selection' | 'lastPop'>;

/** The ids of the bricks in the stage's selection. */
export function selectedIds({ board, ids, selection }: Pick<BrickAnswerSource, 'board' | 'ids' | 'selection'>): Set<number> {
  return new Set((selection?.cells ?? []).map(([r, c]) => ids[r * board.width + c] ?? 0).filter((id) => id !== 0));
}

/** The bursts of the stage's last pop (burstBricks), when it is new since `before`. */
export function newBursts(before: BrickAnswerSource | null, now: BrickAnswerSource): BurstBrick[] {
  if (now.lastPop === null || now.lastPop === before?.lastPop) return [];
  return burstBricks([now.lastPop], new Set(now.ids.filter((id) => id !== 0)));
}

/** A bursting brick's slot class, as the brick layer renders it. */
export const BURST_SLOT = 'ps-slot is-burst';

/** A bursting brick's timing as CSS variables (popstarEffects.css), as the brick layer renders it. */
export function burstVars(burst: Pick<BurstBrick, 'delay' | 'late'>): { '--d': string; '--late': string } {
  return { '--d': `${burst.delay}ms`, '--late': `${burst.late}ms` };
}

function slots(layer: HTMLElement): HTMLElement[] {
  return Array.from(layer.children) as HTMLElement[];
}

/**
 * Lifts and lights the bricks whose ids are `selected` (a hint's light when `hinted`), and only
 * them; a bursting brick never. Writes only what changes.
 */
export function showSelection(layer: HTMLElement, selected: ReadonlySet<number>, hinted: boolean): void {
  layer.classList.toggle('has-selection', selected.size > 0);
  for (const slot of slots(layer)) {
    const face = slot.firstElementChild;
    const on = selected.has(Number(slot.dataset.id)) && !slot.classList.contains('is-burst');
    slot.classList.toggle('is-up', on);
    face?.classList.toggle('is-selected', on);
    face?.classList.toggle('is-hinted', on && hinted);
  }
}

/** Starts the bursts of popped bricks still shown as bricks, as the brick layer renders a burst. */
export function startBursts(layer: HTMLElement, bursts: readonly BurstBrick[]): void {
  if (bursts.length === 0) return;
  const byId = new Map(bursts.map((b) => [b.id, b]));
  for (const slot of slots(layer)) {
    const burst = byId.get(Number(slot.dataset.id));
    if (!burst || slot.classList.contains('is-burst')) continue;
    slot.className = BURST_SLOT;
    for (const [name, value] of Object.entries(burstVars(burst))) slot.style.setProperty(name, value);
    slot.firstElementChild?.classList.remove('is-selected', 'is-hinted');
  }
}
