import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor, CardInstanceRenderData, EventEnvelope } from '@cards/contracts';
import { createInfra, loadConfig, notFound, type Infra } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { createRenderingApp, type RenderingApp } from '../../src/app.js';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleRenderData } from '../../src/samples/sample-card.js';

export interface RenderingHarness {
  infra: Infra;
  app: RenderingApp;
  /** Card instances the stand-in generation service answers for, by id. */
  instances: Map<number, CardInstanceRenderData>;
  /** Every event published on the bus. */
  events: EventEnvelope[];
  call<T>(subject: string, call: { actor: Actor | null; params?: Record<string, unknown>; query?: Record<string, unknown> }, timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

export const OWNER: Actor = { user_id: 1, account_id: 1, email: 'owner@cards.test', admin: false };
export const STRANGER: Actor = { user_id: 2, account_id: 2, email: 'other@cards.test', admin: false };
export const ADMIN: Actor = { user_id: 3, account_id: 3, email: 'admin@cards.test', admin: true };

/**
 * The rendering service on a real database, the in-memory bus and queue, and real Chromium.
 * The generation and catalog services are stood in for by handlers that answer their
 * contracts (`generation.card_instance.render_data`, `catalog.product.get/list`).
 */
export async function startRenderingHarness(env: Record<string, string> = {}): Promise<RenderingHarness> {
  const db = await createTestDatabase('r');
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-rendering-'));
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, DATA_DIR: dataDir, SEED: 'false',
    PUBLIC_API_URL: 'http://api.cards.test', RENDER_CONCURRENCY: '2', RENDER_WAIT_MS: '60000', ...env,
  });
  const infra = await createInfra(config, testLogger('rendering'));
  const instances = new Map<number, CardInstanceRenderData>();
  instances.set(42, sampleRenderData());
  await infra.assets.put('generation/artwork/42-sample.svg', Buffer.from(sampleArtworkSvg()), 'image/svg+xml');
  await infra.rpc.handle('generation.card_instance.render_data', async (data) => {
    const d = instances.get(Number((data as { id: number }).id));
    if (!d) throw notFound('card_instance_not_found', 'Card instance not found');
    return d;
  });
  const products = Object.values(SAMPLE_PRODUCTS).map((p) => ({ ...p, active: true, price: 3.95, currency: 'GBP' }));
  await infra.rpc.handle('catalog.product.get', async (data) => {
    const p = products.find((x) => String(x.id) === String((data as { params: { id: string } }).params.id));
    if (!p) throw notFound('product_not_found', 'Product not found');
    return p;
  });
  await infra.rpc.handle('catalog.product.list', async () => ({ items: products, total: products.length }));
  const events: EventEnvelope[] = [];
  await infra.bus.subscribe({ durable: 'test__rendering', subject: 'rendering.>', handler: async (e) => { events.push(e); } });

  const app = createRenderingApp(infra);
  await app.start();
  return {
    infra, app, instances, events,
    call: (subject, c, timeoutMs = 90_000) => infra.rpc.request(subject, { params: {}, query: {}, meta: {}, ...c }, { timeoutMs }),
    stop: async () => {
      await app.stop();
      await infra.lifecycle.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
