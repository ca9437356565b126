import { boolSetting, ConfigSchema, originListSetting } from '@cards/kit';
import { z } from 'zod';

/** The BFF's environment keys, declared beside it: browser origins beyond the shop's, the XSRF key, and how files are answered. */
export const BffConfigKeys = z.object({
  CORS_ORIGINS: originListSetting
    .optional()
    .describe(
      'Further browser origins allowed to call the API, comma-separated and exact (e.g. https://shop.example.com); PUBLIC_WEB_URL is always allowed',
    ),
  XSRF_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key the BFF signs XSRF-TOKEN cookies with; every BFF replica needs the same (required in production); embedded mode generates one under DATA_DIR',
    ),
  ASSET_REDIRECTS: boolSetting
    .default(false)
    .describe(
      'Answer asset and PDF downloads with a redirect to a short-lived signed URL of the bucket instead of streaming them through the BFF (ASSET_STORE=s3 only)',
    ),
});

/** The BFF's slice of the config: its keys, and the mode, data folder and shop origin it reads from kit's. */
export const BffConfig = ConfigSchema.pick({ NODE_ENV: true, DATA_DIR: true, PUBLIC_WEB_URL: true }).extend(BffConfigKeys.shape);
export type BffConfig = z.output<typeof BffConfig>;
