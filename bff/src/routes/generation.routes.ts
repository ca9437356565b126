import { generationRoutes, generationSubjects, uploadCardPhotoRoute } from '@cards/contracts';
import { Router } from 'express';
import { custom, forward, sendResult, type RouteContext } from '../http/forward.js';
import { receiveUpload } from '../http/photo-upload.js';

/**
 * The generation part of the REST API (docs/api.md): cards, card instances, samples
 * and payment sessions, each forwarded to the generation service. `/cards/samples` is mounted
 * before `/cards/:id`, which the contract's order guarantees.
 */
export async function generationRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();
  for (const [key, route] of Object.entries(generationRoutes) as Array<[keyof typeof generationRoutes, (typeof generationRoutes)[keyof typeof generationRoutes]]>) {
    forward(router, ctx, route, generationSubjects[key]);
  }
  // A photo is streamed to the service in slices; the card is looked up first, so a wrong id costs no upload.
  custom(router, ctx, uploadCardPhotoRoute, async (v, req, res) => {
    await ctx.rpc.request(generationSubjects.getCard, { ...v.call, params: { id: v.params.id } }, { headers: v.headers });
    sendResult(req, res, uploadCardPhotoRoute, await receiveUpload(ctx.rpc, uploadCardPhotoRoute, v, req));
  });
  return router;
}
