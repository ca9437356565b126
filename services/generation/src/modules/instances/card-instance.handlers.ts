import { GenerationCalls, generationRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { CardInstanceService } from './card-instance.service.js';

/** Request handlers for `/card_instances` and a card's generate, and the calls cart-order and rendering make. */
export async function registerCardInstanceHandlers(rpc: RequestBus, instances: CardInstanceService) {
  await serveRoute(rpc, routes.generateCard, async ({ actor, params, body }) => instances.generate(actor, params.id, body.options));
  await serveRoute(rpc, routes.listCardInstances, async ({ actor, query }) => instances.list(actor, query));
  await serveRoute(rpc, routes.getCardInstance, async ({ actor, params }) => instances.get(actor, params.id));
  await serveRoute(rpc, routes.createCardInstance, async ({ actor, body }) => instances.create(actor, body.cardinstance));
  await serveRoute(rpc, routes.updateCardInstance, async ({ actor, params, body }) =>
    instances.update(actor, params.id, body.card_instance),
  );
  await serveRoute(rpc, routes.deleteCardInstance, async ({ actor, params }) => {
    await instances.remove(actor, params.id);
    return null;
  });
  await serveRoute(rpc, routes.regenerateText, async ({ actor, params, body }) => instances.regenerate(actor, params.id, 'text', body));
  await serveRoute(rpc, routes.regenerateImage, async ({ actor, params }) => instances.regenerate(actor, params.id, 'image'));
  await serveRoute(rpc, routes.sendCardInstance, async ({ actor, params, body }) => instances.send(actor, params.id, body));

  // Service-to-service calls: not REST-shaped, so they carry their own small payloads.
  await serveCall(rpc, GenerationCalls.cardInstanceForCart, async (req) => instances.forCart(req.actor, req.id));
  await serveCall(rpc, GenerationCalls.cardInstanceRenderData, async (req) => instances.renderData(req.id));
}
