import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelFormatError } from './grid.ts';
import { fromRoboZZle, RoboZZleImportError } from './robozzleImport.ts';
import { runProgram } from './runProgram.ts';

// Shaped like robozzle.com's LevelInfo2 records: every scalar a string, odd fields play ignores.
const record = {
  About: {},
  AllowedCommands: '2',
  Colors: ['RRRR', 'RBGR', 'RRRR'],
  CommentCount: '0',
  Featured: 'true',
  Id: '731',
  Items: ['####', '#.*#', '####'],
  RobotCol: '1',
  RobotDir: '0',
  RobotRow: '1',
  Solutions: null,
  SubLengths: ['3', '0', '0', '0', '0'],
  SubmittedBy: null,
  Title: 'Tiny',
};

function message(info: unknown): string {
  try {
    fromRoboZZle(info);
  } catch (error) {
    expect(error).toBeInstanceOf(LevelFormatError);
    return (error as Error).message;
  }
  throw new Error('expected a LevelFormatError');
}

describe('fromRoboZZle', () => {
  it('reads an untidy LevelInfo2 record into a square level', () => {
    expect(fromRoboZZle(record)).toEqual({
      id: 'robozzle-731', title: 'Tiny', grid: 'square',
      colors: ['RRRR', 'RBGR', 'RRRR'], items: ['####', '#.*#', '####'],
      start: { row: 1, col: 1, dir: 0 }, subLengths: [3, 0, 0, 0, 0], allowedCommands: 2,
    });
  });

  it('takes numbers as numbers too, the spec names BeginRow/BeginCol/TankDir, and any key case', () => {
    const level = fromRoboZZle({
      colors: record.Colors, items: record.Items, beginrow: 1, BEGINCOL: 1, TankDir: 0, SubLengths: [3, 2], About: 'hi',
    });
    expect(level).toMatchObject({ id: 'robozzle', title: 'RoboZZle level', description: 'hi', subLengths: [3, 2, 0, 0, 0], allowedCommands: 0 });
    expect(runProgram(level, '_F|')).toMatchObject({ outcome: 'won' });
  });

  it('says which field play needs is wrong', () => {
    expect(message(null)).toMatch(/expected an object, got null/);
    expect(message([])).toMatch(/expected an object/);
    expect(message({ ...record, Colors: undefined })).toMatch(/Colors is missing/);
    expect(message({ ...record, Items: 'x' })).toMatch(/Items must be an array of strings, got "x"/);
    expect(message({ ...record, Items: ['####', 7, '####'] })).toMatch(/Items\[1\] must be a string, got 7/);
    expect(message({ ...record, RobotRow: 'one' })).toMatch(/RobotRow must be an integer, got "one"/);
    expect(message({ ...record, RobotDir: '4' })).toMatch(/direction 4 is not a square direction 0..3/);
    expect(message({ ...record, RobotCol: '9' })).toMatch(/starts at row 1, col 9, outside the 3 x 4 board/);
    expect(message({ ...record, RobotCol: '0' })).toMatch(/starts on a hole/);
    expect(message({ ...record, SubLengths: ['0', '3'] })).toMatch(/F1\) must be at least 1/);
    expect(message({ ...record, SubLengths: ['11'] })).toMatch(/SubLengths\[0\] must be 0..10, got 11/);
    expect(message({ ...record, SubLengths: [1, 1, 1, 1, 1, 1] })).toMatch(/1 to 5 slot counts, got 6/);
    expect(message({ ...record, AllowedCommands: '9' })).toMatch(/AllowedCommands must be 0..7/);
    expect(message({ ...record, Colors: ['RRRR', 'RXGR', 'RRRR'] })).toMatch(/colors row 1 col 1: 'X'/);
    expect(message({ ...record, Items: ['####', '#.*', '####'] })).toMatch(/items row 1 has 3 cells/);
  });

  it('gives each problem a code: a start off the board or facing no direction is not blamed on the board', () => {
    const problem = (info: unknown) => {
      try {
        fromRoboZZle(info);
      } catch (error) {
        expect(error).toBeInstanceOf(RoboZZleImportError);
        return { code: (error as RoboZZleImportError).code, values: (error as RoboZZleImportError).values };
      }
      throw new Error('expected a RoboZZleImportError');
    };
    expect(problem({ ...record, RobotRow: 20 })).toEqual({ code: 'startOutside', values: { row: 20, col: 1, rows: 3, cols: 4 } });
    expect(problem({ ...record, RobotCol: -1 })).toEqual({ code: 'startOutside', values: { row: 1, col: -1, rows: 3, cols: 4 } });
    expect(problem({ ...record, RobotDir: 4 })).toEqual({ code: 'startDir', values: { dir: 4, max: 3 } });
    // A board that is not one is said first, wherever the tank is.
    expect(problem({ ...record, RobotRow: 20, Items: ['####', '#.*', '####'] })).toEqual({ code: 'board', values: {} });
    expect(problem({ ...record, Colors: ['RRRR', 'RXGR', 'RRRR'] })).toEqual({ code: 'board', values: {} });
  });

  it('says what a field held by its kind, with no English in the values', () => {
    const values = (info: unknown) => {
      try {
        fromRoboZZle(info);
      } catch (error) {
        return (error as RoboZZleImportError).values;
      }
      throw new Error('expected a RoboZZleImportError');
    };
    expect(values([])).toEqual({ kind: 'array', value: '' });
    expect(values('level')).toEqual({ kind: 'text', value: '"level"' });
    expect(values({ ...record, Items: [{}] })).toEqual({ field: 'Items[0]', kind: 'object', value: '' });
    expect(values({ ...record, Items: [null] })).toEqual({ field: 'Items[0]', kind: 'null', value: '' });
    expect(values({ ...record, RobotRow: 2.5 })).toEqual({ field: 'RobotRow', kind: 'number', value: '2.5' });
    expect(values({ ...record, RobotRow: true })).toEqual({ field: 'RobotRow', kind: 'boolean', value: 'true' });
    expect(values({ ...record, SubLengths: {} })).toEqual({ field: 'SubLengths', kind: 'object', value: '' });
    expect(values(undefined)).toEqual({ kind: 'other', value: '' });
  });

  it('never throws anything but LevelFormatError, whatever the record holds', () => {
    const keys = Object.keys(record);
    fc.assert(fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
      try {
        fromRoboZZle({ ...record, [key]: value });
      } catch (error) {
        expect(error).toBeInstanceOf(LevelFormatError);
      }
    }), { numRuns: 1000 });
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      try {
        fromRoboZZle(value);
      } catch (error) {
        expect(error).toBeInstanceOf(LevelFormatError);
      }
    }), { numRuns: 500 });
  });
});
