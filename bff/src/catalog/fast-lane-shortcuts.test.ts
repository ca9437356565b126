import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { responsePolicy } from '../http/cross-origin.js';
import { PINNED_FOR_FAST_LANE, policyHeadersFor } from './fast-lane-shortcuts.js';

const require = createRequire(import.meta.url);
/** The version of `pkg` that the BFF's code loads (its package.json, found above its entry file). */
function installed(pkg: string): string {
  for (let dir = dirname(require.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    const json = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string }) : undefined;
    if (json?.name === pkg) return json.version;
  }
  throw new Error(`no package.json of ${pkg}`);
}
const declared = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }
).dependencies;

describe('the fast lane shortcut over helmet and cors', () => {
  it('when helmet or cors is not exactly the version the shortcut was checked against, then this fails', () => {
    for (const [pkg, version] of Object.entries(PINNED_FOR_FAST_LANE)) {
      expectLabelled(declared[pkg], `bff/package.json must pin ${pkg} exactly`).toBe(version);
      expectLabelled(installed(pkg), `installed ${pkg}`).toBe(version);
    }
  });

  for (const production of [true, false]) {
    describe(production ? 'in production' : 'outside production', () => {
      const policy = responsePolicy({ webUrl: 'http://localhost:8080', production });
      let server: Server;
      let base: string;
      beforeAll(async () => {
        const app = express();
        app.disable('x-powered-by');
        app.set('trust proxy', 'loopback');
        app.use(policy);
        app.get('/products', (_req, res) => {
          res.end();
        });
        server = createServer(app);
        await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      });
      afterAll(() => {
        server.close();
      });

      // Everything a client may vary on a catalogue read, so a middleware that starts reading more than the origin shows here.
      const variants: Array<Record<string, string>> = [
        {},
        { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Trident/7.0; rv:11.0' },
        { 'user-agent': 'curl/8.5' },
        { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
        { cookie: 'XSRF-TOKEN=x' },
        { authorization: 'Bearer t' },
        { accept: 'text/html', 'accept-language': 'de', 'if-none-match': 'W/"x"', referer: 'https://elsewhere.example/' },
      ];
      for (const origin of [undefined, 'http://localhost:8080', 'http://localhost:5173', 'https://evil.example']) {
        it(`when a GET or HEAD comes from ${origin ?? 'no origin'}, then the replayed headers are exactly what the middleware writes`, async () => {
          const expected = policyHeadersFor(policy, origin)
            .map(([k, v]) => [k.toLowerCase(), String(v)])
            .sort();
          for (const method of ['GET', 'HEAD']) {
            for (const v of variants) {
              const r = await fetch(`${base}/products`, { method, headers: { ...v, ...(origin ? { origin } : {}) } });
              const written = [...r.headers].filter(
                ([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k),
              );
              expectLabelled(written.sort(), `${method} ${JSON.stringify(v)}`).toEqual(expected);
            }
          }
        });
      }
    });
  }
});
