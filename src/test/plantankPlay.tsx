import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PlayScreen } from '../components/plantank/PlayScreen';
import { createEditor } from '../logic/plantank/editorState';
import type { CampaignLevel } from '../logic/plantank/index.ts';
import { parseDraft } from '../logic/plantank/programDraft';

/** Plan Tank's play screen on a campaign level at its play route, with a program given as text, or empty. */
export function renderPlay(level: CampaignLevel, program?: string) {
  const { hook } = memoryLocation({ path: '/plantank/play/' + level.id });
  const editor = createEditor(level, program ? parseDraft(program, level) : undefined);
  return render(
    <Router hook={hook}>
      <PlayScreen level={level} campaign={level} initialEditor={editor} />
    </Router>,
  );
}

/** The program editor's slot `k` of function F(fn + 1). */
export const slot = (fn: number, k: number) => document.querySelector<HTMLElement>(`[data-slot="${fn}:${k}"]`)!;
/** The run's status line (its data-status is the run's status). */
export const statusLine = () => screen.getByTestId('run-status');
