import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '@cards/kit';
import { createTestDatabase } from './database.js';

/** A test's own database and DATA_DIR, the config that points at them, and how to remove both. */
export interface TestConfig {
  config: Config;
  /** DATA_DIR (mail, assets, keys). */
  dataDir: string;
  cleanUp(): Promise<void>;
}

/**
 * A fresh database on the run's PostgreSQL and a fresh DATA_DIR, and the config of a test
 * start on them: quiet logs, a free port, the administrator the REST helpers sign in as.
 * `env` overrides any key (e.g. `{ BUS: 'nats', NATS_URL: testServers().natsUrl }`).
 */
export async function testConfig(prefix: string, env: Record<string, string | undefined> = {}): Promise<TestConfig> {
  const database = await createTestDatabase(prefix);
  const dataDir = mkdtempSync(join(tmpdir(), `cards-${prefix}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    API_PORT: '0',
    ADMIN_EMAIL: 'admin@cards.test',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...env,
  });
  return {
    config,
    dataDir,
    cleanUp: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
