import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelFormatError } from './grid.ts';
import { fromRoboZZle } from './robozzleImport.ts';
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
    expect(message({ ...record, RobotDir: '4' })).toMatch(/dir 4/);
    expect(message({ ...record, RobotCol: '9' })).toMatch(/outside/);
    expect(message({ ...record, RobotCol: '0' })).toMatch(/starts on a hole/);
    expect(message({ ...record, SubLengths: ['0', '3'] })).toMatch(/F1\) must be at least 1/);
    expect(message({ ...record, SubLengths: ['11'] })).toMatch(/SubLengths\[0\] must be 0..10, got 11/);
    expect(message({ ...record, SubLengths: [1, 1, 1, 1, 1, 1] })).toMatch(/1 to 5 slot counts, got 6/);
    expect(message({ ...record, AllowedCommands: '9' })).toMatch(/AllowedCommands must be 0..7/);
    expect(message({ ...record, Colors: ['RRRR', 'RXGR', 'RRRR'] })).toMatch(/colors row 1 col 1: 'X'/);
    expect(message({ ...record, Items: ['####', '#.*', '####'] })).toMatch(/items row 1 has 3 cells/);
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
