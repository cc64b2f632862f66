/**
 * The PopStar hint worker: runs the solver off the main thread so the game never freezes while
 * it thinks. Loaded by src/components/popstar/useHintWorker.ts as a module worker.
 */
import { answerHint, type HintRequest } from './popstarHint';

self.onmessage = (event: MessageEvent<HintRequest>) => {
  self.postMessage(answerHint(event.data));
};
