import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAreas } from './useArea';

// React's `use`, counted: the rule useAreas keeps is about how often it is called.
const { counted } = vi.hoisted(() => ({ counted: { calls: 0 } }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return { ...react, use: (usable: Parameters<typeof react.use>[0]) => (counted.calls++, react.use(usable)) };
});

describe('useAreas', () => {
  // React replays a render that waited for words once they came (in a transition); a replay must
  // call `use` as often as the first try did, so the count cannot depend on what is loaded.
  it('calls use once an area even when every area is loaded, and renders at once', () => {
    function Screen() {
      useAreas('shell', 'popstar');
      return <p>shown</p>;
    }
    counted.calls = 0;
    render(<Screen />);
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(counted.calls).toBe(2);
  });
});
