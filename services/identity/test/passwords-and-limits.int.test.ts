import { extractLink, extractToken, latestMailTo, mailsTo } from '@cards/testing/mail';
import { identityDb, identitySettings, startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { signUpAndLogin, TEST_PASSWORD } from '@cards/testing/users';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { api } from './api.js';

describe('password reset, profile changes and rate limits', () => {
  let t: IdentityHarness;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startIdentity();
    ds = identityDb(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when rapid failed logins for one address pass the free ones, then the next gets 429 with Retry-After and retry_after, even with the right password', async () => {
    const c = await signUpAndLogin(t);
    for (let i = 1; i <= identitySettings(t).LOGIN_FREE_FAILURES; i++) {
      const r = await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: `wrong-password-${i}` } } });
      expectLabelled(r.status, `attempt ${i}`).toBe(401);
      expect(r.body).toMatchObject({ error: 'Invalid email or password', code: 'invalid_credentials' });
    }
    const next = await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: TEST_PASSWORD } } });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(next.body.retry_after).toBe(Number(next.headers.get('retry-after')));
    expect(next.headers.get('authorization')).toBeNull();
    expect(next.body.code).toBe('rate_limited');
  });

  it('when an unknown address and a wrong password are tried, then the answers are the same 401', async () => {
    const c = await signUpAndLogin(t);
    const unknown = await api(t, 'POST', '/login', { body: { user: { email: 'nobody-here@cards.test', password: TEST_PASSWORD } } });
    const wrong = await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: 'not-the-password' } } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when a confirmation mail is asked for again, then the answer is the same for known and unknown addresses, and a sixth ask is throttled', async () => {
    const email = 'resend.me@cards.test';
    expect((await api(t, 'POST', '/signup', { body: { user: { email, password: TEST_PASSWORD } } })).status).toBe(200);
    const known = await api(t, 'POST', '/confirmation', { body: { user: { email } } });
    const unknown = await api(t, 'POST', '/confirmation', { body: { user: { email: 'who.is.this@cards.test' } } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(t, email, { template: 'confirmation' })).toHaveLength(2);
    expect(await mailsTo(t, 'who.is.this@cards.test')).toHaveLength(0);
    for (let i = 0; i < 4; i++) await api(t, 'POST', '/confirmation', { body: { user: { email } } });
    const limited = await api(t, 'POST', '/confirmation', { body: { user: { email } } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when a confirmation link is older than 3 days, then it gets 410 and a resent link works', async () => {
    const email = 'slow.reader@cards.test';
    await api(t, 'POST', '/signup', { body: { user: { email, password: TEST_PASSWORD } } });
    const old = extractToken(await latestMailTo(t, email), '/confirmation', 'confirmation_token');
    await ds.query(`UPDATE identity.user_tokens SET expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    const r = await api(t, 'GET', `/confirmation?confirmation_token=${old}`);
    expect(r.status).toBe(410);
    expect(r.body.code).toBe('confirmation_token_expired');
    const before = (await mailsTo(t, email)).length;
    await api(t, 'POST', '/confirmation', { body: { user: { email } } });
    const fresh = extractToken(await latestMailTo(t, email, { after: before }), '/confirmation', 'confirmation_token');
    expect((await api(t, 'GET', `/confirmation?confirmation_token=${fresh}`)).status).toBe(200);
  });

  it('when signup has a taken address or a weak password, then 422 names the field and nothing is written', async () => {
    const c = await signUpAndLogin(t);
    const taken = await api(t, 'POST', '/signup', { body: { user: { email: c.user.email.toUpperCase(), password: TEST_PASSWORD } } });
    expect(taken.status).toBe(422);
    expect(taken.body.details).toEqual({ 'user.email': ['The e-mail address has already been taken.'] });
    const weak = await api(t, 'POST', '/signup', { body: { user: { email: 'weak@cards.test', password: 'password123' } } });
    expect(weak.status).toBe(422);
    expect(weak.body.details['user.password']).toEqual(['The password is too common; choose something harder to guess.']);
    const short = await api(t, 'POST', '/signup', { body: { user: { email: 'short@cards.test', password: 'x1!' } } });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.details)).toEqual(['user.password']);
    const mismatch = await api(t, 'POST', '/signup', {
      body: { user: { email: 'mm@cards.test', password: TEST_PASSWORD, password_confirmation: 'other' } },
    });
    expect(mismatch.body.details).toEqual({ 'user.password_confirmation': ["The password confirmation doesn't match password."] });
    const rows = await ds.query(
      `SELECT count(*)::int AS n FROM identity.users WHERE email IN ('weak@cards.test','short@cards.test','mm@cards.test')`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('when a password is reset through the mailed link, then live tokens die, the new password works once and the link is single-use', async () => {
    const c = await signUpAndLogin(t);
    const same = await api(t, 'POST', '/password', { body: { user: { email: c.user.email } } });
    const unknown = await api(t, 'POST', '/password', { body: { user: { email: 'ghost@cards.test' } } });
    expect(same.status).toBe(200);
    expect(unknown.body).toEqual(same.body);
    const mail = await latestMailTo(t, c.user.email, { template: 'password_reset' });
    expect(extractLink(mail, '/password/edit').startsWith(`${t.config.PUBLIC_WEB_URL}/password/edit?reset_password_token=`)).toBe(true);
    const token = extractToken(mail, '/password/edit', 'reset_password_token');

    const weak = await api(t, 'PUT', '/password', { body: { user: { reset_password_token: token, password: 'qwertyuiop' } } });
    expect(weak.status).toBe(422);
    const newPassword = 'marble-giraffe-sings-opera-7';
    const ok = await api(t, 'PUT', '/password', {
      body: { user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword } },
    });
    expect(ok.status).toBe(200);
    expect((await api(t, 'GET', '/user', { token: c.token })).status).toBe(401);
    const reuse = await api(t, 'PUT', '/password', {
      body: { user: { reset_password_token: token, password: 'another-fine-passphrase-9' } },
    });
    expect(reuse.status).toBe(422);
    expect(reuse.body.code).toBe('reset_password_token_used');
    expect((await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: TEST_PASSWORD } } })).status).toBe(401);
    expect((await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: newPassword } } })).status).toBe(200);
    const bogus = await api(t, 'PUT', '/password', { body: { user: { reset_password_token: 'nope', password: newPassword } } });
    expect(bogus.body.details).toEqual({ 'user.reset_password_token': ['The password reset link is invalid.'] });
  });

  it('when a newer reset link is mailed, then the older one no longer sets the password and says a newer one was sent; the newer one works', async () => {
    const c = await signUpAndLogin(t);
    expect((await api(t, 'POST', '/password', { body: { user: { email: c.user.email } } })).status).toBe(200);
    const older = extractToken(
      await latestMailTo(t, c.user.email, { template: 'password_reset' }),
      '/password/edit',
      'reset_password_token',
    );
    expect((await api(t, 'POST', '/password', { body: { user: { email: c.user.email } } })).status).toBe(200);
    const newer = extractToken(
      await latestMailTo(t, c.user.email, { template: 'password_reset' }),
      '/password/edit',
      'reset_password_token',
    );
    expect(newer).not.toBe(older);

    const password = 'lantern-otter-bakes-bread-4';
    const stale = await api(t, 'PUT', '/password', {
      body: { user: { reset_password_token: older, password, password_confirmation: password } },
    });
    expect(stale.status).toBe(422);
    expect(stale.body).toMatchObject({
      code: 'reset_password_token_replaced',
      error: 'A newer password reset link has been sent; use the link in the latest e-mail',
      details: { 'user.reset_password_token': ['The password reset link was replaced by a newer link.'] },
    });
    // The old password still signs in: the stale link changed nothing.
    expect((await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: TEST_PASSWORD } } })).status).toBe(200);

    const fresh = await api(t, 'PUT', '/password', {
      body: { user: { reset_password_token: newer, password, password_confirmation: password } },
    });
    expect(fresh.status).toBe(200);
    expect((await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password } } })).status).toBe(200);
  });

  it('when a user edits their profile, then the name changes at once, a new e-mail waits for its link, and a new password needs the current one', async () => {
    const c = await signUpAndLogin(t, { name: 'Before' });
    const named = await api(t, 'PUT', '/profile', { token: c.token, body: { user: { name: 'After' } } });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ name: 'After', email: c.user.email });

    const newEmail = `moved-${c.user.id}@cards.test`;
    const moved = await api(t, 'PUT', '/profile', { token: c.token, body: { user: { email: newEmail, current_password: TEST_PASSWORD } } });
    expect(moved.body).toMatchObject({ email: c.user.email, unconfirmed_email: newEmail });
    const link = await latestMailTo(t, newEmail, { template: 'email_change' });
    expect(link.subject).toBe('Confirm your new e-mail address');
    const confirmed = await api(t, 'GET', `/confirmation?confirmation_token=${extractToken(link, '/confirmation', 'confirmation_token')}`);
    expect(confirmed.status).toBe(200);
    expect((await api(t, 'GET', '/user', { token: c.token })).body).toMatchObject({ email: newEmail, unconfirmed_email: null });

    const noCurrent = await api(t, 'PUT', '/profile', { token: c.token, body: { user: { password: 'brand-new-passphrase-11' } } });
    expect(noCurrent.status).toBe(422);
    expect(noCurrent.body.details).toEqual({ 'user.current_password': ["The current password can't be blank."] });
    const wrong = await api(t, 'PUT', '/profile', {
      token: c.token,
      body: { user: { password: 'brand-new-passphrase-11', current_password: 'nope-nope' } },
    });
    expect(wrong.body.details).toEqual({ 'user.current_password': ['The current password is invalid.'] });
    const changed = await api(t, 'PUT', '/profile', {
      token: c.token,
      body: { user: { password: 'brand-new-passphrase-11', current_password: TEST_PASSWORD } },
    });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/argon|passphrase/);
    expect((await api(t, 'POST', '/login', { body: { user: { email: newEmail, password: 'brand-new-passphrase-11' } } })).status).toBe(200);
  });

  it('when profile e-mail is changed to an address in use, then 422 names the field', async () => {
    const a = await signUpAndLogin(t);
    const b = await signUpAndLogin(t);
    const r = await api(t, 'PUT', '/profile', { token: a.token, body: { user: { email: b.user.email, current_password: TEST_PASSWORD } } });
    expect(r.status).toBe(422);
    expect(r.body.details).toEqual({ 'user.email': ['The e-mail address has already been taken.'] });
  });
});
