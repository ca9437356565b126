import { createBff, type Bff } from '@cards/bff';
import { requestCall } from '@cards/kit';
import { CatalogCalls } from '@cards/contracts';
import { readXsrfCookie } from '@cards/bff/http/xsrf';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';
import { loginAsAdmin } from '@cards/testing/users';

/**
 * Two BFF replicas on one platform, as a deployment runs them: a browser's first calls may
 * reach either, and what one replica learns (a logout) must reach the other.
 */
describe('BFF replicas', () => {
  let t: TestPlatform;
  let replica: Bff;
  let urls: string[];
  beforeAll(async () => {
    t = await startTestPlatform();
    replica = await createBff(t.platform.infra);
    urls = [t.baseUrl, `http://127.0.0.1:${await replica.listen(0, '127.0.0.1')}`];
  });
  afterAll(async () => {
    await replica?.stop();
    await t?.stop();
  });

  it('when a new browser fires its first calls in parallel at both replicas, then they set one cookie and a write echoing it is accepted', async () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605', 'accept-language': 'en-GB,en;q=0.9' };
    // Kept answers (fast lane), reads the pipeline answers, and a 404: every first answer sets the cookie.
    const paths = ['/events', '/products', '/styles?per_page=2', '/plans', '/no-such-route', '/health/live'];
    const pending = paths.flatMap((p) => urls.map((u) => fetch(`${u}${p}`, { headers: browser })));
    // A browser's jar: each answer's Set-Cookie replaces the last; the SPA reads the jar before a write.
    let jar: string | undefined;
    const seen = new Set<string>();
    let echoed: string | undefined;
    for (const answer of pending) {
      const set = readXsrfCookie((await answer).headers.get('set-cookie') ?? undefined);
      if (set) {
        seen.add(set);
        jar = set;
      }
      echoed ??= jar;
    }
    expect(seen.size).toBe(1);
    const { email, password } = { email: 'admin@cards.test', password: 'admin-password-for-tests' };
    const write = await fetch(`${urls[1]}/login`, {
      method: 'POST',
      headers: { ...browser, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${jar}`, 'x-xsrf-token': echoed! },
      body: JSON.stringify({ user: { email, password } }),
    });
    expect(write.status).toBe(200);
  });

  it('when an admin logs out through one replica, then the other stops giving them the admin view', async () => {
    await requestCall(t.platform.infra.rpc, CatalogCalls.style.create, {
      actor: { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true },
      params: {},
      query: {},
      body: { style: { name: 'Replica Backstage', active: false } },
    });
    const admin = await loginAsAdmin(t);
    const read = async () =>
      (await (
        await fetch(`${urls[1]}/styles?search=replica`, { headers: { authorization: `Bearer ${admin.token}` } })
      ).json()) as unknown[];
    expect(await read()).toHaveLength(1);
    const served = replica.fastLane.served;
    expect(await read()).toHaveLength(1);
    expect(replica.fastLane.served).toBe(served + 1);
    expect((await fetch(`${urls[0]}/logout`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(200);
    await eventually(read, { timeout: 5000 }).toEqual([]);
  });
});
