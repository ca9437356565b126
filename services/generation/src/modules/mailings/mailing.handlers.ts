import { MailingCalls } from '@cards/contracts';
import { serveCall, type RequestBus } from '@cards/kit';
import type { Moderator } from '../../moderation/moderation.port.js';
import type { EntitlementService } from '../entitlements/index.js';

/** The calls cart-order makes before it keeps a list sent to many: moderation of names and greetings, and the e-card quota. */
export async function registerMailingHandlers(rpc: RequestBus, deps: { moderator: Moderator; entitlements: EntitlementService }) {
  await serveCall(rpc, MailingCalls.moderationCheck, async (req) => ({
    flagged: (await deps.moderator.check(req.texts)).map((r) => r.flagged),
  }));
  await serveCall(rpc, MailingCalls.ecardQuota, async (req) => deps.entitlements.ecardQuota(req.account_id, req.emails));
}
