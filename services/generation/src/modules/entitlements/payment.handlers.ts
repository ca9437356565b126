import { generationRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import type { PaymentSessionService } from './payment-session.service.js';

/** Request handler for `/payment_session`: whether a checkout session was paid, and what it started. */
export async function registerPaymentHandlers(rpc: RequestBus, payments: PaymentSessionService) {
  await serveRoute(rpc, routes.paymentSession, async ({ actor, query }) =>
    payments.verify(actor, query.session_id, query.startGenerating === 'true'),
  );
}
