import type { Config } from '@cards/kit';
import { testLogger } from '@cards/testing/logger';
import { testConfig } from '@cards/testing/test-config';
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
 * bus and queue; pass `env` to choose others (e.g. `{ BUS: 'nats', NATS_URL: testServers().natsUrl }`).
 */
export async function startTestPlatform(opts: { env?: Record<string, string | undefined> } = {}): Promise<TestPlatform> {
  const { config, dataDir, cleanUp } = await testConfig('platform', opts.env);
  const platform = await startPlatform(config, testLogger('platform'));
  return {
    baseUrl: `http://127.0.0.1:${platform.apiPort}`,
    platform,
    config,
    dataDir,
    stop: async () => {
      await platform.stop();
      await cleanUp();
    },
  };
}
