import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform, type Platform } from '@cards/all-in-one/platform';
import { seedCatalog } from '@cards/catalog/seed/seed';
import { createLogger, loadConfig, startEmbeddedPostgres, type Config } from '@cards/kit';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

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
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-bench-'));
  // The embedded server runs as the `postgres` user when we are root; it must reach the folder.
  chmodSync(dataDir, 0o755);
  const log = createLogger('bench', process.env.BENCH_LOG_LEVEL ?? 'warn');
  const pgPort = await freePort();
  const pg = await startEmbeddedPostgres({ dataDir, port: pgPort, database: 'cards', log });
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      API_PORT: '0',
      ADMIN_EMAIL: 'admin@cards.bench',
      ADMIN_PASSWORD: 'bench-admin-password',
      // Sample cards would keep the generation and rendering workers (and Chromium) busy
      // while we measure; the catalogue is seeded explicitly instead, exactly as at a first start.
      SEED: 'false',
    });
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
        await pg.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
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
