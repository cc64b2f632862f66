import { createContext, useContext, type ReactNode } from 'react';
import { useSettings } from '../../stores/settings';
import { DEMO_SPEED } from './useDemoLoop';

const RunSpeed = createContext<number>(DEMO_SPEED);

/** The run's speed in a screen: the demo's own, else the player's setting. */
export function runSpeedNow(demo: boolean): number {
  return demo ? DEMO_SPEED : useSettings.getState().plantank.speed;
}

/**
 * Gives the views under it the run's speed. The setting is followed here, not by the screen: a
 * change of speed renders the views that show it (the board's glide, the slider, the panels' pace),
 * not the whole screen around them.
 */
export function RunSpeedScope({ demo, children }: { demo: boolean; children: ReactNode }) {
  const setting = useSettings((s) => s.plantank.speed);
  return <RunSpeed value={demo ? DEMO_SPEED : setting}>{children}</RunSpeed>;
}

/** The run's speed (RunSpeedScope). */
export function useRunSpeed(): number {
  return useContext(RunSpeed);
}
