import { isInt, isRecord, type Section } from '../persistShape';

/** Plan Tank's settings. */
export interface PlantankSettings {
  /** Run speed 0..10 (RoboZZle: per-step time (10 - speed)^3 + 20 ms; 10 = fastest). */
  speed: number;
}

export const plantankSettings: Section<PlantankSettings> = {
  label: 'store.label.plantankSettings',
  defaults: () => ({ speed: 6 }),
  validate: (v) => (isRecord(v) && isInt(v.speed, 0, 10) ? { speed: v.speed } : null),
};
