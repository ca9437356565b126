import { ConfigSchema, type Config } from './config.schema.js';

export class ConfigError extends Error {}

/**
 * Reads and checks the environment once at start. Production refuses the in-memory
 * adapters: they would lose work on a restart. The embedded database is refused where a
 * process opens one (createInfra), and a missing JWT_SECRET where tokens are signed
 * (identity), so processes that use neither need no placeholder values.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.ASSET_STORE === 's3' && !c.S3_BUCKET) throw new ConfigError('ASSET_STORE=s3 needs S3_BUCKET: the bucket the assets live in');
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default credentials');
  if (c.NODE_ENV === 'production') {
    const bad: string[] = [];
    if (c.BUS === 'memory') bad.push('BUS=memory (use BUS=nats)');
    if (c.QUEUE === 'memory') bad.push('QUEUE=memory (use QUEUE=bullmq)');
    if (bad.length) throw new ConfigError(`NODE_ENV=production refuses: ${bad.join('; ')}`);
  }
  return c;
}
