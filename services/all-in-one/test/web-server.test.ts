import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { apiFollowsPageHost, createWebServer } from '../src/web-server.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/web-security-headers.js';

/** The web app's server on a small stand-in build: pre-rendered pages, the shell, assets and /config.js. */
describe('the web server', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cards-web-dist-'));
  let server: Server;
  let base = '';
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<title>home</title>');
    writeFileSync(join(dist, 'spa.html'), '<title>shell</title>');
    writeFileSync(join(dist, 'privacy.html'), '<title>privacy</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'big-1234.js'), `export const words = ${JSON.stringify('a greeting card '.repeat(200))};`);
    writeFileSync(join(dist, 'assets', 'app-1234.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(
      join(dist, 'blogs.html'),
      '<script type="application/ld+json">{"@type":"Blog"}</script><script>window.x=1</script><script src="/a.js"></script>',
    );
    server = createWebServer(dist, { apiUrl: 'https://api.example.test' });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dist, { recursive: true, force: true });
  });

  it('when a pre-rendered page or home is asked for, then it is sent and always revalidated', async () => {
    for (const [path, title] of [
      ['/', 'home'],
      ['/privacy', 'privacy'],
    ]) {
      const r = await fetch(`${base}${path}`);
      expect(await r.text()).toContain(title);
      expect(r.headers.get('cache-control')).toBe('no-cache');
      expect(r.headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('when a client route is asked for, then the empty shell is sent; under /password it also says noindex', async () => {
    const cart = await fetch(`${base}/cart`);
    expect(await cart.text()).toContain('shell');
    expect(cart.headers.get('x-robots-tag')).toBeNull();
    for (const path of ['/password/new', '/password/edit?reset_password_token=abc']) {
      const r = await fetch(`${base}${path}`);
      expect(await r.text()).toContain('shell');
      expect(r.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('when a hashed asset or /config.js is asked for, then the asset is cached for a year and the config names the API', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    const config = await (await fetch(`${base}/config.js`)).text();
    expect(config).toBe('window.__CARDS_CONFIG__ = {"apiUrl":"https://api.example.test"};');
  });

  it('when any page, asset or the shell is served, then it carries a strict CSP, nosniff, a referrer policy and no framing', async () => {
    for (const path of ['/', '/cart', '/assets/app-1234.js', '/config.js']) {
      const r = await fetch(`${base}${path}`);
      const csp = r.headers.get('content-security-policy') ?? '';
      expectLabelled(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("connect-src 'self' https://api.example.test wss://api.example.test/ws");
      expect(csp).toContain("img-src 'self' data: blob: https://api.example.test");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('stripe');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('when a response is over 1 KiB, then it is sent compressed (Brotli, or gzip to a browser without it); a small one is sent as it is', async () => {
    const get = (path: string, accept = 'gzip, deflate, br') =>
      new Promise<{ headers: Record<string, unknown>; bytes: number }>((resolve, reject) => {
        request(`${base}${path}`, { headers: { 'accept-encoding': accept } }, (res) => {
          let bytes = 0;
          res.on('data', (c: Buffer) => (bytes += c.length));
          res.on('end', () => resolve({ headers: res.headers, bytes }));
        })
          .on('error', reject)
          .end();
      });
    const big = await get('/assets/big-1234.js');
    expect(big.headers['content-encoding']).toBe('br');
    expect((await get('/assets/big-1234.js', 'gzip')).headers['content-encoding']).toBe('gzip');
    expect(big.headers['vary']).toContain('Accept-Encoding');
    expect(big.bytes).toBeLessThan(1024);
    expect((await get('/assets/app-1234.js')).headers['content-encoding']).toBeUndefined();
  });

  it('when a source map is asked for, then it is not served', async () => {
    expect((await fetch(`${base}/assets/app-1234.js.map`)).status).toBe(404);
  });

  it('when a page carries an inline script, then the CSP allows exactly its hash, and data blocks need none', () => {
    const hashes = inlineScriptHashes(dist);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('window.x=1').digest('base64')}'`]);
    expect(contentSecurityPolicy({ apiUrl: 'http://localhost:3000', inlineScripts: hashes })).toContain(`script-src 'self' ${hashes[0]}`);
  });

  it('when Stripe or Sentry is configured, then only their documented origins are added', () => {
    const csp = contentSecurityPolicy({ apiUrl: 'http://localhost:3000', stripe: true, sentryDsn: 'https://key@o1.ingest.sentry.io/2' });
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
    expect(csp).toContain("frame-src 'self' blob: data: https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain(
      "connect-src 'self' http://localhost:3000 ws://localhost:3000/ws https://o1.ingest.sentry.io https://api.stripe.com;",
    );
  });
});

/** Outside production the page talks to the API at the address the page was opened at (make start's set-up). */
describe('the web server when the API sits beside the shop', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cards-web-dist-'));
  const servers: Server[] = [];
  async function serve(follow: boolean): Promise<number> {
    const runtime = { apiUrl: 'http://localhost:3000', publicApiUrl: 'http://localhost:3000', webUrl: 'http://localhost:8080' };
    const server = createWebServer(dist, runtime, undefined, { apiFollowsPageHost: follow });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    return (server.address() as { port: number }).port;
  }
  // The Host header says which address the page was opened at; the connection itself stays on loopback.
  const asOpenedAt = (port: number, host: string, path: string) =>
    new Promise<{ body: string; csp: string }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ body, csp: String(res.headers['content-security-policy'] ?? '') }));
      })
        .on('error', reject)
        .end();
    });
  let follow = 0;
  let fixed = 0;
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<title>home</title>');
    follow = await serve(true);
    fixed = await serve(false);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
    rmSync(dist, { recursive: true, force: true });
  });

  it('when the shop is opened at another address of the machine, then /config.js and the CSP name the API at that address', async () => {
    for (const [host, api] of [
      ['127.0.0.1:8080', 'http://127.0.0.1:3000'],
      ['192.168.1.20:8080', 'http://192.168.1.20:3000'],
      ['localhost:8080', 'http://localhost:3000'],
    ] as const) {
      const page = await asOpenedAt(follow, host, '/');
      expectLabelled(page.csp, host).toContain(`connect-src 'self' ${api} ${api.replace('http', 'ws')}/ws`);
      const config = await asOpenedAt(follow, host, '/config.js');
      expectLabelled(config.body, host).toContain(`"apiUrl":"${api}"`);
      expect(config.body).toContain('"publicApiUrl":"http://localhost:3000"');
    }
  });

  it('when the shop is opened at an IPv6 address, then the CSP allows the API port, which a CSP cannot name by IPv6 literal', async () => {
    const page = await asOpenedAt(follow, '[::1]:8080', '/');
    expect(page.csp).toContain("connect-src 'self' http://*:3000 ws://*:3000/ws");
    expect((await asOpenedAt(follow, '[::1]:8080', '/config.js')).body).toContain('"apiUrl":"http://[::1]:3000"');
  });

  it('when the API does not follow the page (production), or the Host is not a plain name, then the configured API is named', async () => {
    expect((await asOpenedAt(fixed, '127.0.0.1:8080', '/config.js')).body).toContain('"apiUrl":"http://localhost:3000"');
    const odd = await asOpenedAt(follow, 'evil";x', '/config.js');
    expect(odd.body).toContain('"apiUrl":"http://localhost:3000"');
  });
});

describe('which way the API is found', () => {
  it('when the API sits on the shop host outside production, then it follows the page; in production or on another host, it does not', () => {
    const c = { PUBLIC_API_URL: 'http://localhost:3000', PUBLIC_WEB_URL: 'http://localhost:8080' };
    expect(apiFollowsPageHost({ ...c, NODE_ENV: 'development' })).toBe(true);
    expect(apiFollowsPageHost({ ...c, NODE_ENV: 'production' })).toBe(false);
    expect(
      apiFollowsPageHost({
        PUBLIC_API_URL: 'https://api.example.com',
        PUBLIC_WEB_URL: 'https://shop.example.com',
        NODE_ENV: 'development',
      }),
    ).toBe(false);
  });
});
