/**
 * The floor under input to paint: a bare page (a grid of 100 cells, a press toggles one cell's
 * class, a tap's click another of its classes, a key the first cell's) played with the same inputs,
 * device, throttle and recorder as a real-play scenario. What it reads is the browser's and the
 * machine's own delay, which no game can beat: in Debian's headless Chromium a touch reaches the
 * page at the vsync after it and its answer paints a frame later (27 / 33 ms p50 / p95, at 4x as
 * unthrottled), a key about 9 / 16 ms.
 */
import { chromium } from '@playwright/test';
import { between, holdKey, seededRng, sleep } from './players/human';
import { probeScript, startRecording, stopRecording } from './realPlayProbe';
import { DEVICES } from './realPlayScenarios';
import { inputKindsSummary, kindsLine, type InputFloors, type InputKind, type InputKindSummary } from './realPlaySummary';
import { CHROME_FLAGS, CHROMIUM } from './serve';

export type DeviceName = keyof typeof DEVICES;

const URL = 'http://input-floor.test/';
const PAGE = `<!doctype html><meta name="viewport" content="width=device-width"><title>input floor</title>
<style>
  #b { display: grid; grid-template-columns: repeat(10, 1fr); width: 360px; height: 360px; touch-action: none; }
  #b div { margin: 2px; background: #2a3350; }
  #b div.on { background: #f0a040; }
  #b div.up { outline: 2px solid #fff; }
</style>
<div id="b" data-bench="board">${'<div></div>'.repeat(100)}</div>
<script>
  const board = document.getElementById('b');
  board.addEventListener('pointerdown', (e) => e.target.classList.toggle('on'));
  board.addEventListener('click', (e) => e.target.classList.toggle('up'));
  addEventListener('keydown', () => board.firstElementChild.classList.toggle('on'));
</script>`;

export interface FloorOptions {
  throttle?: number;
  /** Presses of each kind (default 40). */
  presses?: number;
  seed?: number;
}

/**
 * Plays the bare page on `device`: `presses` taps (a finger resting 50-120 ms, as the players' do)
 * when it has touch, and as many key presses (held 30-60 ms) for the kinds asked; 200-500 ms apart.
 */
export async function measureInputFloor(device: DeviceName, kinds: readonly InputKind[], options: FloorOptions = {}): Promise<Partial<Record<InputKind, InputKindSummary>>> {
  const { throttle = 4, presses = 40, seed = 1 } = options;
  const rng = seededRng(seed);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({ ...DEVICES[device] });
    const page = await context.newPage();
    await page.route(URL, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
    await page.addInitScript(probeScript({ playable: '#b', answer: '[data-bench=board]' }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(URL);
    await page.locator('#b').count();
    await startRecording(page);
    const box = (await page.locator('#b').boundingBox())!;
    for (const kind of kinds) {
      for (let i = 0; i < presses; i++) {
        if (kind === 'touch') {
          const point = { x: box.x + box.width * (((i * 7) % 10) + 0.5) * 0.1, y: box.y + box.height * (((i * 3) % 10) + 0.5) * 0.1 };
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
          await sleep(between(rng, [50, 120]));
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        } else {
          await holdKey(page, 'ArrowLeft', between(rng, [30, 60]));
        }
        await sleep(between(rng, [200, 500]));
      }
    }
    const data = await stopRecording(page);
    return inputKindsSummary(data.answered);
  } finally {
    await browser.close();
  }
}

/** The floor of each device the scenarios play on, for the kinds of input they press with. */
export async function measureFloors(scenarios: readonly { device: DeviceName; inputs: readonly InputKind[] }[], options: FloorOptions = {}): Promise<InputFloors> {
  const kinds = new Map<DeviceName, Set<InputKind>>();
  for (const s of scenarios) kinds.set(s.device, new Set([...(kinds.get(s.device) ?? []), ...s.inputs]));
  const floors: InputFloors = {};
  for (const [device, set] of kinds) floors[device] = await measureInputFloor(device, [...set], options);
  return floors;
}

/** One line a device: "Input floor (...): phone touch 27.3 / 33 (40); desktop key 8.6 / 15.8 (40)". */
export function floorLine(floors: InputFloors, throttle = 4): string {
  return `Input to paint on a bare page (the floor: same device, inputs and recorder, CPU ${throttle}x), p50 / p95 ms (n): ${Object.entries(floors)
    .map(([device, kinds]) => `${device} ${kindsLine(kinds ?? {})}`)
    .join('; ')}`;
}
