/** Real-play runs summed up: the median run of each scenario and visit, as a table with the goals' verdicts. */
import { floorLine, measureFloors } from './inputFloor';
import { measureLoad, measureRealPlay, type LoadBytes, type RealPlayRun, type Visit } from './realPlay';
import { HOME, REAL_PLAY_SCENARIOS } from './realPlayScenarios';
import { floorFor, kindsLine, medianBy, REAL_PLAY_GOALS, verdict, type InputFloors, type InputKind, type InputKindSummary } from './realPlaySummary';

export interface RealPlaySummary {
  scenario: string;
  visit: Visit;
  /** The run at the median late share. */
  median: RealPlayRun;
  /** Every run's late share and steal, in the order they ran. */
  runs: { late: number; steal: number | null }[];
  goals: { late: string; longTasks: string; inputP95: string; size?: string };
  /** The bare page's input to paint on the same device with the same kinds of input (inputFloor.ts). */
  floor?: Partial<Record<InputKind, InputKindSummary>>;
}

const kb = (b: Pick<LoadBytes, 'js' | 'css'>) => (b.js + b.css) / 1024;

export function summarise(runs: readonly RealPlayRun[], floors?: InputFloors): RealPlaySummary[] {
  const groups = new Map<string, RealPlayRun[]>();
  for (const r of runs) groups.set(`${r.scenario} ${r.visit}`, [...(groups.get(`${r.scenario} ${r.visit}`) ?? []), r]);
  return [...groups.values()].map((group) => {
    const median = medianBy(group, (r) => r.frames.late)!;
    const scenario = REAL_PLAY_SCENARIOS.find((s) => s.name === median.scenario);
    const floor = scenario ? floorFor(floors, scenario.device, scenario.inputs) : undefined;
    return {
      ...(floor ? { floor } : {}),
      scenario: median.scenario,
      visit: median.visit,
      median,
      runs: group.map((r) => ({ late: r.frames.late, steal: r.steal })),
      goals: {
        late: verdict(median.frames.late <= REAL_PLAY_GOALS.lateShare),
        longTasks: verdict(median.longTasks.count <= REAL_PLAY_GOALS.longTasks),
        inputP95: verdict(median.input.count === 0 ? undefined : median.input.p95 <= REAL_PLAY_GOALS.inputP95),
        // The size goal is the game link opened for the first time; a second visit downloads what changed.
        ...(median.visit === 'first' ? { size: verdict(kb(median.bytes) <= REAL_PLAY_GOALS.gameKb) } : {}),
      },
    };
  });
}

/** The table: one line a scenario and visit, the median run's numbers, every run's late share with its steal. */
export function summaryLines(summaries: readonly RealPlaySummary[], home?: { bytes: LoadBytes; playableMs: number }): string[] {
  const g = REAL_PLAY_GOALS;
  const lines = [
    `Real play (CPU 4x, fresh context, service worker allowed; median run by late frames)   goals: late <= ${g.lateShare} %, no long task, input->paint p95 <= ${g.inputP95} ms, <= ${g.gameKb} KB before playable`,
    `  scenario   visit   KB before playable   late %   long tasks (n / ms)   input->paint p50 / p95 (n)   runs: late % (steal %)`,
  ];
  for (const s of summaries) {
    const m = s.median;
    const verdicts = [`late ${s.goals.late}`, `long tasks ${s.goals.longTasks}`, `input ${s.goals.inputP95}`, ...(s.goals.size ? [`size ${s.goals.size}`] : [])].join(', ');
    lines.push(
      `  ${m.scenario.padEnd(10)} ${m.visit.padEnd(6)} ${kb(m.bytes).toFixed(1).padStart(10)}${m.visit === 'second' ? ' (net)' : '      '}     ${String(m.frames.late).padStart(6)}   ${`${m.longTasks.count} / ${m.longTasks.total}`.padStart(12)}          ${`${m.input.p50} / ${m.input.p95} (${m.input.count})`.padStart(18)}       ${s.runs.map((r) => `${r.late}% (${r.steal ?? '?'}%)`).join(' ')}   ${verdicts}`,
    );
    // Input to paint by kind beside the bare page's floor: how much of it the game adds.
    if (m.kinds) lines.push(`             input by kind: ${kindsLine(m.kinds)}${s.floor ? `   bare page's floor: ${kindsLine(s.floor)}` : ''}`);
  }
  if (home) lines.push(`  home page: ${kb(home.bytes).toFixed(1)} KB before its game links show (${home.playableMs} ms)   goal <= ${g.homeKb} KB: ${verdict(kb(home.bytes) <= g.homeKb)}`);
  return lines;
}

export interface RealPlaySection {
  summaries: RealPlaySummary[];
  home?: { bytes: LoadBytes; playableMs: number };
  /** The bare page's input to paint by device (inputFloor.ts). */
  floors?: InputFloors;
  errors: string[];
}

/** bench/run.ts's section: every scenario, first and second visit, `runs` times, and the home page's download. */
export async function runRealPlaySection(baseUrl: string, runs: number, seconds: number, log: (line: string) => void): Promise<RealPlaySection> {
  const all: RealPlayRun[] = [];
  const errors: string[] = [];
  let floors: InputFloors | undefined;
  log('   input floor: a bare page on each device…');
  try {
    floors = await measureFloors(REAL_PLAY_SCENARIOS);
    log(`   ${floorLine(floors)}`);
  } catch (e) {
    errors.push(`input floor: ${(e as Error).message.split('\n')[0]}`);
  }
  for (let i = 0; i < runs; i++) {
    for (const scenario of REAL_PLAY_SCENARIOS) {
      for (const visit of ['first', 'second'] as const) {
        log(`   real play ${scenario.name}, ${visit} visit (run ${i + 1} of ${runs}, ${seconds} s)…`);
        try {
          all.push(await measureRealPlay(baseUrl, scenario, { visit, seconds }));
        } catch (e) {
          errors.push(`${scenario.name} ${visit}: ${(e as Error).message.split('\n')[0]}`);
        }
      }
    }
  }
  let home: RealPlaySection['home'];
  try {
    home = await measureLoad(baseUrl, HOME);
  } catch (e) {
    errors.push(`home: ${(e as Error).message.split('\n')[0]}`);
  }
  return { summaries: summarise(all, floors), ...(home ? { home } : {}), ...(floors ? { floors } : {}), errors };
}
