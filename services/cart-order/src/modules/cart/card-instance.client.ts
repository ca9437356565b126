import { CartCardInstanceRef, type Actor } from '@cards/contracts';
import { notFound, type RequestBus } from '@cards/kit';

/**
 * Asks the generation service for a card instance as the cart needs it. The generation
 * service answers 404 for ids that are not the actor's; the owner is checked here again.
 */
export async function cardInstanceForCart(rpc: RequestBus, id: number, actor: Actor): Promise<CartCardInstanceRef> {
  const reply = CartCardInstanceRef.parse(await rpc.request('generation.card_instance.for_cart', { id, actor }, { timeoutMs: 5000 }));
  if (reply.user_id !== actor.user_id) throw notFound('card_instance_not_found', 'Card instance not found');
  return reply;
}
