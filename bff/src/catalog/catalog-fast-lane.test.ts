import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { responsePolicy } from '../http/cross-origin.js';
import { readXsrfCookie, XsrfTokens } from '../http/xsrf.js';
import { catalogFastLane, type FastLaneCounts } from './catalog-fast-lane.js';
import { cacheKey } from './catalog-read.js';
import { createCatalogReads } from './catalog-reads.js';

describe('catalogFastLane', () => {
  let server: Server;
  let base: string;
  let cookie: string;
  const fallbacks: string[] = [];
  const counts: FastLaneCounts = { served: 0 };
  const reads = createCatalogReads();
  const xsrf = new XsrfTokens(new TextEncoder().encode('fast-lane-test-key-of-32-characters-at-least'));
  reads.tokens.remember('customer-token', { actor: { user_id: 1, admin: false }, jti: 'c', exp: 4e9 }, 0);
  const publicEtag = reads.cache.set(
    '/events?page=1',
    { status: 200, body: '[{"id":1}]', headers: { 'X-Total-Count': '1' }, route: '/events' },
    0,
  ).etag;
  reads.cache.set(
    cacheKey('/events?page=1', 'admin'),
    { status: 200, body: '[{"id":1},{"id":2}]', headers: { 'X-Total-Count': '2' }, route: '/events' },
    0,
  );
  const rememberAdmin = () =>
    reads.tokens.remember('admin-token', { actor: { user_id: 2, admin: true }, jti: 'a', exp: 4e9 }, reads.tokens.generation());

  beforeAll(async () => {
    const policy = responsePolicy({ webUrl: 'http://localhost:8080', production: true });
    server = createServer(
      catalogFastLane({ reads, xsrf, policy, log: testLogger(), counts }, (req, res) => {
        fallbacks.push(`${req.method} ${req.url}`);
        res.statusCode = 299;
        res.end();
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cookie = `XSRF-TOKEN=${readXsrfCookie((await fetch(`${base}/events?page=1`)).headers.get('set-cookie')!)}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    fallbacks.length = 0;
    rememberAdmin();
  });

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${base}${path}`, { method, headers });

  it('when a visitor with our XSRF cookie reads a kept URL, then the kept bytes come with security, CORS and paging headers and no new cookie', async () => {
    const before = counts.served;
    const r = await get('/events?page=1', { cookie, origin: 'http://localhost:8080', 'x-request-id': 'req-1' });
    expect(fallbacks).toEqual([]);
    expect(counts.served).toBe(before + 1);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual([{ id: 1 }]);
    expect(r.headers.get('x-total-count')).toBe('1');
    expect(r.headers.get('etag')).toBe(publicEtag);
    expect(r.headers.get('x-request-id')).toBe('req-1');
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('vary')).toBe('Origin, Authorization');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('when a client has no XSRF cookie, or one we did not sign, then the lane serves it and sets ours', async () => {
    for (const headers of [{}, { cookie: 'XSRF-TOKEN=chosen-by-someone-else' }] as Array<Record<string, string>>) {
      const r = await get('/events?page=1', headers);
      expect(fallbacks).toEqual([]);
      expect(await r.json()).toEqual([{ id: 1 }]);
      expect(r.headers.get('set-cookie')).toBe(`${cookie}; Path=/; SameSite=Lax`);
    }
  });

  it('when the origin is not allowed, then no CORS grant is written', async () => {
    const r = await get('/events?page=1', { cookie, origin: 'https://evil.example' });
    expect(fallbacks).toEqual([]);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when the client sends the ETag back, then 304 without a body', async () => {
    const r = await get('/events?page=1', { cookie, 'if-none-match': publicEtag });
    expect(r.status).toBe(304);
    expect(await r.text()).toBe('');
  });

  it('when a customer reads with a token verified lately, then the public answer; an admin gets the admin answer', async () => {
    expect(await (await get('/events?page=1', { cookie, authorization: 'Bearer customer-token' })).json()).toEqual([{ id: 1 }]);
    expect(await (await get('/events?page=1', { cookie, authorization: 'Bearer admin-token' })).json()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fallbacks).toEqual([]);
  });

  it('when any write passes through, then admin tokens must be verified again; customer tokens need not', async () => {
    await get('/cart', { cookie }, 'POST');
    await get('/events?page=1', { cookie, authorization: 'Bearer admin-token' });
    await get('/events?page=1', { cookie, authorization: 'Bearer customer-token' });
    expect(fallbacks).toEqual(['POST /cart', 'GET /events?page=1']);
  });

  it('when the request is anything the full pipeline treats differently, then it goes there', async () => {
    const cases: Array<[string, Record<string, string>, string?]> = [
      ['/events?page=1', { cookie, authorization: 'Bearer never-verified' }],
      ['/events?page=2', { cookie }], // not kept
      ['/events?page=1', { cookie }, 'POST'],
      ['/events?page=1', { cookie }, 'OPTIONS'],
    ];
    for (const [path, headers, method] of cases) {
      fallbacks.length = 0;
      const r = await get(path, headers, method);
      expect(r.status).toBe(299);
      expect(fallbacks).toEqual([`${method ?? 'GET'} ${path}`]);
    }
  });
});
