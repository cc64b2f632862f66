/**
 * A mutable, typed-array board for the solver's hot loops. The rules are those of pop.ts (which stays
 * the readable reference); tests play both side by side and compare. Nothing here allocates after
 * construction, so a playout creates no garbage.
 *
 * Layout: column-major, bottom-up. Cell (c, k) is column c, k-th brick from the bottom, at index
 * c * height + k. Since bricks always rest at the bottom and columns close to the left, (c, k) is
 * the display cell [height - 1 - k, c]. Cells above a column's top, and columns right of the last
 * non-empty one, are kept at 0, so a neighbour test only needs the grid bounds and the colour.
 */
import type { Board, Cell } from './board.ts';
import { PopstarInputError } from './inputError.ts';

export class SearchBoard {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly heights: Uint8Array;
  /** Bricks per colour (index 0 unused). */
  readonly colourCounts: Int32Array;
  /** k (height above the bottom) and column of every index: cheaper than % and / in the hot loops. */
  readonly levelOf: Uint8Array;
  readonly columnOf: Uint8Array;
  /** Columns 0..columns-1 hold bricks; the rest are empty. */
  columns = 0;
  bricks = 0;

  constructor(width: number, height: number, colours: number) {
    // Byte-sized heights and columns, and Int16 cell indices in the solver's sequences.
    if (width > 255 || height > 255 || width * height > 32767) {
      throw new PopstarInputError('board', `SearchBoard: ${width} x ${height} is too large for the solver (255 a side, 32767 cells)`);
    }
    this.width = width;
    this.height = height;
    this.cells = new Uint8Array(width * height);
    this.heights = new Uint8Array(width);
    this.colourCounts = new Int32Array(colours + 1);
    this.levelOf = Uint8Array.from({ length: width * height }, (_, i) => i % height);
    this.columnOf = Uint8Array.from({ length: width * height }, (_, i) => Math.floor(i / height));
  }

  static fromBoard(board: Board): SearchBoard {
    const { width, height } = board;
    let colours = 0;
    for (const colour of board.cells) colours = Math.max(colours, colour);
    const search = new SearchBoard(width, height, colours);
    // Read each column bottom-up and close gaps, so even an unsettled board comes in settled.
    for (let col = 0; col < width; col++) {
      const c = search.columns;
      let k = 0;
      for (let row = height - 1; row >= 0; row--) {
        const colour = board.cells[row * width + col] ?? 0;
        if (colour === 0) continue;
        search.cells[c * height + k] = colour;
        search.colourCounts[colour]! += 1;
        k++;
      }
      search.heights[c] = k;
      search.bricks += k;
      if (k > 0) search.columns++;
    }
    return search;
  }

  copyFrom(other: SearchBoard): void {
    this.cells.set(other.cells);
    this.heights.set(other.heights);
    this.colourCounts.set(other.colourCounts);
    this.columns = other.columns;
    this.bricks = other.bricks;
  }

  toBoard(): Board {
    const { width, height } = this;
    const cells = new Array<number>(width * height).fill(0);
    for (let c = 0; c < width; c++) {
      for (let k = 0; k < height; k++) cells[(height - 1 - k) * width + c] = this.cells[c * height + k]!;
    }
    return { width, height, cells };
  }

  /** The display cell [row, col] of an internal index. */
  cellOf(index: number): Cell {
    const c = Math.floor(index / this.height);
    return [this.height - 1 - (index - c * this.height), c];
  }

  /** The internal index of display cell (row, col). */
  indexOf(row: number, col: number): number {
    return col * this.height + (this.height - 1 - row);
  }

  /**
   * Remove the `size` cells listed in members[start..], then let bricks fall and close empty
   * columns. The cells must form one group (callers take them from GroupScan).
   */
  removeCells(members: Int16Array, start: number, size: number): void {
    const { cells, heights, height, columnOf } = this;
    let minCol = this.width;
    let maxCol = -1;
    const colour = cells[members[start]!]!;
    for (let i = start; i < start + size; i++) {
      const index = members[i]!;
      cells[index] = 0;
      const c = columnOf[index]!;
      if (c < minCol) minCol = c;
      if (c > maxCol) maxCol = c;
    }
    this.colourCounts[colour]! -= size;
    this.bricks -= size;

    let emptied = false;
    for (let c = minCol; c <= maxCol; c++) {
      const base = c * height;
      const top = base + heights[c]!;
      let write = base;
      for (let read = base; read < top; read++) {
        const v = cells[read]!;
        if (v !== 0) cells[write++] = v;
      }
      for (let i = write; i < top; i++) cells[i] = 0;
      heights[c] = write - base;
      if (write === base) emptied = true;
    }
    if (!emptied) return;

    let target = minCol;
    for (let c = minCol; c < this.columns; c++) {
      const h = heights[c]!;
      if (h === 0) continue;
      if (target !== c) {
        const from = c * height;
        const to = target * height;
        for (let k = 0; k < h; k++) {
          cells[to + k] = cells[from + k]!;
          cells[from + k] = 0;
        }
        heights[target] = h;
        heights[c] = 0;
      }
      target++;
    }
    this.columns = target;
  }
}

/**
 * Scratch space that labels every group of a SearchBoard in one pass. After scan(), group g has
 * colour groupColour[g], size groupSize[g] and its cells at members[groupStart[g] ..], the first of
 * which (groupStart's cell) is the group's lowest brick in its leftmost column.
 */
export class GroupScan {
  readonly members: Int16Array;
  readonly groupStart: Int16Array;
  readonly groupSize: Int16Array;
  readonly groupColour: Uint8Array;
  groups = 0;
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(cellCount: number) {
    this.members = new Int16Array(cellCount);
    this.groupStart = new Int16Array(cellCount);
    this.groupSize = new Int16Array(cellCount);
    this.groupColour = new Uint8Array(cellCount);
    this.mark = new Int32Array(cellCount);
  }

  /** Label every group on the board; returns the number of groups (lone bricks included). */
  scan(board: SearchBoard): number {
    const { heights, height } = board;
    const mark = this.mark;
    const stamp = ++this.stamp;
    let groups = 0;
    let filled = 0;
    for (let c = 0; c < board.columns; c++) {
      const base = c * height;
      const top = base + heights[c]!;
      for (let seed = base; seed < top; seed++) {
        if (mark[seed] === stamp) continue;
        groups = this.fill(board, seed, filled, groups, stamp);
        filled += this.groupSize[groups - 1]!;
      }
    }
    this.groups = groups;
    return groups;
  }

  /** Flood-fill the group at `index` alone; returns its size, cells at members[0..size). */
  fillOne(board: SearchBoard, index: number): number {
    const stamp = ++this.stamp;
    this.fill(board, index, 0, 0, stamp);
    this.groups = 1;
    return this.groupSize[0]!;
  }

  /** Iterative flood fill using `members` itself as the queue (no recursion, no allocation). */
  private fill(board: SearchBoard, seed: number, start: number, group: number, stamp: number): number {
    const { cells, height, width, levelOf } = board;
    const { members, mark } = this;
    const colour = cells[seed]!;
    const lastColumnBase = (width - 1) * height;
    members[start] = seed;
    mark[seed] = stamp;
    let end = start + 1;
    for (let head = start; head < end; head++) {
      const i = members[head]!;
      const k = levelOf[i]!;
      if (k > 0 && cells[i - 1] === colour && mark[i - 1] !== stamp) {
        mark[i - 1] = stamp;
        members[end++] = i - 1;
      }
      if (k + 1 < height && cells[i + 1] === colour && mark[i + 1] !== stamp) {
        mark[i + 1] = stamp;
        members[end++] = i + 1;
      }
      if (i >= height && cells[i - height] === colour && mark[i - height] !== stamp) {
        mark[i - height] = stamp;
        members[end++] = i - height;
      }
      if (i < lastColumnBase && cells[i + height] === colour && mark[i + height] !== stamp) {
        mark[i + height] = stamp;
        members[end++] = i + height;
      }
    }
    this.groupStart[group] = start;
    this.groupSize[group] = end - start;
    this.groupColour[group] = colour;
    return group + 1;
  }
}
