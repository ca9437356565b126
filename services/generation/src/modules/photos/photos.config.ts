import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The photos module's slice of the config: where the photo previews are served from. */
export const PhotosConfig = ConfigSchema.pick({ PUBLIC_API_URL: true });
export type PhotosConfig = z.output<typeof PhotosConfig>;
