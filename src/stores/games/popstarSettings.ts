import { isBool, isRecord, type Section } from '../persistShape';

/** PopStar's settings. */
export interface PopstarSettings {
  /** Pop on the first tap instead of select-then-pop. */
  popOnOneTap: boolean;
}

export const popstarSettings: Section<PopstarSettings> = {
  label: 'store.label.popstarSettings',
  defaults: () => ({ popOnOneTap: false }),
  validate: (v) => (isRecord(v) && isBool(v.popOnOneTap) ? { popOnOneTap: v.popOnOneTap } : null),
};
