import { BOOT_MARK_PATHS, BOOT_MARK_VIEW_BOX } from './bootMark';

/** The app's mark while a screen's code loads: the drawing index.html shows before any script. */
export function BootMark() {
  return (
    <svg viewBox={BOOT_MARK_VIEW_BOX} aria-hidden="true" className="boot-mark">
      {BOOT_MARK_PATHS.map((p) => (
        <path key={p.part} d={p.d} className={p.part} />
      ))}
    </svg>
  );
}
