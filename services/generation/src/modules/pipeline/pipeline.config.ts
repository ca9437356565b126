import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The pipeline's slice of the config: attempts and backoff of a job, the worker's concurrency, the provider's timeout. */
export const PipelineConfig = ConfigSchema.pick({
  GENERATION_JOB_ATTEMPTS: true,
  GENERATION_BACKOFF_MS: true,
  GENERATION_WORKER_CONCURRENCY: true,
  GENERATION_PROVIDER_TIMEOUT_MS: true,
});
export type PipelineConfig = z.output<typeof PipelineConfig>;
