/**
 * Where a position in a built file came from, by its source map (v3): the trace names a minified
 * function ("gr index-B8AvNHbK.js"); its map names the source file and line it was built from.
 * The build keeps its maps beside the files and out of them (`vite build --sourcemap hidden`), so
 * the bytes the page downloads are the same.
 */
import { existsSync, readFileSync } from 'node:fs';

export interface SourceMapV3 {
  sources: string[];
  names?: string[];
  mappings: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 VLQ fields of one segment. */
function vlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    if (digit < 0) throw new Error(`source map: bad character ${JSON.stringify(ch)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/** Each generated line's segments, absolute: [column, source, line, column, name?] (0-based). */
export function decodeMappings(mappings: string): number[][][] {
  const state = [0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const f = vlq(segment);
        column += f[0]!;
        if (f.length < 4) return [column];
        for (let i = 1; i < 5 && i < f.length; i++) state[i - 1] = state[i - 1]! + f[i]!;
        return f.length >= 5 ? [column, state[0]!, state[1]!, state[2]!, state[3]!] : [column, state[0]!, state[1]!, state[2]!];
      });
  });
}

export interface OriginalPosition {
  source: string;
  /** 1-based, as editors show it. */
  line: number;
  name?: string;
}

/** The original position of a generated one (0-based line and column, as the trace gives them). */
export function originalPosition(map: SourceMapV3, lines: number[][][], line: number, column: number): OriginalPosition | null {
  const segments = lines[line] ?? [];
  let hit: number[] | undefined;
  for (const s of segments) {
    if (s[0]! > column) break;
    if (s.length >= 4) hit = s;
  }
  if (!hit) return null;
  const name = hit.length >= 5 ? map.names?.[hit[4]!] : undefined;
  return { source: (map.sources[hit[1]!] ?? '?').replace(/^(\.\.\/)+/, ''), line: hit[2]! + 1, ...(name ? { name } : {}) };
}

/** Looks positions up in the maps beside a build's files (`dir` + the file's path under the site + ".map"). */
export function sourceMapResolver(dir: string, baseUrl: string): (url: string, line: number, column: number) => OriginalPosition | null {
  const cache = new Map<string, { map: SourceMapV3; lines: number[][][] } | null>();
  return (url, line, column) => {
    if (!url.startsWith(baseUrl)) return null;
    const file = `${dir}/${url.slice(baseUrl.length).split(/[?#]/)[0]}.map`;
    if (!cache.has(file)) {
      const map = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SourceMapV3) : null;
      cache.set(file, map && { map, lines: decodeMappings(map.mappings) });
    }
    const m = cache.get(file);
    return m ? originalPosition(m.map, m.lines, line, column) : null;
  };
}
