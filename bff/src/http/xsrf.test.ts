import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readXsrfCookie, TRUSTED_PROXIES, xsrf, XsrfTokens } from './xsrf.js';

const KEY = new TextEncoder().encode('a-shared-test-key-of-at-least-32-characters');

/** One BFF-like replica: the XSRF middleware in front of a GET and a POST. */
async function replica(key: Uint8Array): Promise<{ url: string; server: Server }> {
  const app = express();
  app.set('trust proxy', TRUSTED_PROXIES.join(', '));
  app.use(xsrf(new XsrfTokens(key)));
  app.get('/events', (_req, res) => {
    res.json([]);
  });
  app.post('/login', (_req, res) => {
    res.json({ ok: true });
  });
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const cookieOf = (r: Response) => readXsrfCookie(r.headers.get('set-cookie') ?? undefined);

describe('the XSRF-TOKEN cookie', () => {
  let a: { url: string; server: Server };
  let b: { url: string; server: Server };
  beforeAll(async () => {
    [a, b] = [await replica(KEY), await replica(KEY)];
  });
  afterAll(() => {
    a.server.close();
    b.server.close();
  });

  it('when a new browser sends its first requests in parallel, to either replica, then every answer sets the same cookie', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', 'accept-language': 'en-GB' };
    const answers = await Promise.all([...Array(8)].map((_, i) => fetch(`${(i % 2 ? a : b).url}/events`, { headers: browser })));
    const cookies = new Set(answers.map(cookieOf));
    expect(cookies.size).toBe(1);
    expect([...cookies][0]).toMatch(/^[\w-]{24}\.[\w-]{24}$/);
    expect(answers[0]!.headers.get('set-cookie')).toBe(`XSRF-TOKEN=${[...cookies][0]}; Path=/; SameSite=Lax`);
  });

  it('when two browsers differ in address, User-Agent or language, then their cookies differ', async () => {
    const base = { 'user-agent': 'UA-1', 'accept-language': 'en' };
    const variants = [
      base,
      { ...base, 'user-agent': 'UA-2' },
      { ...base, 'accept-language': 'fr' },
      { ...base, 'x-forwarded-for': '203.0.113.9' },
    ];
    const cookies = await Promise.all(variants.map(async (h) => cookieOf(await fetch(`${a.url}/events`, { headers: h }))));
    expect(new Set(cookies).size).toBe(variants.length);
  });

  it('when a browser has a cookie this key signed, then no new one is set; a cookie from elsewhere is replaced', async () => {
    const mine = cookieOf(await fetch(`${a.url}/events`))!;
    expect(
      (await fetch(`${b.url}/events`, { headers: { cookie: `theme=dark; XSRF-TOKEN=${mine}` } })).headers.get('set-cookie'),
    ).toBeNull();
    const other = await replica(new TextEncoder().encode('another-deployment-key-of-32-characters-or-more'));
    try {
      const foreign = cookieOf(await fetch(`${other.url}/events`))!;
      for (const value of [foreign, 'random-legacy-value-without-signature']) {
        expect(cookieOf(await fetch(`${a.url}/events`, { headers: { cookie: `XSRF-TOKEN=${value}` } }))).toBe(mine);
      }
    } finally {
      other.server.close();
    }
  });

  it('when a write echoes the cookie, then it must be the cookie exactly and one we signed', async () => {
    const mine = cookieOf(await fetch(`${a.url}/events`))!;
    const post = (cookie: string | undefined, header: string) =>
      fetch(`${b.url}/login`, {
        method: 'POST',
        headers: { 'x-xsrf-token': header, ...(cookie ? { cookie: `XSRF-TOKEN=${cookie}` } : {}) },
      });
    expect((await post(mine, mine)).status).toBe(200);
    const mismatch = await post(mine, `${mine.slice(0, -1)}A`);
    expect(mismatch.status).toBe(403);
    expect(await mismatch.json()).toEqual({ error: 'The XSRF token does not match its cookie', code: 'xsrf_mismatch' });
    expect((await post(undefined, mine)).status).toBe(403);
    const forged = `${mine.split('.')[0]}.${'A'.repeat(24)}`;
    const refused = await post(forged, forged);
    expect(refused.status).toBe(403);
    expect(cookieOf(refused)).toBe(mine);
    // A write that does not echo it is left to the bearer token, as are safe methods.
    expect((await fetch(`${b.url}/login`, { method: 'POST' })).status).toBe(200);
  });

  it('when parallel first calls answer out of order and a write echoes the cookie read in between, then the write is accepted', async () => {
    // A cookie jar as a browser keeps it: the last Set-Cookie wins, the header is read before sending.
    let jar: string | undefined;
    const send = async (path: string, init: RequestInit = {}) => {
      const r = await fetch(`${a.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(jar ? { cookie: `XSRF-TOKEN=${jar}` } : {}) },
      });
      jar = cookieOf(r) ?? jar;
      return r;
    };
    const first = fetch(`${a.url}/events`);
    const second = fetch(`${b.url}/events`);
    jar = cookieOf(await first);
    const echoed = jar!;
    jar = cookieOf(await second) ?? jar;
    const write = await send('/login', { method: 'POST', headers: { 'x-xsrf-token': echoed } });
    expect(write.status).toBe(200);
  });
});
