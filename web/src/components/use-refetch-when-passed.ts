import { useEffect, useRef, useState } from 'react';

/** The longest one browser timer waits (about 24.8 days); a later instant is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;
/** Asked a moment after the instant, so the server's clock has passed it too. */
const GRACE_MS = 1000;

/**
 * Keeps a promise such as "order by 3pm" true on a page left open: when the earliest of
 * `instants` (the `order_by` moments the page shows) passes, the page re-renders and `refetch`
 * asks the server again, so no page shows a promise that ran out. One timer to that moment, no
 * polling; data that arrives already out of date (a cart cached from before the cut-off) is asked
 * for again at once, once per set of instants, so a browser clock ahead of the server's cannot
 * loop.
 */
export function useRefetchWhenPassed(instants: ReadonlyArray<string | null | undefined>, refetch: () => unknown): void {
  const key = instants
    .filter((i): i is string => !!i)
    .sort()
    .join(',');
  const latest = useRef(refetch);
  const [, rerender] = useState(0);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!key) return;
    const times = key.split(',').map((i) => Date.parse(i));
    if (times.some((t) => t <= Date.now())) {
      latest.current();
      return;
    }
    const due = Math.min(...times) + GRACE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = due - Date.now();
      if (left > 0) {
        timer = setTimeout(wait, Math.min(left, MAX_DELAY_MS));
        return;
      }
      rerender((n) => n + 1);
      latest.current();
    };
    wait();
    return () => clearTimeout(timer);
  }, [key]);
}
