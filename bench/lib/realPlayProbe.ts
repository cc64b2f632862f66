/**
 * The recorder a real-play run injects before any page script: when the game became playable, rAF
 * timestamps and long tasks while playing, and each real input's time to the painted frame of the
 * first DOM change after it in the observed elements, or of the arrival of new ones (a press that
 * opens another screen: timed to that screen's first frame) (browserProbe.ts's PROBE, for any key
 * and for pointerdown; and for a touch's lift and click once its press was answered, when their own
 * task changes something).
 */
import type { Page } from '@playwright/test';
import { PLAY_MARK } from './longTaskAttribution';

export interface ProbeConfig {
  /** A CSS selector that matches once the game can be played (the end of the bytes window). */
  playable: string;
  /** The elements whose changes answer an input (default: the game's board). */
  answer: string;
  /** Only these attributes' changes answer an input (default: any attribute). */
  attributes?: string[];
}

/** What the recorder hands back at the end of a run (times in the page's performance.now() ms). */
export interface ProbeData {
  timeOrigin: number;
  playableAt: number | null;
  playStart: number;
  frames: number[];
  longTasks: [number, number][];
  /** [ms since play began, input to paint ms, key code or pointer type] of each answered input. */
  answered: [number, number, string][];
  unanswered: number;
  /** [ms since play began, key code or pointer type] of each input that changed nothing. */
  unansweredInputs: [number, string][];
}

export function probeScript(config: ProbeConfig): string {
  return `(() => {
  const cfg = ${JSON.stringify(config)};
  const b = (window.__realPlay = { recording: false, playableAt: null, playStart: 0, frames: [], longTasks: [], answered: [], unanswered: 0, unansweredInputs: [], pending: null });
  // Counts the callbacks of later tasks and frames as they start (frames, timers, idle callbacks):
  // a lift's own change is one made before any of them.
  let later = 0;
  for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval', 'requestIdleCallback']) {
    const original = window[name];
    if (typeof original !== 'function') continue;
    window[name] = function (fn, ...rest) {
      const run = typeof fn === 'function' ? function (...args) { later++; return fn.apply(this, args); } : fn;
      return original.call(this, run, ...rest);
    };
  }
  const frame = (t) => { if (b.recording) b.frames.push(t); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // Playable: the first moment the selector matches, seen by an observer that then lets go.
  const ready = new MutationObserver(() => {
    if (b.playableAt === null && document.querySelector(cfg.playable)) { b.playableAt = performance.now(); ready.disconnect(); }
  });
  ready.observe(document, { subtree: true, childList: true, attributes: true });
  // The answer: the first change in an observed element after an input; its rAF callback runs right
  // before that frame's paint. An input still waiting when the next comes changed nothing.
  const options = { subtree: true, childList: true, characterData: true, attributes: true };
  if (cfg.attributes) options.attributeFilter = cfg.attributes;
  const settle = () => {
    const p = b.pending;
    if (p === null) return;
    b.pending = null;
    if (p.own && p.later !== later) return; // a later task's or frame's change: the lift changed nothing
    requestAnimationFrame(() => { if (b.recording) b.answered.push([p.t - b.playStart, performance.now() - p.t, p.what]); });
  };
  const answer = new MutationObserver(settle);
  // A press that opens another screen (the next level's link): that screen's observed elements are
  // new ones, and their arrival answers it, timed from the press to the new screen's first frame.
  const arrivals = new MutationObserver((records) => {
    if (b.pending === null) return;
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType === 1 && (n.matches(cfg.answer) || n.querySelector(cfg.answer) !== null)) { settle(); return; }
    }
  });
  arrivals.observe(document, { childList: true, subtree: true });
  const watched = new WeakSet();
  const watch = () => { for (const el of document.querySelectorAll(cfg.answer)) if (!watched.has(el)) { watched.add(el); answer.observe(el, options); } };
  const onInput = (e) => {
    if (!b.recording || e.repeat || !e.isTrusted) return;
    watch();
    if (b.pending !== null && !b.pending.own) {
      b.unanswered++;
      b.unansweredInputs.push([b.pending.t - b.playStart, b.pending.what]);
    }
    b.pending = { t: e.timeStamp, what: e.type === 'keydown' ? e.code : e.pointerType };
  };
  // A tap's lift and its click are inputs of their own once its press was answered (as INP counts
  // every event of a tap): answered only by a change made in their own task, else they changed nothing.
  const onTapEnd = (e) => {
    if (!b.recording || !e.isTrusted || e.pointerType === 'mouse' || e.pointerType === '') return;
    if (b.pending !== null && !b.pending.own) return; // the press still waits: its answer is timed from the press
    watch();
    const own = { t: e.timeStamp, what: e.pointerType + ' ' + (e.type === 'click' ? 'click' : 'lift'), own: true, later };
    b.pending = own;
    setTimeout(() => { if (b.pending === own) b.pending = null; }, 0);
  };
  addEventListener('keydown', onInput, true);
  addEventListener('pointerdown', onInput, true);
  addEventListener('pointerup', onTapEnd, true);
  addEventListener('click', onTapEnd, true);
})();`;
}

interface Recorder extends Omit<ProbeData, 'timeOrigin'> {
  recording: boolean;
  pending: unknown;
}
type ProbeWindow = { __realPlay: Recorder };

/** Starts recording play; writes the trace's play mark. Returns the page time play began. */
export function startRecording(page: Page): Promise<number> {
  return page.evaluate((mark) => {
    const b = (window as unknown as ProbeWindow).__realPlay;
    b.frames.length = 0;
    b.answered.length = 0;
    b.unanswered = 0;
    b.unansweredInputs.length = 0;
    b.pending = null;
    b.playStart = performance.now();
    b.recording = true;
    console.timeStamp(mark);
    return b.playStart;
  }, PLAY_MARK);
}

export function stopRecording(page: Page): Promise<ProbeData> {
  return page.evaluate(() => {
    const b = (window as unknown as ProbeWindow).__realPlay;
    b.recording = false;
    return {
      timeOrigin: performance.timeOrigin,
      playableAt: b.playableAt,
      playStart: b.playStart,
      frames: [...b.frames],
      longTasks: b.longTasks.map(([s, d]) => [s, d] as [number, number]),
      answered: [...b.answered],
      unanswered: b.unanswered,
      unansweredInputs: [...b.unansweredInputs],
    };
  });
}

/** Waits (polling, not every frame) until the recorder saw the game playable; the page time it was. */
export async function whenPlayable(page: Page, timeoutMs = 60_000): Promise<{ at: number; timeOrigin: number }> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__realPlay?.playableAt != null, undefined, { polling: 50, timeout: timeoutMs });
  return page.evaluate(() => ({ at: (window as unknown as ProbeWindow).__realPlay.playableAt!, timeOrigin: performance.timeOrigin }));
}
