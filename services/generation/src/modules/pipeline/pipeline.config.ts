import { z } from 'zod';

/** The pipeline's keys: the provider's timeout, attempts and backoff of a job, the worker's concurrency. */
export const PipelineConfigKeys = z.object({
  GENERATION_PROVIDER_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(90_000)
    .describe('Timeout of one AI provider call (words or artwork)'),
  GENERATION_JOB_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(3)
    .describe('Tries of a generate-text/generate-image job, with exponential backoff'),
  GENERATION_BACKOFF_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2000)
    .describe('First retry delay of a failed generation job (then doubled)'),
  GENERATION_WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(4).describe('Generation jobs one worker process runs at once'),
});

/** The pipeline's slice of the config. */
export const PipelineConfig = PipelineConfigKeys;
export type PipelineConfig = z.output<typeof PipelineConfig>;
