import { resolve } from 'node:path';
import { FileMailer } from './file-mailer.js';
import type { MailConfig } from './mail.config.js';
import type { Mailer } from './mailer.port.js';
import { SmtpMailer } from './smtp-mailer.js';

/** `SMTP_URL` sends through a server; otherwise mail lands as `.eml` files in `MAIL_DIR` (default `DATA_DIR/mail`). */
export function createMailer(config: MailConfig): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new FileMailer(config.MAIL_DIR ?? resolve(config.DATA_DIR, 'mail'), config.MAIL_FROM);
}
