import { describe, expect, it } from 'vitest';
import { decodeMappings, originalPosition, type SourceMapV3 } from './sourceMap';

// Line 0: col 0 -> a.ts 0:0 "first"; col 10 -> a.ts 2:4; col 110 -> a.ts 2:4 (a two-digit VLQ, +100).
// Line 1: col 3 -> b.ts 1:2 "second".
const map: SourceMapV3 = { sources: ['../../src/a.ts', '../../src/b.ts'], names: ['first', 'second'], mappings: 'AAAAA,UAEI,oGAAA;GCDFC' };

describe('source maps', () => {
  it('decodes base64 VLQ segments into absolute positions', () => {
    expect(decodeMappings(map.mappings)).toEqual([
      [
        [0, 0, 0, 0, 0],
        [10, 0, 2, 4],
        [110, 0, 2, 4],
      ],
      [[3, 1, 1, 2, 1]],
    ]);
  });

  it('finds the segment at or before a column, with its source, 1-based line and name', () => {
    const lines = decodeMappings(map.mappings);
    expect(originalPosition(map, lines, 0, 0)).toEqual({ source: 'src/a.ts', line: 1, name: 'first' });
    expect(originalPosition(map, lines, 0, 15)).toEqual({ source: 'src/a.ts', line: 3 });
    expect(originalPosition(map, lines, 1, 9)).toEqual({ source: 'src/b.ts', line: 2, name: 'second' });
    expect(originalPosition(map, lines, 1, 1)).toBeNull();
    expect(originalPosition(map, lines, 7, 0)).toBeNull();
  });
});
