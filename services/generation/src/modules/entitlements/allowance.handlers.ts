import { GenerationCalls } from '@cards/contracts';
import { requireActor, serveCall, type RequestBus } from '@cards/kit';
import { accountOf } from '../cards/card.service.js';
import type { EntitlementService } from './entitlement.service.js';

/** `GET /allowance`: the designer shows "designs left this month" before the wall, not only at it. */
export async function registerAllowanceHandlers(rpc: RequestBus, entitlements: EntitlementService) {
  await serveCall(rpc, GenerationCalls.getAllowance, async (call) => {
    const actor = requireActor(call);
    return entitlements.read((m) => entitlements.details(m, accountOf(actor)));
  });
}
