import { expect } from '@jest/globals';

/** Puts `label` in front of a failure's message (and its stack, which Jest prints). */
function relabel(failure: unknown, label: string): unknown {
  if (!(failure instanceof Error)) return failure;
  const old = failure.message;
  failure.message = `${label}\n\n${old}`;
  if (failure.stack?.includes(old)) failure.stack = failure.stack.replace(old, failure.message);
  const result = (failure as { matcherResult?: { message?: string } }).matcherResult;
  if (result && typeof result.message === 'string') result.message = `${label}\n\n${result.message}`;
  return failure;
}

function labelled<T extends object>(target: T, label: string): T {
  return new Proxy(target, {
    get(t, name, receiver) {
      const value = Reflect.get(t, name, receiver) as unknown;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          try {
            const out = (value as (...a: unknown[]) => unknown).apply(t, args);
            if (out && typeof (out as Promise<unknown>).then === 'function')
              return (out as Promise<unknown>).catch((e: unknown) => {
                throw relabel(e, label);
              });
            return out;
          } catch (e) {
            throw relabel(e, label);
          }
        };
      }
      return value && typeof value === 'object' ? labelled(value, label) : value;
    },
  });
}

/**
 * `expect(actual)` whose failures start with `label`: for an assertion inside a loop, where
 * the bare failure would not say which case broke (`expectLabelled(r.status, `${method} ${path}`).toBe(403)`).
 */
export function expectLabelled<T>(actual: T, label: string): ReturnType<typeof expect<T>> {
  return labelled(expect(actual), label);
}
