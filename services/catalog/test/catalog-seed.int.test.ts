import { CatalogCalls } from '@cards/contracts';
import { seedCatalog, seedStylePreviews } from '@cards/catalog/seed/seed';
import { describe, expect, it } from '@jest/globals';
import { startedForTheseTests } from '@cards/testing';
import { ADMIN, api, rpc } from './support/catalog-api.js';
import { startCatalogHarness, type CatalogHarness } from './support/catalog-harness.js';

/** The starter catalogue: loaded on the first start, never again, never over an admin's edits. */
describe('catalogue seeds', () => {
  let t: CatalogHarness;
  startedForTheseTests(startCatalogHarness, (started) => (t = started));

  it('when the platform starts on an empty database, then a shop-ready catalogue is there', async () => {
    expect((await api(t, 'GET', '/events')).body.length).toBeGreaterThanOrEqual(10);
    const styles = (await api(t, 'GET', '/styles')).body;
    expect(styles.map((s: { name: string }) => s.name)).toEqual([
      'Watercolour Botanicals',
      'Bold Modern',
      'Vintage Letterpress',
      'Minimal Line Art',
      'Playful Doodles',
      'Elegant Gold',
    ]);
    for (const s of styles) {
      expect(s.prompt_hint.length).toBeGreaterThan(20);
      expect(s.palette.length).toBeGreaterThanOrEqual(4);
      expect(s.preview_url).toBe(`${t.config.PUBLIC_API_URL}/assets/catalog/previews/${s.slug}.svg`);
    }
    expect((await api(t, 'GET', '/personas')).body.map((p: { slug: string }) => p.slug)).toEqual(['warm', 'witty', 'formal', 'poetic']);
    const products = (await api(t, 'GET', '/products')).body as Array<{
      price: number;
      size: string;
      flat_width_mm: number;
      flat_height_mm: number;
    }>;
    expect(Math.min(...products.map((p) => p.price))).toBe(3.95);
    expect(new Set(products.map((p) => p.size))).toEqual(new Set(['A6', 'A5', '5x7', 'square']));
    expect(products.find((p) => p.size === 'A6')).toMatchObject({ price: 3.95, flat_width_mm: 210, flat_height_mm: 148 });
    // A Christmas list of 10, 25 or 50 cards is cheaper per card.
    expect(products.find((p) => p.size === 'A6')).toMatchObject({
      volume_prices: [
        { min_quantity: 10, unit_price: 3.5 },
        { min_quantity: 25, unit_price: 3.2 },
        { min_quantity: 50, unit_price: 2.95 },
      ],
    });
    expect((await api(t, 'GET', '/plans/free')).body).toMatchObject({
      price: 0,
      interval: null,
      features: { generations_per_month: '30' },
    });
    expect((await api(t, 'GET', '/plans/plus')).body).toMatchObject({
      price: 4.99,
      interval: 'month',
      features: { generations_per_month: '100', free_delivery: 'true' },
    });
  });

  it('when the style previews are looked up, then each is an SVG in the asset store', async () => {
    for (const slug of [
      'watercolour-botanicals',
      'bold-modern',
      'vintage-letterpress',
      'minimal-line-art',
      'playful-doodles',
      'elegant-gold',
    ]) {
      const asset = await t.infra.assets.get(`catalog/previews/${slug}.svg`);
      expect(asset?.contentType).toBe('image/svg+xml');
      expect(asset!.body.toString()).toMatch(/^<svg [^>]*width="400" height="560"/);
    }
    // Drawn once: a later start leaves existing files alone.
    expect(await seedStylePreviews(t.infra.assets)).toBe(0);
  });

  it('when seeding runs again, then nothing is added', async () => {
    const count = async () =>
      (
        await t.db.query(
          `SELECT (SELECT count(*) FROM catalog.events) + (SELECT count(*) FROM catalog.styles) + (SELECT count(*) FROM catalog.products) + (SELECT count(*) FROM catalog.planfeatures) AS n`,
        )
      )[0].n;
    const before = await count();
    expect(await seedCatalog(t.db)).toBe(0);
    expect(await count()).toBe(before);
  });

  it('when an admin edited, deleted or removed seeded rows, then seeding again keeps their choices', async () => {
    const bold = (await api(t, 'GET', '/styles/bold-modern')).body;
    await rpc(t, CatalogCalls.style.update, {
      actor: ADMIN,
      params: { id: String(bold.id) },
      body: { style: { description: 'Our own words' } },
    });
    const witty = (await api(t, 'GET', '/personas/witty')).body;
    await rpc(t, CatalogCalls.persona.delete, { actor: ADMIN, params: { id: String(witty.id) } });
    const free = (await api(t, 'GET', '/plans/free')).body;
    const [pf] = (await api(t, 'GET', `/planfeatures?plan_id=${free.id}&search=premium`)).body;
    await rpc(t, CatalogCalls.planfeature.delete, { actor: ADMIN, params: { id: String(pf.id) } });
    const a5 = (await api(t, 'GET', '/products?search=CARD-A5-LUXE')).body[0];
    await rpc(t, CatalogCalls.product.delete, { actor: ADMIN, params: { id: String(a5.id) } });

    expect(await seedCatalog(t.db)).toBe(0);
    expect((await api(t, 'GET', '/styles/bold-modern')).body.description).toBe('Our own words');
    expect((await api(t, 'GET', '/personas/witty')).status).toBe(404);
    expect((await api(t, 'GET', '/plans/free')).body.features).not.toHaveProperty('premium_styles');
    expect((await api(t, 'GET', '/products?search=CARD-A5-LUXE')).body).toEqual([]);
  });

  it('when a shop seeded before Good Luck, New Home and Leaving existed starts again, then those three are added after the others and nothing else changes', async () => {
    const slugs = ['good-luck', 'new-home', 'leaving'];
    const seeded = (await api(t, 'GET', '/events')).body as Array<{
      slug: string;
      name: string;
      icon: string;
      position: number;
      active: boolean;
    }>;
    expect(seeded.filter((e) => slugs.includes(e.slug)).map((e) => e.name)).toEqual(['Good Luck', 'New Home', 'Leaving']);
    // As an older shop was: neither the rows nor their seed items.
    await t.db.query(`DELETE FROM catalog.events WHERE slug = ANY($1)`, [slugs]);
    await t.db.query(`DELETE FROM catalog.seed_log WHERE item = ANY($1)`, [slugs.map((s) => `event:${s}`)]);
    expect(await seedCatalog(t.db)).toBe(3);
    const rows = (await t.db.query(`SELECT slug, name, icon, active, position FROM catalog.events WHERE slug = ANY($1) ORDER BY position`, [
      slugs,
    ])) as Array<{
      slug: string;
      position: number;
      icon: string;
      active: boolean;
    }>;
    expect(rows.map((r) => r.slug)).toEqual(slugs);
    expect(rows.every((r) => r.active && r.icon !== '')).toBe(true);
    const retirement = seeded.find((e) => e.slug === 'retirement')!;
    expect(Math.min(...rows.map((r) => r.position))).toBeGreaterThan(retirement.position);
    expect(await seedCatalog(t.db)).toBe(0);
  });
});
