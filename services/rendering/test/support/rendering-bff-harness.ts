import { FakeCatalog } from '@cards/testing/fakes/catalog';
import { FakeGeneration } from '@cards/testing/fakes/generation';
import { FakeIdentity } from '@cards/testing/fakes/identity';
import { startServices, type ServiceHarness } from '@cards/testing/service-harness';
import type { SignedIn } from '@cards/testing/users';
import { createRenderingApp } from '../../src/app.js';

/** The rendering service under test, the BFF in front of it, and its peers faked. */
export interface RenderingBffHarness extends ServiceHarness {
  /** The administrator, signed up at start. */
  admin: SignedIn;
  /** Sessions and customers (`identity.signUp()`). */
  identity: FakeIdentity;
  /** The starter catalogue's products rendering prints on. */
  catalog: FakeCatalog;
  /** Options for rendering to lay out (`generation.renderable(owner, option, artwork)`), and the thumbnails it announced. */
  generation: FakeGeneration;
}

/**
 * The rendering service alone with real Chromium, the BFF on a free port, and, for its peers,
 * contract-checked fakes: identity (sessions), catalog (products) and generation (the options
 * it lays out). No generation, catalog, identity or cart-order code runs.
 */
export async function startRenderingBffHarness(env: Record<string, string | undefined> = {}): Promise<RenderingBffHarness> {
  const fakes = {} as Pick<RenderingBffHarness, 'identity' | 'catalog' | 'generation'>;
  const t = await startServices([createRenderingApp], {
    lane: 'rendering',
    env,
    peers: async (infra) => {
      fakes.identity = await new FakeIdentity(infra.rpc, infra.bus).start();
      fakes.catalog = await new FakeCatalog(infra.rpc, infra.bus).start();
      fakes.generation = await new FakeGeneration(infra.rpc, infra.bus, infra.config.PUBLIC_API_URL, infra.assets).start();
    },
  });
  const admin = await fakes.identity.signUp({ email: t.config.ADMIN_EMAIL, name: 'Administrator', admin: true });
  return Object.assign(t, fakes, { admin });
}
