import { render } from '@testing-library/react';
import fc from 'fast-check';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaShape, useAreaShape, writeAreaShape } from './areaShape';

const flags = (el: Element) => ['wide', 'short', 'narrow', 'tiny', 'measured'].filter((f) => el.hasAttribute(`data-${f}`));

describe('areaShape', () => {
  it('reads the play areas of the screens we design for as their layouts expect', () => {
    // Content boxes of the play area (the page's header, pads and the area's padding taken off).
    expect(areaShape(382, 650, 16)).toEqual({ wide: false, short: false, narrow: true, tiny: false }); // phone 390x844
    expect(areaShape(560, 326, 16)).toEqual({ wide: true, short: true, narrow: false, tiny: false }); // phone on its side
    expect(areaShape(1272, 724, 16)).toEqual({ wide: true, short: false, narrow: false, tiny: false }); // desktop
    expect(areaShape(272, 256, 16)).toEqual({ wide: false, short: true, narrow: true, tiny: true }); // a small phone on its side
    expect(areaShape(759, 1012, 16)).toEqual({ wide: true, short: false, narrow: false, tiny: false }); // a tablet upright: 3/4 exactly
  });

  it('takes each bound as a container query does: inclusive, and in rem', () => {
    expect(areaShape(480, 640, 16).wide).toBe(true);
    expect(areaShape(479.9, 640, 16).wide).toBe(false);
    expect(areaShape(480, 640.1, 16).wide).toBe(false);
    expect(areaShape(384, 900, 16).narrow).toBe(true);
    expect(areaShape(384.1, 900, 16).narrow).toBe(false);
    expect(areaShape(600, 480, 16).short).toBe(true);
    expect(areaShape(480, 480, 16).short).toBe(false); // square is portrait
    expect(areaShape(384, 900, 20).narrow).toBe(true); // a larger root font: 24rem is 480px
    expect(areaShape(481, 900, 20).narrow).toBe(false);
  });

  it('depends only on the size in rem: a larger text setting is a smaller area', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 8, max: 40 }), fc.integer({ min: 1, max: 4 }), (w, h, rem, k) => {
        expect(areaShape(w * k, h * k, rem * k)).toEqual(areaShape(w, h, rem));
      }),
    );
  });

  it('never calls an area both wide and narrow, and a tiny one is narrow', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), fc.double({ min: 0, max: 4000, noNaN: true }), (w, h) => {
        const shape = areaShape(w, h, 16);
        expect(shape.wide && shape.narrow).toBe(false);
        if (shape.tiny) expect(shape.narrow).toBe(true);
      }),
    );
  });
});

describe('writeAreaShape', () => {
  it('writes the size and the shape, then marks the area measured; a new size rewrites them', () => {
    const el = document.createElement('div');
    writeAreaShape(el, 382, 650.5, 16);
    expect(el.style.getPropertyValue('--area-w')).toBe('382px');
    expect(el.style.getPropertyValue('--area-h')).toBe('650.5px');
    expect(flags(el)).toEqual(['narrow', 'measured']);
    writeAreaShape(el, 560, 326, 16);
    expect(el.style.getPropertyValue('--area-w')).toBe('560px');
    expect(flags(el)).toEqual(['wide', 'short', 'measured']);
  });
});

function Area() {
  const ref = useRef<HTMLDivElement>(null);
  useAreaShape(ref);
  return <div ref={ref} data-testid="area" style={{ padding: '4px' }} />;
}

describe('useAreaShape', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('measures the area before the first paint, its padding taken off, and again at each resize', () => {
    let report: ResizeObserverCallback | null = null;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: ResizeObserverCallback) {
          report = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect = disconnect;
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 390, height: 658 } as DOMRect);
    const { getByTestId, unmount } = render(<Area />);
    const area = getByTestId('area');
    expect(area.style.getPropertyValue('--area-w')).toBe('382px');
    expect(area.style.getPropertyValue('--area-h')).toBe('650px');
    expect(flags(area)).toEqual(['narrow', 'measured']);
    expect(observed).toEqual([area]);

    report!([{ contentRect: { width: 836, height: 326 } } as ResizeObserverEntry], {} as ResizeObserver);
    expect(area.style.getPropertyValue('--area-w')).toBe('836px');
    expect(flags(area)).toEqual(['wide', 'short', 'measured']);
    unmount();
    expect(disconnect).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('still measures once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 1280, height: 700 } as DOMRect);
    const { getByTestId } = render(<Area />);
    expect(flags(getByTestId('area'))).toEqual(['wide', 'measured']);
    vi.restoreAllMocks();
  });
});
