import { startPlatform, type Platform } from '@cards/all-in-one/platform';
import { seedCatalog } from '@cards/catalog/seed/seed';
import { loadConfig, type Config } from '@cards/kit';
import { benchDatabase } from '../bench-database.js';

/**
 * The whole platform in this process on a throw-away embedded PostgreSQL in a temp folder,
 * seeded as a first start would be, the BFF on a free loopback port. Outside Jest, so it
 * brings its own database instead of the test run's.
 */
export async function startBenchPlatform(): Promise<{
  baseUrl: string;
  platform: Platform;
  config: Config;
  dataDir: string;
  stop(): Promise<void>;
}> {
  const db = await benchDatabase('catalog');
  const { dataDir, log } = db;
  try {
    const config = loadConfig({ ...db.env, API_PORT: '0' });
    const platform = await startPlatform(config, log);
    const catalog = platform.services.find((s) => s.name === 'catalog') as unknown as { dataSource(): Parameters<typeof seedCatalog>[0] };
    await seedCatalog(catalog.dataSource());
    await waitForIdle();
    return {
      baseUrl: `http://127.0.0.1:${platform.apiPort}`,
      platform,
      config,
      dataDir,
      stop: async () => {
        await platform.stop();
        await db.drop();
      },
    };
  } catch (e) {
    await db.drop();
    throw e;
  }
}

/** Waits until this process has been mostly idle for a second (start-up work finished), at most 60 s. */
async function waitForIdle() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const before = process.cpuUsage();
    await new Promise((r) => setTimeout(r, 1000));
    const used = process.cpuUsage(before);
    if (used.user + used.system < 100_000) return;
  }
}
