import { CatalogCalls } from '@cards/contracts';
import { describe, expect, it } from '@jest/globals';
import { ADMIN, CUSTOMER, api, rpc, catalogForTheseTests, type Tokens } from './support/catalog-api.js';
import type { CatalogHarness } from './support/catalog-harness.js';

/** Who may write, what is valid, and what happens to rows that others still need. */
describe('catalogue rules', () => {
  let t: CatalogHarness;
  let tok: Tokens;
  catalogForTheseTests((started, tokens) => ([t, tok] = [started, tokens]));

  describe('authorization', () => {
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/events', { event: { name: 'X' } }],
      ['PUT', '/styles/1', { style: { name: 'X' } }],
      ['DELETE', '/personas/1', undefined],
      ['POST', '/products', { product: {} }],
      ['PUT', '/product_categories/1', { product_category: {} }],
      ['DELETE', '/plans/1', undefined],
      ['POST', '/features', { feature: {} }],
      ['PUT', '/planfeatures/1', { planfeature: {} }],
    ];

    it.each(writes)('when a visitor calls %s %s, then the answer is 401', async (method, path, body) => {
      const r = await api(t, method, path, { body });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('unauthorized');
    });

    it.each(writes)("when a customer calls %s %s, then the answer is 403 with the spec's message", async (method, path, body) => {
      const r = await api(t, method, path, { body, token: tok.customer });
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('You need administrator privileges to access this area.');
    });

    it('when a service is called without an admin actor, then it refuses too (it does not trust the edge)', async () => {
      await expect(rpc(t, CatalogCalls.style.create, { actor: CUSTOMER, body: { style: { name: 'Sneaky' } } })).rejects.toMatchObject({
        status: 403,
      });
      await expect(rpc(t, CatalogCalls.plan.delete, { actor: null, params: { id: '1' } })).rejects.toMatchObject({ status: 401 });
    });

    it('when a visitor sends a stale token to a public read, then the shop is still shown', async () => {
      const r = await api(t, 'GET', '/products', { token: 'not-a-real-token' });
      expect(r.status).toBe(200);
      expect(r.body.length).toBeGreaterThan(0);
    });
  });

  describe('validation', () => {
    it('when fields are missing or wrong, then 422 names each of them', async () => {
      const r = await api(t, 'POST', '/products', {
        token: tok.admin,
        body: { product: { name: '', price: 3.999, size: 'A4', sku: 'lower case' } },
      });
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.details)).toEqual(
        expect.arrayContaining(['product.name', 'product.price', 'product.size', 'product.sku', 'product.product_category_id']),
      );
    });

    it('when the wrapper key is missing, then 422 names it', async () => {
      const r = await api(t, 'POST', '/styles', { token: tok.admin, body: { name: 'No wrapper' } });
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.details)).toContain('style');
    });

    it('when a palette colour or a season is malformed, then 422 names the field', async () => {
      const s = await api(t, 'POST', '/styles', { token: tok.admin, body: { style: { name: 'Bad Colours', palette: ['red'] } } });
      expect(s.status).toBe(422);
      expect(Object.keys(s.body.details)).toEqual(['style.palette.0']);
      const e = await api(t, 'POST', '/events', { token: tok.admin, body: { event: { name: 'Half Season', season_start: '12-01' } } });
      expect(e.status).toBe(422);
      expect(Object.keys(e.body.details)).toEqual(['event.season_end']);
    });

    it('when a product names a category that does not exist, then 422 names product_category_id', async () => {
      const r = await api(t, 'POST', '/products', {
        token: tok.admin,
        body: { product: { name: 'Orphan', price: 4, size: 'A6', sku: 'ORPHAN-1', product_category_id: 99999 } },
      });
      expect(r.status).toBe(422);
      expect(r.body.details).toEqual({ 'product.product_category_id': ['Product category does not exist.'] });
    });

    it('when a volume tier is not cheaper than the price below it, then 422 names volume_prices; good tiers are kept in quantity order', async () => {
      const category = (await api(t, 'GET', '/product_categories')).body[0].id as number;
      const tiered = (volume_prices: Array<{ min_quantity: number; unit_price: number }>) =>
        api(t, 'POST', '/products', {
          token: tok.admin,
          body: { product: { name: 'Tiered', price: 4, size: 'A6', sku: 'TIER-1', product_category_id: category, volume_prices } },
        });
      const bad = await tiered([{ min_quantity: 10, unit_price: 4 }]);
      expect(bad.status).toBe(422);
      expect(bad.body.details).toEqual({
        'product.volume_prices': ['From 10 cards the price must be lower than 4.00 pounds, the price for fewer.'],
      });
      const good = await tiered([
        { min_quantity: 50, unit_price: 3 },
        { min_quantity: 10, unit_price: 3.5 },
      ]);
      expect(good.status).toBe(201);
      expect(good.body.volume_prices).toEqual([
        { min_quantity: 10, unit_price: 3.5 },
        { min_quantity: 50, unit_price: 3 },
      ]);
      // Raising the price over the tiers afterwards is refused too.
      const raise = await api(t, 'PUT', `/products/${good.body.id}`, { token: tok.admin, body: { product: { price: 3.25 } } });
      expect(raise.status).toBe(422);
    });

    it('when a paid plan has no interval, then 422 names interval', async () => {
      const r = await api(t, 'POST', '/plans', { token: tok.admin, body: { plan: { name: 'Forever', price: 20 } } });
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.details)).toEqual(['plan.interval']);
    });

    it('when a planfeature value does not fit its feature, then 422 names value', async () => {
      const free = (await api(t, 'GET', '/plans/free')).body;
      const feat = (await api(t, 'GET', '/features/free_delivery')).body;
      const existing = (await api(t, 'GET', `/planfeatures?plan_id=${free.id}&feature_id=${feat.id}`)).body[0];
      const r = await api(t, 'PUT', `/planfeatures/${existing.id}`, { token: tok.admin, body: { planfeature: { value: 'sometimes' } } });
      expect(r.status).toBe(422);
      expect(r.body.details).toEqual({ 'planfeature.value': ['The value must be true or false.'] });
    });
  });

  describe('uniqueness', () => {
    it('when a name, slug, sku or key is taken, then 422 names the field', async () => {
      const dupEvent = await api(t, 'POST', '/events', { token: tok.admin, body: { event: { name: 'BIRTHDAY' } } });
      expect(dupEvent.status).toBe(422);
      expect(dupEvent.body).toMatchObject({
        code: 'event_taken',
        details: { 'event.name': ['The name has already been taken.'], 'event.slug': ['The web address name has already been taken.'] },
      });
      const dupSlug = await api(t, 'POST', '/styles', { token: tok.admin, body: { style: { name: 'Another Bold', slug: 'bold-modern' } } });
      expect(dupSlug.body).toMatchObject({
        code: 'style_taken',
        details: { 'style.slug': ['The web address name has already been taken.'] },
      });
      const cat = (await api(t, 'GET', '/product_categories/standard-cards')).body;
      const dupSku = await api(t, 'POST', '/products', {
        token: tok.admin,
        body: { product: { name: 'Copy', price: 4, size: 'A6', sku: 'CARD-A6', product_category_id: cat.id } },
      });
      expect(dupSku.status).toBe(422);
      expect(dupSku.body.details).toEqual({ 'product.sku': ['The SKU has already been taken.'] });
      const dupKey = await api(t, 'POST', '/features', {
        token: tok.admin,
        body: { feature: { key: 'free_delivery', name: 'Delivery on us' } },
      });
      expect(dupKey.body.details).toEqual({ 'feature.key': ['The key has already been taken.'] });
    });

    it('when a plan already grants a feature, then a second planfeature for it is 422', async () => {
      const plus = (await api(t, 'GET', '/plans/plus')).body;
      const feat = (await api(t, 'GET', '/features/generations_per_month')).body;
      const r = await api(t, 'POST', '/planfeatures', {
        token: tok.admin,
        body: { planfeature: { plan_id: plus.id, feature_id: feat.id, value: '5' } },
      });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({
        code: 'planfeature_taken',
        details: { 'planfeature.feature_id': ['The feature is already granted by this plan.'] },
      });
    });
  });

  describe('deleting what is still needed', () => {
    it('when a category still has products, then deleting it is 409 with a clear message and nothing changes', async () => {
      const cat = (await api(t, 'GET', '/product_categories/large-cards')).body;
      const r = await api(t, 'DELETE', `/product_categories/${cat.id}`, { token: tok.admin });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({
        code: 'product_category_in_use',
        error: 'This category still has 2 products; move or delete them first',
      });
      expect((await api(t, 'GET', `/product_categories/${cat.id}`)).status).toBe(200);
    });

    it('when a feature is still granted by plans, then deleting it is 409 naming the plans', async () => {
      const feat = (await api(t, 'GET', '/features/generations_per_month')).body;
      const r = await api(t, 'DELETE', `/features/${feat.id}`, { token: tok.admin });
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'feature_in_use', details: { plans: ['free', 'plus'] } });
    });

    it('when a plan is deleted, then it is soft-deleted: gone from the shop, its row and features kept for subscribers', async () => {
      const plan = await rpc<{ id: number }>(t, CatalogCalls.plan.create, {
        actor: ADMIN,
        body: { plan: { name: 'Old Plan', price: 1, interval: 'year' } },
      });
      const feat = (await api(t, 'GET', '/features/free_delivery')).body;
      await rpc(t, CatalogCalls.planfeature.create, {
        actor: ADMIN,
        body: { planfeature: { plan_id: plan.id, feature_id: feat.id, value: true } },
      });
      expect((await api(t, 'DELETE', `/plans/${plan.id}`, { token: tok.admin })).status).toBe(204);
      expect((await api(t, 'GET', `/plans/${plan.id}`)).status).toBe(404);
      expect(((await api(t, 'GET', '/plans')).body as Array<{ id: number }>).map((p) => p.id)).not.toContain(plan.id);
      expect((await api(t, 'GET', `/planfeatures?plan_id=${plan.id}`)).body).toEqual([]);
      expect((await api(t, 'GET', `/planfeatures?plan_id=${plan.id}`, { token: tok.admin })).body).toHaveLength(1);
    });

    it("when something is deleted twice or never existed, then the answer is 404 with the entity's code", async () => {
      const r = await api(t, 'DELETE', '/products/424242', { token: tok.admin });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('product_not_found');
    });
  });
});
