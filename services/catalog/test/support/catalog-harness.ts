import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBff, type Bff } from '@cards/bff';
import { createInfra, loadConfig, type Config, type Infra } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { FakeIdentity } from '@cards/testing/fakes/identity';
import { testLogger } from '@cards/testing/logger';
import type { DataSource } from 'typeorm';
import { createCatalogApp } from '../../src/app.js';

/** The catalog service under test, and the BFF in front of it. */
export interface CatalogHarness {
  /** `http://127.0.0.1:<port>` of the BFF. */
  baseUrl: string;
  config: Config;
  infra: Infra;
  bff: Bff;
  /** The catalog service's own database connection, to look at rows behind the API. */
  db: DataSource;
  /** Identity as the BFF sees it: `identity.signIn(actor)` gives a bearer token. */
  identity: FakeIdentity;
  stop(): Promise<void>;
}

/**
 * The catalog service alone, in this test process: its own fresh database on the run's
 * PostgreSQL (migrated and seeded as at a first start), the BFF on a free port, and, for its one
 * peer on these routes, a contract-checked fake of identity. No other service runs, so nothing
 * but the catalogue (not rendering, not generation) can fail these tests. Defaults to the
 * in-memory bus and queue; pass `env` for others (e.g. `{ BUS: 'nats', NATS_URL: testServers().natsUrl }`).
 */
export async function startCatalogHarness(opts: { env?: Record<string, string | undefined> } = {}): Promise<CatalogHarness> {
  const database = await createTestDatabase('c');
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-catalog-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    API_PORT: '0',
    ...opts.env,
  });
  const infra = await createInfra(config, testLogger('catalog'));
  const identity = await new FakeIdentity(infra.rpc, infra.bus).start();
  const catalog = createCatalogApp(infra);
  await catalog.start();
  infra.lifecycle.onStop('catalog', () => catalog.stop());
  const bff = await createBff(infra);
  const port = await bff.listen(0, '127.0.0.1');
  infra.lifecycle.onStop('bff', () => bff.stop());
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config, infra, bff, identity,
    db: catalog.dataSource(),
    stop: async () => {
      await infra.lifecycle.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
