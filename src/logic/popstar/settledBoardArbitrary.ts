/** Test support: a fast-check arbitrary of small settled boards, as play leaves them. */
import fc from 'fast-check';
import type { Board } from './board.ts';

/** Each column a stack of random colours from the bottom; empty columns gathered on the right. */
export const settledBoardArbitrary: fc.Arbitrary<Board> = fc
  .record({
    width: fc.integer({ min: 1, max: 7 }),
    height: fc.integer({ min: 1, max: 7 }),
    colours: fc.integer({ min: 1, max: 4 }),
  })
  .chain(({ width, height, colours }) => {
    const column = fc.tuple(
      fc.integer({ min: 0, max: height }),
      fc.array(fc.integer({ min: 1, max: colours }), { minLength: height, maxLength: height }),
    );
    return fc.array(column, { minLength: width, maxLength: width }).map((columns): Board => {
      const cells = new Array<number>(width * height).fill(0);
      let col = 0;
      for (const [stack, stackColours] of columns) {
        if (stack === 0) continue;
        for (let k = 0; k < stack; k++) cells[(height - 1 - k) * width + col] = stackColours[k]!;
        col++;
      }
      return { width, height, cells };
    });
  });
