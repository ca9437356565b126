import { extractLink, extractToken, latestMailTo, mailsTo } from '@cards/testing/mail';
import { startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { login, signUpAndLogin, TEST_PASSWORD } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import { eventually, startedForTheseTests } from '@cards/testing';
import { WebSocket } from 'ws';
import { api, recordEvents } from './api.js';

const jtiOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

/** A stolen session must not outlive a password change, nor take over the account's address unnoticed. */
describe('password and e-mail changes on the profile', () => {
  let t: IdentityHarness;
  startedForTheseTests(startIdentity, (started) => (t = started));

  it('when a new password is set on the profile, then every other session of the user ends (sockets too) and the one that set it stays', async () => {
    const revoked = await recordEvents(t, 'identity.session.revoked.v1');
    const here = await signUpAndLogin(t);
    const laptop = await login(t, here.user.email, TEST_PASSWORD);
    const phone = await login(t, here.user.email, TEST_PASSWORD);
    const socket = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/ws`, 'actioncable-v1-json');
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((r) => socket.once('open', r));
    socket.send(JSON.stringify({ command: 'subscribe', identifier: JSON.stringify({ channel: 'AccountChannel', token: phone.token }) }));
    await eventually(() => frames.some((f) => f.type === 'confirm_subscription')).toBe(true);

    const changed = await api(t, 'PUT', '/profile', {
      token: here.token,
      body: {
        user: { password: 'copper-kettle-whistles-8', password_confirmation: 'copper-kettle-whistles-8', current_password: TEST_PASSWORD },
      },
    });
    expect(changed.status).toBe(200);
    expect((await api(t, 'GET', '/user', { token: here.token })).status).toBe(200);
    for (const other of [laptop, phone]) {
      const r = await api(t, 'GET', '/user', { token: other.token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('token_revoked');
    }
    await closed;
    expect(frames).toContainEqual({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    await eventually(() => revoked.map((e) => e.data)).toContainEqual({ user_id: here.user.id, jti: null, except_jti: jtiOf(here.token) });
    // A name change alone signs nobody out.
    const again = await login(t, here.user.email, 'copper-kettle-whistles-8');
    expect((await api(t, 'PUT', '/profile', { token: here.token, body: { user: { name: 'Renamed' } } })).status).toBe(200);
    expect((await api(t, 'GET', '/user', { token: again.token })).status).toBe(200);
  });

  it('when the e-mail is changed without the current password or with a wrong one, then 422 names current_password and nothing is mailed', async () => {
    const c = await signUpAndLogin(t);
    const target = `new-${c.user.id}@cards.test`;
    const missing = await api(t, 'PUT', '/profile', { token: c.token, body: { user: { email: target } } });
    expect(missing.status).toBe(422);
    expect(missing.body.details).toEqual({ 'user.current_password': ["The current password can't be blank."] });
    expect(missing.body.error).toBe('Changing your e-mail address or password needs your current password');
    const wrong = await api(t, 'PUT', '/profile', {
      token: c.token,
      body: { user: { email: target, current_password: 'not-my-password' } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.details).toEqual({ 'user.current_password': ['The current password is invalid.'] });
    expect(await mailsTo(t, target)).toHaveLength(0);
    expect((await api(t, 'GET', '/user', { token: c.token })).body.unconfirmed_email).toBeNull();
  });

  it('when the e-mail is changed and confirmed, then the old address was told with an undo link, and undoing restores it, signs everyone out and mails a reset link', async () => {
    const c = await signUpAndLogin(t, { name: 'Ada' });
    const old = c.user.email;
    const target = `taken-over-${c.user.id}@cards.test`;
    const r = await api(t, 'PUT', '/profile', { token: c.token, body: { user: { email: target, current_password: TEST_PASSWORD } } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: old, unconfirmed_email: target });

    const notice = await latestMailTo(t, old, { template: 'email_change_notice' });
    expect(notice.subject).toBe('Your sign-in address is changing');
    expect(notice.text).toContain(`from ${old} to ${target}`);
    expect(notice.text).toContain('Hello Ada,');
    const undoLink = extractLink(notice, '/email/undo');
    expect(undoLink.startsWith(`${t.config.PUBLIC_WEB_URL}/email/undo?undo_token=`)).toBe(true);
    expect(notice.html).toContain('Undo this change');

    const confirm = extractToken(await latestMailTo(t, target, { template: 'email_change' }), '/confirmation', 'confirmation_token');
    expect((await api(t, 'GET', `/confirmation?confirmation_token=${confirm}`)).status).toBe(200);
    expect((await api(t, 'GET', '/user', { token: c.token })).body.email).toBe(target);

    const undoToken = new URL(undoLink).searchParams.get('undo_token')!;
    const resetsBefore = (await mailsTo(t, old, { template: 'password_reset' })).length;
    const undone = await api(t, 'POST', '/email/undo', { body: { user: { undo_token: undoToken } } });
    expect(undone.status).toBe(200);
    expect(undone.body.user).toMatchObject({ email: old, unconfirmed_email: null });
    expect(undone.body.message).toContain(`Your e-mail address is ${old} again`);
    expect((await api(t, 'GET', '/user', { token: c.token })).status).toBe(401);
    await latestMailTo(t, old, { template: 'password_reset', after: resetsBefore });
    expect((await api(t, 'POST', '/login', { body: { user: { email: old, password: TEST_PASSWORD } } })).status).toBe(200);

    const twice = await api(t, 'POST', '/email/undo', { body: { user: { undo_token: undoToken } } });
    expect(twice.status).toBe(409);
    expect((await api(t, 'POST', '/email/undo', { body: { user: { undo_token: 'made-up' } } })).status).toBe(404);
  });

  it("when a change is undone before it is confirmed, then the new address's link stops working", async () => {
    const c = await signUpAndLogin(t);
    const target = `pending-${c.user.id}@cards.test`;
    await api(t, 'PUT', '/profile', { token: c.token, body: { user: { email: target, current_password: TEST_PASSWORD } } });
    const undoToken = extractToken(await latestMailTo(t, c.user.email, { template: 'email_change_notice' }), '/email/undo', 'undo_token');
    const confirm = extractToken(await latestMailTo(t, target, { template: 'email_change' }), '/confirmation', 'confirmation_token');
    expect((await api(t, 'POST', '/email/undo', { body: { user: { undo_token: undoToken } } })).status).toBe(200);
    expect((await api(t, 'GET', `/confirmation?confirmation_token=${confirm}`)).status).toBe(409);
    const fresh = await login(t, c.user.email, TEST_PASSWORD);
    expect((await api(t, 'GET', '/user', { token: fresh.token })).body).toMatchObject({ email: c.user.email, unconfirmed_email: null });
  });
});
