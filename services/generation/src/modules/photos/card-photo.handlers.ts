import { generationRoutes as routes, PhotoUpload, uploadCardPhotoRoute } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { CardPhotoService } from './card-photo.service.js';

/**
 * The upload's call carries, as its body, where the BFF streamed the file (the multipart form
 * itself stays at the edge): served as the route with that body.
 */
const uploadRoute = { ...uploadCardPhotoRoute, body: PhotoUpload };

/** Request handlers for a card's photos: the upload the BFF streamed to the store, crop and band, removal. */
export async function registerCardPhotoHandlers(rpc: RequestBus, photos: CardPhotoService) {
  await serveRoute(rpc, uploadRoute, async ({ actor, params, body }) => photos.upload(actor, params.id, params.panel, body));
  await serveRoute(rpc, routes.updateCardPhoto, async ({ actor, params, body }) =>
    photos.update(actor, params.id, params.panel, body.photo),
  );
  await serveRoute(rpc, routes.deleteCardPhoto, async ({ actor, params }) => photos.remove(actor, params.id, params.panel));
}
