import { levelFromMap } from '../logic/plantank/index.ts';

/**
 * For tests of a search's budget: stars scattered over three colours, with every function and
 * paint, so no search finds a program within a short budget and a cancel or a deadline must end it.
 */
export const hardLevel = levelFromMap({
  id: 'scatter', title: 'scatter', grid: 'hex',
  map: ['rGbbRgbB#r', 'g#Rb#gBr#b', 'bRg#bG#rgR', '#b#Gr#bB#g', 'Rg#bRg#r#B', 'g#Br#gbR#g', 'bGr#Bg#rGb', 'r#gB#rb#Rg'],
  start: { row: 0, col: 0, dir: 0 }, subLengths: [10, 10, 10, 10, 10], allowedCommands: 7,
});
