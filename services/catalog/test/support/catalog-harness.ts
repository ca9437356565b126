import { FakeIdentity } from '@cards/testing/fakes/identity';
import { startServices, type ServiceHarness } from '@cards/testing/service-harness';
import type { DataSource } from 'typeorm';
import { createCatalogApp } from '../../src/app.js';

/** The catalog service under test, the BFF in front of it, and identity faked. */
export interface CatalogHarness extends ServiceHarness {
  /** The catalog service's own database connection, to look at rows behind the API. */
  db: DataSource;
  /** Identity as the BFF sees it: `identity.signIn(actor)` gives a bearer token. */
  identity: FakeIdentity;
}

/**
 * The catalog service alone, migrated and seeded as at a first start, the BFF on a free port,
 * and, for its one peer on these routes, a contract-checked fake of identity. No other service
 * runs, so nothing but the catalogue (not rendering, not generation) can fail these tests.
 */
export async function startCatalogHarness(opts: { env?: Record<string, string | undefined> } = {}): Promise<CatalogHarness> {
  let identity!: FakeIdentity;
  const t = await startServices([createCatalogApp], {
    env: opts.env,
    peers: async (infra) => {
      identity = await new FakeIdentity(infra.rpc, infra.bus).start();
    },
  });
  return Object.assign(t, { identity, db: t.service<ReturnType<typeof createCatalogApp>>('catalog').dataSource() });
}
