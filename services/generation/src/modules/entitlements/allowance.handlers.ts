import { generationRoutes as routes } from '@cards/contracts';
import { serveRoute, type RequestBus } from '@cards/kit';
import { accountOf } from '../cards/index.js';
import type { EntitlementService } from './entitlement.service.js';

/** `GET /allowance`: the designer shows "designs left this month" before the wall, not only at it. */
export async function registerAllowanceHandlers(rpc: RequestBus, entitlements: EntitlementService) {
  await serveRoute(rpc, routes.getAllowance, async ({ actor }) => entitlements.read((m) => entitlements.details(m, accountOf(actor))));
}
