import { z } from 'zod';
import { boolSetting } from './config-fields.js';

/** The asset store's keys: which adapter kit builds (a folder or an S3-compatible bucket), and where. */
export const AssetStoreConfigKeys = z.object({
  ASSET_STORE: z
    .enum(['file', 's3'])
    .default('file')
    .describe('Where artwork, photos, thumbnails and PDFs live: a folder (ASSETS_DIR), or an S3-compatible bucket (S3_*)'),
  ASSETS_DIR: z
    .string()
    .optional()
    .describe(
      'Folder for artwork, photos, thumbnails and PDFs with ASSET_STORE=file (default DATA_DIR/assets); shared by every process on the machine',
    ),
  S3_BUCKET: z.string().optional().describe('Bucket of the assets with ASSET_STORE=s3 (required then)'),
  S3_REGION: z.string().default('us-east-1').describe('Region of the bucket'),
  S3_ENDPOINT: z.string().url().optional().describe("An S3-compatible endpoint (MinIO, R2, GCS); AWS's own when unset"),
  S3_FORCE_PATH_STYLE: boolSetting.default(false).describe('Address objects as endpoint/bucket/key, as MinIO needs'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe("Access key of the bucket; the AWS SDK's default credentials (IAM role, AWS_* variables) when unset"),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('Its secret'),
});
