import { MailingCalls, generationRoutes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { Moderator } from '../../moderation/moderation.port.js';
import type { EntitlementService } from '../entitlements/index.js';
import type { EcardPages } from './ecard-pages.js';

/**
 * The calls cart-order makes before it keeps a list sent to many (moderation of names and
 * greetings, the e-card quota), and the public page of an e-card sent.
 */
export async function registerMailingHandlers(
  rpc: RequestBus,
  deps: { moderator: Moderator; entitlements: EntitlementService; pages: EcardPages },
) {
  await serveCall(rpc, MailingCalls.moderationCheck, async (req) => ({
    flagged: (await deps.moderator.check(req.texts)).map((r) => r.flagged),
  }));
  await serveCall(rpc, MailingCalls.ecardQuota, async (req) => deps.entitlements.ecardQuota(req.account_id, req.emails));
  await serveRoute(rpc, generationRoutes.ecardPage, async ({ params }) => deps.pages.page(params.token));
}
