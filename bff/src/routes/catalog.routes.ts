import { catalogRoutes, type ApiRoute } from '@cards/contracts';
import type { EventBus } from '@cards/kit';
import { Router, type Request, type Response } from 'express';
import { custom, sendResult, type RouteContext } from '../http/forward.js';
import { ReadCache, type CachedResponse } from '../catalog/read-cache.js';

/**
 * Public catalogue reads served from the replica's cache with ETag/304; writes forwarded to
 * the catalog service, then the cache dropped.
 */
export async function catalogRouter(ctx: RouteContext, bus: EventBus) {
  const router = Router();
  const cache = new ReadCache();
  await bus.subscribe({ durable: 'bff__catalog_changed', subject: 'catalog.*.changed.v1', ephemeral: true, handler: async () => cache.clear() });

  const cachedRead = (route: ApiRoute, subject: string) =>
    custom(router, ctx, route, async (v, req, res) => {
      // Admins see inactive rows too, so only the customers' view is shared.
      const shared = !v.actor?.admin;
      const key = `${req.method} ${req.originalUrl}`;
      let hit = shared ? cache.get(key) : undefined;
      if (!hit) {
        const gen = cache.currentGeneration();
        const result = await ctx.rpc.request(subject, v.call, { headers: v.headers });
        const capture = captureResponse(req, route, result);
        hit = shared ? cache.set(key, capture, gen) : { ...capture, etag: '' };
      }
      writeCached(req, res, hit);
    });

  cachedRead(catalogRoutes.listEvents, 'catalog.event.list');
  cachedRead(catalogRoutes.getEvent, 'catalog.event.get');
  for (const [route, subject] of [
    [catalogRoutes.createEvent, 'catalog.event.create'],
    [catalogRoutes.updateEvent, 'catalog.event.update'],
    [catalogRoutes.deleteEvent, 'catalog.event.delete'],
  ] as const) {
    custom(router, ctx, route, async (v, req, res) => {
      const result = await ctx.rpc.request(subject, v.call, { headers: v.headers });
      cache.clear();
      sendResult(req, res, route, result);
    });
  }
  return { router, cache };
}

/** Renders what `sendResult` would send, as a string to keep. */
function captureResponse(req: Request, route: ApiRoute, result: unknown): Omit<CachedResponse, 'etag'> {
  const headers: Record<string, string> = {};
  let body: unknown = result;
  const fake = {
    set: (k: string, val: string) => { headers[k] = val; return fake; },
    status: () => fake,
    json: (b: unknown) => { body = b; return fake; },
    end: () => fake,
  };
  sendResult(req, fake as unknown as Response, route, result);
  return { status: route.status ?? 200, body: JSON.stringify(body), headers };
}

function writeCached(req: Request, res: Response, c: CachedResponse) {
  res.set(c.headers);
  res.set('Cache-Control', 'no-cache');
  if (c.etag) {
    res.set('ETag', c.etag);
    if (req.headers['if-none-match'] === c.etag) {
      res.status(304).end();
      return;
    }
  }
  res.status(c.status).type('application/json').send(c.body);
}
