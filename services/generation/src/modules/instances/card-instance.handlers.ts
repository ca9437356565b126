import {
  CardIdParams,
  CardInstanceListQuery,
  CreateCardInstanceBody,
  GenerationCalls,
  RegenerateTextBody,
  SendCardInstanceBody,
  UpdateCardInstanceBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { CardInstanceService } from './card-instance.service.js';

/** Request handlers for `/card_instances`, and the calls cart-order and rendering make. */
export async function registerCardInstanceHandlers(rpc: RequestBus, instances: CardInstanceService) {
  const id = (params: Record<string, unknown>) => parseInput(CardIdParams, params).id;
  await serveCall(rpc, GenerationCalls.listCardInstances, async (call) =>
    instances.list(requireActor(call), parseInput(CardInstanceListQuery, call.query)),
  );
  await serveCall(rpc, GenerationCalls.getCardInstance, async (call) => instances.get(requireActor(call), id(call.params)));
  await serveCall(rpc, GenerationCalls.createCardInstance, async (call) =>
    instances.create(requireActor(call), parseInput(CreateCardInstanceBody, call.body).cardinstance),
  );
  await serveCall(rpc, GenerationCalls.updateCardInstance, async (call) =>
    instances.update(requireActor(call), id(call.params), parseInput(UpdateCardInstanceBody, call.body).card_instance),
  );
  await serveCall(rpc, GenerationCalls.deleteCardInstance, async (call) => {
    await instances.remove(requireActor(call), id(call.params));
    return null;
  });
  await serveCall(rpc, GenerationCalls.regenerateText, async (call) =>
    instances.regenerate(requireActor(call), id(call.params), 'text', parseInput(RegenerateTextBody, call.body ?? {})),
  );
  await serveCall(rpc, GenerationCalls.regenerateImage, async (call) => instances.regenerate(requireActor(call), id(call.params), 'image'));
  await serveCall(rpc, GenerationCalls.sendCardInstance, async (call) =>
    instances.send(requireActor(call), id(call.params), parseInput(SendCardInstanceBody, call.body)),
  );

  // Service-to-service calls: not REST-shaped, so they carry their own small payloads.
  await serveCall(rpc, GenerationCalls.cardInstanceForCart, async (req) => instances.forCart(req.actor, req.id));
  await serveCall(rpc, GenerationCalls.cardInstanceRenderData, async (req) => instances.renderData(req.id));
}
