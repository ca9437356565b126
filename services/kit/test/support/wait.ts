/** Polls `check` until it holds; fails with `what` after `timeoutMs`. For outcomes, not for timing. */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

let n = 0;
/** A token unique in this run, for subjects, durables and queue names that must not collide. */
export function unique(prefix = 't'): string {
  n++;
  return `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${n}`;
}
