import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The styles module's slice of the config: previews stored as paths are answered on the API's public origin. */
export const StylesConfig = ConfigSchema.pick({ PUBLIC_API_URL: true });
export type StylesConfig = z.output<typeof StylesConfig>;
