/** Real-play runs summed up: the median run of each scenario and visit, as a table with the goals' verdicts. */
import { measureLoad, measureRealPlay, type LoadBytes, type RealPlayRun, type Visit } from './realPlay';
import { HOME, REAL_PLAY_SCENARIOS } from './realPlayScenarios';
import { medianBy, REAL_PLAY_GOALS, verdict } from './realPlaySummary';

export interface RealPlaySummary {
  scenario: string;
  visit: Visit;
  /** The run at the median late share. */
  median: RealPlayRun;
  /** Every run's late share and steal, in the order they ran. */
  runs: { late: number; steal: number | null }[];
  goals: { late: string; longTasks: string; inputP95: string; size?: string };
}

const kb = (b: Pick<LoadBytes, 'js' | 'css'>) => (b.js + b.css) / 1024;

export function summarise(runs: readonly RealPlayRun[]): RealPlaySummary[] {
  const groups = new Map<string, RealPlayRun[]>();
  for (const r of runs) groups.set(`${r.scenario} ${r.visit}`, [...(groups.get(`${r.scenario} ${r.visit}`) ?? []), r]);
  return [...groups.values()].map((group) => {
    const median = medianBy(group, (r) => r.frames.late)!;
    return {
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
  }
  if (home) lines.push(`  home page: ${kb(home.bytes).toFixed(1)} KB before its game links show (${home.playableMs} ms)   goal <= ${g.homeKb} KB: ${verdict(kb(home.bytes) <= g.homeKb)}`);
  return lines;
}

export interface RealPlaySection {
  summaries: RealPlaySummary[];
  home?: { bytes: LoadBytes; playableMs: number };
  errors: string[];
}

/** bench/run.ts's section: every scenario, first and second visit, `runs` times, and the home page's download. */
export async function runRealPlaySection(baseUrl: string, runs: number, seconds: number, log: (line: string) => void): Promise<RealPlaySection> {
  const all: RealPlayRun[] = [];
  const errors: string[] = [];
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
  return { summaries: summarise(all), ...(home ? { home } : {}), errors };
}
