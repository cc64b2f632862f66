/**
 * The demo (#/plantank/demo, the benchmark's smoothness run): the campaign's longest-running
 * reference solutions at the fastest animated speed, each run RUNS_PER_LEVEL times before the
 * next level, over and over: mostly long programs running, with a level change now and then. It
 * drives the same machine as play (START with the next level's params once a run has ended), so the board
 * animates exactly as in a game. Nothing is saved.
 */
import { useEffect } from 'react';
import type { Actor } from 'xstate';
import { campaignLevel, parseProgram, type CampaignLevel } from '../../logic/plantank/index.ts';
import { statusOf } from '../../machines/gameStatus';
import type { PlantankMachine } from '../../machines/plantankMachine';
import type { PlantankParams } from '../../machines/plantankStage';

/** Speed 9: RoboZZle's 21 ms per step, about one step a frame, the board still animating. */
export const DEMO_SPEED = 9;
/** Levels whose solutions run longest (40-50 steps, painting and deep stacks among them). */
export const DEMO_LEVEL_IDS = ['pt-21', 'pt-27', 'pt-22', 'pt-13', 'pt-23', 'pt-26'] as const;
/** The final board stays this long before the next run. */
const PAUSE_BETWEEN_MS = 900;
/** Runs of one level's program before the demo moves to the next level. */
export const RUNS_PER_LEVEL = 3;

export function demoLevels(): CampaignLevel[] {
  return DEMO_LEVEL_IDS.map((id) => campaignLevel(id)).filter((l): l is CampaignLevel => l !== undefined);
}

let params: PlantankParams[] | null = null;

/** The params of the demo's `index`-th run: the same objects for every run of one level. */
export function demoParams(index: number): PlantankParams {
  params ??= demoLevels().map((level) => ({ level, program: parseProgram(level.solution, level), speed: DEMO_SPEED }));
  return params[Math.floor(index / RUNS_PER_LEVEL) % params.length] as PlantankParams;
}

export function useDemoLoop(actor: Actor<PlantankMachine>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let index = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    actor.send({ type: 'START' });
    const sub = actor.subscribe((snapshot) => {
      if (statusOf(snapshot) !== 'OVER' || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        index++;
        actor.send({ type: 'START', params: demoParams(index) });
      }, PAUSE_BETWEEN_MS);
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
    };
  }, [actor, enabled]);
}
