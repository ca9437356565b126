import { describe, expect, it } from '@jest/globals';
import { api, catalogForTheseTests, type Tokens } from './support/catalog-api.js';
import type { CatalogHarness } from './support/catalog-harness.js';

/** Full CRUD of every catalogue resource through the BFF, as an admin would use the admin area. */
describe('catalogue CRUD through the BFF', () => {
  let t: CatalogHarness;
  let tok: Tokens;
  catalogForTheseTests((started, tokens) => ([t, tok] = [started, tokens]));

  it('when an admin creates, reads, updates and deletes a style, then each step answers as the spec says', async () => {
    const created = await api(t, 'POST', '/styles', {
      token: tok.admin,
      body: {
        style: {
          name: 'Retro Risograph',
          description: 'Grainy two-colour prints',
          prompt_hint: 'risograph print, grain',
          family: 'flat',
          palette: ['#FF0066', '#1a1a1a'],
          position: 70,
        },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Retro Risograph',
      slug: 'retro-risograph',
      family: 'flat',
      palette: ['#ff0066', '#1a1a1a'],
      active: true,
      premium: false,
      position: 70,
    });
    const id = created.body.id as number;

    expect((await api(t, 'GET', `/styles/${id}`)).body).toMatchObject({ id, name: 'Retro Risograph' });
    expect((await api(t, 'GET', '/styles/retro-risograph')).body).toMatchObject({ id });

    const updated = await api(t, 'PUT', `/styles/${id}`, {
      token: tok.admin,
      body: { style: { description: 'Grainy prints in two inks', family: 'doodle' } },
    });
    expect(updated.status).toBe(200);
    // Fields not sent keep their values (no defaults re-applied on update).
    expect(updated.body).toMatchObject({
      description: 'Grainy prints in two inks',
      position: 70,
      prompt_hint: 'risograph print, grain',
      slug: 'retro-risograph',
      family: 'doodle',
    });
    const unknown = await api(t, 'PUT', `/styles/${id}`, { token: tok.admin, body: { style: { family: 'risograph' } } });
    expect(unknown.status).toBe(422);

    const removed = await api(t, 'DELETE', `/styles/${id}`, { token: tok.admin });
    expect(removed.status).toBe(204);
    expect((await api(t, 'GET', `/styles/${id}`)).status).toBe(404);
    expect((await api(t, 'GET', `/styles/${id}`, { token: tok.admin })).status).toBe(404);
    // Soft delete: the row stays for cards made in it, and its name is free again.
    const [kept] = await t.db.query(`SELECT deleted_at, active FROM catalog.styles WHERE id = $1`, [id]);
    expect(kept.deleted_at).toBeInstanceOf(Date);
    expect(kept.active).toBe(false);
    const again = await api(t, 'POST', '/styles', { token: tok.admin, body: { style: { name: 'Retro Risograph' } } });
    expect(again.status).toBe(201);
    // A style made without a family is painted in soft washes, whatever its name reads as.
    expect(again.body.family).toBe('watercolour');
  });

  it('when an admin manages occasions and personas, then slugs are derived, renames keep them and deletes hide them', async () => {
    const ev = await api(t, 'POST', '/events', { token: tok.admin, body: { event: { name: 'Bon Voyage', icon: '✈️', position: 200 } } });
    expect(ev.status).toBe(201);
    expect(ev.body).toMatchObject({ slug: 'bon-voyage', icon: '✈️', season_start: null });
    const renamed = await api(t, 'PUT', `/events/${ev.body.id}`, { token: tok.admin, body: { event: { name: 'Safe Travels' } } });
    expect(renamed.body).toMatchObject({ name: 'Safe Travels', slug: 'bon-voyage', icon: '✈️', position: 200 });

    const pe = await api(t, 'POST', '/personas', {
      token: tok.admin,
      body: { persona: { name: 'Cheeky', tone_prompt: 'Write with cheek.' } },
    });
    expect(pe.status).toBe(201);
    expect(pe.body).toMatchObject({ slug: 'cheeky', tone_prompt: 'Write with cheek.', active: true });
    expect((await api(t, 'DELETE', `/personas/${pe.body.id}`, { token: tok.admin })).status).toBe(204);
    const names = ((await api(t, 'GET', '/personas', { token: tok.admin })).body as Array<{ name: string }>).map((p) => p.name);
    expect(names).not.toContain('Cheeky');
    expect(names).toEqual(expect.arrayContaining(['Warm', 'Witty', 'Formal', 'Poetic']));
  });

  it('when an admin adds a product, then price is pounds in JSON, pence inside, and the flat size follows the card size', async () => {
    const cat = await api(t, 'POST', '/product_categories', { token: tok.admin, body: { product_category: { name: 'Postcards' } } });
    expect(cat.status).toBe(201);
    const p = await api(t, 'POST', '/products', {
      token: tok.admin,
      body: {
        product: {
          name: 'Square Mini',
          price: 3.99,
          product_category_id: cat.body.id,
          size: 'square',
          sku: 'MINI-SQ',
        },
      },
    });
    expect(p.status).toBe(201);
    expect(p.body).toMatchObject({
      price: 3.99,
      currency: 'GBP',
      price_includes_vat: true,
      size: 'square',
      flat_width_mm: 300,
      flat_height_mm: 150,
      bleed_mm: 3,
      paper: '350gsm matt card',
      sku: 'MINI-SQ',
    });
    const [row] = await t.db.query(`SELECT price_pence FROM catalog.products WHERE id = $1`, [p.body.id]);
    expect(row.price_pence).toBe(399);

    const resized = await api(t, 'PUT', `/products/${p.body.id}`, { token: tok.admin, body: { product: { size: 'A5', price: 6.5 } } });
    expect(resized.body).toMatchObject({ size: 'A5', flat_width_mm: 296, flat_height_mm: 210, price: 6.5, sku: 'MINI-SQ' });
    const custom = await api(t, 'PUT', `/products/${p.body.id}`, { token: tok.admin, body: { product: { flat_width_mm: 290 } } });
    expect(custom.body).toMatchObject({ flat_width_mm: 290, flat_height_mm: 210 });

    const inCategory = await api(t, 'GET', `/products?product_category_id=${cat.body.id}`);
    expect((inCategory.body as Array<{ sku: string }>).map((x) => x.sku)).toEqual(['MINI-SQ']);
    expect((await api(t, 'DELETE', `/products/${p.body.id}`, { token: tok.admin })).status).toBe(204);
    expect((await api(t, 'GET', `/products/${p.body.id}`)).status).toBe(404);
    expect((await api(t, 'DELETE', `/product_categories/${cat.body.id}`, { token: tok.admin })).status).toBe(204);
  });

  it('when an admin builds a plan from features, then the plan shows its features and planfeatures name both sides', async () => {
    const f = await api(t, 'POST', '/features', {
      token: tok.admin,
      body: { feature: { key: 'ecards_per_month', name: 'E-cards per month', value_type: 'number' } },
    });
    expect(f.status).toBe(201);
    const plan = await api(t, 'POST', '/plans', {
      token: tok.admin,
      body: { plan: { name: 'Family', price: 9.99, interval: 'month', provider_price_id: 'price_family_test' } },
    });
    expect(plan.status).toBe(201);
    expect(plan.body).toMatchObject({ slug: 'family', price: 9.99, currency: 'GBP', interval: 'month', features: {} });

    const pf = await api(t, 'POST', '/planfeatures', {
      token: tok.admin,
      body: { planfeature: { plan_id: plan.body.id, feature_id: f.body.id, value: 25 } },
    });
    expect(pf.status).toBe(201);
    expect(pf.body).toMatchObject({
      plan_id: plan.body.id,
      feature_id: f.body.id,
      value: '25',
      feature_key: 'ecards_per_month',
      plan_slug: 'family',
    });
    expect((await api(t, 'GET', '/plans/family')).body.features).toEqual({ ecards_per_month: '25' });

    expect(
      (await api(t, 'PUT', `/planfeatures/${pf.body.id}`, { token: tok.admin, body: { planfeature: { value: '30' } } })).body.value,
    ).toBe('30');
    expect((await api(t, 'GET', `/planfeatures?plan_id=${plan.body.id}`)).body).toHaveLength(1);
    expect((await api(t, 'GET', '/features/ecards_per_month')).body).toMatchObject({ id: f.body.id });

    expect((await api(t, 'DELETE', `/planfeatures/${pf.body.id}`, { token: tok.admin })).status).toBe(204);
    expect((await api(t, 'GET', '/plans/family')).body.features).toEqual({});
    expect((await api(t, 'DELETE', `/features/${f.body.id}`, { token: tok.admin })).status).toBe(204);
    expect((await api(t, 'GET', `/features/${f.body.id}`)).status).toBe(404);
  });

  it('when a row is made inactive, then customers no longer see it and admins still do', async () => {
    const s = await api(t, 'POST', '/styles', { token: tok.admin, body: { style: { name: 'Draft Style', active: false } } });
    expect((await api(t, 'GET', `/styles/${s.body.id}`)).status).toBe(404);
    expect((await api(t, 'GET', `/styles/${s.body.id}`, { token: tok.customer })).status).toBe(404);
    expect((await api(t, 'GET', `/styles/${s.body.id}`, { token: tok.admin })).body).toMatchObject({ active: false });
    const publicNames = (await api(t, 'GET', '/styles?search=draft')).body as unknown[];
    expect(publicNames).toHaveLength(0);
    expect((await api(t, 'GET', '/styles?search=draft', { token: tok.admin })).body).toHaveLength(1);
  });

  it('when the API document is asked for, then every catalogue route is in it with its auth', async () => {
    const doc = (await api(t, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    for (const base of ['/events', '/styles', '/personas', '/products', '/product_categories', '/plans', '/features', '/planfeatures']) {
      expect(Object.keys(doc.paths[base]!).sort()).toEqual(['get', 'post']);
      expect(Object.keys(doc.paths[`${base}/{id}`]!).sort()).toEqual(['delete', 'get', 'put']);
      expect(doc.paths[base]!.post!.security).toEqual([{ bearer: [] }]);
    }
  });
});
