import fc from 'fast-check';
import { levelFromMap, type Level } from '../logic/plantank/index.ts';

/**
 * For tests of a search's budget: stars scattered over three colours, with every function and
 * paint, so no search finds a program within a short budget and a cancel or a deadline must end it.
 */
export const hardLevel = levelFromMap({
  id: 'scatter', title: 'scatter', grid: 'hex',
  map: ['rGbbRgbB#r', 'g#Rb#gBr#b', 'bRg#bG#rgR', '#b#Gr#bB#g', 'Rg#bRg#r#B', 'g#Br#gbR#g', 'bGr#Bg#rGb', 'r#gB#rb#Rg'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10], allowedCommands: 7,
});

/**
 * Small random levels for the interpreters' agreement tests: hex or square, up to 5x5, tiles of
 * every colour, stars and holes, the tank anywhere facing any way, five functions of six slots.
 */
export const smallLevelArb: fc.Arbitrary<Level> = fc
  .record({
    grid: fc.constantFrom<'hex' | 'square'>('hex', 'square'),
    rows: fc.integer({ min: 1, max: 5 }),
    cols: fc.integer({ min: 1, max: 5 }),
  })
  .chain(({ grid, rows, cols }) =>
    fc.record({
      cells: fc.array(fc.constantFrom(...'rgbrgbRGB#'.split('')), { minLength: rows * cols, maxLength: rows * cols }),
      startCell: fc.integer({ min: 0, max: rows * cols - 1 }),
      dir: fc.integer({ min: 0, max: grid === 'hex' ? 5 : 3 }),
    }).map(({ cells, startCell, dir }) =>
      levelFromMap({
        id: 'p', title: 'p', grid,
        map: Array.from({ length: rows }, (_, r) => cells.slice(r * cols, (r + 1) * cols).join('')),
        start: { row: Math.floor(startCell / cols), col: startCell % cols, dir },
        subLengths: [6, 6, 6, 6, 6], allowedCommands: 7,
      }),
    ),
  );
