import { generationRoutes, uploadCardPhotoRoute } from '@cards/contracts';
import { requestCall, type AssetStore } from '@cards/kit';
import { Router } from 'express';
import { custom, forward, sendResult, type RouteContext } from '../http/forward.js';
import { receiveUpload } from '../http/photo-upload.js';

/**
 * The generation part of the REST API (docs/api.md): cards, card instances, samples
 * and payment sessions, each forwarded to the call its route declares. `/cards/samples` is
 * mounted before `/cards/:id`, which the contract's order guarantees.
 */
export async function generationRouter(ctx: RouteContext, assets: AssetStore): Promise<Router> {
  const router = Router();
  for (const route of Object.values(generationRoutes)) forward(router, ctx, route);
  // A photo is streamed to the asset store, and the service told its key; the card is looked up first, so a wrong id costs no upload.
  custom(router, ctx, uploadCardPhotoRoute, async (v, req, res) => {
    await requestCall(ctx.rpc, generationRoutes.getCard.call, { ...v.call, params: { id: v.params.id } }, { headers: v.headers });
    sendResult(req, res, uploadCardPhotoRoute, await receiveUpload({ rpc: ctx.rpc, assets }, uploadCardPhotoRoute, v, req));
  });
  return router;
}
