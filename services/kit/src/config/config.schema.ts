import { z } from 'zod';

/**
 * A URL setting, its trailing slash dropped once here: every builder joins paths to it as it is
 * (`${PUBLIC_API_URL}/assets/…`), so none strips it again.
 */
const urlSetting = z
  .string()
  .url()
  .transform((v) => v.replace(/\/+$/, ''));
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A whole number of at least `min`, read from a string. */
const count = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);
/** Comma-separated exact origins (scheme, host, port), each checked and normalised. */
const originList = z.string().transform((v, ctx) => {
  const out: string[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      ctx.addIssue({ code: 'custom', message: `${part} is not an origin (e.g. https://shop.example)` });
      continue;
    }
    if (url.origin === 'null' || url.pathname !== '/' || url.search || url.hash || part.includes('*')) {
      ctx.addIssue({ code: 'custom', message: `${part} is not an exact origin (scheme://host[:port], no path or pattern)` });
      continue;
    }
    out.push(url.origin);
  }
  return out;
});

/**
 * Every environment key the platform reads, with its default and meaning. The README's
 * environment table is generated from these descriptions (`npm run env-table`).
 */
export const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('production refuses the in-memory adapters and embedded PostgreSQL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('Port of the BFF (REST API and /ws)'),
  WEB_PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('Port the built web app is served on in embedded mode'),
  HEALTH_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(9464)
    .describe('Port of /health/live, /health/ready and /metrics for a separate service or worker process'),
  PUBLIC_WEB_URL: urlSetting
    .default('http://localhost:8080')
    .describe(
      'Origin of the web app: mail links, CORS (default http://localhost:WEB_PORT). Outside production the shop also works at any name or address of this machine on the same port',
    ),
  CORS_ORIGINS: originList
    .optional()
    .describe(
      'Further browser origins allowed to call the API, comma-separated and exact (e.g. https://shop.example.com); PUBLIC_WEB_URL is always allowed',
    ),
  PUBLIC_API_URL: urlSetting
    .default('http://localhost:3000')
    .describe('Origin of the API as browsers reach it (default http://localhost:API_PORT)'),
  DATA_DIR: z.string().default('.data').describe('Where embedded PostgreSQL, assets, mail and keys live in embedded mode'),
  DATABASE_URL: z.string().optional().describe('PostgreSQL server URL; when unset an embedded server is started under DATA_DIR'),
  EMBEDDED_PG_PORT: z.coerce.number().int().default(54329).describe('Port of the embedded PostgreSQL server (127.0.0.1 only)'),
  BUS: z.enum(['memory', 'nats']).default('memory').describe('Event bus and request/reply: in-process, or NATS JetStream'),
  NATS_URL: z.string().default('nats://127.0.0.1:4222').describe('NATS server(s), comma-separated'),
  QUEUE: z.enum(['memory', 'bullmq']).default('memory').describe('Job queue: in-process, or BullMQ on Redis'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379').describe('Redis for BullMQ and shared rate limits'),
  RATE_LIMIT_STORE: z
    .enum(['memory', 'redis'])
    .optional()
    .describe(
      'Where rate-limit counters live: memory (one process) or redis (shared by replicas); default redis when QUEUE=bullmq, else memory',
    ),
  OTEL_EXPORTER_OTLP_ENDPOINT: urlSetting.optional().describe('OTLP/HTTP endpoint; traces are exported when set'),
  JWT_SECRET: z.string().min(32).optional().describe('HMAC key for session tokens; embedded mode generates one under DATA_DIR'),
  XSRF_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key the BFF signs XSRF-TOKEN cookies with; every BFF replica needs the same (required in production); embedded mode generates one under DATA_DIR',
    ),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(86_400).describe('Lifetime of a session token'),
  LOGIN_FREE_FAILURES: count(3).describe(
    'Failed sign-ins for one address (from browsers without its device cookie) before each further try must wait, 1 s then doubling',
  ),
  LOGIN_LOCKOUT_FAILURES: count(10, 1).describe(
    'Failed sign-ins for one address within LOGIN_LOCKOUT_SECONDS after which browsers without its device cookie are locked out',
  ),
  LOGIN_LOCKOUT_SECONDS: count(900, 1).describe('Window of the sign-in failure counters and length of a lockout'),
  LOGIN_IP_FAILURES: count(100, 1).describe(
    "Failed sign-ins from one IP within LOGIN_LOCKOUT_SECONDS after which that IP's browsers without a device cookie are locked out",
  ),
  DEVICE_COOKIE_FAILURES: count(10, 1).describe(
    'Failed sign-ins with one device cookie within LOGIN_LOCKOUT_SECONDS after which that cookie no longer exempts its browser',
  ),
  DEVICE_COOKIE_DAYS: count(90, 1).describe('Lifetime of the device cookie a successful sign-in leaves in the browser'),
  IDENTITY_REQUESTS_PER_IP: count(100, 1).describe(
    'Signups, confirmations, mailed links and password resets one IP may ask for in 10 minutes',
  ),
  ADMIN_EMAIL: z.string().email().default('admin@cards.local').describe('The administrator created or updated at start'),
  ADMIN_PASSWORD: z.string().min(8).default('admin-password-change-me').describe('Their password (change it in production)'),
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
  S3_FORCE_PATH_STYLE: bool.default(false).describe('Address objects as endpoint/bucket/key, as MinIO needs'),
  S3_ACCESS_KEY_ID: z
    .string()
    .optional()
    .describe("Access key of the bucket; the AWS SDK's default credentials (IAM role, AWS_* variables) when unset"),
  S3_SECRET_ACCESS_KEY: z.string().optional().describe('Its secret'),
  ASSET_REDIRECTS: bool
    .default(false)
    .describe(
      'Answer asset and PDF downloads with a redirect to a short-lived signed URL of the bucket instead of streaming them through the BFF (ASSET_STORE=s3 only)',
    ),
  MAIL_DIR: z.string().optional().describe('Folder for outgoing mail as .eml files (default DATA_DIR/mail)'),
  SMTP_URL: z.string().optional().describe('SMTP server URL; when set mail is sent there instead of MAIL_DIR'),
  MAIL_FROM: z.string().default('Greeting Cards <hello@cards.local>').describe('Sender of outgoing mail'),
  OPENAI_API_KEY: z.string().optional().describe('Enables the OpenAI text and image generators; the offline ones are used without it'),
  OPENAI_BASE_URL: z.string().url().optional().describe('Alternative OpenAI-compatible endpoint'),
  OPENAI_TEXT_MODEL: z
    .string()
    .default('gpt-6.1-terra')
    .describe('Model for card words (Responses API); checked with the provider at start, see docs/ai-provider.md'),
  OPENAI_TEXT_MAX_OUTPUT_TOKENS: z.coerce
    .number()
    .int()
    .min(200)
    .max(32_000)
    .default(1200)
    .describe("Output-token limit of one card's words, reasoning included; an answer cut off at it counts as malformed"),
  OPENAI_TEXT_TEMPERATURE: z.coerce
    .number()
    .min(0)
    .max(2)
    .optional()
    .describe('Sampling temperature for card words; sent only to models that accept sampling parameters (not reasoning models)'),
  OPENAI_IMAGE_MODEL: z
    .string()
    .default('gpt-image-2.6-flare')
    .describe('Model for card artwork; checked with the provider at start, see docs/ai-provider.md'),
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^\d{3,4}x\d{3,4}$/, 'Use WIDTHxHEIGHT, e.g. 1024x1536.')
    .default('1024x1536')
    .describe('Size of the artwork the provider draws (portrait for a card front)'),
  OPENAI_IMAGE_QUALITY: z
    .enum(['low', 'medium', 'high', 'auto'])
    .default('medium')
    .describe("The image model's quality tier; it sets the price of each picture"),
  SENTRY_DSN: z.string().url().optional().describe('Browser error reporting (Sentry) for the web app; off when unset'),
  STRIPE_SECRET_KEY: z.string().optional().describe('Enables Stripe payments; the built-in test provider is used without it'),
  STRIPE_PUBLISHABLE_KEY: z.string().optional().describe('Given to the browser for the Payment Element'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Verifies POST /webhooks/stripe signatures'),
  STRIPE_API_BASE: z.string().url().optional().describe('Alternative Stripe API origin (tests point it at a local fake)'),
  PRINT_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 15:00')
    .default('15:00')
    .describe('Daily print cut-off in UK time (Europe/London): orders paid before it are printed and posted that day'),
  PRINT_NATION: z
    .enum(['england-wales', 'scotland', 'northern-ireland'])
    .default('england-wales')
    .describe('Where the cards are printed and collected: whose bank holidays stop printing and collection'),
  REMINDER_LEAD_DAYS: z
    .string()
    .regex(/^\s*\d{1,2}(\s*,\s*\d{1,2}){0,2}\s*$/, 'must be one to three numbers of days, e.g. 14,3')
    .default('14,3')
    .describe(
      'Days before a saved date the reminder mails go, for reminders that do not choose their own (moved earlier when the last order day for the postage comes first)',
    ),
  REMINDER_MAIL_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 09:00')
    .default('09:00')
    .describe('UK time of day the reminder mails of the day go out'),
  REMINDER_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key that signs the one-click unsubscribe links of reminder mails (required in production; old links stop working when it changes); embedded mode generates one under DATA_DIR',
    ),
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
  GENERATION_OPTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .default(3)
    .describe('Options (card instances) one POST /cards/{id}/generate makes'),
  GENERATION_CONCURRENT_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(2)
    .describe('Cards of one account generating at once; beyond it generate answers 429'),
  GENERATION_HOURLY_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Generations (options made, words or artwork regenerated) per account per hour; beyond it 429'),
  GENERATION_PACK_SIZE: z.coerce.number().int().min(1).default(20).describe('Generations a bought generation pack adds to an account'),
  GENERATION_PACK_PRICE_PENCE: z.coerce
    .number()
    .int()
    .min(30)
    .default(299)
    .describe('Price of a generation pack in pence, offered when the allowance runs out'),
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
  ECARDS_PER_ACCOUNT_HOUR: count(10, 1).describe(
    'E-cards one account may send in an hour; beyond it POST /card_instances/{id}/send answers 429',
  ),
  ECARDS_PER_ACCOUNT_DAY: count(30, 1).describe('E-cards one account may send in 24 hours'),
  ECARD_RECIPIENTS_PER_ACCOUNT_DAY: count(15, 1).describe('Different addresses one account may send e-cards to in 24 hours'),
  ECARDS_PER_RECIPIENT_HOUR: count(3, 1).describe('E-cards one address may receive in an hour, from all accounts together'),
  ECARDS_PER_RECIPIENT_DAY: count(5, 1).describe('E-cards one address may receive in 24 hours, from all accounts together'),
  SIGNATURES_PER_LINK_HOUR: count(200, 1).describe(
    'Signatures and signature edits one group-card signing link takes in an hour; beyond it the signing page answers 429',
  ),
  SIGNATURES_PER_CLIENT_HOUR: count(60, 1).describe(
    'Signatures and signature edits one client IP may make in an hour, on all cards together (an office behind one address signs together)',
  ),
  SIGNING_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key group-card signing links are made with (required in production; every link stops working when it changes); embedded mode generates one under DATA_DIR',
    ),
  GENERATION_WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(4).describe('Generation jobs one worker process runs at once'),
  ROLE: z
    .enum(['all', 'service', 'worker', 'handlers'])
    .default('all')
    .describe(
      'What a process runs. all: request handlers, periodic work and workers; service: handlers and periodic work; worker: queue workers only (scaled separately); handlers: request handlers only, no queue work',
    ),
  RUN_WORKERS: bool
    .optional()
    .describe('Deprecated, use ROLE: RUN_WORKERS=false is ROLE=handlers (refused with ROLE=worker); true changes nothing'),
  SEED: bool.default(true).describe('Load the starter catalogue and sample cards into an empty database'),
});

/** The checked config; `RUN_WORKERS`, a deprecated alias, is read into `ROLE` and gone. */
export type Config = Omit<z.infer<typeof ConfigSchema>, 'RUN_WORKERS'>;
