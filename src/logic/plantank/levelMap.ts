/**
 * A one-character-per-cell map for writing levels by hand (the campaign, tests): `#` no tile,
 * `r` `g` `b` a tile of that colour, `R` `G` `B` a star on a tile of that colour. Converts to and
 * from the Level fields `colors` and `items` (holes are stored as red, as RoboZZle does).
 */
import { LevelFormatError } from './grid.ts';
import type { Level } from './types.ts';

export interface LevelMap {
  colors: string[];
  items: string[];
}

export function parseLevelMap(map: readonly string[]): LevelMap {
  if (map.length === 0) throw new LevelFormatError('map has no rows');
  const width = (map[0] ?? '').length;
  const colors: string[] = [];
  const items: string[] = [];
  map.forEach((line, row) => {
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
        throw new LevelFormatError(`map row ${row} col ${col}: '${ch}' is not one of # r g b R G B`);
      }
    }
    colors.push(colorRow);
    items.push(itemRow);
  });
  return { colors, items };
}

/** The map of a level's board (inverse of parseLevelMap for levels whose holes are red). */
export function formatLevelMap(level: Pick<Level, 'colors' | 'items'>): string[] {
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

/** A Level written as a map (hex unless said otherwise). */
export function levelFromMap(spec: MapLevelSpec): Level {
  const { colors, items } = parseLevelMap(spec.map);
  const level: Level = {
    id: spec.id, title: spec.title, grid: spec.grid ?? 'hex',
    colors, items, start: { ...spec.start },
    subLengths: [...spec.subLengths], allowedCommands: spec.allowedCommands ?? 0,
  };
  if (spec.description !== undefined) level.description = spec.description;
  if (spec.solution !== undefined) level.solution = spec.solution;
  return level;
}
