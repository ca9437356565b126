import { generationRoutes as routes } from '@cards/contracts';
import { AppError, serveRoute, type RequestBus } from '@cards/kit';
import { accountOf, type CardService } from '../cards/index.js';
import type { EntitlementService } from './entitlement.service.js';

/**
 * `GET /allowance`: the designer shows "designs left this month" before the wall, not only at
 * it. `POST /cards/{id}/design_pack`: the pack is offered where the customer looks for more
 * designs, not only once none are left.
 */
export async function registerAllowanceHandlers(rpc: RequestBus, entitlements: EntitlementService, cards: CardService) {
  await serveRoute(rpc, routes.getAllowance, async ({ actor }) => entitlements.read((m) => entitlements.details(m, accountOf(actor))));
  await serveRoute(rpc, routes.buyDesignPack, async ({ actor, params }) => {
    // Someone else's card is a 404, as everywhere.
    await cards.get(actor, params.id);
    const checkout_url = await entitlements.packCheckoutUrl(actor, params.id);
    if (!checkout_url)
      throw new AppError(503, 'checkout_unavailable', 'We cannot open a checkout right now. Please try again in a minute.');
    return { ...entitlements.pack(), checkout_url };
  });
}
