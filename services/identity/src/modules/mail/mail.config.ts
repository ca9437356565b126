import { ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The mail module's keys: where mail goes and who sends it. */
export const MailConfigKeys = z.object({
  MAIL_DIR: z.string().optional().describe('Folder for outgoing mail as .eml files (default DATA_DIR/mail)'),
  SMTP_URL: z.string().optional().describe('SMTP server URL; when set mail is sent there instead of MAIL_DIR'),
  MAIL_FROM: z.string().default('Greeting Cards <hello@cards.local>').describe('Sender of outgoing mail'),
});

/** The mail module's slice of the config: its keys, the data folder mail is written under, and the origin its links point at. */
export const MailConfig = ConfigSchema.pick({ DATA_DIR: true, PUBLIC_WEB_URL: true }).extend(MailConfigKeys.shape);
export type MailConfig = z.output<typeof MailConfig>;
