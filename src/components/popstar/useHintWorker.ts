import { useCallback, useEffect, useRef } from 'react';
import type { Board, Cell } from '../../logic/popstar/index.ts';
import type { HintAnswer, HintRequest } from '../../workers/popstarHint';

/** Asks for the best next tap on a board; resolves null when there is none or no worker. */
export type HintFinder = (board: Board, seed: number) => Promise<Cell | null>;

/**
 * The hint solver in a Web Worker (src/workers/popstarHint.worker.ts): the main thread only posts
 * the board and waits, so the game never freezes while the solver thinks. The worker is
 * created on the first hint and ended with the screen. Returns null where workers do not exist.
 */
export function useHintWorker(): HintFinder | null {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, (cell: Cell | null) => void>());
  const nextId = useRef(1);

  useEffect(() => {
    const waiting = pending.current;
    return () => {
      worker.current?.terminate();
      worker.current = null;
      waiting.forEach((resolve) => resolve(null));
      waiting.clear();
    };
  }, []);

  const find = useCallback<HintFinder>((board, seed) => {
    if (!worker.current) {
      const w = new Worker(new URL('../../workers/popstarHint.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<HintAnswer>) => {
        const resolve = pending.current.get(e.data.id);
        pending.current.delete(e.data.id);
        resolve?.(e.data.cell);
      };
      w.onerror = () => {
        pending.current.forEach((resolve) => resolve(null));
        pending.current.clear();
      };
      worker.current = w;
    }
    const id = nextId.current++;
    const request: HintRequest = { id, board: { width: board.width, height: board.height, cells: [...board.cells] }, seed };
    return new Promise<Cell | null>((resolve) => {
      pending.current.set(id, resolve);
      worker.current?.postMessage(request);
    });
  }, []);

  return typeof Worker === 'undefined' ? null : find;
}
