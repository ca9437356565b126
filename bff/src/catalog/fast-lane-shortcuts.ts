import type { RequestHandler } from 'express';

type HeaderValue = string | number | string[];
export type PolicyHeaders = Array<[string, HeaderValue]>;

/**
 * The library versions the fast lane's one shortcut was checked against. `bff/package.json`
 * pins exactly these (a test keeps the two equal), and `fast-lane-shortcuts.test.ts` compares
 * the shortcut's headers with what the middleware writes on real requests. To upgrade either
 * package: change both, and the comparison must still pass.
 */
export const PINNED_FOR_FAST_LANE = { helmet: '8.3.0', cors: '2.8.6' } as const;

/** The response policy's headers for one origin, as the fast lane replays them. */
export interface ReplayedPolicy {
  list: PolicyHeaders;
  /** The `Vary` the policy set (a kept answer adds to it), and its place in `list` (-1: none). */
  vary: HeaderValue | undefined;
  varyAt: number;
}

/**
 * The fast lane's shortcut: the response policy (helmet's security headers, cors's grant) is
 * not run per request but found once per `Origin` and replayed, since for a GET those
 * middleware look at nothing else of the request. That rests on behaviour of the pinned
 * versions (see {@link PINNED_FOR_FAST_LANE}): they answer synchronously, and touch only the
 * request's method, url and headers and the response's header methods. Origins past
 * `maxOrigins` get undefined: the caller takes the full pipeline.
 */
export function policyHeadersByOrigin(
  policy: RequestHandler[],
  maxOrigins = 64,
): (origin: string | undefined) => ReplayedPolicy | undefined {
  const byOrigin = new Map<string, ReplayedPolicy>();
  return (origin) => {
    const key = origin ?? '';
    let h = byOrigin.get(key);
    if (!h && byOrigin.size < maxOrigins) {
      const list = policyHeadersFor(policy, origin);
      const varyAt = list.findIndex(([k]) => k.toLowerCase() === 'vary');
      byOrigin.set(key, (h = { list, vary: list[varyAt]?.[1], varyAt }));
    }
    return h;
  };
}

/** The headers `policy` sets on a simple GET from `origin`, found by running it on a stand-in request and response. */
export function policyHeadersFor(policy: RequestHandler[], origin: string | undefined): PolicyHeaders {
  const headers = new Map<string, [string, HeaderValue]>();
  const req = { method: 'GET', headers: origin === undefined ? {} : { origin }, url: '/' };
  const res = {
    setHeader(k: string, v: HeaderValue) {
      headers.set(k.toLowerCase(), [k, v]);
      return res;
    },
    getHeader(k: string) {
      return headers.get(k.toLowerCase())?.[1];
    },
    removeHeader(k: string) {
      headers.delete(k.toLowerCase());
    },
    hasHeader(k: string) {
      return headers.has(k.toLowerCase());
    },
  };
  let i = 0;
  let passed = false;
  const next = (err?: unknown) => {
    if (err) throw err;
    const mw = policy[i++];
    if (!mw) {
      passed = true;
      return;
    }
    mw(req as never, res as never, next);
  };
  next();
  // Every policy middleware here answers synchronously for a GET; anything else must not be replayed.
  if (!passed) throw new Error('the response policy did not pass a simple GET through synchronously');
  return [...headers.values()];
}
