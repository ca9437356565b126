import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { responsePolicy } from './cross-origin.js';

/** CORS grants exactly the configured origins, in development as in production. */
describe("the response policy's CORS", () => {
  const servers: Server[] = [];
  async function serve(production: boolean, extra: string[] = []): Promise<string> {
    const app = express();
    app.use(responsePolicy('http://localhost:8080', production, extra));
    app.get('/x', (_req, res) => {
      res.json({ ok: true });
    });
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((r) => server.once('listening', r));
    return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  }
  const granted = async (base: string, origin: string) =>
    (await fetch(`${base}/x`, { headers: { origin } })).headers.get('access-control-allow-origin');
  let dev = '';
  let prod = '';
  beforeAll(async () => {
    dev = await serve(false, ['http://127.0.0.1:8080']);
    prod = await serve(true);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it("when the web app's origin or a listed one calls, then it is granted with credentials", async () => {
    const r = await fetch(`${dev}/x`, { headers: { origin: 'http://localhost:8080' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await granted(dev, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(await granted(prod, 'http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('when any other local port or a look-alike calls outside production, then nothing is granted', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:3001',
      'http://localhost',
      'https://localhost:8080',
      'http://localhost:8080.evil.example',
      'null',
    ]) {
      expectLabelled(await granted(dev, origin), origin).toBeNull();
    }
  });

  it('when a preflight comes from an origin not configured, then it gets no grant', async () => {
    const r = await fetch(`${dev}/x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});
