import {
  CardIdParams,
  CardListQuery,
  CreateCardBody,
  GenerateCardBody,
  GenerationCalls,
  PaymentSessionQuery,
  UpdateCardBody,
} from '@cards/contracts';
import { parseInput, requireActor, serveCall, type RequestBus } from '@cards/kit';
import type { PaymentSessionService } from '../entitlements/payment-session.service.js';
import type { CardService } from './card.service.js';

/** Request handlers for `/cards` and `/payment_session`: the calls the BFF forwards those routes to. */
export async function registerCardHandlers(rpc: RequestBus, cards: CardService, payments: PaymentSessionService) {
  await serveCall(rpc, GenerationCalls.cardSamples, async () => cards.samples());
  await serveCall(rpc, GenerationCalls.listCards, async (call) => cards.list(requireActor(call), parseInput(CardListQuery, call.query)));
  await serveCall(rpc, GenerationCalls.getCard, async (call) => cards.get(requireActor(call), parseInput(CardIdParams, call.params).id));
  await serveCall(rpc, GenerationCalls.createCard, async (call) =>
    cards.create(requireActor(call), parseInput(CreateCardBody, call.body).card),
  );
  await serveCall(rpc, GenerationCalls.updateCard, async (call) =>
    cards.update(requireActor(call), parseInput(CardIdParams, call.params).id, parseInput(UpdateCardBody, call.body).card),
  );
  await serveCall(rpc, GenerationCalls.deleteCard, async (call) => {
    await cards.remove(requireActor(call), parseInput(CardIdParams, call.params).id);
    return null;
  });
  await serveCall(rpc, GenerationCalls.generateCard, async (call) =>
    cards.generate(requireActor(call), parseInput(CardIdParams, call.params).id, parseInput(GenerateCardBody, call.body ?? {}).options),
  );
  await serveCall(rpc, GenerationCalls.paymentSession, async (call) => {
    const q = parseInput(PaymentSessionQuery, call.query);
    return payments.verify(requireActor(call), q.session_id, q.startGenerating === 'true');
  });
}
