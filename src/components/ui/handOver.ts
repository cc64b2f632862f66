/** How long a waiting worker has to take over before the page reloads anyway. */
export const HANDOVER_MS = 3000;

/**
 * The waiting service worker takes over, then the page reloads under it.
 *
 * Asked straight from the registration: the plugin's own message can miss a worker that was
 * already waiting when the page loaded. Chromium can leave that ask unanswered when the old worker
 * is woken by a fetch (the favicon, say) in the middle of the handover; a navigation then completes
 * it, so a page not taken over within HANDOVER_MS reloads anyway and Update never does nothing.
 */
export async function handOver(
  container: ServiceWorkerContainer | undefined,
  reload: () => void,
  fallback: () => Promise<void>,
): Promise<void> {
  if (!container) return reload();
  const waiting = (await container.getRegistration())?.waiting;
  const timer = waiting ? setTimeout(reload, HANDOVER_MS) : undefined;
  container.addEventListener(
    'controllerchange',
    () => {
      clearTimeout(timer);
      reload();
    },
    { once: true },
  );
  if (!waiting) return fallback();
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
