import { describe, expect, it } from 'vitest';
import { profileSamples, topSampled, type ProfileEvent } from './cpuSamples';

const at = { pid: 1, tid: 10 };
const frame = (functionName: string, scriptId: number, lineNumber?: number, columnNumber?: number) => ({ functionName, scriptId, lineNumber, columnNumber });
const events: ProfileEvent[] = [
  // Scripts are named by id in the profile; other events give their URLs.
  { name: 'FunctionCall', ...at, ts: 0, args: { data: { scriptId: 7, url: 'http://x/assets/app.js' } } },
  { name: 'FunctionCall', ...at, ts: 0, args: { data: { scriptId: 8, url: 'http://x/assets/vendor.js' } } },
  { name: 'Profile', ...at, ts: 0, id: '0x1', args: { data: { startTime: 1000 } } },
  // Another thread's profile (the service worker's) is not the page's.
  { name: 'Profile', pid: 1, tid: 11, ts: 0, id: '0x2', args: { data: { startTime: 0 } } },
  {
    name: 'ProfileChunk',
    pid: 1,
    tid: 99,
    ts: 1,
    id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)', 0) },
            { id: 2, parent: 1, callFrame: frame('(program)', 0) },
            { id: 3, parent: 1, callFrame: frame('render', 7, 0, 10) },
            { id: 4, parent: 3, callFrame: frame('reconcile', 8, 0, 3) },
            { id: 5, parent: 1, callFrame: frame('(garbage collector)', 0) },
            { id: 6, parent: 1, callFrame: frame('(idle)', 0) },
          ],
          samples: [4, 4, 3],
        },
        timeDeltas: [10, 10, 10],
      },
    },
  },
  { name: 'ProfileChunk', pid: 1, tid: 99, ts: 2, id: '0x1', args: { data: { cpuProfile: { samples: [2, 5, 6] }, timeDeltas: [10, 10, 10] } } },
];
const resolve = (url: string) => (url.endsWith('app.js') ? { source: 'src/components/Board.tsx', line: 5, name: 'Board' } : { source: 'node_modules/react-dom/cjs/client.js', line: 1, name: 'reconcile' });

describe('CPU samples of a long task', () => {
  it("names a sample by the app's innermost function under the library frames, and V8's own work by V8's name", () => {
    const s = profileSamples(events, 1, 10, resolve);
    expect(s.times).toEqual([1010, 1020, 1030, 1040, 1050]);
    expect(s.labels).toEqual(['src/components/Board.tsx:5 Board', 'src/components/Board.tsx:5 Board', 'src/components/Board.tsx:5 Board', '(program)', '(garbage collector)']);
  });

  it("falls back to the library's name, then to the built file's, with no app frame or no maps", () => {
    const onlyVendor = events.map((e) => (e.name === 'FunctionCall' && e.args?.data?.scriptId === 7 ? { ...e, args: { data: { scriptId: 7, url: 'http://x/assets/other.js' } } } : e));
    expect(profileSamples(onlyVendor, 1, 10, (url) => (url.endsWith('vendor.js') ? resolve(url) : null)).labels[0]).toBe('reconcile react-dom');
    expect(profileSamples(events, 1, 10).labels[0]).toBe('reconcile vendor.js');
  });

  it("shares a task's wall time among the labels sampled in it", () => {
    const s = profileSamples(events, 1, 10, resolve);
    expect(topSampled(s, 1000, 1100, 60)).toEqual(['src/components/Board.tsx:5 Board 36', '(program) 12', '(garbage collector) 12']);
    expect(topSampled(s, 1035, 1100, 10, 1)).toEqual(['(program) 5']);
  });
});
