import { generationRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { WordHistoryService } from './word-history.service.js';

/** `GET /card_instances/{id}/words` and the undo, `POST /card_instances/{id}/words/restore`. */
export async function registerWordHistoryHandlers(rpc: RequestBus, history: WordHistoryService) {
  await serveRoute(rpc, routes.cardWordsHistory, async ({ actor, params }) => {
    const items = await history.history(actor, params.id);
    return { items, total: items.length };
  });
  await serveRoute(rpc, routes.restoreCardWords, async ({ actor, params, body }) => history.restore(actor, params.id, body.version));
}
