import { CardIdParams, CardListQuery, CreateCardBody, GenerateCardBody, PaymentSessionQuery, UpdateCardBody } from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { PaymentSessionService } from '../entitlements/payment-session.service.js';
import type { CardService } from './card.service.js';

/** Request handlers for `/cards` and `/payment_session`; the subjects are the BFF's forwarding targets. */
export async function registerCardHandlers(rpc: RequestBus, cards: CardService, payments: PaymentSessionService) {
  await serveCall(rpc, 'generation.card.samples', async () => cards.samples());
  await serveCall(rpc, 'generation.card.list', async (call) => cards.list(requireActor(call), parseInput(CardListQuery, call.query)));
  await serveCall(rpc, 'generation.card.get', async (call) => cards.get(requireActor(call), parseInput(CardIdParams, call.params).id));
  await serveCall(rpc, 'generation.card.create', async (call) => cards.create(requireActor(call), parseInput(CreateCardBody, call.body).card));
  await serveCall(rpc, 'generation.card.update', async (call) =>
    cards.update(requireActor(call), parseInput(CardIdParams, call.params).id, parseInput(UpdateCardBody, call.body).card));
  await serveCall(rpc, 'generation.card.delete', async (call) => {
    await cards.remove(requireActor(call), parseInput(CardIdParams, call.params).id);
    return null;
  });
  await serveCall(rpc, 'generation.card.generate', async (call) =>
    cards.generate(requireActor(call), parseInput(CardIdParams, call.params).id, parseInput(GenerateCardBody, call.body ?? {}).options));
  await serveCall(rpc, 'generation.payment_session.verify', async (call) => {
    const q = parseInput(PaymentSessionQuery, call.query);
    return payments.verify(requireActor(call), q.session_id, q.startGenerating === 'true');
  });
}
