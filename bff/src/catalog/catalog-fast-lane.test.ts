import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testLogger } from '@cards/kit/testing/silent-logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responsePolicy } from '../http/cross-origin.js';
import { catalogFastLane } from './catalog-fast-lane.js';
import { CustomerTokenMemo } from './customer-token-memo.js';
import { ReadCache } from './read-cache.js';

const COOKIE = { cookie: 'XSRF-TOKEN=abc' };

describe('catalogFastLane', () => {
  let server: Server;
  let base: string;
  const fallbacks: string[] = [];
  const cache = new ReadCache();
  const tokens = new CustomerTokenMemo();
  tokens.rememberCustomer('customer-token');
  const etag = cache.set('/events?page=1', { status: 200, body: '[{"id":1}]', headers: { 'X-Total-Count': '1' }, route: '/events' }, 0).etag;

  beforeAll(async () => {
    const policy = responsePolicy('http://localhost:8080', true);
    server = createServer(catalogFastLane({ cache, tokens, policy, log: testLogger() }, (req, res) => {
      fallbacks.push(`${req.method} ${req.url}`);
      res.statusCode = 299;
      res.end();
    }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    fallbacks.length = 0;
    return fetch(`${base}${path}`, { method, headers });
  };

  it('when a visitor with the XSRF cookie reads a kept URL, then the kept bytes come with security, CORS and paging headers', async () => {
    const r = await get('/events?page=1', { ...COOKIE, origin: 'http://localhost:8080', 'x-request-id': 'req-1' });
    expect(fallbacks).toEqual([]);
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual([{ id: 1 }]);
    expect(r.headers.get('x-total-count')).toBe('1');
    expect(r.headers.get('etag')).toBe(etag);
    expect(r.headers.get('x-request-id')).toBe('req-1');
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.get('vary')).toBe('Origin, Authorization');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('when the origin is not allowed, then no CORS grant is written', async () => {
    const r = await get('/events?page=1', { ...COOKIE, origin: 'https://evil.example' });
    expect(fallbacks).toEqual([]);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when the client sends the ETag back, then 304 without a body', async () => {
    const r = await get('/events?page=1', { ...COOKIE, 'if-none-match': etag });
    expect(r.status).toBe(304);
    expect(await r.text()).toBe('');
  });

  it('when a customer whose token was already verified reads, then the lane serves it', async () => {
    await get('/events?page=1', { ...COOKIE, authorization: 'Bearer customer-token' });
    expect(fallbacks).toEqual([]);
  });

  it('when the request is anything the full pipeline treats differently, then it goes there', async () => {
    const cases: Array<[string, Record<string, string>, string?]> = [
      ['/events?page=1', {}], // no XSRF cookie yet: the pipeline sets it
      ['/events?page=1', { ...COOKIE, authorization: 'Bearer unknown-or-admin' }], // must be verified
      ['/events?page=2', COOKIE], // not kept
      ['/events?page=1', COOKIE, 'POST'],
    ];
    for (const [path, headers, method] of cases) {
      const r = await get(path, headers, method);
      expect(r.status).toBe(299);
      expect(fallbacks).toEqual([`${method ?? 'GET'} ${path}`]);
    }
  });
});
