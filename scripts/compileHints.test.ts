import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintBundle, type BundleFile } from './compileHints';

const bundle = (): Record<string, BundleFile> => ({
  'assets/a.js': { type: 'chunk', fileName: 'assets/a.js', code: 'const a=1;\nexport{a};', map: { mappings: 'AAAA;AACA' } },
  'assets/a.js.map': { type: 'asset', fileName: 'assets/a.js.map', source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }) },
  'assets/b.css': { type: 'asset', fileName: 'assets/b.css', source: 'a{color:red}' },
  'assets/c.js': { type: 'chunk', fileName: 'assets/c.js', code: 'export{};', map: null },
});

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk, and nothing on other files', () => {
    const b = bundle();
    hintBundle(b);
    expect(b['assets/a.js']!.code).toBe(`${COMPILE_HINT}const a=1;\nexport{a};`);
    expect(b['assets/c.js']!.code).toBe(`${COMPILE_HINT}export{};`);
    expect(b['assets/b.css']!.source).toBe('a{color:red}');
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('moves the source map down one line, in the chunk and in its map file', () => {
    const b = bundle();
    hintBundle(b);
    expect(b['assets/a.js']!.map!.mappings).toBe(';AAAA;AACA');
    const written = JSON.parse(b['assets/a.js.map']!.source as string) as { mappings: string; sources: string[] };
    expect(written.mappings).toBe(';AAAA;AACA');
    expect(written.sources).toEqual(['a.ts']);
  });

  it('hints a chunk once, however many times it runs', () => {
    const b = bundle();
    hintBundle(b);
    hintBundle(b);
    expect(b['assets/a.js']!.code!.split(COMPILE_HINT)).toHaveLength(2);
    expect(b['assets/a.js']!.map!.mappings).toBe(';AAAA;AACA');
  });
});
