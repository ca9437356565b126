import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '@cards/kit';
import { createTestDatabase } from './database.js';

/** A test's own database and DATA_DIR, and how to remove both. */
export interface TestPlace {
  databaseUrl: string;
  /** DATA_DIR (mail, assets, keys). */
  dataDir: string;
  cleanUp(): Promise<void>;
}

/** A test's own database and DATA_DIR, the config that points at them, and how to remove both. */
export interface TestConfig {
  config: Config;
  /** DATA_DIR (mail, assets, keys). */
  dataDir: string;
  cleanUp(): Promise<void>;
}

/** A fresh database on the run's PostgreSQL, named after `prefix`, and a fresh DATA_DIR. */
export async function testPlace(prefix: string): Promise<TestPlace> {
  const database = await createTestDatabase(prefix);
  const dataDir = mkdtempSync(join(tmpdir(), `cards-${prefix.replace(/_/g, '-')}-`));
  return {
    databaseUrl: database.url,
    dataDir,
    cleanUp: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The config of a test start on `place`: quiet logs, a free port, the administrator the REST
 * helpers sign in as. `env` overrides any key (e.g. `{ BUS: 'nats', NATS_URL: testServers().natsUrl }`).
 */
export function testConfigOn(place: TestPlace, env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: place.databaseUrl,
    DATA_DIR: place.dataDir,
    API_PORT: '0',
    ADMIN_EMAIL: 'admin@cards.test',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...env,
  });
}

/** A fresh {@link testPlace} and the {@link testConfigOn} it, for a test that starts once. */
export async function testConfig(prefix: string, env: Record<string, string | undefined> = {}): Promise<TestConfig> {
  const place = await testPlace(prefix);
  return { config: testConfigOn(place, env), dataDir: place.dataDir, cleanUp: place.cleanUp };
}
