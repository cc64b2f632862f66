import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Coach, coachLine } from './Coach';

const forward = { kind: 'action', action: { kind: 'forward' } } as const;

describe("level 1's coach", () => {
  it('walks through placing Forward twice, then Go', () => {
    expect(coachLine(0, null)).toBe('Tap Forward, then tap the first slot of F1.');
    expect(coachLine(0, forward)).toBe('Now tap the first slot of F1.');
    expect(coachLine(1, forward)).toMatch(/second slot of F1/);
    expect(coachLine(2, forward)).toBe('Press Go to run your program.');
  });

  it('can be put away', () => {
    const onDismiss = vi.fn();
    render(<Coach count={0} tool={null} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the tips' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
