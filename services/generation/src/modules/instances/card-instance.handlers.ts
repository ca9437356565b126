import {
  CardIdParams, CardInstanceForCartRequest, CardInstanceListQuery, CardInstanceRenderDataRequest, CreateCardInstanceBody,
  RegenerateTextBody, SendCardInstanceBody, UpdateCardInstanceBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CardInstanceService } from './card-instance.service.js';

/** Request handlers for `/card_instances`, and the calls cart-order and rendering make. */
export async function registerCardInstanceHandlers(rpc: RequestBus, instances: CardInstanceService) {
  const id = (params: Record<string, unknown>) => parseInput(CardIdParams, params).id;
  await serveCall(rpc, 'generation.card_instance.list', async (call) => instances.list(requireActor(call), parseInput(CardInstanceListQuery, call.query)));
  await serveCall(rpc, 'generation.card_instance.get', async (call) => instances.get(requireActor(call), id(call.params)));
  await serveCall(rpc, 'generation.card_instance.create', async (call) => instances.create(requireActor(call), parseInput(CreateCardInstanceBody, call.body).cardinstance));
  await serveCall(rpc, 'generation.card_instance.update', async (call) =>
    instances.update(requireActor(call), id(call.params), parseInput(UpdateCardInstanceBody, call.body).card_instance));
  await serveCall(rpc, 'generation.card_instance.delete', async (call) => {
    await instances.remove(requireActor(call), id(call.params));
    return null;
  });
  await serveCall(rpc, 'generation.card_instance.regenerate_text', async (call) =>
    instances.regenerate(requireActor(call), id(call.params), 'text', parseInput(RegenerateTextBody, call.body ?? {})));
  await serveCall(rpc, 'generation.card_instance.regenerate_image', async (call) => instances.regenerate(requireActor(call), id(call.params), 'image'));
  await serveCall(rpc, 'generation.card_instance.send', async (call) => instances.send(requireActor(call), id(call.params), parseInput(SendCardInstanceBody, call.body)));

  // Service-to-service calls: not REST-shaped, so they carry their own small payloads.
  await rpc.handle('generation.card_instance.for_cart', async (data) => {
    const req = parseInput(CardInstanceForCartRequest, data);
    return instances.forCart(req.actor, req.id);
  });
  await rpc.handle('generation.card_instance.render_data', async (data) => instances.renderData(parseInput(CardInstanceRenderDataRequest, data).id));
}
