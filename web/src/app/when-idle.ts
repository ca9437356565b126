/**
 * Runs `fn` once the main thread is idle after load (at most `timeout` ms later), for work the
 * first paint does not need. Returns a cancel function, so it can be an effect's cleanup.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/** Resolves once the main thread is idle: the next step of deferred work runs as its own task. */
export function idle(): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(resolve);
  });
}

/** Resolves in a new task, so what follows does not lengthen the task running now. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
