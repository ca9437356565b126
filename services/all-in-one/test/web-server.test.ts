import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { createWebServer } from '../src/web-server.js';
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
