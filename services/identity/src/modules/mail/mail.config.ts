import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The mail module's slice of the config: where mail goes, who sends it, and the origin its links point at. */
export const MailConfig = ConfigSchema.pick({ SMTP_URL: true, MAIL_DIR: true, MAIL_FROM: true, DATA_DIR: true, PUBLIC_WEB_URL: true });
export type MailConfig = z.output<typeof MailConfig>;
