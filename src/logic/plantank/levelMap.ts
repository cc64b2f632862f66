/**
 * A one-character-per-cell map for writing levels by hand (the campaign, tests): `#` no tile,
 * `r` `g` `b` a tile of that colour, `R` `G` `B` a star on a tile of that colour. Converts to and
 * from the Level fields `colors` and `items` (holes are stored as red, as RoboZZle does).
 */
import { checkRows, LevelFormatError } from './grid.ts';
import { checkRecord, checkString, isRecord, PlantankInputError, quoteChar, show } from './inputError.ts';
import type { Level } from './types.ts';
import { FUNCTION_COUNT, MAX_BOARD_CELLS } from './types.ts';
import { checkLevel } from './validate.ts';

export interface LevelMap {
  colors: string[];
  items: string[];
}

export function parseLevelMap(map: readonly string[]): LevelMap {
  if (!Array.isArray(map)) throw new LevelFormatError(`map must be an array of strings, got ${show(map)}`, 'map');
  if (map.length === 0) throw new LevelFormatError('map has no rows', 'map');
  const first: unknown = map[0];
  const width = typeof first === 'string' ? first.length : 0;
  if (map.length * Math.max(width, 1) > MAX_BOARD_CELLS) {
    throw new LevelFormatError(`the map is ${map.length} x ${width}; a board has at most ${MAX_BOARD_CELLS} cells`, 'map');
  }
  const colors: string[] = [];
  const items: string[] = [];
  // A plain loop, not forEach: a sparse array's holes are rows too, and must be reported.
  for (let row = 0; row < map.length; row++) {
    const line: unknown = map[row];
    if (typeof line !== 'string') throw new LevelFormatError(`map row ${row} must be a string, got ${show(line)}`, 'map');
    if (line.length !== width) throw new LevelFormatError(`map row ${row} has ${line.length} cells, expected ${width}`);
    let colorRow = '';
    let itemRow = '';
    for (let col = 0; col < line.length; col++) {
      const ch = line[col] as string;
      if (ch === '#') {
        colorRow += 'R';
        itemRow += '#';
      } else if ('rgb'.includes(ch)) {
        colorRow += ch.toUpperCase();
        itemRow += '.';
      } else if ('RGB'.includes(ch)) {
        colorRow += ch;
        itemRow += '*';
      } else {
        throw new LevelFormatError(`map row ${row} col ${col}: ${quoteChar(ch)} is not one of # r g b R G B`, 'map');
      }
    }
    colors.push(colorRow);
    items.push(itemRow);
  }
  return { colors, items };
}

/** The map of a level's board (inverse of parseLevelMap for levels whose holes are red). */
export function formatLevelMap(level: Pick<Level, 'colors' | 'items'>): string[] {
  if (!isRecord(level)) throw new LevelFormatError(`level must be an object with colors and items, got ${show(level)}`);
  const [rows, cols] = checkRows(level.colors, level.items);
  for (let r = 0; r < rows; r++) {
    const colorRow = level.colors[r] as string;
    const itemRow = level.items[r] as string;
    for (let c = 0; c < cols; c++) {
      if (!'RGB'.includes(colorRow[c] as string)) throw new LevelFormatError(`colors row ${r} col ${c}: ${quoteChar(colorRow[c] as string)} is not R, G or B`, 'level.colors');
      if (!'.#*'.includes(itemRow[c] as string)) throw new LevelFormatError(`items row ${r} col ${c}: ${quoteChar(itemRow[c] as string)} is not '#', '.' or '*'`, 'level.items');
    }
  }
  return level.items.map((itemRow, row) => [...itemRow].map((item, col) => {
    const color = level.colors[row]?.[col] ?? 'R';
    return item === '#' ? '#' : item === '*' ? color : color.toLowerCase();
  }).join(''));
}

export interface MapLevelSpec {
  id: string;
  title: string;
  description?: string;
  grid?: Level['grid'];
  map: readonly string[];
  start: Level['start'];
  subLengths: number[];
  allowedCommands?: number;
  solution?: string;
}

/** A Level written as a map (hex unless said otherwise); throws LevelFormatError unless the result is a valid Level. */
export function levelFromMap(spec: MapLevelSpec): Level {
  checkRecord(spec, 'spec');
  const id = checkString(spec.id, 'spec.id');
  const title = checkString(spec.title, 'spec.title');
  if (spec.grid !== undefined && spec.grid !== 'hex' && spec.grid !== 'square') {
    throw new PlantankInputError('spec.grid', `spec.grid must be 'hex' or 'square', got ${show(spec.grid)}`);
  }
  const start: unknown = spec.start;
  if (!isRecord(start)) throw new PlantankInputError('spec.start', `spec.start must be an object {row, col, dir}, got ${show(start)}`);
  if (!Array.isArray(spec.subLengths) || spec.subLengths.length !== FUNCTION_COUNT) {
    throw new PlantankInputError('spec.subLengths', `spec.subLengths must list ${FUNCTION_COUNT} slot counts, got ${show(spec.subLengths)}`);
  }
  const { colors, items } = parseLevelMap(spec.map);
  const level: Level = {
    id, title, grid: spec.grid ?? 'hex',
    colors, items, start: { row: start.row as number, col: start.col as number, dir: start.dir as number },
    subLengths: [...spec.subLengths], allowedCommands: spec.allowedCommands ?? 0,
  };
  if (spec.description !== undefined) level.description = spec.description;
  if (spec.solution !== undefined) level.solution = spec.solution;
  checkLevel(level);
  return level;
}
