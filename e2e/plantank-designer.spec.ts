import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot, tabTo, watchErrors } from './helpers';

const board = (page: Page) => page.getByTestId('design-board');
const cell = (page: Page, row: number, col: number) => page.locator(`#dz-cell-${row - 1}-${col - 1}`);
const slot = (page: Page, fn: number, k: number) => page.locator(`[data-slot="${fn - 1}:${k - 1}"]`);
const shareButton = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });
const blocker = (page: Page) => page.getByTestId('share-blocker');
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A real finger on the screen (Chrome's touch input): press at the first cell, slide over the others, lift. */
async function touchStroke(page: Page, cells: Locator[]) {
  const client = await page.context().newCDPSession(page);
  const points = [];
  for (const c of cells) {
    const b = (await c.boundingBox())!;
    points.push({ x: Math.round(b.x + b.width / 2), y: Math.round(b.y + b.height / 2) });
  }
  // Timestamps a finger's pace apart, resting on the last cell before lifting: a swipe of instant
  // jumps would read as a fling, and the browser spends the next tap on stopping it.
  let t = Date.now() / 1000;
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!], timestamp: t });
  for (const p of [...points.slice(1), points.at(-1)!]) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p], timestamp: (t += 0.15) });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t + 0.15 });
  await client.detach();
}

/** Opens a share link in a browser context of its own (nothing saved there) and wins it by the given means. */
async function winInFreshContext(browser: Browser, link: string, how: 'keys' | 'touch') {
  const context = await browser.newContext(how === 'touch' ? PHONE : {});
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stars in a row' })).toBeVisible();
  if (how === 'keys') {
    await tabTo(page, 'F1 slot 1: empty');
    for (const key of ['w', '1']) await page.keyboard.press(key);
    await page.keyboard.press('x');
  } else {
    await page.getByRole('button', { name: 'Forward', exact: true }).tap();
    await slot(page, 1, 1).tap();
    await page.getByRole('button', { name: 'Call F1', exact: true }).tap();
    await slot(page, 1, 2).tap();
    await page.getByRole('button', { name: 'Go', exact: true }).tap();
  }
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Solved!' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
}

test.describe('Plan Tank level designer, by keyboard', () => {
  test('design a level, be refused a share before solving it, prove it in test play, share it, win it elsewhere', async ({ page, browser }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/levels');
    await tabTo(page, 'Level designer · My levels');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Level designer' })).toBeVisible();

    // Only the keyboard from here: the board, its cursor, the tool keys.
    await tabTo(page, /^Level board/);
    await expect(board(page)).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('s');
    await page.keyboard.press('Space');
    await expect(cell(page, 3, 4)).toHaveAttribute('aria-label', 'Row 3, column 4: blue tile with a star');
    // A star off the path is a problem, in words and on the board; Ctrl+Z takes it back.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('design-problems')).toContainText('The star at row 1, column 4 cannot be reached');
    await expect(cell(page, 1, 4)).toHaveClass(/is-problem/);
    await expect(page.getByRole('button', { name: 'Test play' })).toBeDisabled();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('design-problems')).toContainText('The level is well-formed');
    await page.keyboard.press('Control+y');
    await expect(cell(page, 1, 4)).toHaveClass(/is-problem/);
    await page.keyboard.press('Control+z');
    await page.getByLabel('Title').fill('Stars in a row');

    // Not proved: Share and Save are off, and say why.
    await expect(shareButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save to My levels' })).toBeDisabled();
    await expect(blocker(page)).toHaveText(/Win your level in test play first/);
    await expect(shareButton(page)).toHaveAccessibleDescription(/Win your level in test play first/);
    await screenshot(page, 'designer-desktop-1280');

    await tabTo(page, /^Test play$/);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Test play.', { exact: false }).first()).toBeVisible();
    await tabTo(page, 'F1 slot 1: empty');
    for (const key of ['w', '1']) await page.keyboard.press(key);
    await page.keyboard.press('x');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Solved!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('status').filter({ hasText: 'Proved!' })).toBeVisible();
    await tabTo(page, 'Back to the designer');
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('proof-state')).toHaveText('Proved in 2 instructions');
    await expect(page.getByTestId('par-line')).toHaveText('Par 2: no program shorter than yours exists.');
    await expect(blocker(page)).toHaveCount(0);
    await tabTo(page, 'Share');
    await page.keyboard.press('Enter');
    const link = await page.getByRole('textbox', { name: 'Share link', exact: true }).inputValue();
    expect(link).toMatch(/#\/plantank\/share\/1~my-/);
    await tabTo(page, 'Save to My levels');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
    await expect(page.locator('#my-levels')).toContainText('Stars in a row');

    // Any edit clears the proof.
    await board(page).focus();
    await page.keyboard.press('g');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('proof-state')).toHaveText('Not proved yet');
    await expect(shareButton(page)).toBeDisabled();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('proof-state')).toHaveText('Proved in 2 instructions');

    await winInFreshContext(browser, link, 'keys');
    expect(errors).toEqual([]);
  });

  test('a RoboZZle record pasted opens as a square level; a bad paste says what is wrong and loses nothing', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/design');
    await expect(board(page)).toBeVisible();
    await expectNoAxeViolations(page);
    const box = page.getByLabel(/Paste a level record from robozzle.com/);
    await box.fill('{"Colors": ["RR"], "Items": "not rows"');
    await page.getByRole('button', { name: 'Open pasted level' }).click();
    await expect(page.getByRole('alert')).toHaveText(/That is not a RoboZZle level: it is not JSON/);
    await box.fill('{"Colors": ["RR"], "Items": ["*."], "RobotRow": 0, "RobotCol": 5, "RobotDir": 0, "SubLengths": [5,0,0,0,0], "AllowedCommands": 0}');
    await page.getByRole('button', { name: 'Open pasted level' }).click();
    await expect(page.getByRole('alert')).toHaveText(/That RoboZZle level cannot be opened: /);
    await expect(board(page)).toHaveAttribute('aria-label', /7 by 5 hexagons/); // the design is untouched

    // A LevelInfo2 record as robozzle.com sends it: every number a string, fields play does not need.
    const record = {
      Id: '4117',
      Title: 'Two Turns',
      About: 'Right at the red, left at the green.',
      Colors: Array.from({ length: 12 }, (_, r) => (r === 3 ? 'BBBBBBRBBBBBBBBB' : r === 8 ? 'BBBBBBGBBBBBBBBB' : 'B'.repeat(16))),
      Items: Array.from({ length: 12 }, (_, r) =>
        r === 3 ? '#.....*#########' : r >= 4 && r <= 7 ? '######.#########' : r === 8 ? '######.....*####' : '#'.repeat(16),
      ),
      RobotRow: '3',
      RobotCol: '1',
      RobotDir: '0',
      SubLengths: ['5', '0', '0', '0', '0'],
      AllowedCommands: '0',
      DifficultyVoteSum: '9',
      DifficultyVoteCount: '4',
    };
    await box.fill(JSON.stringify(record));
    await page.getByRole('button', { name: 'Open pasted level' }).click();
    await expect(board(page)).toHaveAttribute('aria-label', /16 by 12 squares/);
    await expect(page.getByRole('heading', { level: 2, name: record.Title })).toBeVisible();
    await expect(page.getByTestId('design-problems')).toContainText('The level is well-formed');
    await expect(page.getByRole('button', { name: 'Test play' })).toBeEnabled();
    await screenshot(page, 'designer-desktop-1280-robozzle');
    // Undo brings the previous design back.
    await page.keyboard.press('Control+z');
    await expect(board(page)).toHaveAttribute('aria-label', /7 by 5 hexagons/);
    expect(errors).toEqual([]);
  });
});

test.describe('Plan Tank level designer, on a phone', () => {
  test.use(PHONE);

  test('tap and drag to design, refused a share until proved, prove it by taps, share, win it in a fresh context', async ({ page, browser }) => {
    const errors = watchErrors(page);
    await page.goto('/#/plantank/design');
    await expect(board(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // A drag paints a stroke: four tiles red, one undo step.
    await page.getByRole('button', { name: 'Red', exact: true }).tap();
    await touchStroke(page, [cell(page, 3, 2), cell(page, 3, 3), cell(page, 3, 4), cell(page, 3, 5)]);
    for (const c of [2, 3, 4, 5]) await expect(cell(page, 3, c)).toHaveAttribute('aria-label', `Row 3, column ${c}: red tile`);
    await page.getByRole('button', { name: 'Undo' }).tap();
    for (const c of [2, 3, 4, 5]) await expect(cell(page, 3, c)).toHaveAttribute('aria-label', `Row 3, column ${c}: blue tile`);
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect(cell(page, 3, 5)).toHaveAttribute('aria-label', 'Row 3, column 5: red tile');

    await page.getByRole('button', { name: 'Star', exact: true }).tap();
    await cell(page, 3, 4).locator('.dz-hit').tap();
    await expect(cell(page, 3, 4)).toHaveAttribute('aria-label', 'Row 3, column 4: red tile with a star');
    await page.getByLabel('Title').fill('Stars in a row');
    await screenshot(page, 'designer-phone-390');

    await expect(shareButton(page)).toBeDisabled();
    await expect(blocker(page)).toHaveText(/Win your level in test play first/);

    await page.getByRole('button', { name: 'Test play' }).tap();
    await expect(page.getByRole('button', { name: 'Back to the designer' })).toBeVisible();
    await screenshot(page, 'designer-phone-390-testplay');
    await expect(page.getByRole('button', { name: 'Share this program' })).toBeHidden();
    await page.getByRole('button', { name: 'Forward', exact: true }).tap();
    await slot(page, 1, 1).tap();
    await page.getByRole('button', { name: 'Call F1', exact: true }).tap();
    await slot(page, 1, 2).tap();
    await page.getByRole('button', { name: 'Go', exact: true }).tap();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Solved!' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Replay' }).tap();
    await page.getByRole('button', { name: 'Back to the designer' }).tap();

    await expect(page.getByTestId('proof-state')).toHaveText('Proved in 2 instructions');
    await expect(shareButton(page)).toBeEnabled();
    await page.getByLabel('Put my solution in the link').tap();
    await shareButton(page).tap();
    const field = page.getByRole('textbox', { name: 'Share link', exact: true });
    const link = await field.inputValue();
    expect(link).toContain('~_F_1-----~'); // the solution rides along
    // Without clipboard permission the copy fails over to the selected field, with a message.
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await expect(page.getByText(/the link is selected|Copied/)).toBeVisible();
    await screenshot(page, 'designer-phone-390-shared');

    await winInFreshContext(browser, link.replace(/~_F_1-----~/, '~-----~'), 'touch');
    expect(errors).toEqual([]);
  });

  test('landscape phone: the designer fits and the board takes taps', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/#/plantank/design');
    await page.getByRole('button', { name: 'Tank', exact: true }).tap();
    await cell(page, 3, 3).locator('.dz-hit').tap();
    await expect(cell(page, 3, 3)).toHaveAttribute('aria-label', /the tank facing east/);
    await cell(page, 3, 3).locator('.dz-hit').tap();
    await expect(cell(page, 3, 3)).toHaveAttribute('aria-label', /the tank facing south-east/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'designer-phone-844x390');
  });
});
