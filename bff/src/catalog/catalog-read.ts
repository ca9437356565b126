import type { Actor, ApiRoute } from '@cards/contracts';
import type { Request, Response } from 'express';
import { bearerToken, verifyToken } from '../http/auth.js';
import { sendResult, validate, type RouteContext } from '../http/forward.js';
import type { CustomerTokenMemo } from './customer-token-memo.js';
import { writeCachedAnswer } from './cached-answer.js';
import { ReadCache, withEtag, type CachedResponse } from './read-cache.js';

/**
 * Serves one public catalogue read: customers' answers come from the replica's cache (no
 * validation, no bus round trip on a hit) with an ETag and 304; admins, who also see
 * inactive rows, always get a fresh answer.
 */
export function cachedReadHandler(ctx: RouteContext, cache: ReadCache, tokens: CustomerTokenMemo, route: ApiRoute, subject: string) {
  const publicRoute: ApiRoute = { ...route, auth: 'public' };
  return async (req: Request, res: Response) => {
    const actor = await optionalActor(ctx, tokens, req);
    const shared = !actor?.admin;
    const key = req.originalUrl;
    if (shared) {
      const hit = cache.get(key);
      if (hit) return writeCachedAnswer(req, res, hit);
    }
    const v = await validate(ctx, publicRoute, req);
    v.call.actor = actor;
    const gen = cache.currentGeneration();
    const result = await ctx.rpc.request(subject, v.call, { headers: v.headers });
    const capture = captureResponse(req, route, result);
    writeCachedAnswer(req, res, shared ? cache.set(key, capture, gen) : withEtag(capture));
  };
}

/** The caller of an `optional` route: null for visitors and bad tokens, as `resolveActor` does. */
async function optionalActor(ctx: RouteContext, tokens: CustomerTokenMemo, req: Request): Promise<Actor | null> {
  const token = bearerToken(req);
  if (!token || tokens.isCustomer(token)) return null;
  let actor: Actor;
  try {
    actor = await verifyToken(ctx.rpc, token);
  } catch (e) {
    if ((e as { status?: number }).status !== 401) throw e;
    tokens.rememberCustomer(token);
    return null;
  }
  if (!actor.admin) tokens.rememberCustomer(token);
  return actor;
}

/** Renders what `sendResult` would send (status, paging headers, JSON), as a string to keep. */
function captureResponse(req: Request, route: ApiRoute, result: unknown): Omit<CachedResponse, 'etag' | 'bytes'> {
  const headers: Record<string, string> = {};
  let body: unknown = result;
  const fake = {
    set: (k: string, val: string) => { headers[k] = val; return fake; },
    status: () => fake,
    json: (b: unknown) => { body = b; return fake; },
    end: () => fake,
  };
  sendResult(req, fake as unknown as Response, route, result);
  return { status: route.status ?? 200, body: JSON.stringify(body), headers, route: route.path };
}
