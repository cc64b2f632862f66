// Runs calls for src/test/bounded.ts in a worker thread, so a call that never returns can be cut off.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const mod = await import(workerData.modulePath);
const ErrorClass = mod[workerData.errorClass];
if (typeof ErrorClass !== 'function') throw new Error(`${workerData.modulePath} exports no ${workerData.errorClass}`);

parentPort.on('message', ({ id, fn, args }) => {
  const started = performance.now();
  const ms = () => performance.now() - started;
  try {
    if (typeof mod[fn] !== 'function') throw new Error(`no export ${fn}`);
    const value = mod[fn](...args);
    parentPort.postMessage({ id, kind: 'returned', type: value === null ? 'null' : typeof value, ms: ms() });
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    parentPort.postMessage({ id, kind: 'threw', name: e.name, message: e.message, typed: err instanceof ErrorClass, ms: ms() });
  }
});
parentPort.postMessage({ ready: true });
