import { z } from 'zod';
import { ConfigSchema, type Config } from './config.schema.js';

export class ConfigError extends Error {}

/** The keys a service, a module or the BFF declares beside its code: a zod object of them. */
export type ConfigKeys = z.ZodObject;

/** Where a loaded config came from, kept so a module's keys can be read from the same place. */
const SOURCE = Symbol('config source');

/** The environment `config` was loaded from; none for a config made by hand (tests), so defaults. */
export function configSource(config: object): NodeJS.ProcessEnv {
  return (config as { [SOURCE]?: NodeJS.ProcessEnv })[SOURCE] ?? {};
}

/** Parses `env` with `schema`, or says every key that is wrong, by name. */
export function parseConfigKeys<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * Reads and checks the environment once at start: kit's infrastructure keys, and the keys of
 * what the process runs (`owned`: each service's, the BFF's), so a wrong value anywhere stops
 * the start with every wrong key named. The config remembers its environment, so a module whose
 * keys were not composed here (a test starting one service) still reads them from it
 * (`configSlice`). Production refuses the in-memory adapters: they would lose work on a restart.
 * The embedded database is refused where a process opens one (createInfra), and a missing
 * JWT_SECRET where tokens are signed (identity), so processes that use neither need no
 * placeholder values.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, ...owned: readonly ConfigKeys[]): Config {
  const schema = z.object(Object.assign({}, ConfigSchema.shape, ...owned.map((o) => o.shape)) as typeof ConfigSchema.shape);
  const { RUN_WORKERS, ...c } = parseConfigKeys(schema, env);
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
  // A symbol key: no key list or JSON shows it, and a copy (`{ ...config, KEY: v }`) keeps it.
  return Object.assign(c, { [SOURCE]: { ...env } });
}

/**
 * The same config with some environment values changed (a test starting a second process with
 * another setting): loaded again from its environment and `env` over it.
 */
export function withConfigEnv(config: Config, env: NodeJS.ProcessEnv, ...owned: readonly ConfigKeys[]): Config {
  return loadConfig({ ...configSource(config), ...env }, ...owned);
}
