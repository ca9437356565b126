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
  const { RUN_WORKERS, ...c } = parsed.data;
  // The older switch, kept as an alias of the role it meant: off every queue, handlers only.
  if (RUN_WORKERS === false) {
    if (c.ROLE === 'worker') throw new ConfigError('RUN_WORKERS=false with ROLE=worker leaves the process nothing to do: use ROLE alone');
    c.ROLE = 'handlers';
  }
  // A port moved without its public URL (`API_PORT=3300 WEB_PORT=8380 make start`): the shop
  // this machine serves talks to the API on the port it really listens on. Port 0 (any free
  // port, as tests start) names no port yet, so the URL keeps its default there.
  if (!env.PUBLIC_API_URL && c.API_PORT) c.PUBLIC_API_URL = `http://localhost:${c.API_PORT}`;
  if (!env.PUBLIC_WEB_URL && c.WEB_PORT) c.PUBLIC_WEB_URL = `http://localhost:${c.WEB_PORT}`;
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
