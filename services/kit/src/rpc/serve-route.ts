import type { Actor, ApiRoute, CallAnswer, ForwardedRoute, RouteAuth, RpcCall } from '@cards/contracts';
import type { z } from 'zod';
import { serveCall, type ServeOptions } from './calls.js';
import type { RequestBus, RpcContext } from './request-bus.port.js';
import { parseInput, requireActor, requireAdmin } from './serve.js';

/** Who a route admits: an actor for `user` and `admin` routes, perhaps nobody for the others. */
export type RouteActor<A extends RouteAuth> = A extends 'user' | 'admin' ? Actor : Actor | null;

type Parsed<S, Else> = S extends z.ZodTypeAny ? z.output<S> : Else;

/** What a handler served for a route gets: its caller and its inputs, parsed by the route's own schemas. */
export interface RouteRequest<R extends ApiRoute> {
  actor: RouteActor<R['auth']>;
  params: Parsed<R['params'], Record<string, never>>;
  query: Parsed<R['query'], Record<string, never>>;
  body: Parsed<R['body'], undefined>;
  meta: RpcCall['meta'];
}

/**
 * The caller and the inputs of a forwarded call, checked in the BFF's order and words: who may
 * call first (401, 403), then params, query and body with the route's own schemas (422 naming
 * each field; params and query under `params.` and `query.`). Services check again what the BFF
 * checked: they do not trust the edge.
 */
export function parseRoute<R extends ApiRoute>(route: R, call: RpcCall): RouteRequest<R> {
  const actor = route.auth === 'admin' ? requireAdmin(call) : route.auth === 'user' ? requireActor(call) : call.actor;
  return {
    actor,
    params: route.params ? parseInput(route.params, call.params, 'params') : {},
    query: route.query ? parseInput(route.query, call.query, 'query') : {},
    body: route.body ? parseInput(route.body, call.body ?? {}) : undefined,
    meta: call.meta,
  } as RouteRequest<R>;
}

/**
 * Serves the call of a forwarded route (`forwardedRoute` in contracts): the handler gets
 * `{ actor, params, query, body, meta }` already checked and parsed by the route's declaration,
 * typed from it, and parses nothing by hand. Otherwise as {@link serveCall}.
 */
export async function serveRoute<R extends ForwardedRoute>(
  rpc: RequestBus,
  route: R,
  fn: (request: RouteRequest<R>, ctx: RpcContext) => Promise<CallAnswer<R['call']>>,
  opts: ServeOptions = {},
): Promise<void> {
  await serveCall(rpc, route.call, async (call, ctx) => fn(parseRoute(route, call), ctx), opts);
}
