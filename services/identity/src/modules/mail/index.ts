/**
 * Outgoing mail: the branded templates, rendered and handed to a mailer (`.eml` files or SMTP).
 * The front door of the module; everything else in it is private.
 */
import { IdentityCalls } from '@cards/contracts';
import { serveCall, type RequestBus } from '@cards/kit';
import type { MailService } from './mail.service.js';

export { MailService, type Recipients } from './mail.service.js';
export { MailConfig } from './mail.config.js';
export { createMailer } from './create-mailer.js';
export type { Mailer } from './mailer.port.js';

/**
 * `identity.mail.send {user_id, template, data, to?}` for other services (order confirmation,
 * e-card, reminders). The reply comes once the mail is handed over; a failure reaches the caller
 * so it can retry (e.g. from its job queue).
 */
export async function serveMail(rpc: RequestBus, mail: MailService): Promise<void> {
  await serveCall(rpc, IdentityCalls.mailSend, async (req) => mail.sendForService(req));
}
