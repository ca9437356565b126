import { ConfigSchema, countSetting } from '@cards/kit';
import { z } from 'zod';

/** The signing module's keys: how often signers may write, and the secret its links are made with. */
export const SigningConfigKeys = z.object({
  SIGNATURES_PER_LINK_HOUR: countSetting(200, 1).describe(
    'Signatures and signature edits one group-card signing link takes in an hour; beyond it the signing page answers 429',
  ),
  SIGNATURES_PER_CLIENT_HOUR: countSetting(60, 1).describe(
    'Signatures and signature edits one client IP may make in an hour, on all cards together (an office behind one address signs together)',
  ),
  SIGNING_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key group-card signing links are made with (required in production; every link stops working when it changes); embedded mode generates one under DATA_DIR',
    ),
});

/** The signing module's slice of the config: its keys, where the signing page lives, and the data folder the secret is kept in when none is given. */
export const SigningConfig = ConfigSchema.pick({ PUBLIC_WEB_URL: true, DATA_DIR: true, NODE_ENV: true }).extend(SigningConfigKeys.shape);
export type SigningConfig = z.output<typeof SigningConfig>;
