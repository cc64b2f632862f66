import type { Page } from '@playwright/test';

export interface AuditOptions {
  /** Smallest side a control may have (touch screens: 44 px; a mouse: 24 px, WCAG 2.5.8). */
  minTarget: number;
}

/**
 * What a player would see as broken on the current screen, one line per problem:
 * - the page scrolls sideways;
 * - text cut off by its own box or by a box around it that clips (ellipsis, overflow hidden);
 * - a control that another element covers at its centre (overlap), or that no scroll can reach;
 * - a control smaller than `minTarget` on its smaller side.
 * Only what is rendered and not hidden from the player counts (aria-hidden, inert, closed dialogs).
 */
export async function auditLayout(page: Page, options: AuditOptions): Promise<string[]> {
  return page.evaluate(({ minTarget }) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;

    const name = (el: Element): string => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const id = el.id ? `#${el.id}` : el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      return `<${el.tagName.toLowerCase()}${id}> "${label.slice(0, 40)}"`;
    };
    const hidden = (el: Element): boolean => {
      if (el.closest('[aria-hidden="true"], [inert], dialog:not([open])')) return true;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
      const r = el.getBoundingClientRect();
      // Zero-sized, or visually hidden for screen readers only (the 1 px "sr-only" box).
      return r.width <= 1 || r.height <= 1;
    };
    const clips = (el: Element): { x: boolean; y: boolean } => {
      const s = getComputedStyle(el);
      const cut = (v: string) => v === 'hidden' || v === 'clip';
      return { x: cut(s.overflowX), y: cut(s.overflowY) };
    };
    // Scroll containers the player can scroll: a control inside one is reachable along that axis.
    const scrolls = (el: Element): { x: boolean; y: boolean } => {
      const s = getComputedStyle(el);
      const can = (v: string) => v === 'auto' || v === 'scroll';
      return { x: can(s.overflowX), y: can(s.overflowY) };
    };

    if (root.scrollWidth > vw + 1) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${vw}`);

    // Text cut off: a leaf with text whose own box, or a clipping box around it, hides part of it.
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const text = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!text || hidden(el)) continue;
      const own = clips(el);
      if ((own.x && el.scrollWidth > el.clientWidth + 1) || (own.y && el.scrollHeight > el.clientHeight + 2)) {
        problems.push(`text cut off in its box: ${name(el)} (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(el);
      const t = range.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const c = clips(a);
        if (!c.x && !c.y) continue;
        const b = a.getBoundingClientRect();
        if ((c.x && (t.left < b.left - 1 || t.right > b.right + 1)) || (c.y && (t.top < b.top - 1 || t.bottom > b.bottom + 1))) {
          problems.push(`text cut off by ${name(a).slice(0, 30)}: ${name(el)}`);
          break;
        }
      }
    }

    const controls = Array.from(
      document.body.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [role="switch"], [role="slider"], [role="tab"], [tabindex]:not([tabindex="-1"])'),
    ).filter((el) => !hidden(el) && !(el as HTMLButtonElement).disabled);
    const modal = document.querySelector('dialog[open]');
    for (const el of controls) {
      if (modal && !modal.contains(el)) continue;
      // Reachable: inside the viewport, or beyond it along an axis some ancestor (or the page) scrolls.
      let r = el.getBoundingClientRect();
      let reachableX = r.left >= -1 && r.right <= vw + 1;
      let reachableY = r.top >= -1 && r.bottom <= vh + 1;
      for (let a = el.parentElement; a; a = a.parentElement) {
        const s = a === document.body || a === document.documentElement ? { x: false, y: root.scrollHeight > vh + 1 } : scrolls(a);
        if (s.x) reachableX = true;
        if (s.y) reachableY = true;
        const c = clips(a);
        const b = a.getBoundingClientRect();
        if (c.x && !s.x && (r.right <= b.left || r.left >= b.right)) reachableX = false;
        if (c.y && !s.y && (r.bottom <= b.top || r.top >= b.bottom)) reachableY = false;
      }
      if (!reachableX || !reachableY) {
        problems.push(`control out of reach: ${name(el)} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
        continue;
      }
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      r = el.getBoundingClientRect();
      // The target is the control with its label (a tap on the label works it); a link in running text
      // and a cell of a board (a grid with its own keyboard path) are exempt, as WCAG 2.5.8 allows.
      const labels = 'labels' in el ? Array.from((el as HTMLInputElement).labels ?? []) : [];
      const target = labels.map((l) => l.getBoundingClientRect()).reduce((a, b) => ({ width: Math.max(a.width, b.width), height: Math.max(a.height, b.height) }), { width: r.width, height: r.height });
      const exempt = el.closest('p, li, [role="grid"], [data-board]') !== null;
      if (!exempt && Math.min(target.width, target.height) < minTarget - 0.5) {
        problems.push(`control smaller than ${minTarget} px: ${name(el)} ${Math.round(target.width)}x${Math.round(target.height)}`);
      }
      const x = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), vh - 1);
      const top = document.elementFromPoint(x, y);
      // Covered: what is on top at its centre is neither the control, inside it, nor around it (a label).
      if (top && top !== el && !el.contains(top) && !top.contains(el) && !top.closest('[aria-hidden="true"]')?.contains(el)) {
        const covering = top.closest('a[href], button, input, [role="button"], [tabindex], dialog, aside, [role="alert"], [role="status"]') ?? top;
        if (!covering.contains(el)) problems.push(`control covered: ${name(el)} under ${name(covering)}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  }, options);
}
