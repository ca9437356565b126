import { GenerationCalls, type Actor, type CardInstanceForCartReply } from '@cards/contracts';
import { notFound, requestCall, type RequestBus } from '@cards/kit';

/**
 * Asks the generation service for a card instance as the cart needs it. The generation
 * service answers 404 for ids that are not the actor's; the owner is checked here again.
 */
export async function cardInstanceForCart(rpc: RequestBus, id: number, actor: Actor): Promise<CardInstanceForCartReply> {
  const reply = await requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor }, { timeoutMs: 5000 });
  if (reply.user_id !== actor.user_id) throw notFound('card_instance_not_found', 'Card instance not found');
  return reply;
}
