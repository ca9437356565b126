import { type Actor, type ApiRoute, type ForwardedRoute, type RpcCall } from '@cards/contracts';
import { currentTraceCarrier, parseInput, requestCall, type RequestBus } from '@cards/kit';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import { resolveActor } from './auth.js';
import type { RouteRegistry } from './route-registry.js';

export interface RouteContext {
  rpc: RequestBus;
  registry: RouteRegistry;
}

/** What a custom route handler gets: the checked caller and the validated inputs. */
export interface Validated {
  actor: Actor | null;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  call: RpcCall;
  headers: Record<string, string>;
}

/** A part of the request checked with the route's schema for it, when the route has one. */
function parse(schema: z.ZodTypeAny | undefined, value: unknown, at?: string): unknown {
  return schema ? parseInput(schema, value, at) : value;
}

/** Checks the caller and the inputs of `route`; the parts every route handler starts with. */
export async function validate(ctx: RouteContext, route: ApiRoute, req: Request): Promise<Validated> {
  const headers = currentTraceCarrier();
  const requestId = req.headers['x-request-id'];
  if (typeof requestId === 'string') headers['x-request-id'] = requestId;
  const { actor, session } = await resolveActor(ctx.rpc, req, route.auth, headers);
  const params = parse(route.params, req.params, 'params') as Record<string, unknown>;
  const query = parse(route.query, req.query, 'query') as Record<string, unknown>;
  const body = route.body ? parse(route.body, req.body ?? {}) : undefined;
  const call: RpcCall = {
    actor,
    params: params ?? {},
    query: query ?? {},
    body,
    meta: { ip: req.ip, userAgent: req.get('user-agent'), session },
  };
  return { actor, params, query, body, call, headers };
}

/** Whether the route's contract answers a list (a JSON array), which services send as a Page. */
export function isListRoute(route: ApiRoute): boolean {
  return route.response instanceof z.ZodArray;
}

/**
 * Writes a service's answer: a list route's Page `{items, total}` as an array with paging
 * headers; any other answer as the object it is (a cart has `items` and `total` too); 204
 * with no body.
 */
export function sendResult(req: Request, res: Response, route: ApiRoute, result: unknown) {
  const status = route.status ?? 200;
  if (status === 204) {
    res.status(204).end();
    return;
  }
  if (
    isListRoute(route) &&
    result &&
    typeof result === 'object' &&
    'items' in result &&
    'total' in result &&
    Array.isArray((result as { items: unknown }).items)
  ) {
    const { items, total } = result as { items: unknown[]; total: number };
    res.set('X-Total-Count', String(total));
    const link = pageLinks(req, total);
    if (link) res.set('Link', link);
    res.status(status).json(items);
    return;
  }
  res.status(status).json(result ?? null);
}

/** RFC 8288 `Link` header with first/prev/next/last pages. */
function pageLinks(req: Request, total: number): string | undefined {
  const page = Math.max(1, Number(req.query.page ?? 1) || 1);
  const per = Math.min(200, Math.max(1, Number(req.query.per_page ?? 50) || 50));
  const last = Math.max(1, Math.ceil(total / per));
  const base = new URL(req.originalUrl, 'http://x');
  const url = (p: number) => {
    base.searchParams.set('page', String(p));
    base.searchParams.set('per_page', String(per));
    return `<${base.pathname}${base.search}>`;
  };
  const parts = [`${url(1)}; rel="first"`];
  if (page > 1) parts.push(`${url(Math.min(page - 1, last))}; rel="prev"`);
  if (page < last) parts.push(`${url(page + 1)}; rel="next"`);
  parts.push(`${url(last)}; rel="last"`);
  return parts.join(', ');
}

/**
 * Mounts a route that the owning service answers over the bus: auth, validation against
 * the route's contract, the route's call made with the validated request (its reply parsed
 * with the call's schema), the answer written back.
 */
export function forward(router: Router, ctx: RouteContext, route: ForwardedRoute, opts: { timeoutMs?: number } = {}) {
  ctx.registry.add(route);
  router[route.method](route.path, async (req, res) => {
    const v = await validate(ctx, route, req);
    const result = await requestCall(ctx.rpc, route.call, v.call, { headers: v.headers, timeoutMs: opts.timeoutMs });
    sendResult(req, res, route, result);
  });
}

/** Mounts a route with its own handler (binary answers, headers like Authorization, caching). */
export function custom(
  router: Router,
  ctx: RouteContext,
  route: ApiRoute,
  handler: (v: Validated, req: Request, res: Response) => Promise<void>,
) {
  ctx.registry.add(route);
  router[route.method](route.path, async (req, res) => {
    const v = await validate(ctx, route, req);
    await handler(v, req, res);
  });
}
