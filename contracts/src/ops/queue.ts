import { z } from 'zod';

/**
 * The job queues the platform knows, each owned by one service: `cart-order` (held orders'
 * releases on their print day, reminder mails), `generation` (words and
 * artwork), `rendering` (thumbnails and PDFs someone is waiting for), `rendering-print` (paid
 * orders' print files), and the schedules of periodic work of the services that have some
 * (`<service>-periodic`).
 */
export const KNOWN_QUEUES = [
  'cart-order',
  'generation',
  'rendering',
  'rendering-print',
  'identity-periodic',
  'generation-periodic',
  'cart-order-periodic',
] as const;
export const QueueName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,59}$/, 'Use lowercase letters, digits, - and _ for the queue name.');

/** How many jobs of one queue are in each state (the JobQueue port's counts). */
export const QueueCounts = z.object({
  queue: z.string(),
  waiting: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  delayed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
export type QueueCounts = z.infer<typeof QueueCounts>;

/**
 * Something ops must fix about the AI provider, found when the generation service started: a
 * configured model the provider does not know or has retired (that part is made offline until
 * fixed), a key it refuses, or a model with a shutdown date coming.
 */
export const ProviderWarning = z.object({
  part: z.enum(['words', 'artwork']),
  model: z.string(),
  message: z.string().describe('What is wrong and what to change, in plain words'),
  offline: z.boolean().describe('The offline writer or painter makes this part until it is fixed'),
});
export type ProviderWarning = z.infer<typeof ProviderWarning>;

/** `GET /admin/queues`: every known queue and the adapter they run on. */
export const QueuesReply = z.object({
  adapter: z.enum(['memory', 'bullmq']).describe('memory: in-process (embedded); bullmq: BullMQ on Redis'),
  /** Bull Board's address when it is mounted (BullMQ only). */
  board_url: z.string().nullable(),
  queues: z.array(QueueCounts),
  /** The AI provider's warnings (none when it is not configured or all is well). */
  warnings: z.array(ProviderWarning),
});
export type QueuesReply = z.infer<typeof QueuesReply>;

/** A job that used up its attempts. */
export const FailedJobView = z.object({
  id: z.string(),
  name: z.string().describe('What the job does, e.g. render-thumbnail'),
  data: z.unknown().describe("The job's input as it was queued"),
  attempts: z.number().int(),
  reason: z.string().describe('The last error'),
  failed_at: z.string(),
});
export type FailedJobView = z.infer<typeof FailedJobView>;

/** What a job is for, read from its data: an order (`order_id`), a reminder (`reminder_id`) or a card option (`card_instance_id`). */
export const JobSubject = z.object({
  kind: z.enum(['order', 'reminder', 'card_option']),
  id: z.number().int(),
});
export type JobSubject = z.infer<typeof JobSubject>;

/** A job not finished: running, waiting its turn, or delayed until `run_at`. */
export const PendingJobView = z.object({
  id: z.string(),
  name: z.string().describe('What the job does, e.g. release-order'),
  state: z.enum(['active', 'waiting', 'delayed']),
  subject: JobSubject.nullable().describe('The order, reminder or card option it is for; null for work of no one thing (a sweep)'),
  attempts_made: z.number().int().describe('Attempts started so far'),
  attempts: z.number().int().describe('Attempts it may have in all'),
  added_at: z.string(),
  run_at: z
    .string()
    .nullable()
    .describe(
      'When a delayed job is due (a held order released on its print day, a retry after its backoff); null when it runs or waits its turn',
    ),
  reason: z.string().nullable().describe("The last attempt's error, for a job waiting to be tried again"),
  data: z.unknown().describe("The job's input as it was queued"),
});
export type PendingJobView = z.infer<typeof PendingJobView>;
export const PendingJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });

export const QueueParams = z.object({ queue: QueueName });
export const QueueJobParams = z.object({ queue: QueueName, id: z.string().trim().min(1).max(200) });
export const FailedJobsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** `POST /admin/queues/{queue}/jobs/{id}/retry` answer: the job's queue after the retry. */
export const QueueJobActionReply = z.object({ queue: z.string(), id: z.string(), counts: QueueCounts });
export type QueueJobActionReply = z.infer<typeof QueueJobActionReply>;
