import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compileHints';
import { isCatalog } from './size';

describe('isCatalog', () => {
  const catalog = 'var e=JSON.parse(`{"a.b":["x"]}`);export{e as messages};';
  it('takes a compiled catalog, with or without the build\'s compile hint', () => {
    expect(isCatalog(catalog)).toBe(true);
    expect(isCatalog(COMPILE_HINT + catalog)).toBe(true);
  });
  it('leaves out a module that does more than export its messages', () => {
    expect(isCatalog(`${catalog}console.log(1);`)).toBe(false);
    expect(isCatalog(`import"./x.js";${catalog}`)).toBe(false);
  });
});
