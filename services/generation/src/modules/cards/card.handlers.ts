import { GenerationCalls, generationRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { CardService } from './card.service.js';

/** Request handlers for `/cards`: the calls the BFF forwards those routes to (generating is the options'). */
export async function registerCardHandlers(rpc: RequestBus, cards: CardService) {
  await serveCall(rpc, GenerationCalls.cardSamples, async () => cards.samples());
  await serveRoute(rpc, routes.listCards, async ({ actor, query }) => cards.list(actor, query));
  await serveRoute(rpc, routes.getCard, async ({ actor, params }) => cards.get(actor, params.id));
  await serveRoute(rpc, routes.createCard, async ({ actor, body }) => cards.create(actor, body.card));
  await serveRoute(rpc, routes.updateCard, async ({ actor, params, body }) => cards.update(actor, params.id, body.card));
  await serveRoute(rpc, routes.deleteCard, async ({ actor, params }) => {
    await cards.remove(actor, params.id);
    return null;
  });
}
