import { create } from 'zustand';

/** Short messages for the player (toasts): saves that failed, saves that were reset, updates. */
export type NoticeTone = 'info' | 'warning' | 'success';
export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

interface NoticeState {
  notices: Notice[];
  push: (text: string, tone?: NoticeTone) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  push: (text, tone = 'info') =>
    set((s) =>
      // The same message twice in a row (e.g. every save failing) is shown once.
      s.notices.some((n) => n.text === text) ? s : { notices: [...s.notices, { id: nextId++, text, tone }] },
    ),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));

export function notify(text: string, tone: NoticeTone = 'info'): void {
  useNotices.getState().push(text, tone);
}
