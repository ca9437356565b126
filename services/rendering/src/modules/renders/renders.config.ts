import { ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The renders module's keys: the worker's browser pool, and how long requests wait for a render. */
export const RendersConfigKeys = z.object({
  CHROMIUM_PATH: z.string().default('/usr/lib/chromium/chromium').describe('Chromium binary used for rendering'),
  RENDER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .describe('Pages a rendering worker process renders at once (its page pool); about one per core'),
  RENDER_NICE: z.coerce
    .number()
    .int()
    .min(0)
    .max(19)
    .default(19)
    .describe(
      'Niceness Chromium renders at (and a process that only runs rendering workers), so renders take the CPU the services answering customers leave; 0 keeps the default priority. Matters where they share a machine; a Kubernetes worker has its pod to itself',
    ),
  RENDER_SPARE_PAGES: z.coerce
    .number()
    .int()
    .min(0)
    .max(16)
    .optional()
    .describe(
      'Pages a rendering worker keeps open, up to RENDER_CONCURRENCY, so a job does not wait for one to open (the first page of each new context is warmed); default RENDER_CONCURRENCY',
    ),
  RENDER_JOBS_PER_CONTEXT: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe(
      'Render jobs one incognito context serves before it is replaced; 1 gives every job its own context and renderer process, at ≈0.4 s of CPU per job',
    ),
  RENDER_JOBS_PER_PAGE: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe(
      'Render jobs one page (tab) serves, emptied between jobs, before it is closed (never more than RENDER_JOBS_PER_CONTEXT); 1 opens a new tab per job, at ≈0.1 s more CPU per job',
    ),
  RENDER_BROWSER_MAX_RENDERS: z.coerce
    .number()
    .int()
    .min(1)
    .default(500)
    .describe('Renders after which a worker replaces its Chromium, so leaks cannot pile up'),
  RENDER_STEP_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(20_000)
    .describe('Limit for each rendering step (launch, load, print, screenshot)'),
  RENDER_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(25_000)
    .describe('How long GET /card_instances/{id}.pdf waits for a render it started before answering 503'),
  THUMBNAIL_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(2_000)
    .describe(
      'How long the first request for a thumbnail waits for it to be drawn before answering a light placeholder (kept short: a page loads several pictures at once)',
    ),
});

/** The renders module's slice of the config: its keys, and where browsers reach the API. */
export const RendersConfig = ConfigSchema.pick({ PUBLIC_API_URL: true }).extend(RendersConfigKeys.shape);
export type RendersConfig = z.output<typeof RendersConfig>;
