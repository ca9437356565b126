import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CatalogCalls,
  GenerationCalls,
  type Actor,
  type CallDefinition,
  type CardInstanceRenderData,
  type EventEnvelope,
  type Product,
  type RpcCall,
} from '@cards/contracts';
import { createInfra, loadConfig, notFound, requestCall, serveCall, type Infra } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import type { z } from 'zod';
import { createRenderingApp, type RenderingApp } from '../../src/app.js';
import { SAMPLE_PRODUCTS, sampleArtworkSvg, sampleRenderData } from '../../src/samples/sample-card.js';

export interface RenderingHarness {
  infra: Infra;
  app: RenderingApp;
  /** Card instances the stand-in generation service answers for, by id. */
  instances: Map<number, CardInstanceRenderData>;
  /** Every event published on the bus. */
  events: EventEnvelope[];
  /** Makes one of rendering's calls as the BFF would; the reply is parsed with the call's schema. */
  call<C extends CallDefinition<typeof RpcCall>>(
    def: C,
    call: { actor: Actor | null; params?: Record<string, unknown>; query?: Record<string, unknown> },
    timeoutMs?: number,
  ): Promise<z.output<C['reply']>>;
  stop(): Promise<void>;
}

export const OWNER: Actor = { user_id: 1, account_id: 1, email: 'owner@cards.test', admin: false };
export const STRANGER: Actor = { user_id: 2, account_id: 2, email: 'other@cards.test', admin: false };
export const ADMIN: Actor = { user_id: 3, account_id: 3, email: 'admin@cards.test', admin: true };

/**
 * The rendering service on a real database, the in-memory bus and queue, and real Chromium.
 * The generation and catalog services are stood in for by handlers that serve their declared
 * calls (`GenerationCalls.cardInstanceRenderData`, `CatalogCalls.product.find`, `CatalogCalls.snapshot`).
 */
export async function startRenderingHarness(env: Record<string, string> = {}): Promise<RenderingHarness> {
  const db = await createTestDatabase('r');
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-rendering-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    DATA_DIR: dataDir,
    SEED: 'false',
    PUBLIC_API_URL: 'http://api.cards.test',
    RENDER_CONCURRENCY: '2',
    RENDER_WAIT_MS: '60000',
    ...env,
  });
  const infra = await createInfra(config, testLogger('rendering'));
  const instances = new Map<number, CardInstanceRenderData>();
  instances.set(42, sampleRenderData());
  await infra.assets.put('generation/artwork/42-sample.svg', Buffer.from(sampleArtworkSvg()), 'image/svg+xml');
  await serveCall(infra.rpc, GenerationCalls.cardInstanceRenderData, async ({ id }) => {
    const d = instances.get(id);
    if (!d) throw notFound('card_instance_not_found', 'Card instance not found');
    return d;
  });
  const products: Product[] = Object.values(SAMPLE_PRODUCTS).map((p, i) => ({
    ...p,
    id: p.id!,
    sku: p.sku ?? `CARD-${p.size}`,
    description: p.name,
    price: 3.95,
    volume_prices: [],
    currency: 'GBP',
    price_includes_vat: true,
    product_category_id: 1,
    paper: '350gsm matt card',
    active: true,
    position: i + 1,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  }));
  await serveCall(infra.rpc, CatalogCalls.product.find, async (req) => {
    const p = products.find((x) => x.id === req.id);
    if (!p) throw notFound('product_not_found', 'Product not found');
    return p;
  });
  await serveCall(infra.rpc, CatalogCalls.snapshot, async () => ({
    taken_at: new Date().toISOString(),
    ...{ events: [], styles: [], personas: [], product_categories: [], plans: [], features: [] },
    products,
  }));
  const events: EventEnvelope[] = [];
  await infra.bus.subscribe({
    durable: 'test__rendering',
    subject: 'rendering.>',
    handler: async (e) => {
      events.push(e);
    },
  });

  const app = createRenderingApp(infra);
  await app.start();
  return {
    infra,
    app,
    instances,
    events,
    call: (def, c, timeoutMs = 90_000) => requestCall(infra.rpc, def, { params: {}, query: {}, meta: {}, ...c }, { timeoutMs }),
    stop: async () => {
      await app.stop();
      await infra.lifecycle.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
