import { z } from 'zod';
import type { ApiRoute } from './api-route.js';
import { defineCall, type CallDefinition } from './calls.js';
import { Page } from './common.js';
import { RpcCall } from './rpc.js';

/** A REST route the BFF forwards as an {@link RpcCall}, with the call it is forwarded to. */
export type ForwardedRoute<R extends ApiRoute = ApiRoute, Rep extends z.ZodTypeAny = z.ZodTypeAny> = R & {
  call: CallDefinition<typeof RpcCall, Rep>;
};

/** The reply a forwarded route's call answers, as a type: a list route's items as a Page, otherwise the route's response (any, for a route without one). */
type RouteReply<R extends ApiRoute> = R extends { response: z.ZodArray<infer I extends z.ZodTypeAny> }
  ? ReturnType<typeof Page<I>>
  : R extends { response: infer S extends z.ZodTypeAny }
    ? S
    : z.ZodTypeAny;

/**
 * The reply schema of a forwarded route's call. Services answer a list as a Page (the BFF
 * turns `total` into paging headers), a 204 as `null`, anything else as the route's response.
 */
export function routeReply<R extends ApiRoute>(route: R): RouteReply<R> {
  // The casts restate what the conditional type says, which TypeScript cannot follow through a runtime check.
  if (route.status === 204) return z.null() as unknown as RouteReply<R>;
  if (route.response instanceof z.ZodArray) return Page(route.response.element as z.ZodTypeAny) as unknown as RouteReply<R>;
  return (route.response ?? z.unknown()) as unknown as RouteReply<R>;
}

/**
 * Declares a REST route together with the call the BFF forwards it to: `target` is the call's
 * subject, or a call already declared for another route (two routes answered alike). `reply`
 * replaces the reply derived from the route, for a list the service answers as a plain array.
 */
export function forwardedRoute<R extends ApiRoute, Rep extends z.ZodTypeAny = RouteReply<R>>(
  target: string | CallDefinition<typeof RpcCall, Rep>,
  route: R,
  opts: { reply?: Rep } = {},
): ForwardedRoute<R, Rep> {
  const call =
    typeof target === 'string'
      ? defineCall({ subject: target, request: RpcCall, reply: (opts.reply ?? routeReply(route)) as unknown as Rep })
      : target;
  return { ...route, call };
}
