import { z } from 'zod';
import { AssetStoreConfigKeys } from './asset-store.config.js';
import { boolSetting, portSetting, urlSetting } from './config-fields.js';

/**
 * The platform's infrastructure keys, kit's own: the process (mode, logs, ports, public origins,
 * roles), the database, the bus, the queue, telemetry, the asset store, and the starter data.
 * Every other key is declared by the service or module that reads it, in a zod object beside its
 * code (`renders.config.ts`), and composed with these where a process starts (`loadConfig(env,
 * ...keys)`, and `configSlice` for a module's part). The README's environment table is generated
 * from all of them (`npm run env-table`).
 */
export const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('production refuses the in-memory adapters and embedded PostgreSQL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level'),
  API_PORT: portSetting(3000).describe('Port of the BFF (REST API and /ws)'),
  WEB_PORT: portSetting(8080).describe('Port the built web app is served on in embedded mode'),
  HEALTH_PORT: portSetting(9464).describe('Port of /health/live, /health/ready and /metrics for a separate service or worker process'),
  PUBLIC_WEB_URL: urlSetting
    .default('http://localhost:8080')
    .describe(
      'Origin of the web app: mail links, CORS (default http://localhost:WEB_PORT). Outside production the shop also works at any name or address of this machine on the same port',
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
  ...AssetStoreConfigKeys.shape,
  ADMIN_EMAIL: z.string().email().default('admin@cards.local').describe('The administrator created or updated at start'),
  ROLE: z
    .enum(['all', 'service', 'worker', 'handlers'])
    .default('all')
    .describe(
      'What a process runs. all: request handlers, periodic work and workers; service: handlers and periodic work; worker: queue workers only (scaled separately); handlers: request handlers only, no queue work',
    ),
  RUN_WORKERS: boolSetting
    .optional()
    .describe('Deprecated, use ROLE: RUN_WORKERS=false is ROLE=handlers (refused with ROLE=worker); true changes nothing'),
  SEED: boolSetting.default(true).describe('Load the starter catalogue and sample cards into an empty database'),
});

/** The checked infrastructure config; `RUN_WORKERS`, a deprecated alias, is read into `ROLE` and gone. */
export type Config = Omit<z.infer<typeof ConfigSchema>, 'RUN_WORKERS'>;
