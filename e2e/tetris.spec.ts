import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseMoves } from '../src/logic/tetris/bot.ts';
import { applyAction, newGame, type Action, type TetrisState } from '../src/logic/tetris/index.ts';
import { expectNoAxeViolations, screenshot, settleAnimations, watchErrors } from './helpers';

// A fixed seed: the test knows every piece of the game (the app deals them with the same engine).
const SEED = 42;
const PLAY = `/#/tetris/play/marathon/1/seed/${SEED}`;
const KEY: Record<Action, string> = { left: 'ArrowLeft', right: 'ArrowRight', softDrop: 'ArrowDown', hardDrop: 'Space', rotateCW: 'ArrowUp', rotateCCW: 'KeyZ', hold: 'KeyC' };


const board = (page: Page) => page.locator('[data-bench=board]');
const activeOf = (s: TetrisState) => (s.active ? `${s.active.type} ${s.active.rotation} ${s.active.x}` : '');

/**
 * The page's score against the engine's: the page may have let gravity pull a piece down a few rows
 * before its hard drop (a busy machine is slow between key presses), which scores 2 a row less.
 * A scoring error (a clear, a T-spin, a combo) is 100 points or more.
 */
async function expectScoreNear(page: Page, s: TetrisState) {
  const shown = async () => Number((await page.getByTestId('t-score').textContent())?.replace(/,/g, ''));
  await expect.poll(async () => (s.score - (await shown())) % 2 === 0 && s.score - (await shown()) >= 0 && s.score - (await shown()) < 60).toBe(true);
}

/**
 * A key press is a press however late the page hears its release: a delay of 1 s before auto-shift
 * keeps a busy machine from turning one press into a slide (the engine model moves one column).
 */
async function slowAutoShift(page: Page) {
  await page.addInitScript(() => {
    const keys = { left: ['ArrowLeft'], right: ['ArrowRight'], softDrop: ['ArrowDown'], hardDrop: ['Space'], rotateCW: ['ArrowUp', 'KeyX'], rotateCCW: ['KeyZ', 'ControlLeft', 'ControlRight'], hold: ['KeyC', 'ShiftLeft', 'ShiftRight'], pause: ['Escape', 'KeyP', 'F1'] };
    if (!localStorage.getItem('brickworks:settings')) localStorage.setItem('brickworks:settings', JSON.stringify({ state: { tetris: { das: 1000, arr: 33, sdf: 20, ghost: true, keys } }, version: 1 }));
  });
}

/** The page shows the piece the engine says it should. */
async function expectActive(page: Page, s: TetrisState) {
  await expect(board(page)).toHaveAttribute('data-active', activeOf(s));
}

async function pressAll(page: Page, s: TetrisState, actions: Action[]): Promise<TetrisState> {
  for (const a of actions) {
    await page.keyboard.press(KEY[a]);
    s = applyAction(s, a);
  }
  return s;
}

async function startByKeyboard(page: Page) {
  await page.goto(PLAY);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tetris');
  await expect(page.getByTestId('ready-overlay')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('ready-overlay')).toBeHidden();
}

/** Hard-drops every piece where it spawns until the stack tops out. */
async function stackToGameOver(page: Page, press: () => Promise<void>) {
  const over = page.getByTestId('game-over');
  for (let i = 0; i < 60 && !(await over.isVisible()); i++) await press();
  await expect(over).toBeVisible();
}

test.describe('desktop, keyboard', () => {
  test('start, move, rotate, hard drop, hold, pause and resume, stop', async ({ page }) => {
    const errors = watchErrors(page);
    await slowAutoShift(page);
    let s = newGame({ seed: SEED });
    await startByKeyboard(page);
    await expectActive(page, s);
    await expect(page.getByRole('region', { name: /^Next:/ })).toHaveAttribute('data-queue', s.queue.join(''));

    s = await pressAll(page, s, ['left']);
    await expectActive(page, s);
    s = await pressAll(page, s, ['rotateCW']);
    await expectActive(page, s);
    s = await pressAll(page, s, ['rotateCCW', 'right', 'right']);
    await expectActive(page, s);

    // Hard drop: the piece locks at the bottom, the next one comes in, the score counts the rows.
    s = await pressAll(page, s, ['hardDrop']);
    await expectActive(page, s);
    await expectScoreNear(page, s);
    expect(s.score).toBeGreaterThan(30);

    // Hold: the piece goes to the hold box and the next one comes in.
    const held = s.active!.type;
    s = await pressAll(page, s, ['hold']);
    await expect(page.getByRole('region', { name: `Hold: ${held} piece (used)` })).toBeVisible();
    await expectActive(page, s);

    // A few bot-placed pieces: the board keeps up with the engine.
    for (let i = 0; i < 6; i++) s = await pressAll(page, s, chooseMoves(s));
    await expectActive(page, s);
    await expectScoreNear(page, s);
    await settleAnimations(page); // a clear's flash and fall
    await screenshot(page, 'tetris-desktop-mid-game');

    // Pause and resume with the keyboard, and with the pause button.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pause-overlay')).toBeVisible();
    await settleAnimations(page); // the overlay's fade-in
    await screenshot(page, 'tetris-desktop-paused');
    await expectNoAxeViolations(page);
    await page.keyboard.press('KeyP');
    await expect(page.getByTestId('pause-overlay')).toBeHidden();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('pause-overlay')).toBeVisible();
    // Paused: keys do not move the piece.
    await page.keyboard.press('ArrowLeft');
    await expectActive(page, s);
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await expect(page.getByTestId('pause-overlay')).toBeHidden();
    s = await pressAll(page, s, ['left']);
    await expectActive(page, s);

    // Stop: the player ends the game.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'End game' }).click();
    await expect(page.getByRole('heading', { name: 'Game ended' })).toBeVisible();
    await expect(page.getByTestId('final-score')).toHaveText(await page.getByTestId('t-score').textContent() ?? '');
    expect(errors).toEqual([]);
  });

  test('stack to game over, see the high score, and still see it after a reload', async ({ page }) => {
    const errors = watchErrors(page);
    await startByKeyboard(page);
    await stackToGameOver(page, () => page.keyboard.press('Space'));
    await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
    await expect(page.getByText('New best!')).toBeVisible();
    const score = (await page.getByTestId('final-score').textContent()) ?? '';
    expect(score).toMatch(/^[\d,]+$/);
    await screenshot(page, 'tetris-desktop-game-over');
    await expectNoAxeViolations(page);

    // Play again starts a fresh game at once.
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(page.getByTestId('game-over')).toBeHidden();
    await expect(page.getByTestId('t-score')).toHaveText('0');

    await page.goto('/#/tetris/levels');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tetris');
    await expect(page.getByTestId('scores-marathon').getByRole('row').nth(1)).toContainText(score);
    await expect(page.getByText(`Best ${score}`)).toBeVisible();
    await screenshot(page, 'tetris-desktop-levels');
    expect(errors).toEqual([]);
  });

  test('a game in progress is saved when the page goes away and resumes after a reload', async ({ page }) => {
    await slowAutoShift(page);
    let s = newGame({ seed: SEED });
    await startByKeyboard(page);
    s = await pressAll(page, s, [...chooseMoves(s), 'left', 'rotateCW']);
    await expectActive(page, s);
    await page.goto('/#/tetris');
    await page.reload();
    await expect(page.getByText('You have a game in progress.')).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expectActive(page, s);
    await expectScoreNear(page, s);
    s = await pressAll(page, s, ['hardDrop']);
    await expectActive(page, s);
  });

  test('a corrupt save gets a notice and is dropped', async ({ page }) => {
    await page.goto('/#/');
    await page.evaluate(() => {
      const key = 'brickworks:progress';
      const saved = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
      saved.state.tetris = { scores: { marathon: [], sprint: [], ultra: [] }, saved: '{"version":1,"width":"ten"}' };
      localStorage.setItem(key, JSON.stringify(saved));
    });
    await page.goto('/#/tetris');
    await page.reload();
    await expect(page.getByText(/saved Tetris game could not be read/)).toBeVisible();
    await expect(page.getByTestId('ready-overlay')).toContainText('Press Enter or tap to start');
  });

  test('the level screen starts each mode', async ({ page }) => {
    await page.goto('/#/tetris/levels');
    await page.getByRole('button', { name: 'Endless' }).click();
    await page.getByRole('link', { name: /Marathon from level 7, endless/ }).click();
    await expect(page).toHaveURL(/#\/tetris\/play\/marathon\/7\/endless$/);
    // The address changes at once; the screen once it has rendered.
    await expect(page.getByTestId('ready-overlay')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    await expect(page.getByTestId('t-level')).toHaveText('7');
    await expect(page.getByTestId('t-lines')).toHaveText('0');
    await page.goto('/#/tetris/levels');
    await page.getByRole('link', { name: 'Play Sprint' }).click();
    // The Marathon game left behind is offered first; the player picks the route's own mode.
    await expect(page.getByTestId('ready-overlay')).toContainText('Marathon · level 7');
    await page.getByRole('button', { name: 'New game: Sprint' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tetris Sprint');
    await expect(page.getByTestId('t-lines')).toHaveText('40');
    await page.goto('/#/tetris/levels');
    await page.getByRole('link', { name: 'Play Ultra' }).click();
    await page.getByRole('button', { name: 'New game: Ultra' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tetris Ultra');
    await expect(page.getByTestId('t-time')).toHaveText('2:00');
  });

  test('a new piece shows whole where it enters, above the field, over nothing else', async ({ page }) => {
    let s = newGame({ seed: SEED });
    await startByKeyboard(page);
    // The I lies in the field's top row; the O after it enters with its top row above the field.
    s = await pressAll(page, s, ['hardDrop']);
    expect(s.active!.type).toBe('O');
    expect(s.active!.y - s.bufferRows).toBe(-1);
    await expectActive(page, s);
    const shown = page.locator('.t-shape[data-kind=piece][data-hidden=false]');
    await expect(shown).toHaveAttribute('data-shape', 'O 0');
    const geometry = await shown.evaluate((box) => {
      const layer = box.parentElement!.getBoundingClientRect();
      const field = document.querySelector('.t-board')!.getBoundingClientRect();
      const minos = [...box.children].map((m) => m.getBoundingClientRect());
      return { layerTop: layer.top, fieldTop: field.top, left: field.left, width: field.width, top: Math.min(...minos.map((m) => m.top)), bottom: Math.max(...minos.map((m) => m.bottom)) };
    });
    // Inside the layer, which clips what it shows: the whole piece is drawn, its top row above the field.
    expect(geometry.top).toBeGreaterThanOrEqual(geometry.layerTop);
    expect(geometry.top).toBeLessThan(geometry.fieldTop);
    expect(geometry.bottom).toBeGreaterThan(geometry.fieldTop);
    // The room above the field is its own: the HUD and the previews stay clear of it.
    const entry = { x: geometry.left, y: geometry.top, width: geometry.width, height: geometry.fieldTop - geometry.top };
    for (const other of await boxesOf(page.locator('.t-stat, .t-panel, header'))) expect(overlaps(entry, other)).toBe(false);
    await screenshot(page, 'tetris-desktop-spawn');
  });

  test('the demo plays by itself', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/tetris/demo');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tetris');
    await expect.poll(async () => Number((await page.getByTestId('t-score').textContent())?.replace(/,/g, '')), { timeout: 10_000 }).toBeGreaterThan(500);
    await page.goto('/#/tetris/levels');
    await expect(page.getByTestId('scores-marathon')).toContainText('No scores yet');
    expect(errors).toEqual([]);
  });
});

test.describe('phone, touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // The first game's gesture help is tetris-newcomer.spec.ts's: here the device has seen it.
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/');
    await page.evaluate(() => localStorage.setItem('brickworks:progress', JSON.stringify({ state: { tetris: { scores: { marathon: [], sprint: [], ultra: [] }, saved: null, gesturesShown: true } }, version: 1 })));
    await page.reload();
  });

  /**
   * A finger's stroke on the board through the DevTools protocol (real touch -> pointer events):
   * `steps` moves `stepMs` apart (a flick: 0, sent as fast as a finger, 12 ms apart). Each event
   * carries the time it stands for: the page judges a flick by its speed from the events'
   * timestamps, and a busy machine must not turn a flick into a slow drag by delivering the events
   * late.
   */
  async function stroke(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps: number, stepMs: number) {
    const cdp = await page.context().newCDPSession(page);
    const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1 }];
    const t0 = Date.now() / 1000;
    const gap = (stepMs > 0 ? stepMs : 12) / 1000;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from), timestamp: t0 });
    for (let i = 1; i <= steps; i++) {
      const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      if (stepMs > 0) await page.waitForTimeout(stepMs);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p), timestamp: t0 + gap * i });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + gap * (steps + 1) });
    await cdp.detach();
  }

  async function boardBox(page: Page) {
    const box = (await board(page).boundingBox())!;
    return { ...box, cell: box.width / 10 };
  }

  const tapButton = (page: Page, name: string): Promise<void> => page.getByRole('button', { name, exact: true }).tap();

  test('tap to start; drag, tap, flick; the buttons; the page never scrolls', async ({ page }) => {
    const errors = watchErrors(page);
    let s = newGame({ seed: SEED });
    await page.goto(PLAY);
    await expect(page.getByTestId('ready-overlay')).toBeVisible();
    await screenshot(page, 'tetris-phone-ready');
    const b = await boardBox(page);
    // The board fills the space between the HUD and the controls, and nothing needs scrolling.
    expect(b.height).toBeGreaterThan(500);
    const controls = (await page.getByRole('group', { name: 'Touch controls' }).boundingBox())!;
    expect(b.y + b.height).toBeLessThanOrEqual(controls.y);
    expect(controls.y + controls.height).toBeLessThanOrEqual(844);
    for (const button of await page.getByRole('group', { name: 'Touch controls' }).getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.cell * 2);
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    await expectActive(page, s);
    await expect(page.locator('html')).toHaveClass(/playing/);

    // Drag right: one column per cell of travel.
    const mid = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    await stroke(page, mid, { x: mid.x + b.cell * 2.4, y: mid.y }, 8, 25);
    s = applyAction(applyAction(s, 'right'), 'right');
    await expectActive(page, s);
    // Tap the right half: clockwise; the left half: counter-clockwise.
    await page.touchscreen.tap(b.x + b.width * 0.75, mid.y);
    s = applyAction(s, 'rotateCW');
    await expectActive(page, s);
    await page.touchscreen.tap(b.x + b.width * 0.25, mid.y);
    s = applyAction(s, 'rotateCCW');
    await expectActive(page, s);
    // Flick up: hold.
    await stroke(page, mid, { x: mid.x, y: mid.y - b.cell * 5 }, 3, 0);
    s = applyAction(s, 'hold');
    await expectActive(page, s);
    await expect(page.getByRole('region', { name: /^Hold: I piece/ })).toBeVisible();
    // Flick down: hard drop.
    await stroke(page, mid, { x: mid.x, y: mid.y + b.cell * 5 }, 3, 0);
    s = applyAction(s, 'hardDrop');
    await expectActive(page, s);
    await expectScoreNear(page, s);

    // The buttons.
    await tapButton(page, 'Move left');
    s = applyAction(s, 'left');
    await expectActive(page, s);
    await tapButton(page, 'Rotate clockwise');
    s = applyAction(s, 'rotateCW');
    await expectActive(page, s);
    await tapButton(page, 'Rotate counter-clockwise');
    s = applyAction(s, 'rotateCCW');
    await expectActive(page, s);
    await tapButton(page, 'Move right');
    s = applyAction(s, 'right');
    await expectActive(page, s);
    await tapButton(page, 'Hard drop');
    s = applyAction(s, 'hardDrop');
    await expectActive(page, s);
    await tapButton(page, 'Hold');
    s = applyAction(s, 'hold');
    await expectActive(page, s);
    await screenshot(page, 'tetris-phone-mid-game');

    expect(await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight <= window.innerHeight])).toEqual([0, true]);

    await page.getByRole('button', { name: 'Pause' }).tap();
    await expect(page.getByTestId('pause-overlay')).toBeVisible();
    await settleAnimations(page); // the overlay's fade-in
    await screenshot(page, 'tetris-phone-paused');
    await page.getByRole('button', { name: 'Resume' }).first().tap();
    await expect(page.getByTestId('pause-overlay')).toBeHidden();

    // Tapped by position: the game-over dialog may open between two taps (then the tap lands on it).
    const drop = (await page.getByRole('button', { name: 'Hard drop' }).boundingBox())!;
    await stackToGameOver(page, () => page.touchscreen.tap(drop.x + drop.width / 2, drop.y + drop.height / 2));
    await screenshot(page, 'tetris-phone-game-over');
    const score = (await page.getByTestId('final-score').textContent()) ?? '';
    await page.reload();
    await page.goto('/#/tetris/levels');
    await expect(page.getByTestId('scores-marathon')).toContainText(score);
    await screenshot(page, 'tetris-phone-levels');
    expect(errors).toEqual([]);
  });

  test('holding a button auto-repeats on game time (DAS, ARR)', async ({ page }) => {
    await page.goto(PLAY);
    await page.getByRole('button', { name: 'Start' }).tap();
    const left: Locator = page.getByRole('button', { name: 'Move left', exact: true });
    const box = (await left.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const at = [{ x: box.x + box.width / 2, y: box.y + box.height / 2, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at });
    // Held past DAS with ARR, on game time however slow the frames: the I piece runs to the left wall.
    await expect(board(page)).toHaveAttribute('data-active', 'I 0 0');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  });
});

/**
 * The play screen at every size a player brings: the board as large as the room allows, nothing
 * clipped, nothing overlapping, every control on screen and at least 44 px.
 */
const SIZES = [
  { name: 'phone-landscape', width: 844, height: 390, touch: true },
  { name: 'phone-390', width: 390, height: 844, touch: true },
  { name: 'phone-360', width: 360, height: 640, touch: true },
  { name: 'phone-320', width: 320, height: 568, touch: true },
  { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
  { name: 'desktop-1280x600', width: 1280, height: 600, touch: false },
  { name: 'desktop-1366x768', width: 1366, height: 768, touch: false },
  { name: 'desktop-1280x800', width: 1280, height: 800, touch: false },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** Visible elements matching `selector` whose text does not fit their box. */
async function clippedText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getClientRects().length === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 0.5) out.push(`${sel} "${el.textContent}" ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  }, selector);
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  const out: Box[] = [];
  for (const el of await locator.all()) if (await el.isVisible()) out.push((await el.boundingBox())!);
  return out;
}

function expectInside(boxes: Box[], width: number, height: number, what: string) {
  for (const b of boxes) {
    expect(b.x, `${what} left`).toBeGreaterThanOrEqual(-0.5);
    expect(b.y, `${what} top`).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.width, `${what} right`).toBeLessThanOrEqual(width + 0.5);
    expect(b.y + b.height, `${what} bottom`).toBeLessThanOrEqual(height + 0.5);
  }
}

function expectApart(boxes: Box[], what: string) {
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!), `${what} ${i} and ${j} overlap`).toBe(false);
}

for (const size of SIZES) {
  test.describe(`layout ${size.name} ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch });

    test('board, HUD, controls, pause and game-over panels fit without clipping or overlap', async ({ page }) => {
      const { width, height } = size;
      const errors = watchErrors(page);
      // A full top 10, so the game-over panel shows its table.
      await page.goto('/#/');
      await page.evaluate(() => {
        const key = 'brickworks:progress';
        const saved = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
        const sprint = Array.from({ length: 10 }, (_, i) => ({ score: 9000 - i * 100, lines: 40, timeMs: 60_000 + i * 1500, date: `2025-03-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`, level: 5 }));
        saved.state.tetris = { scores: { marathon: [], sprint, ultra: [] }, saved: null, gesturesShown: true };
        localStorage.setItem(key, JSON.stringify(saved));
      });

      for (const [route, title] of [['/#/tetris', 'Tetris Marathon'], ['/#/tetris/play/marathon/5', 'Tetris Marathon'], ['/#/tetris/play/sprint/seed/42', 'Tetris Sprint']] as const) {
        await page.goto(route);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByTestId('ready-overlay')).toBeVisible();
        expect(await clippedText(page, 'h1')).toEqual([]);
      }
      await expect(page.getByTestId('ready-overlay')).toContainText(size.touch ? 'Tap to start' : 'Press Enter');
      if (size.touch) await expect(page.getByTestId('ready-overlay')).not.toContainText('Enter');
      await screenshot(page, `tetris-layout-${size.name}-ready`);
      if (size.touch) await page.getByRole('button', { name: 'Start' }).tap();
      else await page.keyboard.press('Enter');
      await expect(page.getByTestId('ready-overlay')).toBeHidden();

      // The board: as large as the room allows, whole, never scrolled to.
      const b = (await board(page).boundingBox())!;
      expect(b.width).toBeGreaterThanOrEqual(0.4 * Math.min(width, height));
      expectInside([b], width, height, 'board');
      expect(await page.evaluate(() => [document.documentElement.scrollWidth <= innerWidth, document.documentElement.scrollHeight <= innerHeight])).toEqual([true, true]);

      // The HUD, hold and next: nothing cut, nothing over the board or each other.
      expect(await clippedText(page, '.t-stat-label, .t-stat-value, .t-panel-label, h1')).toEqual([]);
      const stats = await boxesOf(page.locator('.t-stat'));
      const panels = await boxesOf(page.locator('.t-panel'));
      expect(stats).toHaveLength(4);
      expect(panels).toHaveLength(2);
      expectInside([...stats, ...panels], width, height, 'HUD');
      expectApart([b, ...stats, ...panels], 'board, stats and panels');

      // Touch: the buttons, under the thumbs, beside or under the board; keyboard: the key hints.
      const touchButtons = page.getByRole('group', { name: 'Touch controls' }).getByRole('button');
      const hints = page.locator('.t-keys');
      if (size.touch) {
        await expect(hints).toBeHidden();
        const buttons = await boxesOf(touchButtons);
        expect(buttons).toHaveLength(7);
        for (const box of buttons) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        expectInside(buttons, width, height, 'touch button');
        expectApart([b, ...stats, ...panels, ...buttons], 'board, HUD and buttons');
        // Held sideways on a phone, the buttons sit beside the board, not under it.
        if (width > height && height < 500) for (const box of buttons) expect(box.x + box.width <= b.x || box.x >= b.x + b.width).toBe(true);
      } else {
        await expect(touchButtons.first()).toBeHidden();
        await expect(hints).toBeVisible();
        expect(await clippedText(page, '.t-keys dt, .t-keys dd')).toEqual([]);
        const hintBox = (await hints.boundingBox())!;
        expectInside([hintBox], width, height, 'key hints');
        expectApart([b, ...stats, ...panels, hintBox], 'board, HUD and key hints');
      }
      await screenshot(page, `tetris-layout-${size.name}-play`);

      // The pause panel: every button on screen, none over another.
      if (size.touch) await page.getByRole('button', { name: 'Pause' }).tap();
      else await page.keyboard.press('Escape');
      const pause = page.getByTestId('pause-overlay');
      await expect(pause).toBeVisible();
      await settleAnimations(page);
      const pauseButtons = await boxesOf(pause.locator('button, a'));
      expect(pauseButtons.length).toBeGreaterThanOrEqual(4);
      for (const box of pauseButtons) expect(box.height).toBeGreaterThanOrEqual(44);
      expectInside(pauseButtons, width, height, 'pause button');
      expectApart(pauseButtons, 'pause buttons');
      expect(await clippedText(page, '[data-testid=pause-overlay] :is(button, a, h2, p)')).toEqual([]);
      await screenshot(page, `tetris-layout-${size.name}-paused`);

      // The game-over panel, with its top 10: the way on is on screen without scrolling.
      await page.getByRole('button', { name: 'End game' }).click();
      const over = page.getByTestId('game-over');
      await expect(over).toBeVisible();
      await settleAnimations(page);
      const overButtons = await boxesOf(page.getByRole('dialog').locator('button, a'));
      expect(overButtons).toHaveLength(2);
      expectInside(overButtons, width, height, 'game-over button');
      expectApart(overButtons, 'game-over buttons');
      expect(await clippedText(page, 'dialog[open], dialog [data-stat-label], dialog [data-testid=final-score], dialog h2')).toEqual([]);
      await screenshot(page, `tetris-layout-${size.name}-game-over`);

      // The levels screen: nothing wider than the page, the title whole.
      await page.goto('/#/tetris/levels');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tetris modes');
      expect(await clippedText(page, 'h1, h2')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      const tiles = await boxesOf(page.getByRole('link', { name: /^Marathon from level/ }));
      expect(tiles).toHaveLength(15);
      for (const box of tiles) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await screenshot(page, `tetris-layout-${size.name}-levels`);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a phone turned while playing', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the play area lays itself out again: panels beside the board on its side, above it upright', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(PLAY);
    await page.getByTestId('gesture-help').getByRole('button', { name: 'Got it, play' }).tap();
    await expect(page.getByTestId('ready-overlay')).toBeHidden();
    const layout = async () => {
      const b = (await board(page).boundingBox())!;
      const stats = await boxesOf(page.locator('.t-stat'));
      const panels = await boxesOf(page.locator('.t-panel'));
      return {
        board: b,
        statsAbove: stats.length === 4 && stats.every((s) => s.y + s.height <= b.y + 0.5),
        statsLeft: stats.length === 4 && stats.every((s) => s.x + s.width <= b.x + 0.5),
        nextRight: panels.length === 2 && panels[1]!.x >= b.x + b.width - 0.5,
      };
    };
    const upright = await layout();
    expect([upright.statsAbove, upright.statsLeft]).toEqual([true, false]);

    for (const [width, height, sideways] of [[844, 390, true], [390, 844, false]] as const) {
      await page.setViewportSize({ width, height });
      await expect.poll(async () => ((await layout()).statsLeft ? 'beside' : (await layout()).statsAbove ? 'above' : 'neither')).toBe(sideways ? 'beside' : 'above');
      const now = await layout();
      expect(now.nextRight).toBe(true);
      expectInside([now.board], width, height, 'board');
      // The same board a page opened at this size shows.
      const fresh = await page.context().newPage();
      await fresh.setViewportSize({ width, height });
      await fresh.goto(PLAY);
      await expect(fresh.getByTestId('ready-overlay')).toBeVisible();
      expect(await board(fresh).boundingBox()).toEqual(now.board);
      await fresh.close();
    }
    expect(errors).toEqual([]);
  });
});
