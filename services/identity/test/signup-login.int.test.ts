import { extractToken, latestMailTo, mailDir, readMails } from '@cards/testing/mail';
import { startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { authHeaders, loginAsAdmin, signUpAndLogin, TEST_PASSWORD } from '@cards/testing/users';
import { IdentityCalls } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { startedForTheseTests } from '@cards/testing';

const post = (t: IdentityHarness, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('signup, confirmation and login through the BFF', () => {
  let t: IdentityHarness;
  startedForTheseTests(startIdentity, (started) => (t = started));

  it('when someone signs up, then 200 answers, a branded mail file with a confirmation link appears, and login waits for it', async () => {
    const email = 'new.customer@cards.test';
    const res = await post(t, '/signup', { user: { email: 'New.Customer@cards.test', password: TEST_PASSWORD, name: 'Nia' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: { code: number; data: { user: Record<string, unknown> } } };
    expect(body.status.data.user).toMatchObject({ email, name: 'Nia', admin: false, confirmed: false });
    expect(body.status.data.user.account_id).toEqual(expect.any(Number));
    expect(JSON.stringify(body)).not.toMatch(/password|token|\$argon2/i);

    const mail = await latestMailTo(t, email, { template: 'confirmation' });
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.html).toContain('Greeting Cards');
    expect(mail.text).toContain(`${t.config.PUBLIC_WEB_URL}/confirmation?confirmation_token=`);

    const early = await post(t, '/login', { user: { email, password: TEST_PASSWORD } });
    expect(early.status).toBe(401);
    expect(await early.json()).toMatchObject({ code: 'unconfirmed' });
    expect(early.headers.get('authorization')).toBeNull();

    const token = extractToken(mail, '/confirmation', 'confirmation_token');
    const confirm = await fetch(`${t.baseUrl}/confirmation?confirmation_token=${token}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({ user: { email, confirmed: true } });
    const again = await fetch(`${t.baseUrl}/confirmation?confirmation_token=${token}`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'confirmation_token_used' });
    expect((await fetch(`${t.baseUrl}/confirmation?confirmation_token=nonsense`)).status).toBe(404);

    const ok = await post(t, '/login', { user: { email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    const auth = ok.headers.get('authorization');
    expect(auth).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const raw = await ok.text();
    expect(JSON.parse(raw)).toMatchObject({
      status: { code: 200, message: 'Logged in successfully.', data: { user: { email, confirmed: true, admin: false } } },
    });
    expect(raw).not.toContain(auth!.slice(7));

    const me = await fetch(`${t.baseUrl}/user`, { headers: { authorization: auth! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, name: 'Nia' });
  });

  it('when the helpers are used, then they give a working customer token and a working admin token', async () => {
    const c = await signUpAndLogin(t, { name: 'Helper' });
    expect(c.user).toMatchObject({ admin: false, confirmed: true, name: 'Helper' });
    const who = await requestCall(t.infra.rpc, IdentityCalls.sessionVerify, { token: c.token });
    expect(who.actor).toEqual({ user_id: c.user.id, account_id: c.user.account_id, email: c.user.email, admin: false });
    const a = await loginAsAdmin(t);
    expect(a.user).toMatchObject({ email: 'admin@cards.test', admin: true });
    expect((await fetch(`${t.baseUrl}/users`, { headers: authHeaders(a.token) })).status).toBe(200);
    expect((await readMails(t)).length).toBeGreaterThanOrEqual(2);
    expect(mailDir(t)).toContain(t.dataDir);
  });
});
