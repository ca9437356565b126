import { expect } from '@jest/globals';

/** How long `eventually` keeps trying, and how often. */
export interface EventuallyOptions {
  /** Give up after this many milliseconds (default 5000). */
  timeout?: number;
  /** Wait this long between tries (default 50). */
  interval?: number;
}

type Matchers<T> = ReturnType<typeof expect<T>>;
type Retried<M> = {
  [K in keyof M as M[K] extends (...args: never[]) => unknown ? K : never]: M[K] extends (...args: infer A) => unknown
    ? (...args: A) => Promise<void>
    : never;
};
/** Every matcher of `expect(value)`, and `.not`, each returning a promise that settles when it passes or the time is up. */
export type Eventually<T> = Retried<Matchers<T>> & { not: Retried<Matchers<T>['not']> };

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * An assertion about something that becomes true later (a message arrives, a row is written):
 * `await eventually(() => received.length).toBe(1)`. Calls `probe` and applies the matcher
 * again and again until the matcher passes; when `timeout` runs out, throws the last failure,
 * so the report shows what the value was. A probe that throws counts as a failed try.
 * For outcomes only, never for timing.
 */
export function eventually<T>(probe: () => T | Promise<T>, options: EventuallyOptions = {}): Eventually<Awaited<T>> {
  const timeout = options.timeout ?? 5000;
  const interval = options.interval ?? 50;
  const matchers = (negated: boolean): object =>
    new Proxy(
      {},
      {
        get(_, name) {
          if (name === 'not') return matchers(!negated);
          if (typeof name !== 'string' || name === 'then') return undefined;
          return async (...args: unknown[]) => {
            const deadline = Date.now() + timeout;
            for (;;) {
              try {
                const value = await probe();
                const subject = (negated ? expect(value).not : expect(value)) as unknown as Record<string, unknown>;
                const matcher = subject[name];
                if (typeof matcher !== 'function') throw new TypeError(`eventually(…).${name} is not a matcher`);
                await matcher.apply(subject, args);
                return;
              } catch (failure) {
                if (failure instanceof TypeError && String(failure.message).startsWith('eventually(')) throw failure;
                if (Date.now() >= deadline) throw failure;
              }
              await sleep(interval);
            }
          };
        },
      },
    );
  return matchers(false) as Eventually<Awaited<T>>;
}
