/**
 * The Plan Tank solver worker: the designer's par search runs here, so the page never freezes
 * while it thinks. Loaded by src/components/plantank/designer/useSolveWorker.ts.
 */
import { answerSolve, type SolveRequest } from './plantankSolve';

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  answerSolve(event.data, (m) => self.postMessage(m));
};
