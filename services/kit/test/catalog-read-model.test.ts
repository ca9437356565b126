import { CatalogCalls, CatalogEvents, type CatalogSnapshot, type Product } from '@cards/contracts';
import { sampleProduct } from '@cards/testing/catalog-rows';
import { testLogger } from '@cards/testing/logger';
import { afterAll, describe, expect, it } from '@jest/globals';
import { MemoryEventBus } from '../src/bus/memory-event-bus.js';
import { CatalogReadModel } from '../src/catalog/catalog-read-model.js';
import { MemoryCatalogStore } from '../src/catalog/memory-catalog-store.js';
import { notFound } from '../src/errors/app-error.js';
import { makeEnvelope } from '../src/bus/envelope.js';
import { serveCall } from '../src/rpc/calls.js';
import { MemoryRequestBus } from '../src/rpc/memory-request-bus.js';
import { waitFor } from './support/wait.js';

const log = testLogger();
const product = sampleProduct;
const snapshot = (products: Product[]): CatalogSnapshot => ({
  taken_at: '2025-06-01T00:00:00.000Z',
  events: [],
  styles: [],
  personas: [],
  products,
  product_categories: [],
  plans: [],
  features: [],
});

describe('the catalogue read model', () => {
  const rpc = new MemoryRequestBus(log);
  const bus = new MemoryEventBus(log);
  afterAll(async () => {
    await rpc.close();
    await bus.close();
  });

  const started: CatalogReadModel<MemoryCatalogStore>[] = [];
  afterAll(async () => {
    for (const m of started) await m.stop();
  });

  async function model(): Promise<CatalogReadModel<MemoryCatalogStore>> {
    const m = new CatalogReadModel({ service: 'kit_test', entities: ['product'], store: new MemoryCatalogStore(), rpc, bus, log });
    started.push(m);
    await m.start();
    return m;
  }

  it("when a change event arrives with a row older than the snapshot's, then the snapshot's row stands, and a newer one replaces it", async () => {
    await serveCall(rpc, CatalogCalls.snapshot, async () => snapshot([product(1, 4.5, '2025-06-01T10:00:00.000Z')]));
    const m = await model();
    expect(m.store.products.get(1)?.price).toBe(4.5);

    await m.apply({ entity: 'product', id: 1, action: 'updated', row: product(1, 3.99, '2025-06-01T09:00:00.000Z') });
    expect(m.store.products.get(1)?.price).toBe(4.5);

    await bus.publish(
      makeEnvelope(
        CatalogEvents.productChanged,
        { entity: 'product', id: 1, action: 'updated', row: product(1, 5.25, '2025-06-01T11:00:00.000Z') },
        { source: 'catalog' },
      ),
    );
    await waitFor(() => m.store.products.get(1)?.price === 5.25, 'the newer price to land');
  });

  it('when a product is deactivated or deleted, then customers cannot pick it but it is still known as retired', async () => {
    const m = await model();
    await m.apply({ entity: 'product', id: 1, action: 'updated', row: product(1, 5.25, '2025-06-02T00:00:00.000Z', { active: false }) });
    expect(m.store.products.get(1)).toBeUndefined();
    expect(m.store.products.get(1, { includeRetired: true })?.active).toBe(false);
    await m.apply({ entity: 'product', id: 2, action: 'created', row: product(2, 2, '2025-06-02T00:00:00.000Z') });
    await m.apply({ entity: 'product', id: 2, action: 'deleted' });
    expect(m.store.products.active().map((p) => p.id)).toEqual([]);
  });

  it("when a change event carries a row that does not match the catalogue's contract, then it is left out rather than guessed at", async () => {
    const m = await model();
    await m.apply({
      entity: 'product',
      id: 7,
      action: 'created',
      row: { id: 7, name: 'No price', updated_at: '2025-06-03T00:00:00.000Z' },
    });
    expect(m.store.products.get(7, { includeRetired: true })).toBeUndefined();
  });

  it('when a row is not held, then fetch asks its find call and keeps it, and a row the catalogue does not have is null', async () => {
    await serveCall(rpc, CatalogCalls.product.find, async (req) => {
      if (req.id === 9) return product(9, 12, '2025-06-04T00:00:00.000Z');
      throw notFound('product_not_found', 'Product not found');
    });
    const m = await model();
    expect(m.store.products.get(9)).toBeUndefined();
    expect((await m.fetch('product', 9))?.price).toBe(12);
    expect(m.store.products.get(9)?.sku).toBe('CARD-9');
    expect(await m.fetch('product', 10)).toBeNull();
  });
});
