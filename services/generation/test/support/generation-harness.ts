import { runsWorkers, type Config } from '@cards/kit';
import { FakeCartOrder } from '@cards/testing/fakes/cart-order';
import { FakeCatalog } from '@cards/testing/fakes/catalog';
import { FakeIdentity } from '@cards/testing/fakes/identity';
import { FakeRendering } from '@cards/testing/fakes/rendering';
import { startServices, type ServiceHarness } from '@cards/testing/service-harness';
import type { DataSource } from 'typeorm';
import { createGenerationApp } from '../../src/app.js';

/** The generation service under test, the BFF in front of it, and its peers faked. */
export interface GenerationHarness extends ServiceHarness {
  /** The generation service's own database connection, to look at rows behind the API. */
  db: DataSource;
  /** Sessions and customers (`identity.signUp()`), and the mails generation asked for. */
  identity: FakeIdentity;
  /** The starter catalogue generation's read model loads. */
  catalog: FakeCatalog;
  /** Thumbnails (an option is ready only with one), PDFs and asset reads, without Chromium. */
  rendering: FakeRendering;
  /** Checkout sessions for packs and plans, and subscription events. */
  cartOrder: FakeCartOrder;
}

/**
 * The generation service alone, migrated as at a first start, the BFF on a free port, and, for
 * its peers, contract-checked fakes: identity, catalog, rendering and cart-order. No other
 * service and no Chromium run, so only generation (and the contracts) can fail these tests.
 * The administrator is signed up as identity would announce them at a first start, so the
 * sample cards are seeded as on a real platform. `config` starts a second process on the
 * database and DATA_DIR of a first (its clean-up stays with the first).
 */
export async function startGenerationHarness(
  opts: { env?: Record<string, string | undefined>; config?: Config } = {},
): Promise<GenerationHarness> {
  const fakes = {} as Pick<GenerationHarness, 'identity' | 'catalog' | 'rendering' | 'cartOrder'>;
  const t = await startServices([createGenerationApp], {
    lane: 'generation',
    env: opts.env,
    config: opts.config,
    peers: async (infra) => {
      const c = infra.config;
      fakes.identity = await new FakeIdentity(infra.rpc, infra.bus).start();
      fakes.catalog = await new FakeCatalog(infra.rpc, infra.bus).start();
      fakes.rendering = await new FakeRendering(infra.rpc, infra.bus, infra.assets, {
        publicApiUrl: c.PUBLIC_API_URL,
        workers: runsWorkers(c),
      }).start();
      fakes.cartOrder = await new FakeCartOrder(infra.rpc, infra.bus, c.PUBLIC_WEB_URL).start();
      infra.lifecycle.onStop('fake-rendering', () => fakes.rendering.stop());
    },
  });
  await fakes.identity.signUp({ email: t.config.ADMIN_EMAIL, name: 'Administrator', admin: true });
  return Object.assign(t, fakes, { db: t.service<ReturnType<typeof createGenerationApp>>('generation').dataSource() });
}
