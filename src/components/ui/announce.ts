import { create } from 'zustand';

/** The polite live region's message: score events are announced to screen readers through it. */
export const useAnnouncement = create<{ text: string; n: number }>()(() => ({ text: '', n: 0 }));

export function announce(text: string): void {
  useAnnouncement.setState((s) => ({ text, n: s.n + 1 }));
}
