import { describe, expect, it } from 'vitest';
import { campaignLevel, type Level } from '../../logic/plantank/index.ts';
import { isTypingTarget } from '../input/useGameKeys';
import { keyCommand, type KeyLike } from './editorKeys';

const TWO_FUNCTIONS_BLUE_PAINT: Level = { ...(campaignLevel('pt-20') as Level), subLengths: [5, 2, 0, 0, 0], allowedCommands: 4 };

const key = (code: string, mods: Partial<KeyLike> = {}): KeyLike => ({ code, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...mods });
const run = (code: string, mods?: Partial<KeyLike>) => keyCommand(key(code, mods), TWO_FUNCTIONS_BLUE_PAINT);

describe("RoboZZle's editor keys", () => {
  it('q w e are left, forward, right', () => {
    expect(run('KeyQ')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'left' } } });
    expect(run('KeyW')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'forward' } } });
    expect(run('KeyE')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'right' } } });
  });

  it('digits call only the functions the level has', () => {
    expect(run('Digit2')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'call', fn: 1 } } });
    expect(run('Numpad1')).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'call', fn: 0 } } });
    expect(run('Digit3')).toBeNull();
    expect(run('Digit6')).toBeNull();
  });

  it('r g b are conditions, n none; shift paints only the allowed colours', () => {
    expect(run('KeyG')).toEqual({ type: 'tool', tool: { kind: 'condition', cond: 'G' } });
    expect(run('KeyN')).toEqual({ type: 'tool', tool: { kind: 'condition', cond: null } });
    expect(run('KeyB', { shiftKey: true })).toEqual({ type: 'tool', tool: { kind: 'action', action: { kind: 'paint', color: 'B' } } });
    expect(run('KeyR', { shiftKey: true })).toBeNull();
  });

  it('x runs or stops, s steps, Delete and Backspace clear, Escape disarms', () => {
    expect(run('KeyX')).toEqual({ type: 'run' });
    expect(run('KeyS')).toEqual({ type: 'step' });
    expect(run('Delete')).toEqual({ type: 'clear' });
    expect(run('Backspace')).toEqual({ type: 'clear' });
    expect(run('Escape')).toEqual({ type: 'disarm' });
  });

  it('f runs to the end, h asks for a hint, . toggles a breakpoint; shifted, they are not ours', () => {
    expect(run('KeyF')).toEqual({ type: 'finish' });
    expect(run('KeyH')).toEqual({ type: 'hint' });
    expect(run('Period')).toEqual({ type: 'breakpoint' });
    expect(run('NumpadDecimal')).toEqual({ type: 'breakpoint' });
    expect(run('KeyH', { shiftKey: true })).toBeNull();
    expect(run('Period', { ctrlKey: true })).toBeNull();
  });

  it('Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; other shortcuts keep their browser meaning', () => {
    expect(run('KeyZ', { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(run('KeyZ', { metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(run('KeyY', { ctrlKey: true })).toEqual({ type: 'redo' });
    expect(run('KeyR', { ctrlKey: true })).toBeNull();
    expect(run('KeyW', { altKey: true })).toBeNull();
    expect(run('Tab')).toBeNull();
    expect(run('Enter')).toBeNull();
    expect(run('ArrowLeft')).toBeNull();
  });
});

describe('which focused elements keep the keys to themselves', () => {
  const input = (type: string) => Object.assign(document.createElement('input'), { type });
  it('text fields do; the speed slider and other keyless inputs do not', () => {
    expect(isTypingTarget(input('text'))).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(input('range'))).toBe(false);
    expect(isTypingTarget(input('checkbox'))).toBe(false);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
  });
});
