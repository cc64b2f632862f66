/**
 * Level 1's coach: a line at a time, it walks a new player through their first program (place
 * Forward, place it again, press Go). It stays until the level is solved, or until put away.
 */
import { memo, useState } from 'react';
import { CAMPAIGN } from '../../logic/plantank/index.ts';
import { levelRecord } from '../../stores/games/plantankProgress';
import { useProgress } from '../../stores/progress';
import { t } from '../../i18n';
import { useT } from '../../i18n/useT';
import type { Tool } from '../../logic/plantank/editorState';

/** The coach's line for a program of `count` instructions, with this tool armed. */
export function coachLine(count: number, tool: Tool | null): string {
  const forwardArmed = tool?.kind === 'action' && tool.action.kind === 'forward';
  if (count === 0) return forwardArmed ? t('plantank.coach.tapSlot') : t('plantank.coach.tapForward');
  if (count === 1) return t('plantank.coach.second');
  return t('plantank.coach.go');
}

export const Coach = memo(function Coach({ count, tool, onDismiss }: { count: number; tool: Tool | null; onDismiss: () => void }) {
  const tr = useT();
  return (
    <div className="pt-coach" role="group" aria-label={tr('plantank.coach.label')}>
      <span className="pt-coach-badge" aria-hidden="true">
        ?
      </span>
      <p className="min-w-0 flex-1 text-sm font-semibold text-ink-100" role="status" data-testid="coach">
        {coachLine(count, tool)}
      </p>
      <button type="button" className="pt-coach-close" onClick={onDismiss} aria-label={tr('plantank.coach.hide')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
});

/** Level 1's coach until the level is solved or the coach put away; it selects the progress itself, so a win does not render the screen. */
export function FirstLevelCoach({ count, tool }: { count: number; tool: Tool | null }) {
  const solved = useProgress((s) => levelRecord(s.plantank, CAMPAIGN[0]?.id ?? '').solved);
  const [hidden, setHidden] = useState(false);
  return solved || hidden ? null : <Coach count={count} tool={tool} onDismiss={() => setHidden(true)} />;
}
