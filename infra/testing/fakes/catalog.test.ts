import { CatalogCalls, CatalogEvents, type Actor, type EventEnvelope } from '@cards/contracts';
import { MemoryEventBus, MemoryRequestBus, requestCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeCatalog } from './catalog.js';
import { recordEvents } from '../events.js';

const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };
const CUSTOMER: Actor = { user_id: 2, account_id: 2, email: 'sam@cards.test', admin: false };
const rpcCall = (
  actor: Actor | null,
  over: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } = {},
) => ({
  actor,
  params: {},
  query: {},
  meta: {},
  ...over,
});

describe('the catalogue fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  let changes: EventEnvelope[] = [];
  let catalog: FakeCatalog;
  beforeAll(async () => {
    catalog = await new FakeCatalog(rpc, bus).start();
    changes = await recordEvents(bus, 'catalog.*.changed.v1');
  });
  afterAll(async () => {
    await rpc.close();
    await bus.close();
  });

  it("when the snapshot is asked for, then it is catalog's contract with the starter catalogue in it", async () => {
    const snap = await requestCall(rpc, CatalogCalls.snapshot, {});
    expect(snap.events.map((e) => e.slug)).toEqual(expect.arrayContaining(['birthday', 'thank-you', 'christmas']));
    expect(snap.styles.length).toBeGreaterThan(3);
    expect(snap.products.find((p) => p.sku === 'CARD-A6')).toMatchObject({ size: 'A6', price: 3.95, flat_width_mm: 210 });
    expect(snap.plans.find((p) => p.slug === 'plus')?.features).toMatchObject({ generations_per_month: '100' });
    expect(catalog.calls.get(CatalogCalls.snapshot.subject)).toBe(1);
  });

  it('when a list is asked for a page, then it pages and filters as catalog does, in position order', async () => {
    const page = await requestCall(rpc, CatalogCalls.event.list, rpcCall(null, { query: { page: 2, per_page: 2 } }));
    const all = await requestCall(rpc, CatalogCalls.event.list, rpcCall(null, { query: { per_page: 200 } }));
    expect(page.items).toEqual(all.items.slice(2, 4));
    expect(page.total).toBe(all.total);
    expect(all.items.map((e) => e.position)).toEqual([...all.items.map((e) => e.position)].sort((a, b) => a - b));
    const large = catalog.bySlug('product_category', 'large-cards');
    const shelf = await requestCall(rpc, CatalogCalls.product.list, rpcCall(null, { query: { product_category_id: large.id } }));
    expect(shelf.items.map((p) => p.sku).sort()).toEqual(['CARD-A5', 'CARD-A5-LUXE']);
    await expect(requestCall(rpc, CatalogCalls.event.list, rpcCall(null, { query: { per_page: 500 } }))).rejects.toMatchObject({
      status: 422,
    });
  });

  it('when an admin changes a row, then the change is announced with the whole row, customers no longer see it once inactive, and only admins may change it', async () => {
    const a6 = catalog.bySlug('product', 'CARD-A6');
    await expect(
      requestCall(rpc, CatalogCalls.product.update, rpcCall(CUSTOMER, { params: { id: String(a6.id) }, body: { product: { price: 1 } } })),
    ).rejects.toMatchObject({ status: 403 });
    const updated = await requestCall(
      rpc,
      CatalogCalls.product.update,
      // As the BFF hands it on: the id already a number.
      rpcCall(ADMIN, { params: { id: a6.id }, body: { product: { price: 4.25 } } }),
    );
    expect(updated).toMatchObject({ id: a6.id, price: 4.25 });
    await eventually(() => changes.map((e) => [e.type, (e.data as { row?: { price?: number } }).row?.price])).toEqual([
      [CatalogEvents.productChanged.subject, 4.25],
    ]);

    await catalog.change('product', a6.id, { active: false });
    await expect(requestCall(rpc, CatalogCalls.product.get, rpcCall(null, { params: { id: String(a6.id) } }))).rejects.toMatchObject({
      status: 404,
      code: 'product_not_found',
    });
    const hidden = (await requestCall(rpc, CatalogCalls.product.get, rpcCall(ADMIN, { params: { id: String(a6.id) } }))) as {
      active: boolean;
    };
    expect(hidden.active).toBe(false);
    expect((await requestCall(rpc, CatalogCalls.snapshot, {})).products.map((p) => p.id)).not.toContain(a6.id);
    await eventually(() => changes.length).toBe(2);
  });
});
