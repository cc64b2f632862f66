/**
 * The Plan Tank hint worker: runs the solver off the main thread so the game never freezes while
 * it searches. The search is synchronous, so the page cancels it by ending the worker
 * (plantankHintClient.ts); progress goes out as the solver reports it.
 */
import { answerHint, type HintMessage, type HintRequest } from './plantankHint';

self.onmessage = (event: MessageEvent<HintRequest>) => {
  const { id } = event.data;
  const post = (message: HintMessage) => self.postMessage(message);
  const answer = answerHint(event.data, { onProgress: (progress) => post({ id, type: 'progress', progress }) });
  post({ id, type: 'result', answer });
};
