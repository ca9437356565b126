import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityConfigKeys } from '@cards/identity';
import { configSlice, createLogger, startEmbeddedPostgres, type Config, type Logger } from '@cards/kit';
import { freePort } from '../infra/testing/servers.js';

/** What a bench that runs services in its own process starts from. */
export interface BenchDatabase {
  /** The DATA_DIR of the run (mail, assets, keys) and PostgreSQL's files. */
  dataDir: string;
  log: Logger;
  /** The platform's settings for a bench: this database and folder, the bench administrator, no seeding. */
  env: Record<'NODE_ENV' | 'LOG_LEVEL' | 'DATABASE_URL' | 'DATA_DIR' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED', string>;
  /** Stops PostgreSQL and removes the folder. */
  drop(): Promise<void>;
}

/**
 * A throw-away embedded PostgreSQL in a temp folder (outside Jest, so a bench brings its own
 * database instead of the test run's), with the settings every in-process bench shares.
 * Seeding stays off: sample cards would keep the workers (and Chromium) busy while a bench
 * measures; a bench seeds what it needs itself.
 */
export async function benchDatabase(name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `cards-bench-${name}-`));
  // The embedded server runs as the `postgres` user when we are root; it must reach the folder.
  chmodSync(dataDir, 0o755);
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'warn';
  const log = createLogger('bench', logLevel);
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'cards', log }).catch((e) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  return {
    dataDir,
    log,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: logLevel,
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@cards.bench',
      ADMIN_PASSWORD: 'bench-admin-password',
      SEED: 'false',
    },
    drop: async () => {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The administrator's password a bench platform was started with: identity's key, from its config. */
export function adminPassword(config: Config): string {
  return configSlice(IdentityConfigKeys.pick({ ADMIN_PASSWORD: true }), config).ADMIN_PASSWORD;
}
