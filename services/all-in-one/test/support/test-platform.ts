import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { startPlatform, type Platform } from '../../src/platform.js';

export interface TestPlatform {
  /** `http://127.0.0.1:<port>` of the BFF. */
  baseUrl: string;
  platform: Platform;
  config: Config;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The whole platform in this test process: its own fresh database on the run's PostgreSQL,
 * its own DATA_DIR (mail, assets, keys), the BFF on a free port. Defaults to the in-memory
 * bus and queue; pass `env` to choose others (e.g. `{ BUS: 'nats', NATS_URL: inject('natsUrl') }`).
 */
export async function startTestPlatform(opts: { env?: Record<string, string | undefined> } = {}): Promise<TestPlatform> {
  const db = await createTestDatabase('p');
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-platform-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    API_PORT: '0',
    ADMIN_EMAIL: 'admin@cards.test',
    ADMIN_PASSWORD: 'admin-password-for-tests',
    ...opts.env,
  });
  const platform = await startPlatform(config, testLogger('platform'));
  return {
    baseUrl: `http://127.0.0.1:${platform.apiPort}`,
    platform,
    config,
    dataDir,
    stop: async () => {
      await platform.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
