import { extractToken, latestMailTo } from '@cards/testing/mail';
import { identitySettings, startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { signUpAndLogin, TEST_PASSWORD } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

interface Attempt {
  status: number;
  body: { error?: string; code?: string; retry_after?: number; details?: { reason?: string; retry_after?: number } };
  retryAfter: number | null;
  device?: string;
  setCookie: string[];
}

/**
 * Signing in under attack, the way OWASP recommends: per-address progressive delays and
 * lockout and a per-IP lockout for browsers without a device cookie; a browser that signed in
 * before (device cookie) is not stopped by what an attacker does, from its IP or to its account.
 */
describe('sign-in throttling and device cookies', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity({
      env: { LOGIN_FREE_FAILURES: '2', LOGIN_LOCKOUT_FAILURES: '4', LOGIN_IP_FAILURES: '12', DEVICE_COOKIE_FAILURES: '3' },
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  /** `POST /login` from `ip` (the BFF trusts X-Forwarded-For from loopback), with a browser's device cookie if it has one. */
  async function attempt(email: string, password: string, opts: { ip: string; device?: string }): Promise<Attempt> {
    const res = await fetch(`${t.baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': opts.ip, ...(opts.device ? { cookie: opts.device } : {}) },
      body: JSON.stringify({ user: { email, password } }),
    });
    const setCookie = res.headers.getSetCookie();
    const device = setCookie.find((c) => c.startsWith('cards_device_'))?.split(';')[0];
    return {
      status: res.status,
      body: await res.json(),
      retryAfter: res.headers.has('retry-after') ? Number(res.headers.get('retry-after')) : null,
      device,
      setCookie,
    };
  }

  const waitOut = (a: Attempt) => new Promise((r) => setTimeout(r, a.retryAfter! * 1000 + 50));

  it("when one IP fails to sign in to many addresses, then browsers that signed in before (the admin's too) still get in from it, and a new browser there is told how long to wait", async () => {
    const office = '198.51.100.20';
    const customer = await signUpAndLogin(t);
    const known = await attempt(customer.user.email, TEST_PASSWORD, { ip: office });
    const admin = await attempt(t.config.ADMIN_EMAIL, identitySettings(t).ADMIN_PASSWORD, { ip: office });
    expect([known.status, admin.status]).toEqual([200, 200]);
    expect(known.device).toBeTruthy();
    expect(admin.device).toBeTruthy();

    for (let i = 0; i < 12; i++) expect((await attempt(`victim${i}@cards.test`, 'guess-guess-guess', { ip: office })).status).toBe(401);

    expect((await attempt(t.config.ADMIN_EMAIL, identitySettings(t).ADMIN_PASSWORD, { ip: office, device: admin.device })).status).toBe(
      200,
    );
    expect((await attempt(customer.user.email, TEST_PASSWORD, { ip: office, device: known.device })).status).toBe(200);
    expect((await attempt(customer.user.email, TEST_PASSWORD, { ip: '203.0.113.9' })).status).toBe(200);

    const newBrowser = await attempt(customer.user.email, TEST_PASSWORD, { ip: office });
    expect(newBrowser.status).toBe(429);
    expect(newBrowser.retryAfter).toBeGreaterThan(0);
    expect(newBrowser.body.retry_after).toBe(newBrowser.retryAfter);
    expect(newBrowser.body.details?.reason).toBe('network_locked');
    expect(newBrowser.body.error).toMatch(
      /^Too many failed sign-ins from your network, so signing in from a new browser is paused for \d+ minutes?\./,
    );
  });

  it('when a person behind a locked-out IP resets their password by mail, then that browser gets a device cookie and signs in at once', async () => {
    const office = '198.51.100.30';
    const c = await signUpAndLogin(t);
    for (let i = 0; i < 12; i++) await attempt(`spray${i}@cards.test`, 'guess-guess-guess', { ip: office });
    expect((await attempt(c.user.email, TEST_PASSWORD, { ip: office })).status).toBe(429);

    await fetch(`${t.baseUrl}/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': office },
      body: JSON.stringify({ user: { email: c.user.email } }),
    });
    const token = extractToken(
      await latestMailTo(t, c.user.email, { template: 'password_reset' }),
      '/password/edit',
      'reset_password_token',
    );
    const fresh = 'lantern-orchard-velvet-93';
    const reset = await fetch(`${t.baseUrl}/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': office },
      body: JSON.stringify({ user: { reset_password_token: token, password: fresh, password_confirmation: fresh } }),
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: expect.stringContaining('password has been changed') });
    const device = reset.headers
      .getSetCookie()
      .find((s) => s.startsWith('cards_device_'))
      ?.split(';')[0];
    expect(device).toBeTruthy();
    expect((await attempt(c.user.email, fresh, { ip: office, device })).status).toBe(200);
  });

  it("when one address is guessed at, then each try past the free ones waits longer, then new browsers are locked out while the owner's browser still gets in", async () => {
    const owner = await signUpAndLogin(t);
    const ownBrowser = await attempt(owner.user.email, TEST_PASSWORD, { ip: '192.0.2.10' });
    expect(ownBrowser.device).toBeTruthy();

    const ips = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    expect((await attempt(owner.user.email, 'wrong-1-wrong', { ip: ips[0]! })).status).toBe(401);
    expect((await attempt(owner.user.email, 'wrong-2-wrong', { ip: ips[1]! })).status).toBe(401);
    const waits: number[] = [];
    for (const ip of ips.slice(2)) {
      const held = await attempt(owner.user.email, 'wrong-again', { ip });
      expect(held.status).toBe(429);
      expect(held.body.details?.reason).toBe('account_delay');
      expect(held.body.error).toMatch(/^Too many failed sign-ins for this address\. Please wait \d+ seconds? before trying again\.$/);
      waits.push(held.retryAfter!);
      await waitOut(held);
      expect((await attempt(owner.user.email, 'wrong-again', { ip })).status).toBe(401);
    }
    expect(waits).toEqual([1, 2]);

    const locked = await attempt(owner.user.email, TEST_PASSWORD, { ip: '192.0.2.99' });
    expect(locked.status).toBe(429);
    expect(locked.body.details?.reason).toBe('account_locked');
    expect(locked.device).toBeUndefined();
    expect((await attempt(owner.user.email, TEST_PASSWORD, { ip: '192.0.2.10', device: ownBrowser.device })).status).toBe(200);
    // The owner's sign-in does not lift the lockout for everybody else.
    expect((await attempt(owner.user.email, TEST_PASSWORD, { ip: '203.0.113.5' })).status).toBe(429);
  });

  it("when a device cookie is set, then it is HttpOnly, SameSite=Strict and sent only to /login; another user's or a forged one exempts nobody, and its own failures lock only it", async () => {
    const a = await signUpAndLogin(t);
    const b = await signUpAndLogin(t);
    const ok = await attempt(a.user.email, TEST_PASSWORD, { ip: '192.0.2.50' });
    const cookie = ok.setCookie.find((s) => s.startsWith('cards_device_'))!;
    expect(cookie).toMatch(/; Path=\/login(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).toMatch(/; Max-Age=\d{7}(;|$)/);
    expect(JSON.stringify(ok.body)).not.toContain(ok.device!.split('=')[1]);

    // Lock b out for new browsers; a's cookie is no key to b's account, nor is an altered one.
    for (let i = 0; i < 2; i++) await attempt(b.user.email, 'nope-nope-nope', { ip: '203.0.113.70' });
    for (let i = 0; i < 2; i++) {
      const held = await attempt(b.user.email, 'nope-nope-nope', { ip: '203.0.113.70' });
      if (held.status === 429) await waitOut(held);
      await attempt(b.user.email, 'nope-nope-nope', { ip: '203.0.113.70' });
    }
    expect((await attempt(b.user.email, TEST_PASSWORD, { ip: '192.0.2.50', device: ok.device })).status).toBe(429);
    const [name, value] = ok.device!.split('=');
    const parts = value!.split('.');
    const forged = `${name}=${[parts[0], String(b.user.id), ...parts.slice(2)].join('.')}`;
    expect((await attempt(b.user.email, TEST_PASSWORD, { ip: '192.0.2.50', device: forged })).body.details?.reason).toBe('account_locked');

    for (let i = 0; i < 3; i++)
      expect((await attempt(a.user.email, 'typo-typo-typo', { ip: '192.0.2.50', device: ok.device })).status).toBe(401);
    const own = await attempt(a.user.email, TEST_PASSWORD, { ip: '192.0.2.50', device: ok.device });
    expect(own.status).toBe(429);
    expect(own.body.details?.reason).toBe('device_locked');
  });
});
