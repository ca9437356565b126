import { IdentityCalls } from '@cards/contracts';
import { serveCall, type RequestBus } from '@cards/kit';
import type { MailService } from './mail.service.js';

/**
 * `identity.mail.send {user_id, template, data, to?}` for other services (order confirmation,
 * e-card). The reply comes once the mail is handed over; a failure reaches the caller so it
 * can retry (e.g. from its job queue).
 */
export async function registerMailHandlers(rpc: RequestBus, mail: MailService) {
  await serveCall(rpc, IdentityCalls.mailSend, async (req) => mail.sendForService(req));
}
