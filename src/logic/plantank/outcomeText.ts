/**
 * Player-facing sentences for how a run ended (the reason stays on screen
 * until reset). Rows and columns are counted from 1 for players.
 */
import type { Level, RunResult } from './types.ts';
import { checkLevel, checkRunResult } from './validate.ts';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function describeOutcome(result: RunResult, level: Level): string {
  checkRunResult(result);
  checkLevel(level);
  switch (result.outcome) {
    case 'won':
      return `all stars collected in ${plural(result.steps, 'step')}`;
    case 'fell': {
      const { row, col } = result.final;
      const onBoard = row >= 0 && row < level.items.length && col >= 0 && col < (level.items[row]?.length ?? 0);
      if (onBoard) return `fell off at row ${row + 1}, col ${col + 1}`;
      const from = result.fellFrom ?? result.final;
      return `drove off the edge of the board at row ${from.row + 1}, col ${from.col + 1}`;
    }
    case 'outOfFuel':
      return `out of fuel after ${plural(result.steps, 'step')}`;
    case 'programEnded':
      return `the program ended with ${plural(result.starsLeft, 'star')} left`;
    case 'infiniteLoop': {
      if (!result.loop) return 'infinite loop: a function calls itself without moving';
      const { fn, caller } = result.loop;
      return fn === caller
        ? `infinite loop: F${fn + 1} calls itself without moving`
        : `infinite loop: F${caller + 1} calls F${fn + 1} again without moving`;
    }
    case 'stackOverflow':
      return `too many nested calls: the call stack passed ${result.maxStack} frames`;
  }
}
