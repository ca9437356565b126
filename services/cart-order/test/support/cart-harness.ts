import { runsWorkers } from '@cards/kit';
import { FakeCatalog } from '@cards/testing/fakes/catalog';
import { FakeGeneration } from '@cards/testing/fakes/generation';
import { FakeIdentity } from '@cards/testing/fakes/identity';
import { FakeRendering } from '@cards/testing/fakes/rendering';
import { startServices, type ServiceHarness } from '@cards/testing/service-harness';
import type { SignedIn } from '@cards/testing/users';
import type { DataSource } from 'typeorm';
import { createCartOrderApp, type CartOrderAppOptions } from '../../src/app.js';

/** The cart-order service under test, the BFF in front of it, and its peers faked. */
export interface CartHarness extends ServiceHarness {
  /** cart-order's own database connection, to look at rows behind the API. */
  db: DataSource;
  /** The administrator, signed up at start as identity announces them. */
  admin: SignedIn;
  /** Sessions and customers (`identity.signUp()`), user look-ups, and the mails cart-order asked for. */
  identity: FakeIdentity;
  /** The starter catalogue cart-order's copy is made from; `catalog.change()` or an admin's `PUT` edits it. */
  catalog: FakeCatalog;
  /** Ready card options for a customer at once (`generation.readyInstance(actor)`). */
  generation: FakeGeneration;
  /** An order's print files once it is paid or released, announced print-ready; without Chromium. */
  rendering: FakeRendering;
}

/**
 * The cart-order service alone, migrated and seeded as at a first start (its sample coupon),
 * the BFF on a free port, and, for its peers, contract-checked fakes: identity, catalog,
 * generation and rendering. No other service and no Chromium run: a card option is ready the
 * moment a test asks for one, so these tests wait for no generation and no thumbnail. `app`
 * steers the service as a test needs (its clock).
 */
export async function startCartHarness(env: Record<string, string | undefined> = {}, app: CartOrderAppOptions = {}): Promise<CartHarness> {
  const fakes = {} as Pick<CartHarness, 'identity' | 'catalog' | 'generation' | 'rendering'>;
  const t = await startServices([(infra) => createCartOrderApp(infra, app)], {
    lane: 'cart-order',
    env,
    peers: async (infra) => {
      const c = infra.config;
      fakes.identity = await new FakeIdentity(infra.rpc, infra.bus).start();
      fakes.catalog = await new FakeCatalog(infra.rpc, infra.bus).start();
      fakes.generation = await new FakeGeneration(infra.rpc, infra.bus, c.PUBLIC_API_URL).start();
      fakes.rendering = await new FakeRendering(infra.rpc, infra.bus, infra.assets, {
        publicApiUrl: c.PUBLIC_API_URL,
        workers: runsWorkers(c),
      }).start();
      infra.lifecycle.onStop('fake-rendering', () => fakes.rendering.stop());
    },
  });
  const admin = await fakes.identity.signUp({ email: t.config.ADMIN_EMAIL, name: 'Administrator', admin: true });
  return Object.assign(t, fakes, { admin, db: t.service<ReturnType<typeof createCartOrderApp>>('cart-order').dataSource() });
}
