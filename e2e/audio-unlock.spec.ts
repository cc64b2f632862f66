import { expect, test } from '@playwright/test';

interface AudioLog {
  events: string[];
  violations: string[];
}

/**
 * The first gesture starts sound: a silent media element warms the browser's audio service (the
 * page's CSP must let it play), and the AudioContext is made only after it played; then the
 * oscillator shapes the sounds use are built, before any sound needs them.
 */
for (const [name, device] of [['keyboard', { hasTouch: false }], ['touch', { hasTouch: true, isMobile: true }]] as const) {
  test.describe(name, () => {
    test.use({ viewport: { width: 390, height: 844 }, ...device });
    test('the first gesture warms the audio service, then makes the AudioContext', async ({ page }) => {
      await page.addInitScript(() => {
        const log: AudioLog = { events: [], violations: [] };
        (window as unknown as { audioLog: AudioLog }).audioLog = log;
        document.addEventListener('securitypolicyviolation', (e) => log.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
        const play = HTMLMediaElement.prototype.play;
        HTMLMediaElement.prototype.play = function () {
          log.events.push('play');
          const p = play.call(this);
          p.then(() => log.events.push('played'), (e: Error) => log.events.push(`refused ${e.name}`));
          return p;
        };
        const shape = Object.getOwnPropertyDescriptor(OscillatorNode.prototype, 'type')!;
        Object.defineProperty(OscillatorNode.prototype, 'type', {
          ...shape,
          set(this: OscillatorNode, value: OscillatorType) {
            log.events.push(`shape ${value}`);
            shape.set!.call(this, value);
          },
        });
        const Native = window.AudioContext;
        window.AudioContext = class extends Native {
          constructor(options?: AudioContextOptions) {
            super(options);
            log.events.push('context');
          }
        };
      });
      await page.goto('/#/popstar');
      const play = page.getByRole('link', { name: /level 1\b/i }).or(page.getByRole('button', { name: /play|start/i })).first();
      await expect(play).toBeVisible();
      if (name === 'touch') await play.tap();
      else {
        await play.focus();
        await page.keyboard.press('Shift');
      }
      await expect.poll(() => page.evaluate(() => (window as unknown as { audioLog: AudioLog }).audioLog.events)).toContain('context');
      const log = await page.evaluate(() => (window as unknown as { audioLog: AudioLog }).audioLog);
      expect(log.violations).toEqual([]);
      expect(log.events.slice(0, 3)).toEqual(['play', 'played', 'context']);
      // The sounds' wave shapes are built ahead, so the first move's sound costs the move nothing.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { audioLog: AudioLog }).audioLog.events.filter((e) => e.startsWith('shape'))))
        .toEqual(['shape square', 'shape triangle', 'shape sawtooth']);
    });
  });
}
