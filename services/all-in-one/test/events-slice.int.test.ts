import { describe, expect, it } from '@jest/globals';
import { requestCall } from '@cards/kit';
import { CatalogCalls } from '@cards/contracts';
import { eventually, expectLabelled, startedForTheseTests } from '@cards/testing';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';

/** The foundation's vertical slice: catalog → Postgres → bus → BFF, and events back. */
describe('GET /events through the BFF', () => {
  let t: TestPlatform;
  // A fresh platform starts once its samples exist (bounded at 30 s), so it needs more than a test's minute on a busy machine.
  startedForTheseTests(startTestPlatform, (started) => (t = started), 120_000);

  it('when the platform has started on a fresh database, then the first request for samples lists them, each with a ready option', async () => {
    const res = await fetch(`${t.baseUrl}/cards/samples`);
    expect(res.status).toBe(200);
    const samples = (await res.json()) as Array<{
      recipient_name: string;
      card_instances: Array<{ status: string; thumbnail_url: string }>;
    }>;
    expect(samples.length).toBeGreaterThanOrEqual(6);
    for (const s of samples) {
      expectLabelled(s.card_instances.length, s.recipient_name).toBeGreaterThan(0);
      expect(s.card_instances.every((i) => i.status === 'ready' && i.thumbnail_url)).toBe(true);
    }
  });

  it('when a visitor lists occasions, then the seeded ones come from the catalog service with paging headers', async () => {
    const res = await fetch(`${t.baseUrl}/events?per_page=5`);
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(10);
    expect(res.headers.get('link')).toContain('rel="next"');
    const body = (await res.json()) as Array<{ slug: string; position: number }>;
    expect(body).toHaveLength(5);
    expect(body[0]!.slug).toBe('birthday');
  });

  it('when an occasion changes in the catalog, then the change event reaches the BFF and its cache is dropped', async () => {
    const first = await fetch(`${t.baseUrl}/events/birthday`);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(`${t.baseUrl}/events/birthday`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // Change the row through the service directly (as another BFF replica's admin would).
    await requestCall(t.platform.infra.rpc, CatalogCalls.event.update, {
      actor: { user_id: 1, account_id: 1, email: 'a@b.c', admin: true },
      params: { id: String(((await first.json()) as { id: number }).id) },
      body: { event: { description: 'Changed by another replica' } },
    });
    await eventually(async () => {
      const r = await fetch(`${t.baseUrl}/events/birthday`, { headers: { 'if-none-match': etag } });
      return r.status === 200 ? ((await r.json()) as { description: string }).description : r.status;
    }).toBe('Changed by another replica');
  });

  it('when a request is malformed or unknown, then the answer is JSON with a code', async () => {
    const bad = await fetch(`${t.baseUrl}/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'malformed_json' });
    const big = await fetch(`${t.baseUrl}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    });
    expect(big.status).toBe(413);
    const none = await fetch(`${t.baseUrl}/no/such/route`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('when the API document is asked for, then it lists the served routes', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/events', '/events/{id}']));
  });
});
