/**
 * Cumulative score needed to clear level L: 1000 + (L - 1) * 2000, i.e. 1000, 3000, 5000, ...
 * Unchecked and free of imports, so the saved-progress validator (in the home page's bundle) can use
 * the rule without the module's error class; the public, checked form is levelTarget.
 */
export function targetOfLevel(level: number): number {
  return 1000 + (level - 1) * 2000;
}
