import type { ApiRoute } from '@cards/contracts';
import { startTestPlatform, type TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { loginAsAdmin } from '@cards/testing/users';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

interface Probe {
  route: ApiRoute;
  where: 'params' | 'query' | 'body';
  field: string;
  method: string;
  url: string;
  body?: unknown;
}

const NUL = '\u0000';

/** The dotted path of the first string in a JSON schema (an object's properties, depth first). */
function firstStringPath(schema: Record<string, unknown>, path: string[] = []): string[] | undefined {
  const variants = (schema.anyOf ?? schema.oneOf) as Array<Record<string, unknown>> | undefined;
  if (variants) {
    for (const v of variants) {
      const p = firstStringPath(v, path);
      if (p) return p;
    }
    return undefined;
  }
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) return path;
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  for (const [k, v] of Object.entries(props ?? {})) {
    const p = firstStringPath(v, [...path, k]);
    if (p) return p;
  }
  return undefined;
}

/** A body holding NUL at `path` (the other fields absent: the NUL must be named before anything else is checked). */
function bodyWith(path: string[]): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), `card${NUL}text`);
}

/** Every declared route, probed with NUL in each path parameter, each query parameter and one body string. */
function probes(routes: readonly ApiRoute[]): Probe[] {
  const out: Probe[] = [];
  const fill = (r: ApiRoute, nul?: string) =>
    r.path.replace(/[:*]([A-Za-z_]+)/g, (_m, name: string) =>
      name === nul ? encodeURIComponent(`7${NUL}`) : name === 'key' ? 'generation/artwork/x.png' : '7',
    );
  for (const route of routes) {
    const method = route.method.toUpperCase();
    for (const name of Object.keys(route.params?.shape ?? {}))
      out.push({ route, where: 'params', field: `params.${name}`, method, url: fill(route, name) });
    for (const name of Object.keys(route.query?.shape ?? {})) {
      out.push({ route, where: 'query', field: `query.${name}`, method, url: `${fill(route)}?${name}=${encodeURIComponent(`a${NUL}b`)}` });
    }
    if (route.body) {
      const path = firstStringPath(z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
      if (path) out.push({ route, where: 'body', field: path.join('.'), method, url: fill(route), body: bodyWith(path) });
    }
  }
  return out;
}

/**
 * A NUL character reaches no service and no database: every route the BFF declares answers a
 * NUL in a path parameter with 404 and in a query parameter or a body string with 422, each
 * naming the field, and never with a 5xx.
 */
describe('NUL characters in requests', () => {
  let t: TestPlatform;
  let admin: string;
  beforeAll(async () => {
    t = await startTestPlatform();
    admin = (await loginAsAdmin(t)).token;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when any declared route gets NUL in a path id, a query parameter or a body string, then it answers 404/422 naming the field, never 5xx', async () => {
    const all = probes(t.platform.bff.registry.routes);
    expect(all.filter((p) => p.where === 'params').length).toBeGreaterThan(30);
    expect(all.filter((p) => p.where === 'query').length).toBeGreaterThan(20);
    expect(all.filter((p) => p.where === 'body').length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const p of all) {
      const res = await fetch(`${t.baseUrl}${p.url}`, {
        method: p.method,
        headers: {
          authorization: `Bearer ${admin}`,
          accept: 'application/json',
          ...(p.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: p.body === undefined ? undefined : JSON.stringify(p.body),
      });
      const text = await res.text();
      let details: Record<string, unknown> = {};
      try {
        details = (JSON.parse(text) as { details?: Record<string, unknown> }).details ?? {};
      } catch {
        /* not JSON */
      }
      const want = p.where === 'params' ? 404 : 422;
      if (res.status !== want || !(p.field in details))
        wrong.push(`${p.method} ${p.route.path} (${p.field}): ${res.status} ${text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('when a NUL sits in an object key or deep in an array, then the answer names that place', async () => {
    const r = await fetch(`${t.baseUrl}/cards`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ card: { recipient_name: 'Rose', [`ti${NUL}tle`]: 'x', tags: ['ok', `b${NUL}ad`] } }),
    });
    expect(r.status).toBe(422);
    const body = (await r.json()) as { details: Record<string, string[]> };
    expect(Object.keys(body.details).sort()).toEqual(['card.tags.1', `card.ti\\u0000tle`]);
  });
});
