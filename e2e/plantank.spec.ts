import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot, settleAnimations, tabTo, watchErrors } from './helpers';

const slot = (page: Page, fn: number, k: number) => page.locator(`[data-slot="${fn - 1}:${k - 1}"]`);
const status = (page: Page) => page.getByTestId('run-status');
const winDialog = (page: Page) => page.getByRole('dialog');

/** Taps a palette command, then the slots it goes into (the tool stays armed). */
async function tapInto(page: Page, command: string, slots: [number, number][], how: 'click' | 'tap' = 'click') {
  const chip = page.getByRole('button', { name: command, exact: true });
  await (how === 'tap' ? chip.tap() : chip.click());
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  for (const [fn, k] of slots) await (how === 'tap' ? slot(page, fn, k).tap() : slot(page, fn, k).click());
}

/** Once `shown` is on screen (the screen just opened), the page is no wider than the viewport. */
async function noHorizontalScroll(page: Page, shown?: Locator) {
  if (shown) await expect(shown).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Drags with touch pointer events, the way a finger does (the chip captures the pointer). */
async function touchDrag(from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const init = (p: { x: number; y: number }) => ({ pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, clientX: p.x, clientY: p.y, bubbles: true });
  await from.dispatchEvent('pointerdown', init(start));
  for (let i = 1; i <= 5; i++) {
    await from.dispatchEvent('pointermove', init({ x: start.x + ((end.x - start.x) * i) / 5, y: start.y + ((end.y - start.y) * i) / 5 }));
  }
  await from.dispatchEvent('pointerup', { ...init(end), buttons: 0 });
}

test.describe('Plan Tank', () => {
  test('open level 1 from the level screen, build its solution by tapping, run, win; progress persists', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/levels');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan Tank');
    await expect(page.getByRole('button', { name: 'Level 2, Sixty Degrees, locked' })).toBeDisabled();
    await page.getByRole('link', { name: 'Level 1, First Drive, open' }).click();
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-01$/);
    await expect(page.getByRole('heading', { name: /First Drive/ })).toBeVisible();

    await tapInto(page, 'Forward', [[1, 1], [1, 2]]);
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
    await expect(page.getByTestId('instruction-count')).toContainText('2 instructions');
    await page.getByRole('button', { name: 'Go', exact: true }).click();

    await expect(winDialog(page)).toBeVisible();
    await expect(winDialog(page).getByRole('heading', { name: 'Perfect!' })).toBeVisible();
    await expect(page.getByTestId('win-instructions')).toHaveText('2');
    await expect(winDialog(page).getByRole('img', { name: '3 of 3 stars' })).toBeVisible();
    await expect(status(page)).toContainText('All stars collected in 2 steps');
    await winDialog(page).getByRole('link', { name: /Next level: Sixty Degrees/ }).click();
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-02$/);

    // Solved with its stars, the next level open, after a reload too; the program was kept.
    await page.goto('/#/plantank/levels');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Level 1, First Drive, solved, 3 of 3 stars' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Level 2, Sixty Degrees, open' })).toBeVisible();
    await expect(page.getByTestId('solved-count')).toContainText('1');
    await page.getByRole('link', { name: 'Level 1, First Drive, solved, 3 of 3 stars' }).click();
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    // #/plantank alone opens the first unsolved level.
    await page.goto('/#/plantank');
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('step through a run: one slot at a time, the current slot and the call stack shown', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-05'); // Long Road: `_F_1`
    await tapInto(page, 'Forward', [[1, 1]]);
    await tapInto(page, 'Call F1', [[1, 2]]);
    const step = page.getByRole('button', { name: 'Step' });

    await step.click();
    await expect(status(page)).toHaveAttribute('data-status', 'PAUSE');
    await expect(page.getByTestId('step-count')).toHaveText('1');
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('tank')).toHaveAttribute('data-col', '1');

    await step.click(); // the call: not a step, a frame more on the stack
    await expect(page.getByTestId('step-count')).toHaveText('1');
    await expect(page.getByTestId('call-stack')).toHaveAttribute('data-stack', 'F1,F1');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-current', 'step');

    await step.click();
    await expect(page.getByTestId('step-count')).toHaveText('2');
    await expect(page.getByTestId('tank')).toHaveAttribute('data-col', '2');
    await screenshot(page, 'plantank-desktop-step');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await expect(page.getByTestId('step-count')).toHaveText('0');
    await expect(page.getByTestId('tank')).toHaveAttribute('data-col', '0');
  });

  test('a losing program shows its reason and the culprit slot until reset', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-01');
    await tapInto(page, 'Turn left', [[1, 1]]);
    await tapInto(page, 'Forward', [[1, 2]]);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(status(page)).toHaveAttribute('data-outcome', 'fell');
    await expect(status(page)).toContainText('Drove off the edge of the board at row 1, col 1');
    await expect(slot(page, 1, 2)).toHaveClass(/is-culprit/);
    // The tiles dim as one group (one filter, one transition); the star left stays bright.
    const board = page.locator('[data-bench=board]');
    await expect(board.locator('.pt-tiles')).toHaveCSS('filter', 'saturate(0.55) brightness(0.8)');
    expect(await board.locator('.pt-tile, .pt-stars, .pt-star').evaluateAll((els) => els.filter((e) => getComputedStyle(e).filter !== 'none').length)).toBe(0);
    await expect(board.locator('.pt-stars .pt-star[data-star=here]')).toHaveCount(1);
    await expect(winDialog(page)).toBeHidden();
    // The final state stays.
    await page.waitForTimeout(400);
    await expect(status(page)).toContainText('Drove off the edge');

    // An edit ends the shown run: back to editing. Then a program that stops short.
    await page.getByRole('button', { name: 'Eraser' }).click();
    await slot(page, 1, 1).click();
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(status(page)).toContainText('The program ended with 1 star left');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
  });

  test('keyboard only: write, undo, redo, run and go on to the next level', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-02'); // Sixty Degrees: `_F_R_F_F`
    await tabTo(page, 'F1 slot 1: empty');
    for (const key of ['w', 'e', 'w', 'q']) await page.keyboard.press(key);
    await expect(page.getByTestId('instruction-count')).toContainText('4 instructions');
    // The cursor moved on as commands were typed; arrows move it back.
    await page.keyboard.press('ArrowLeft');
    await expect(slot(page, 1, 4)).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(slot(page, 1, 4)).toHaveAttribute('aria-label', 'F1 slot 4: empty');
    await page.keyboard.press('Control+z');
    await expect(slot(page, 1, 4)).toHaveAttribute('aria-label', 'F1 slot 4: turn left');
    await page.keyboard.press('Control+Shift+z');
    await expect(slot(page, 1, 4)).toHaveAttribute('aria-label', 'F1 slot 4: empty');
    await page.keyboard.press('r');
    await expect(slot(page, 1, 4)).toHaveAttribute('aria-label', 'F1 slot 4: red, no command');
    await page.keyboard.press('n');
    await page.keyboard.press('w');
    await expect(slot(page, 1, 4)).toHaveAttribute('aria-label', 'F1 slot 4: forward');

    await page.keyboard.press('x');
    await expect(winDialog(page)).toBeVisible();
    // The dialog took focus: Enter follows its first action, the next level.
    await expect(winDialog(page).getByRole('link', { name: /Next level/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-03$/);
    // The next level is a new screen for the keyboard too: the focus is on it, not back on the
    // control pressed before the win, and its first slot is a Tab away.
    await expect(page.getByRole('heading', { name: /Left and Right/ })).toBeVisible();
    await expect(page.getByRole('main')).toBeFocused();
    // The editor follows the board a frame later.
    await expect(slot(page, 1, 1)).toBeVisible();
    await tabTo(page, 'F1 slot 1: empty');
    await page.keyboard.press('w');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
  });

  test('x runs, and x during a run goes back to the start (Reset), as the buttons say', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-05');
    await page.getByRole('slider', { name: 'Speed' }).fill('0');
    await slot(page, 1, 1).click();
    await page.keyboard.press('w');
    await page.keyboard.press('1');
    await expect(page.getByRole('button', { name: 'Go', exact: true })).toHaveAttribute('aria-keyshortcuts', 'X');
    await page.keyboard.press('x');
    await expect(status(page)).toHaveAttribute('data-status', 'RUNNING');
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveAttribute('aria-keyshortcuts', 'X');
    await page.keyboard.press('x');
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await expect(page.getByTestId('step-count')).toHaveText('0');
  });

  test('after Step the run is paused: the status says what Go, Step and Reset (X) do, and X does it', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-05'); // Long Road: `_F_1`
    await slot(page, 1, 1).click();
    await page.keyboard.press('w');
    await page.keyboard.press('1');
    await page.keyboard.press('s');
    await page.keyboard.press('s');
    await page.keyboard.press('s');
    await expect(page.getByTestId('step-count')).toHaveText('2');
    await expect(page.getByTestId('tank')).toHaveAttribute('data-col', '2');
    await expect(status(page)).toHaveText('Paused: Go carries on, Step runs one more slot, Reset goes back to the start.');
    // Go on is the button to carry on; X belongs to Reset now.
    await expect(page.getByRole('button', { name: 'Go on' })).not.toHaveAttribute('aria-keyshortcuts', /.+/);
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveAttribute('aria-keyshortcuts', 'X');
    await page.keyboard.press('x');
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await expect(page.getByTestId('step-count')).toHaveText('0');
    await expect(page.getByTestId('tank')).toHaveAttribute('data-col', '0');
    // And Go carries on from a Step, as it says.
    await page.keyboard.press('s');
    await page.getByRole('button', { name: 'Go on' }).click();
    await expect(winDialog(page)).toBeVisible();
  });

  test('the shortcuts still work after the speed slider was touched; the slider keeps its arrows', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-01');
    const speed = page.getByRole('slider', { name: 'Speed' });
    await speed.click();
    await expect(speed).toBeFocused();
    const value = await speed.inputValue();
    await page.keyboard.press('ArrowLeft');
    await expect(speed).not.toHaveValue(value);
    await expect(speed).toBeFocused();
    await page.keyboard.press('w');
    await page.keyboard.press('w');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    await speed.focus();
    await page.keyboard.press('x');
    await expect(winDialog(page)).toBeVisible();
  });

  test('Go with an empty program says so instead of running nothing', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-02');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(status(page)).toContainText('Your program is empty');
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await expect(page.getByTestId('step-count')).toHaveText('0');
    // A command put in clears the word, and Go runs.
    await tapInto(page, 'Forward', [[1, 1]]);
    await expect(status(page)).toHaveText('Write the program, then press Go.');
    await page.keyboard.press('x');
    await expect(status(page)).toHaveAttribute('data-status', /RUNNING|OVER/);
  });

  test('a hopeless run offers Skip to the end, reached by keyboard, which shows the outcome and why at once', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-02');
    await tapInto(page, 'Turn left', [[1, 1]]);
    await tapInto(page, 'Call F1', [[1, 2]]);
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    const skip = page.getByRole('button', { name: 'Skip to the end' });
    await expect(skip).toBeVisible();
    await expect(status(page)).toHaveAttribute('data-status', 'RUNNING');
    await page.getByRole('heading', { name: /Sixty Degrees/ }).click();
    await tabTo(page, 'Skip to the end', 10);
    await screenshot(page, 'plantank-desktop-skip');
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveAttribute('data-outcome', 'outOfFuel');
    await expect(status(page)).toContainText('Step limit reached: out of fuel after 1000 steps with 2 stars left');
    await expect(page.getByTestId('step-count')).toHaveText('1000');
    await expect(skip).toBeHidden();
    await expect(status(page)).toBeFocused();
  });


  test('share: the link opens the level with the program; a malformed link says what is wrong', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#/plantank/play/pt-02');
    await tapInto(page, 'Forward', [[1, 1]]);
    await tapInto(page, 'Turn right', [[1, 2]]);
    await tapInto(page, 'Forward', [[1, 3], [1, 4]]);
    await page.getByRole('button', { name: 'Share this program' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#\/plantank\/share\/1~pt-02~_F_R_F_F-----$/);

    await page.goto('/#/plantank/share/1~pt-02~_F_R_F_F-----');
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();
    await expect(page.getByTestId('instruction-count')).toContainText('4 instructions');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(winDialog(page)).toBeVisible();

    const errors = watchErrors(page);
    await page.goto('/#/plantank/share/garbage');
    await expect(page.getByRole('heading', { name: 'This share link is broken' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This link cannot be opened: it is not a Plan Tank link.');
    await page.goto('/#/plantank/share/1~pt-01~_F_F_F_F-----');
    await expect(page.getByRole('alert')).toContainText('the program does not fit level “First Drive”');
    await page.goto('/#/plantank/share/1~pt-99~_F-----');
    await expect(page.getByRole('alert')).toContainText('there is no level "pt-99"');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Plan Tank levels' }).last().click();
    await expect(page).toHaveURL(/#\/plantank\/levels$/);
    expect(errors).toEqual([]);
  });

  test('the demo runs long solutions by itself and saves nothing', async ({ page }) => {
    await page.goto('/#/plantank/demo');
    const tank = page.getByTestId('tank');
    await expect(page.locator('[data-bench="board"]')).toBeVisible();
    const first = await tank.getAttribute('data-col');
    await expect.poll(async () => (await page.getByTestId('step-count').textContent()) ?? '0', { timeout: 5000 }).not.toBe('0');
    expect(await tank.getAttribute('data-col')).toBeDefined();
    expect(first).not.toBeNull();
    await page.waitForTimeout(500);
    const saved = await page.evaluate(() => localStorage.getItem('brickworks:progress'));
    expect(saved === null || !saved.includes('"solved":true')).toBe(true);
  });

  test('desktop screenshots: editor with a program, mid-run, win panel, level screen; no axe violations', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-13'); // Crown: `_2_2_R_1|_R_F_L_L_F_F`
    await slot(page, 1, 1).click();
    for (const key of ['2', '2', 'e', '1', 'ArrowDown', 'Home', 'e', 'w', 'q', 'q', 'w', 'w']) await page.keyboard.press(key);
    await slot(page, 1, 1).focus();
    await expectNoAxeViolations(page);
    await screenshot(page, 'plantank-desktop-editor');
    for (let i = 0; i < 24; i++) await page.keyboard.press('s');
    await expect(status(page)).toHaveAttribute('data-status', 'PAUSE');
    await screenshot(page, 'plantank-desktop-midrun');
    await page.getByRole('button', { name: 'Go on' }).click();
    await expect(winDialog(page)).toBeVisible();
    await settleAnimations(page);
    await expectNoAxeViolations(page);
    await screenshot(page, 'plantank-desktop-win');
    await page.goto('/#/plantank/levels');
    await expect(page.getByRole('link', { name: /Level 13, Crown, solved/ })).toBeVisible();
    await screenshot(page, 'plantank-desktop-levels');
  });

  test('drag with the mouse: a command onto a slot, then a slot onto another', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-03');
    const drag = async (from: Locator, to: Locator) => {
      const a = (await from.boundingBox())!;
      const b = (await to.boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
      await page.mouse.up();
    };
    await drag(page.getByRole('button', { name: 'Turn right', exact: true }), slot(page, 1, 2));
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: turn right');
    // A drag is not a tap: the chip was not armed by it.
    await expect(page.getByRole('button', { name: 'Turn right', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await drag(slot(page, 1, 2), slot(page, 1, 5));
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: empty');
    await expect(slot(page, 1, 5)).toHaveAttribute('aria-label', 'F1 slot 5: turn right');
    await page.keyboard.press('Control+z');
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: turn right');
  });

  test('a square RoboZZle board from a share link renders and plays', async ({ page }) => {
    // A custom square level embedded in the link (base64url JSON of the level).
    const level = {
      id: 'sq-1', title: 'Square test', grid: 'square',
      colors: ['BBBB', 'BBBB'], items: ['.**.', '####'],
      start: { row: 0, col: 0, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 0,
    };
    const code = Buffer.from(JSON.stringify(level)).toString('base64url');
    await page.goto(`/#/plantank/share/1~sq-1~_F_F-----~${code}`);
    await expect(page.getByRole('heading', { name: 'Square test' })).toBeVisible();
    await expect(page.locator('.pt-square')).toBeVisible();
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(winDialog(page)).toBeVisible();
    await expect(winDialog(page)).toContainText('All stars in 2 steps');
  });
});

test('keyboard only: the Plan Tank routes are reachable from home and back (as the shell test does)', async ({ page }) => {
  for (const [name, hash] of [['Play Plan Tank', '#/plantank'], ['Plan Tank levels', '#/plantank/levels']] as const) {
    await page.goto('/');
    await tabTo(page, name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hash.replace(/[/#]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Plan Tank');
    await tabTo(page, 'Back to Arcade', 8);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/$/);
  }
});

test('level 1 coaches a first program step by step until it is solved; the coach can be put away', async ({ page }) => {
  await page.goto('/#/plantank/play/pt-01');
  const coach = page.getByTestId('coach');
  await expect(coach).toHaveText('Tap Forward, then tap the first slot of F1.');
  await expect(page.getByText('Keyboard', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  await expect(coach).toHaveText('Now tap the first slot of F1.');
  await slot(page, 1, 1).click();
  await expect(coach).toContainText('second slot of F1');
  await slot(page, 1, 2).click();
  await expect(coach).toHaveText('Press Go to run your program.');
  await screenshot(page, 'plantank-desktop-coach');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(winDialog(page)).toBeVisible();
  await expect(coach).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(winDialog(page)).toBeHidden();
  // Solved, it does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: /First Drive/ })).toBeVisible();
  await expect(coach).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(coach).toBeVisible();
  await page.getByRole('button', { name: 'Hide the tips' }).click();
  await expect(coach).toBeHidden();
});

/** Wins level 1 by touch (Forward into two slots, Go) and waits for the win dialog's next level link. */
async function winFirstLevelByTouch(page: Page): Promise<Locator> {
  await page.goto('/#/plantank/play/pt-01');
  await page.getByRole('button', { name: 'Forward', exact: true }).tap();
  await slot(page, 1, 1).tap();
  await slot(page, 1, 2).tap();
  await page.getByRole('button', { name: 'Go', exact: true }).tap();
  const next = winDialog(page).getByRole('link', { name: /Next level: Sixty Degrees/ });
  await expect(next).toBeVisible();
  return next;
}

/** Puts a finger down at the centre of `target`; lift it with the returned function. */
async function fingerOn(page: Page, target: Locator): Promise<() => Promise<unknown>> {
  const box = (await target.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
  return () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('Plan Tank on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const width of [390, 320]) {
    test(`${width} px wide: the commands show their names, the coach leads to a win by tapping, no keyboard help`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 568 });
      await page.goto('/#/plantank/play/pt-01');
      await noHorizontalScroll(page, status(page));
      for (const [chip, name] of [['Forward', 'Forward'], ['Turn left', 'Left'], ['Turn right', 'Right'], ['Eraser', 'Erase']] as const) {
        const label = page.getByRole('button', { name: chip, exact: true }).locator('.pt-chip-name');
        await expect(label).toBeVisible();
        await expect(label).toHaveText(name);
        // Legible: at least 11 px, and whole inside its chip.
        expect(parseFloat(await label.evaluate((e) => getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(11);
        expect(await label.evaluate((e) => e.scrollWidth <= e.parentElement!.clientWidth)).toBe(true);
      }
      await expect(page.getByText('Keyboard', { exact: true })).toBeHidden();
      const coach = page.getByTestId('coach');
      await expect(coach).toHaveText('Tap Forward, then tap the first slot of F1.');
      await screenshot(page, `plantank-phone-${width}-coach`);
      await page.getByRole('button', { name: 'Forward', exact: true }).tap();
      await expect(coach).toHaveText('Now tap the first slot of F1.');
      await slot(page, 1, 1).tap();
      await slot(page, 1, 2).tap();
      await expect(coach).toHaveText('Press Go to run your program.');
      await page.getByRole('button', { name: 'Go', exact: true }).tap();
      await expect(winDialog(page)).toBeVisible();
    });
  }

  test('a finger on the next level link opens it as it lands; its lift clicks nothing there', async ({ page }) => {
    const errors = watchErrors(page);
    const next = await winFirstLevelByTouch(page);
    await page.evaluate(() => {
      const w = window as unknown as { clicks: number };
      w.clicks = 0;
      window.addEventListener('click', () => w.clicks++, true);
    });
    const lift = await fingerOn(page, next);
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-02$/);
    await expect(page.getByRole('heading', { name: /Sixty Degrees/ })).toBeVisible();
    await lift();
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    // Whatever the finger lifts over on the new level (a slot, a command, Go) is left alone.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 400)));
    expect(await page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(0);
    await expect(page.getByTestId('instruction-count')).toContainText('0 instructions');
    // One step in history: Back returns to the level just won.
    await page.goBack();
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-01$/);
    expect(errors).toEqual([]);
  });

  test('the next level draws its board in one frame and its editor in a later one', async ({ page }) => {
    const errors = watchErrors(page);
    const next = await winFirstLevelByTouch(page);
    await page.evaluate(() => {
      const w = window as unknown as { frame: number; boardAt?: number; editorAt?: number };
      w.frame = 0;
      const tick = () => {
        w.frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const oldSlot = document.querySelector('[data-slot="0:0"]');
      new MutationObserver(() => {
        if (w.boardAt === undefined && document.querySelector('.pt-area-board h2')?.textContent?.includes('Sixty Degrees')) w.boardAt = w.frame;
        const first = document.querySelector('[data-slot="0:0"]');
        if (w.editorAt === undefined && first && first !== oldSlot) w.editorAt = w.frame;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await next.tap();
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: empty');
    const { boardAt, editorAt } = await page.evaluate(() => {
      const w = window as unknown as { boardAt?: number; editorAt?: number };
      return { boardAt: w.boardAt, editorAt: w.editorAt };
    });
    expect(boardAt).toBeDefined();
    expect(editorAt).toBeGreaterThan(boardAt!);
    // Everything beside the board works once it is there: a command and Go.
    await tapInto(page, 'Forward', [[1, 1]], 'tap');
    await expect(page.getByTestId('instruction-count')).toContainText('1 instruction');
    expect(errors).toEqual([]);
  });

  for (const [width, height] of [[844, 390], [640, 360]] as const) {
    test(`${width}x${height}: the win dialog fits, its buttons beside the score and in view with no scroll`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const next = await winFirstLevelByTouch(page);
      await settleAnimations(page);
      expect(await winDialog(page).evaluate((d) => d.scrollHeight - d.clientHeight)).toBeLessThanOrEqual(1);
      for (const control of [next, winDialog(page).getByRole('button', { name: 'Replay' }), winDialog(page).getByRole('link', { name: 'Levels' })]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      const score = (await winDialog(page).getByTestId('win-instructions').boundingBox())!;
      expect((await next.boundingBox())!.x).toBeGreaterThan(score.x + score.width);
      await screenshot(page, `plantank-win-${width}x${height}`);
    });
  }

  test('480x320: the win dialog scrolls, so its next level link waits for the tap, not the press', async ({ page }) => {
    await page.setViewportSize({ width: 480, height: 320 });
    const next = await winFirstLevelByTouch(page);
    await settleAnimations(page);
    expect(await winDialog(page).evaluate((d) => d.scrollHeight > d.clientHeight + 1)).toBe(true);
    const lift = await fingerOn(page, next);
    // The finger may be starting a scroll of the dialog: nothing happens while it rests.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-01$/);
    await lift();
    await expect(page).toHaveURL(/#\/plantank\/play\/pt-02$/);
  });

  test('a finger on a chip arms it as it lands, on a slot fills it as it lifts: before the browser\'s click', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/play/pt-01');
    const forward = page.getByRole('button', { name: 'Forward', exact: true });
    await expect(forward).toBeVisible();
    // What the chip and the slot say when the click reaches the page (before the app's own listeners).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenAtClick: string[] }).seenAtClick = seen;
      window.addEventListener(
        'click',
        (e) => {
          const el = (e.target as HTMLElement).closest('[aria-pressed], [data-slot]');
          if (el) seen.push(el.getAttribute('aria-pressed') ?? el.getAttribute('aria-label') ?? '');
        },
        true,
      );
    });
    const cdp = await page.context().newCDPSession(page);
    const tap = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // A chip takes no scroll: it is armed while the finger is still on it.
    const box = (await forward.boundingBox())!;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
    await expect(forward).toHaveAttribute('aria-pressed', 'true');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await tap(slot(page, 1, 1));
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenAtClick: string[] }).seenAtClick)).toEqual(['true', 'F1 slot 1: forward']);
    // One edit: one Undo empties the slot.
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: empty');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('a press shows under the finger as it lands; held on a slot, its ring turns red and sets a breakpoint', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/play/pt-01');
    const cdp = await page.context().newCDPSession(page);
    const press = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
    };
    const lift = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.getByRole('button', { name: 'Forward', exact: true }).tap();
    // The slot sinks (a deeper shade) and lights while the finger rests; the edit waits for the lift
    // (a long press is a breakpoint). Nothing moves: a slot that moved under the finger or stayed
    // hovered after it would have the page's layers rebuilt at each press and lift.
    const shape = () => slot(page, 1, 1).evaluate((el) => ({ box: JSON.stringify(el.getBoundingClientRect()), shade: getComputedStyle(el).boxShadow }));
    const resting = await shape();
    await press(slot(page, 1, 1));
    await expect(slot(page, 1, 1)).toHaveAttribute('data-pressed', '');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: empty');
    const pressed = await shape();
    expect(pressed.box).toBe(resting.box);
    expect(pressed.shade).not.toBe(resting.shade);
    await lift();
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward');
    await expect(slot(page, 1, 1)).not.toHaveAttribute('data-pressed');
    expect((await shape()).box).toBe(resting.box);
    // Held on: the ring reaches the breakpoint's red as the breakpoint is set, and the slot keeps its command.
    const ring = () => slot(page, 1, 1).evaluate((el) => getComputedStyle(el, '::after').color);
    const red = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--color-danger-500)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await press(slot(page, 1, 1));
    await expect(slot(page, 1, 1)).toHaveAttribute('data-breakpoint', 'true');
    await expect.poll(ring).toBe(red);
    await lift();
    await expect(slot(page, 1, 1)).not.toHaveAttribute('data-pressed');
    await expect(slot(page, 1, 1)).toHaveAttribute('aria-label', 'F1 slot 1: forward, breakpoint');
    // Go shows its press too, and runs once the finger lifts.
    await slot(page, 1, 2).tap();
    const go = page.getByRole('button', { name: 'Go', exact: true });
    const look = () => go.evaluate((el) => ({ box: JSON.stringify(el.getBoundingClientRect()), filter: getComputedStyle(el).filter, shade: getComputedStyle(el).backgroundImage }));
    const goResting = await look();
    await press(go);
    await expect(go).toHaveAttribute('data-pressed', '');
    // A button's press is painted too: a shade, no move and no filter.
    const goPressed = await look();
    expect(goPressed).toEqual({ box: goResting.box, filter: 'none', shade: expect.stringContaining('linear-gradient') });
    await expect(status(page)).toHaveAttribute('data-status', 'READY');
    await lift();
    await expect(status(page)).not.toHaveAttribute('data-status', 'READY');
    await expect(page.locator('[data-pressed]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('390x844 with touch: tap and drag a program, run it, win; board and editor fit the width', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/levels');
    await noHorizontalScroll(page, page.getByRole('link', { name: 'Level 1, First Drive, open' }));
    await screenshot(page, 'plantank-phone-levels');
    await page.getByRole('link', { name: 'Level 1, First Drive, open' }).tap();
    await noHorizontalScroll(page, status(page));

    await tapInto(page, 'Forward', [[1, 1]], 'tap');
    // Put the tool down, then drag Forward into the second slot with a finger.
    await page.getByRole('button', { name: 'Forward', exact: true }).tap();
    await touchDrag(page.getByRole('button', { name: 'Forward', exact: true }), slot(page, 1, 2));
    await expect(slot(page, 1, 2)).toHaveAttribute('aria-label', 'F1 slot 2: forward');
    await screenshot(page, 'plantank-phone-editor');
    await page.getByRole('button', { name: 'Go', exact: true }).tap();
    await expect(winDialog(page)).toBeVisible();
    await settleAnimations(page);
    await screenshot(page, 'plantank-phone-win');
    expect(errors).toEqual([]);
  });

  test('390x844: a bigger level mid-run fits without horizontal scrolling', async ({ page }) => {
    await page.goto('/#/plantank/play/pt-13');
    await noHorizontalScroll(page, status(page));
    for (const [cmd, slots] of [['Call F2', [[1, 1], [1, 2]]], ['Turn right', [[1, 3], [2, 1]]], ['Call F1', [[1, 4]]], ['Forward', [[2, 2], [2, 5], [2, 6]]], ['Turn left', [[2, 3], [2, 4]]]] as const) {
      await tapInto(page, cmd, slots as unknown as [number, number][], 'tap');
    }
    for (let i = 0; i < 30; i++) await page.getByRole('button', { name: 'Step' }).tap();
    await expect(status(page)).toHaveAttribute('data-status', 'PAUSE');
    await noHorizontalScroll(page);
    await screenshot(page, 'plantank-phone-midrun');
    await page.getByRole('button', { name: 'Go on' }).tap();
    await expect(winDialog(page)).toBeVisible();
  });
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`home at ${viewport.width}x${viewport.height}: the Plan Tank preview's tank stays whole on its board as it steps`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const tank = page.locator('.preview-tank');
    await tank.scrollIntoViewIfNeeded();
    for (const at of [0, 0.25, 0.5, 0.75, 1]) {
      // The step's animation held at this point of its cycle: no waiting on the clock.
      const box = await tank.evaluate((el, f) => {
        for (const a of el.getAnimations()) {
          a.pause();
          a.currentTime = (Number(a.effect!.getComputedTiming().duration) || 0) * f;
        }
        const range = document.createRange();
        range.selectNodeContents(el);
        const glyph = range.getBoundingClientRect();
        // Every box that clips it (a clip-path, hidden overflow) must hold the whole glyph.
        const cut: string[] = [];
        for (let up = el.parentElement; up; up = up.parentElement) {
          const style = getComputedStyle(up);
          if (style.clipPath === 'none' && style.overflow === 'visible') continue;
          const r = up.getBoundingClientRect();
          if (glyph.left < r.left - 0.5 || glyph.right > r.right + 0.5 || glyph.top < r.top - 0.5 || glyph.bottom > r.bottom + 0.5) cut.push(up.className);
        }
        const board = el.closest('[aria-hidden="true"]')!.getBoundingClientRect();
        const inside = glyph.left >= board.left && glyph.right <= board.right && glyph.top >= board.top && glyph.bottom <= board.bottom;
        return { cut, inside, width: glyph.width };
      }, at);
      expect(box.width).toBeGreaterThan(4);
      expect(box.cut).toEqual([]);
      expect(box.inside).toBe(true);
      await screenshot(page, `home-plantank-preview-${viewport.width}-${at * 100}`);
    }
  });
}

for (const [width, height] of [[390, 844], [844, 390], [360, 640], [320, 568], [1280, 800], [1280, 600]] as const) {
  test(`${width}x${height}: the coach, an empty Go and the skip offer fit the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#/plantank/play/pt-01');
    await expect(page.getByTestId('coach')).toBeVisible();
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await expect(status(page)).toContainText('Your program is empty');
    await noHorizontalScroll(page);
    await screenshot(page, `plantank-${width}x${height}-empty-go`);
    await page.goto('/#/plantank/play/pt-02');
    await slot(page, 1, 1).click();
    for (const key of ['q', '1', 'x']) await page.keyboard.press(key);
    const skip = page.getByRole('button', { name: 'Skip to the end' });
    await expect(skip).toBeVisible();
    await status(page).scrollIntoViewIfNeeded();
    await noHorizontalScroll(page);
    const [line, button] = [await status(page).boundingBox(), await skip.boundingBox()];
    expect(button!.x + button!.width).toBeLessThanOrEqual(line!.x + line!.width);
    expect(button!.height).toBeGreaterThanOrEqual(44);
    // Pause, Step and Reset stay inside their panel.
    const panel = (await page.getByRole('button', { name: 'Pause' }).locator('xpath=../..').boundingBox())!;
    for (const name of ['Pause', 'Step', 'Reset']) {
      const b = (await page.getByRole('button', { name }).boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(panel.x + panel.width);
    }
    await screenshot(page, `plantank-${width}x${height}-skip`);
  });
}

test('a phone held sideways: the board beside the program, still in view at the palette', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/#/plantank/play/pt-24');
  const board = page.locator('[data-bench=board]');
  await expect(board).toBeVisible();
  const program = page.getByRole('button', { name: 'Clear all' });
  const [b, p] = [(await board.boundingBox())!, (await program.boundingBox())!];
  expect(b.x + b.width, 'the board is left of the program').toBeLessThanOrEqual(p.x);
  // Scrolled down to the colours at the foot of the palette, the board is still all on screen.
  await page.getByRole('button', { name: 'Erase' }).scrollIntoViewIfNeeded();
  await expect.poll(async () => {
    const r = (await board.boundingBox())!;
    return r.y >= 0 && r.y + r.height <= 390;
  }).toBe(true);
  await screenshot(page, 'plantank-844x390-sideways');
  await context.close();
});

test.describe('Plan Tank with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the tank turns at once, a strip of its headings each drawn by one image the page may load', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/play/pt-01');
    const headings = page.locator('.pt-tank-heading');
    await expect(headings).toHaveCount(6);
    const image = await headings.first().evaluate((h) => getComputedStyle(h).backgroundImage);
    expect(image).toMatch(/^url\("data:image\/svg\+xml,/);
    // The image decodes here, under the page's content security policy.
    const width = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return img.width;
    }, image.slice('url("'.length, -'")'.length));
    expect(width).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
