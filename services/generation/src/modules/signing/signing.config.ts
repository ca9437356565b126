import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The signing module's slice of the config: where the signing page lives, the secret its links are made with, and how often signers may write. */
export const SigningConfig = ConfigSchema.pick({
  PUBLIC_WEB_URL: true,
  SIGNING_LINK_SECRET: true,
  DATA_DIR: true,
  NODE_ENV: true,
  SIGNATURES_PER_LINK_HOUR: true,
  SIGNATURES_PER_CLIENT_HOUR: true,
});
export type SigningConfig = z.output<typeof SigningConfig>;
