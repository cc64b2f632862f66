import { describe, expect, it, vi } from 'vitest';
import { valueSource } from './source';

describe('valueSource', () => {
  it('holds the value set, and its listeners hear each new value, not the same one again', () => {
    const source = valueSource<number[]>([]);
    const heard = vi.fn(() => source.get());
    const stop = source.subscribe(heard);
    const first = [1];
    source.set(first);
    source.set(first);
    expect(source.get()).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    source.set([1]);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    source.set([2]);
    expect(heard).toHaveBeenCalledTimes(2);
    expect(source.get()).toEqual([2]);
  });

  it('a listener that unsubscribes while hearing does not stop the others', () => {
    const source = valueSource(0);
    const order: string[] = [];
    const stopA = source.subscribe(() => {
      order.push('a');
      stopA();
    });
    source.subscribe(() => order.push('b'));
    source.set(1);
    source.set(2);
    expect(order).toEqual(['a', 'b', 'b']);
  });
});
