import { create } from 'zustand';
import { t, type MessageId } from '../i18n';

/** Short messages for the player (toasts): saves that failed, saves that were reset, updates. */
export type NoticeTone = 'info' | 'warning' | 'success';
/** A notice in words of the catalogs: shown in the language active when it is read, not when it was made. */
export interface NoticeMessage {
  id: MessageId;
  values?: Record<string, string | number | NoticeMessage>;
}
export interface Notice {
  id: number;
  /** The words as first made (the message in the language active then). */
  text: string;
  message?: NoticeMessage;
  tone: NoticeTone;
}

interface NoticeState {
  notices: Notice[];
  push: (text: string | NoticeMessage, tone?: NoticeTone) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** A notice message in the active language (a value that is itself a message is translated first). */
export function noticeText(m: NoticeMessage): string {
  const values = Object.fromEntries(Object.entries(m.values ?? {}).map(([k, v]) => [k, typeof v === 'object' ? noticeText(v) : v]));
  return t(m.id, values);
}

export const useNotices = create<NoticeState>()((set) => ({
  notices: [],
  push: (said, tone = 'info') =>
    set((s) => {
      const text = typeof said === 'string' ? said : noticeText(said);
      // The same message twice in a row (e.g. every save failing) is shown once.
      if (s.notices.some((n) => n.text === text)) return s;
      const notice: Notice = typeof said === 'string' ? { id: nextId++, text, tone } : { id: nextId++, text, message: said, tone };
      return { notices: [...s.notices, notice] };
    }),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));

export function notify(text: string | NoticeMessage, tone: NoticeTone = 'info'): void {
  useNotices.getState().push(text, tone);
}
