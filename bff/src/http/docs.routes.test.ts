import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { docsRouter } from './docs.routes.js';
import { RouteRegistry } from './route-registry.js';

const require = createRequire(import.meta.url);

describe('docs router', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express().use(docsRouter(new RouteRegistry()));
    server = createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('when the router is mounted, then the Swagger UI bundle is not loaded into the process', () => {
    const bundle = require.resolve('swagger-ui-dist/swagger-ui-bundle.js');
    expect(require.cache[bundle]).toBeUndefined();
  });

  it('when /docs/ is requested, then the Swagger UI page and its bundle are served from the package', async () => {
    const page = await fetch(`${base}/docs/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger-ui-bundle.js');
    const bundle = await fetch(`${base}/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });

  it('when /docs is requested without the slash, then it redirects to /docs/', async () => {
    const r = await fetch(`${base}/docs`, { redirect: 'manual' });
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/docs/');
  });
});
