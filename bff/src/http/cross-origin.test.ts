import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { namesThisMachine, originRule, responsePolicy, thisMachine, type MachineNames } from './cross-origin.js';

/** A machine as a phone on the same network would reach it: by name and by its LAN address. */
const machine: MachineNames = { hostnames: ['mybox'], addresses: ['192.168.1.20', 'fe80::1c2d:3eff:fe4f:5a6b', '127.0.0.1', '::1'] };
const rule = (production: boolean, extraOrigins: string[] = []) =>
  originRule({ webUrl: 'http://localhost:8080', extraOrigins, production, machine: () => machine });

describe('the origin rule', () => {
  const thisShopElsewhere = [
    'http://127.0.0.1:8080',
    'http://127.1.2.3:8080',
    'http://[::1]:8080',
    'http://mybox:8080',
    'http://mybox.local:8080',
    'http://192.168.1.20:8080',
    'http://[fe80::1c2d:3eff:fe4f:5a6b]:8080',
  ];
  const neverAllowed = [
    'http://localhost:5173',
    'http://127.0.0.1:3001',
    'http://192.168.1.20:3000',
    'http://localhost',
    'https://localhost:8080',
    'https://192.168.1.20:8080',
    'http://localhost:8080.evil.example',
    'http://evil.example:8080',
    'http://192.168.1.21:8080',
    'http://notmybox:8080',
    'http://mybox.evil.example:8080',
    'null',
    'http://localhost:8080/path',
  ];

  it("when the web app's origin or a listed one calls, then it is allowed in development and in production", () => {
    for (const production of [false, true]) {
      const allows = rule(production, ['https://partner.example']);
      expectLabelled(allows('http://localhost:8080'), `web app, production=${production}`).toBe(true);
      expectLabelled(allows('https://partner.example'), `listed, production=${production}`).toBe(true);
    }
  });

  it('when the shop is opened at another name or network address of this machine in development, then it is allowed', () => {
    const allows = rule(false);
    for (const origin of thisShopElsewhere) expectLabelled(allows(origin), origin).toBe(true);
  });

  it('when the shop is opened at another name or network address of this machine in production, then it is refused', () => {
    const allows = rule(true);
    for (const origin of thisShopElsewhere) expectLabelled(allows(origin), origin).toBe(false);
  });

  it('when another port, scheme or host calls, then it is refused in development and in production', () => {
    for (const production of [false, true]) {
      const allows = rule(production);
      for (const origin of neverAllowed) expectLabelled(allows(origin), `${origin}, production=${production}`).toBe(false);
    }
  });

  it("when this machine's own names are read, then its host name and loopback count as its own", () => {
    const me = thisMachine();
    expect(me.hostnames.length).toBeGreaterThan(0);
    expect(namesThisMachine(me.hostnames[0]!, me)).toBe(true);
    expect(namesThisMachine('127.0.0.1', me)).toBe(true);
    expect(namesThisMachine('[::1]', me)).toBe(true);
    expect(namesThisMachine('evil.example', me)).toBe(false);
  });
});

/** The rule as the middleware applies it, over real HTTP on loopback. */
describe("the response policy's CORS", () => {
  const servers: Server[] = [];
  async function serve(production: boolean, extra: string[] = []): Promise<string> {
    const app = express();
    app.use(responsePolicy({ webUrl: 'http://localhost:8080', production, extraOrigins: extra, machine: () => machine }));
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
    dev = await serve(false, ['http://shop.example']);
    prod = await serve(true);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  });

  it('when an allowed origin calls, then it is granted with credentials', async () => {
    const r = await fetch(`${dev}/x`, { headers: { origin: 'http://localhost:8080' } });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await granted(dev, 'http://shop.example')).toBe('http://shop.example');
    expect(await granted(dev, 'http://[::1]:8080')).toBe('http://[::1]:8080');
    expect(await granted(dev, 'http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(await granted(prod, 'http://localhost:8080')).toBe('http://localhost:8080');
  });

  it('when a refused origin calls, then nothing is granted', async () => {
    expect(await granted(prod, 'http://127.0.0.1:8080')).toBeNull();
    expect(await granted(prod, 'http://192.168.1.20:8080')).toBeNull();
    expect(await granted(dev, 'http://evil.example:8080')).toBeNull();
    expect(await granted(dev, 'http://localhost:5173')).toBeNull();
  });

  it('when a preflight comes from an origin not allowed, then it gets no grant', async () => {
    const r = await fetch(`${dev}/x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
});
