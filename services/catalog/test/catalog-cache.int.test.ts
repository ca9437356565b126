import { get as httpGet } from 'node:http';
import { CatalogEvents, type EventEnvelope, CatalogCalls } from '@cards/contracts';
import { makeEnvelope, requestCall } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { readXsrfCookie } from '@cards/bff/http/xsrf';
import { ADMIN, CUSTOMER, api, rpc, catalogForTheseTests, type Tokens } from './support/catalog-api.js';
import type { CatalogHarness } from './support/catalog-harness.js';

interface RawAnswer {
  status: number;
  lines: Array<[string, string]>;
  body: string;
}

/** A GET through node:http, keeping the header lines exactly as they came (order, case, repeats). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers, agent: false }, (res) => {
      let body = '';
      res
        .setEncoding('utf8')
        .on('data', (c: string) => {
          body += c;
        })
        .on('end', () => {
          const lines: Array<[string, string]> = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode!, lines, body });
        });
    }).on('error', reject);
  });
}

/** Lists, paging, search, and the BFF's read cache with ETags and its invalidation. */
describe('catalogue reads', () => {
  let t: CatalogHarness;
  let tok: Tokens;
  catalogForTheseTests((started, tokens) => ([t, tok] = [started, tokens]));

  describe('lists', () => {
    it('when a page is asked for, then it has per_page rows, X-Total-Count and first/prev/next/last links', async () => {
      const all = await api(t, 'GET', '/events');
      const total = Number(all.headers.get('x-total-count'));
      expect(all.body).toHaveLength(total);
      const r = await api(t, 'GET', '/events?page=2&per_page=3');
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(3);
      expect(Number(r.headers.get('x-total-count'))).toBe(total);
      const link = r.headers.get('link')!;
      expect(link).toContain('</events?page=1&per_page=3>; rel="first"');
      expect(link).toContain('</events?page=1&per_page=3>; rel="prev"');
      expect(link).toContain('</events?page=3&per_page=3>; rel="next"');
      expect(link).toContain(`</events?page=${Math.ceil(total / 3)}&per_page=3>; rel="last"`);
      expect(r.body.map((e: { id: number }) => e.id)).toEqual(all.body.slice(3, 6).map((e: { id: number }) => e.id));
    });

    it('when per_page is over 200 or page is 0, then 422 names the parameter', async () => {
      const r = await api(t, 'GET', '/products?per_page=500');
      expect(r.status).toBe(422);
      expect(Object.keys(r.body.details)).toEqual(['query.per_page']);
      expect(Object.keys((await api(t, 'GET', '/styles?page=0')).body.details)).toEqual(['query.page']);
    });

    it('when rows share a position, then they are ordered by name, stably', async () => {
      await rpc(t, CatalogCalls.persona.create, { actor: ADMIN, body: { persona: { name: 'Zesty', position: 5 } } });
      await rpc(t, CatalogCalls.persona.create, { actor: ADMIN, body: { persona: { name: 'Breezy', position: 5 } } });
      const names = (await api(t, 'GET', '/personas')).body.map((p: { name: string }) => p.name);
      expect(names).toEqual(['Breezy', 'Zesty', 'Warm', 'Witty', 'Formal', 'Poetic']);
    });

    it('when searching, then names (and slugs, skus, keys) match case-insensitively and wildcards are literal', async () => {
      expect((await api(t, 'GET', '/events?search=CHRIST')).body.map((e: { slug: string }) => e.slug)).toEqual(['christmas']);
      expect((await api(t, 'GET', '/products?search=card-a5')).body.map((p: { sku: string }) => p.sku)).toEqual([
        'CARD-A5',
        'CARD-A5-LUXE',
      ]);
      expect((await api(t, 'GET', '/features?search=delivery')).body.map((f: { key: string }) => f.key)).toEqual(['free_delivery']);
      expect((await api(t, 'GET', '/planfeatures?search=generations')).body.map((p: { plan_slug: string }) => p.plan_slug)).toEqual([
        'free',
        'plus',
      ]);
      const none = await api(t, 'GET', '/styles?search=%25');
      expect(none.body).toEqual([]);
      expect(none.headers.get('x-total-count')).toBe('0');
    });
  });

  describe('ETag and the read cache', () => {
    it('when a client sends back the ETag, then the answer is 304 without a body, for lists and single rows', async () => {
      for (const path of ['/products', '/styles/bold-modern', '/plans']) {
        const first = await api(t, 'GET', path);
        const etag = first.headers.get('etag')!;
        expect(etag).toMatch(/^W\/".+"$/);
        expect(first.headers.get('cache-control')).toBe('no-cache');
        const again = await fetch(`${t.baseUrl}${path}`, { headers: { 'if-none-match': etag } });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe('');
        expect((await fetch(`${t.baseUrl}${path}`, { headers: { 'if-none-match': 'W/"other", ' + etag } })).status).toBe(304);
      }
    });

    it('when each kind of client reads a kept answer ahead of Express, then its headers are those of the full pipeline', async () => {
      const origin = { origin: 'http://localhost:8080' };
      // The cookie this client (node:http, no User-Agent) is given by any answer.
      const cookie = readXsrfCookie((await rawGet(`${t.baseUrl}/health/live`, {})).lines.find(([k]) => k === 'Set-Cookie')?.[1])!;
      const admin = { token: t.identity.signIn(ADMIN) };
      const customer = { token: t.identity.signIn(CUSTOMER) };
      const kinds: Array<[string, Record<string, string>]> = [
        ['a visitor without a cookie', origin],
        ['a visitor with the XSRF cookie', { ...origin, cookie: `XSRF-TOKEN=${cookie}` }],
        ['a customer', { ...origin, cookie: `XSRF-TOKEN=${cookie}`, authorization: `Bearer ${customer.token}` }],
        ['an admin', { ...origin, authorization: `Bearer ${admin.token}` }],
      ];
      for (const [i, [kind, headers]] of kinds.entries()) {
        const path = `/styles?per_page=${i + 3}`;
        const served = t.bff.fastLane.served;
        const full = await rawGet(`${t.baseUrl}${path}`, headers);
        expectLabelled(t.bff.fastLane.served, `${kind}: the first read takes the full pipeline`).toBe(served);
        const fast = await rawGet(`${t.baseUrl}${path}`, headers);
        expectLabelled(t.bff.fastLane.served, `${kind}: the second read takes the fast lane`).toBe(served + 1);
        // Header lines as sent, in order and with repeats: only the date and the request id may differ.
        const comparable = (r: RawAnswer) => r.lines.filter(([k]) => !/^(date|x-request-id)$/i.test(k));
        expectLabelled(comparable(fast), kind).toEqual(comparable(full));
        expect(fast.status).toBe(full.status);
        expect(fast.body).toBe(full.body);
        const get = (r: RawAnswer, name: string) => r.lines.filter(([k]) => k.toLowerCase() === name).map(([, v]) => v);
        expect(get(fast, 'access-control-allow-origin')).toEqual(['http://localhost:8080']);
        expect(get(fast, 'strict-transport-security')).toHaveLength(1);
        expect(get(fast, 'vary')).toEqual(['Origin, Authorization']);
        expectLabelled(get(fast, 'set-cookie'), kind).toEqual(headers.cookie ? [] : [`XSRF-TOKEN=${cookie}; Path=/; SameSite=Lax`]);
      }
    });

    it('when an admin edits through this BFF, then the very next read shows the edit', async () => {
      const before = await api(t, 'GET', '/products');
      const a6 = before.body.find((p: { sku: string }) => p.sku === 'CARD-A6');
      const put = await api(t, 'PUT', `/products/${a6.id}`, {
        token: tok.admin,
        body: { product: { description: 'Now with a kraft envelope' } },
      });
      expect(put.status).toBe(200);
      const after = await api(t, 'GET', '/products', { headers: { 'if-none-match': before.headers.get('etag')! } });
      expect(after.status).toBe(200);
      expect(after.body.find((p: { sku: string }) => p.sku === 'CARD-A6').description).toBe('Now with a kraft envelope');
    });

    it('when another replica announces a change, then this replica drops its cache', async () => {
      const before = await api(t, 'GET', '/personas/warm');
      // Change the row behind the BFF's back: its cache still answers the old row…
      await t.db.query(`UPDATE catalog.personas SET description = 'Changed elsewhere' WHERE slug = 'warm'`);
      expect((await api(t, 'GET', '/personas/warm')).body.description).toBe(before.body.description);
      // …until the change event arrives, as it would from another replica's write.
      await t.infra.bus.publish(
        makeEnvelope(CatalogEvents.personaChanged, { entity: 'persona', id: before.body.id, action: 'updated' }, { source: 'catalog' }),
      );
      await eventually(async () => (await api(t, 'GET', '/personas/warm')).body.description).toBe('Changed elsewhere');
    });

    it('when a customer token is sent, then the answer is the public one; an admin token shows inactive rows too', async () => {
      await rpc(t, CatalogCalls.event.create, { actor: ADMIN, body: { event: { name: 'Secret Occasion', active: false } } });
      const anon = await api(t, 'GET', '/events?search=secret');
      const customer = await api(t, 'GET', '/events?search=secret', { token: tok.customer });
      const customerAgain = await api(t, 'GET', '/events?search=secret', { token: tok.customer });
      const admin = await api(t, 'GET', '/events?search=secret', { token: tok.admin });
      expect(anon.body).toEqual([]);
      expect(customer.body).toEqual([]);
      expect(customerAgain.headers.get('etag')).toBe(anon.headers.get('etag'));
      expect(admin.body.map((e: { name: string }) => e.name)).toEqual(['Secret Occasion']);
      expect(admin.headers.get('vary')).toContain('Authorization');
    });

    it('when an admin token is revoked, then it no longer gets the admin view or writes, even after being used', async () => {
      await rpc(t, CatalogCalls.style.create, { actor: ADMIN, body: { style: { name: 'Backstage Style', active: false } } });
      const admin = { token: t.identity.signIn(ADMIN) };
      expect((await api(t, 'GET', '/styles?search=backstage', { token: admin.token })).body).toHaveLength(1);
      expect((await api(t, 'DELETE', '/logout', { token: admin.token })).status).toBe(200);
      expect((await api(t, 'GET', '/styles?search=backstage', { token: admin.token })).body).toEqual([]);
      expect((await api(t, 'POST', '/styles', { token: admin.token, body: { style: { name: 'After Logout' } } })).status).toBe(401);
    });
  });

  describe('change events and the snapshot', () => {
    it('when a row changes, then catalog.<entity>.changed.v1 carries the row; a planfeature change also announces its plan', async () => {
      const seen: EventEnvelope[] = [];
      const sub = await t.infra.bus.subscribe({
        durable: 'test__catalog_changed',
        subject: 'catalog.*.changed.v1',
        ephemeral: true,
        handler: async (e) => {
          seen.push(e);
        },
      });
      const style = await rpc<{ id: number }>(t, CatalogCalls.style.create, {
        actor: ADMIN,
        body: { style: { name: 'Neon Pop', palette: ['#00ffcc'] } },
      });
      const plus = (await api(t, 'GET', '/plans/plus')).body;
      const feat = await rpc<{ id: number }>(t, CatalogCalls.feature.create, {
        actor: ADMIN,
        body: { feature: { key: 'video_messages', name: 'Video messages', value_type: 'boolean' } },
      });
      await rpc(t, CatalogCalls.planfeature.create, {
        actor: ADMIN,
        body: { planfeature: { plan_id: plus.id, feature_id: feat.id, value: 'true' } },
      });
      await eventually(() => seen.map((e) => e.type)).toEqual(
        expect.arrayContaining([
          'catalog.style.changed.v1',
          'catalog.feature.changed.v1',
          'catalog.planfeature.changed.v1',
          'catalog.plan.changed.v1',
        ]),
      );
      await sub.stop();
      expect(seen.find((e) => e.type === 'catalog.style.changed.v1')!.data).toMatchObject({
        entity: 'style',
        id: style.id,
        action: 'created',
        row: { name: 'Neon Pop', slug: 'neon-pop', palette: ['#00ffcc'] },
      });
      expect(seen.find((e) => e.type === 'catalog.plan.changed.v1')!.data).toMatchObject({
        entity: 'plan',
        id: plus.id,
        action: 'updated',
        row: { features: { video_messages: 'true', generations_per_month: '100' } },
      });
      expect(seen.every((e) => e.source === 'catalog')).toBe(true);
    });

    it('when a service asks for the snapshot, then it gets every active row of the catalogue with plan features', async () => {
      await rpc(t, CatalogCalls.style.create, { actor: ADMIN, body: { style: { name: 'Hidden Style', active: false } } });
      const snap = (await requestCall(t.infra.rpc, CatalogCalls.snapshot, {})) as unknown as Record<string, Array<Record<string, unknown>>>;
      expect(snap.events!.length).toBeGreaterThanOrEqual(10);
      expect(snap.events!.every((e) => e.active)).toBe(true);
      expect(snap.styles!.map((s) => s.slug)).toEqual(expect.arrayContaining(['watercolour-botanicals', 'elegant-gold']));
      expect(snap.styles!.map((s) => s.name)).not.toContain('Hidden Style');
      expect(snap.personas!.length).toBeGreaterThanOrEqual(4);
      expect(snap.products!.map((p) => p.price)).toContain(3.95);
      expect(snap.product_categories!.map((c) => c.slug)).toEqual(['standard-cards', 'large-cards']);
      expect(snap.plans!.find((p) => p.slug === 'free')!.features).toMatchObject({ generations_per_month: '30' });
      expect(snap.features!.map((f) => f.key)).toEqual(
        expect.arrayContaining(['generations_per_month', 'free_delivery', 'premium_styles']),
      );
    });
  });
});
