import type { Actor, ApiRoute, ForwardedRoute } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import type { Request, Response } from 'express';
import { bearerToken, verifySession } from '../http/auth.js';
import { sendResult, validate, type RouteContext } from '../http/forward.js';
import { writeCachedAnswer } from './cached-answer.js';
import { type CachedResponse } from './read-cache.js';
import type { CatalogView, ReaderTokens } from './reader-tokens.js';
import type { CatalogReads } from './catalog-reads.js';

/** Where a view's answer to `url` is kept: the public view under the URL itself. */
export function cacheKey(url: string, view: CatalogView): string {
  return view === 'admin' ? `admin ${url}` : url;
}

/**
 * Serves one catalogue read through Express: from the replica's cache when kept (no
 * validation, no bus round trip), else from the catalogue service (the reply parsed once,
 * here, with the call's schema), then kept. Admins, who
 * also see inactive rows, have their own kept answers. The fast lane serves the same kept
 * answers before Express; this is where they are made and where every other case lands.
 */
export function cachedReadHandler(ctx: RouteContext, { cache, tokens }: CatalogReads, route: ForwardedRoute) {
  const publicRoute: ApiRoute = { ...route, auth: 'public' };
  return async (req: Request, res: Response) => {
    const actor = await optionalActor(ctx, tokens, req);
    const key = cacheKey(req.originalUrl, actor?.admin ? 'admin' : 'public');
    const hit = cache.get(key);
    if (hit) return writeCachedAnswer(req, res, hit);
    const v = await validate(ctx, publicRoute, req);
    v.call.actor = actor;
    const gen = cache.currentGeneration();
    const result = await requestCall(ctx.rpc, route.call, v.call, { headers: v.headers });
    writeCachedAnswer(req, res, cache.set(key, captureResponse(req, route, result), gen));
  };
}

/**
 * The caller of an `optional` route: null for visitors, bad tokens and tokens known to read
 * the public view (as `resolveActor` would give for the first two); others are verified.
 */
async function optionalActor(ctx: RouteContext, tokens: ReaderTokens, req: Request): Promise<Actor | null> {
  const token = bearerToken(req);
  if (!token || tokens.viewOf(token) === 'public') return null;
  const gen = tokens.generation();
  try {
    const verified = await verifySession(ctx.rpc, token);
    tokens.remember(token, verified, gen);
    return verified.actor;
  } catch (e) {
    if ((e as { status?: number }).status !== 401) throw e;
    tokens.remember(token, null, gen);
    return null;
  }
}

/** Renders what `sendResult` would send (status, paging headers, JSON), as a string to keep. */
function captureResponse(req: Request, route: ApiRoute, result: unknown): Omit<CachedResponse, 'etag' | 'bytes'> {
  const headers: Record<string, string> = {};
  let body: unknown = result;
  const fake = {
    set: (k: string, val: string) => {
      headers[k] = val;
      return fake;
    },
    status: () => fake,
    json: (b: unknown) => {
      body = b;
      return fake;
    },
    end: () => fake,
  };
  sendResult(req, fake as unknown as Response, route, result);
  return { status: route.status ?? 200, body: JSON.stringify(body), headers, route: route.path };
}
