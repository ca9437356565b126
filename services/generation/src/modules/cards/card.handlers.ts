import { GenerationCalls, generationRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { PaymentSessionService } from '../entitlements/payment-session.service.js';
import type { CardService } from './card.service.js';

/** Request handlers for `/cards` and `/payment_session`: the calls the BFF forwards those routes to. */
export async function registerCardHandlers(rpc: RequestBus, cards: CardService, payments: PaymentSessionService) {
  await serveCall(rpc, GenerationCalls.cardSamples, async () => cards.samples());
  await serveRoute(rpc, routes.listCards, async ({ actor, query }) => cards.list(actor, query));
  await serveRoute(rpc, routes.getCard, async ({ actor, params }) => cards.get(actor, params.id));
  await serveRoute(rpc, routes.createCard, async ({ actor, body }) => cards.create(actor, body.card));
  await serveRoute(rpc, routes.updateCard, async ({ actor, params, body }) => cards.update(actor, params.id, body.card));
  await serveRoute(rpc, routes.deleteCard, async ({ actor, params }) => {
    await cards.remove(actor, params.id);
    return null;
  });
  await serveRoute(rpc, routes.generateCard, async ({ actor, params, body }) => cards.generate(actor, params.id, body.options));
  await serveRoute(rpc, routes.paymentSession, async ({ actor, query }) =>
    payments.verify(actor, query.session_id, query.startGenerating === 'true'),
  );
}
