import { generationRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { ArtworkHistoryService } from './artwork-history.service.js';

/** `GET /card_instances/{id}/artworks` and the undo, `POST /card_instances/{id}/artworks/restore`. */
export async function registerArtworkHistoryHandlers(rpc: RequestBus, history: ArtworkHistoryService) {
  await serveRoute(rpc, routes.cardArtworkHistory, async ({ actor, params }) => {
    const items = await history.history(actor, params.id);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.restoreCardArtwork, async ({ actor, params, body }) => history.restore(actor, params.id, body.version));
}
