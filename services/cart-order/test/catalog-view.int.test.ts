import { CatalogCalls, CatalogEvents, type CatalogSnapshot, type Plan } from '@cards/contracts';
import { makeEnvelope, MemoryEventBus, MemoryRequestBus, notFound, serveCall } from '@cards/kit';
import { sampleProduct } from '@cards/testing/catalog-rows';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { openCartOrderDatabase } from './support/cart-database.js';
import { LivePlanReads } from '../src/modules/subscriptions/index.js';
import { CART_ORDER_SCHEMA } from '../src/db/schema.js';
import { CatalogView } from '../src/modules/catalog-view/catalog-view.service.js';
import { SubscriptionEntity } from '../src/modules/subscriptions/subscription.entity.js';
import { until } from './cart-test-support.js';

/** Cart-order's copy of the catalogue, in its table, fed by a stand-in catalog on in-process buses. */
const log = testLogger('catalog-view');
const at = (h: number) => `2025-06-01T${String(h).padStart(2, '0')}:00:00.000Z`;
const product = sampleProduct;
const plan = (id: number, features: Record<string, string>, updatedAt: string): Plan => ({
  id,
  name: 'Plus',
  slug: 'plus',
  description: '',
  price: 4.99,
  currency: 'GBP',
  interval: 'month',
  provider_price_id: null,
  active: true,
  position: 1,
  features,
  created_at: at(0),
  updated_at: updatedAt,
});

describe('the catalogue as cart-order keeps it', () => {
  let db: Awaited<ReturnType<typeof openCartOrderDatabase>>['db'];
  let ds: DataSource;
  const rpc = new MemoryRequestBus(log);
  const bus = new MemoryEventBus(log);
  let view: CatalogView;
  let stop: () => Promise<void>;
  /** Publishes a change and waits until cart-order's inbox has recorded it as applied. */
  async function publish(e: Parameters<typeof makeEnvelope>[0], data: Parameters<typeof makeEnvelope>[1]) {
    const envelope = makeEnvelope(e, data, { source: 'catalog' });
    await bus.publish(envelope);
    await until(
      async () =>
        (await ds.query(`SELECT 1 FROM ${CART_ORDER_SCHEMA}.inbox WHERE message_id = $1`, [envelope.id])).length ? true : undefined,
      10_000,
      `${envelope.type} to be applied`,
    );
  }

  beforeAll(async () => {
    ({ db, ds } = await openCartOrderDatabase('catalog_view', log));
    const snapshot: CatalogSnapshot = {
      taken_at: at(10),
      events: [],
      styles: [],
      personas: [],
      products: [product(1, 3.5, at(10))],
      product_categories: [],
      plans: [plan(5, { free_delivery: 'false' }, at(10))],
      features: [],
    };
    await serveCall(rpc, CatalogCalls.snapshot, async () => snapshot);
    await serveCall(rpc, CatalogCalls.product.find, async (req) => {
      if (req.id === 2) return product(2, 6, at(10));
      throw notFound('product_not_found', 'Product not found');
    });
    view = new CatalogView({ ds, rpc, bus, log, livePlans: (db, id) => new LivePlanReads().of(db, id) });
    const sub = await view.start();
    stop = () => sub.stop();
  });
  afterAll(async () => {
    await stop?.();
    await rpc.close();
    await bus.close();
    await ds?.destroy();
    await db?.drop();
  });

  it('when the snapshot is loaded, then its prices are read in pence from the table', async () => {
    expect(await view.product(1)).toMatchObject({
      id: 1,
      price: 350,
      size: 'A5',
      active: true,
      print: { flat_width_mm: 296, flat_height_mm: 210, bleed_mm: 3 },
    });
  });

  it('when a change older than the row held arrives, then the held price stays, and a newer change replaces it', async () => {
    await publish(CatalogEvents.productChanged, { entity: 'product', id: 1, action: 'updated', row: product(1, 2.99, at(9)) });
    expect((await view.product(1))?.price).toBe(350);
    await publish(CatalogEvents.productChanged, { entity: 'product', id: 1, action: 'updated', row: product(1, 4.25, at(11)) });
    expect((await view.product(1))?.price).toBe(425);
  });

  it('when a product was never seen, then it is asked for and kept; one the catalogue does not have, or deleted, is null', async () => {
    expect((await view.product(2))?.price).toBe(600);
    expect(
      (await ds.query(`SELECT row->>'price' AS price FROM ${CART_ORDER_SCHEMA}.catalog_rows WHERE entity = 'product' AND id = 2`))[0].price,
    ).toBe('6');
    expect(await view.product(3)).toBeNull();
    await publish(CatalogEvents.productChanged, { entity: 'product', id: 2, action: 'deleted' });
    expect(await view.product(2)).toBeNull();
  });

  it("when the account's live plan gains free delivery, then the cart sees it from the plan's features", async () => {
    await ds
      .getRepository(SubscriptionEntity)
      .save({ account_id: 7, plan_id: 5, status: 'active', provider: 'manual', current_period_end: null });
    expect(await view.hasFreeDelivery(ds, 7)).toBe(false);
    await publish(CatalogEvents.planChanged, { entity: 'plan', id: 5, action: 'updated', row: plan(5, { free_delivery: 'true' }, at(12)) });
    expect(await view.hasFreeDelivery(ds, 7)).toBe(true);
    expect(await view.hasFreeDelivery(ds, 8)).toBe(false);
  });
});
