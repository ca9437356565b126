import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/**
 * The renders module's slice of the config: how long requests wait for a render, where browsers
 * reach the API, and the worker's browser pool.
 */
export const RendersConfig = ConfigSchema.pick({
  RENDER_WAIT_MS: true,
  THUMBNAIL_WAIT_MS: true,
  PUBLIC_API_URL: true,
  CHROMIUM_PATH: true,
  RENDER_CONCURRENCY: true,
  RENDER_NICE: true,
  RENDER_SPARE_PAGES: true,
  RENDER_BROWSER_MAX_RENDERS: true,
  RENDER_JOBS_PER_CONTEXT: true,
  RENDER_JOBS_PER_PAGE: true,
  RENDER_STEP_TIMEOUT_MS: true,
});
export type RendersConfig = z.output<typeof RendersConfig>;
