import { latestMailTo, mailsTo } from '@cards/testing/mail';
import { identitySettings, startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { login, signUpAndLogin } from '@cards/testing/users';
import { IdentityCalls } from '@cards/contracts';
import { requestCall, withConfigEnv } from '@cards/kit';
import { Redis } from 'ioredis';
import { describe, expect, it } from '@jest/globals';
import { testServers, startedForTheseTests } from '@cards/testing';
import { api } from './api.js';

describe('identity calls other services make', () => {
  let t: IdentityHarness;
  startedForTheseTests(startIdentity, (started) => (t = started));
  const rpc = () => t.infra.rpc;

  it('when IdentityCalls.userGet is asked for a user, then it answers their public facts, and 404 for unknown ids', async () => {
    const c = await signUpAndLogin(t, { name: 'Gita' });
    const u = await requestCall(rpc(), IdentityCalls.userGet, { id: c.user.id });
    expect(u).toEqual({ id: c.user.id, email: c.user.email, name: 'Gita', admin: false, account_id: c.user.account_id });
    await expect(requestCall(rpc(), IdentityCalls.userGet, { id: 999_999 })).rejects.toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('when cart-order asks for an order confirmation mail, then the buyer gets a branded mail with the lines and a link to the order', async () => {
    const c = await signUpAndLogin(t, { name: 'Olu' });
    const r = await requestCall(rpc(), IdentityCalls.mailSend, {
      user_id: c.user.id,
      template: 'order_confirmation',
      data: {
        order_number: 'GC-2025-0042',
        items: [{ name: 'Thank-you card, A6', quantity: 3, unit_price: 3.95, total: 11.85 }],
        subtotal: 11.85,
        shipping: 0,
        total: 11.85,
      },
    });
    expect(r.message_id).toMatch(/@/);
    const mail = await latestMailTo(t, c.user.email, { template: 'order_confirmation' });
    expect(mail.subject).toBe('Your order GC-2025-0042 is confirmed');
    expect(mail.text).toContain('Hello Olu,');
    expect(mail.text).toContain('- Thank-you card, A6 x3 @ £3.95 = £11.85');
    expect(mail.html).toContain(`${t.config.PUBLIC_WEB_URL}/profile/order/GC-2025-0042`);
  });

  it('when cart-order says an order is posted, then the buyer gets the "posted" mail with the tracking and a link to the order', async () => {
    const c = await signUpAndLogin(t, { name: 'Pat' });
    await requestCall(rpc(), IdentityCalls.mailSend, {
      user_id: c.user.id,
      template: 'order_posted',
      as_of: '2026-12-02T11:00:00Z',
      data: {
        order_number: 'GC-2026-0043',
        postage: 'Royal Mail Tracked 24',
        postage_class: 'tracked',
        posted_on: '2026-12-02',
        arrival_date: '2026-12-03',
        destination_known: true,
        to: 'Rose Smith, 1 Garden Lane, Bath, BA1 1AA',
        tracking_number: 'TT123456785GB',
      },
    });
    const mail = await latestMailTo(t, c.user.email, { template: 'order_posted' });
    expect(mail.subject).toBe('Your cards are posted: order GC-2026-0043');
    expect(mail.text).toContain('Hello Pat,');
    expect(mail.text).toContain('Tracking number: TT123456785GB');
    expect(mail.html).toContain(`${t.config.PUBLIC_WEB_URL}/profile/order/GC-2026-0043`);
  });

  it('when an e-card is sent, then it goes to the given recipient, signed by the sender, with the card image', async () => {
    const c = await signUpAndLogin(t, { name: 'Sam Sender' });
    await requestCall(rpc(), IdentityCalls.mailSend, {
      user_id: c.user.id,
      template: 'ecard',
      to: 'Friend@Example.org',
      data: {
        sender_name: '',
        recipient_name: 'Pat',
        message: 'Happy birthday, Pat!',
        image_url: 'http://localhost:3000/assets/cards/1/front.png',
      },
    });
    const mail = await latestMailTo(t, 'friend@example.org', { template: 'ecard' });
    expect(mail.subject).toBe('Sam Sender sent you a card');
    expect(mail.html).toContain('<img src="http://localhost:3000/assets/cards/1/front.png"');
    expect(mail.text).toContain('Dear Pat,\n\nHappy birthday, Pat!');
    // From the sender by name on the shop's address; a reply reaches the sender.
    expect(mail.from).toMatch(/^"?Sam Sender via [^<]+ <[^>]+@[^>]+>$/);
    expect(mail.headers['reply-to']).toBe(c.user.email);
  });

  it('when IdentityCalls.mailSend gets a bad template or data, then 422 names the fields and nothing is sent', async () => {
    const c = await signUpAndLogin(t);
    const before = (await mailsTo(t, c.user.email)).length;
    // Sent raw: these requests break the call's contract on purpose.
    await expect(
      rpc().request(IdentityCalls.mailSend.subject, { user_id: c.user.id, template: 'password_reset', data: {} }),
    ).rejects.toMatchObject({ status: 422 });
    const bad = rpc().request(IdentityCalls.mailSend.subject, {
      user_id: c.user.id,
      template: 'ecard',
      to: 'not-an-address',
      data: { sender_name: 'x', message: 'hi', image_url: 'nope' },
    });
    await expect(bad).rejects.toMatchObject({
      status: 422,
      details: expect.objectContaining({ to: expect.any(Array), 'data.image_url': expect.any(Array) }),
    });
    await expect(
      requestCall(rpc(), IdentityCalls.mailSend, {
        user_id: 999_999,
        template: 'order_confirmation',
        data: { order_number: '1', total: 1 },
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(await mailsTo(t, c.user.email)).toHaveLength(before);
  });
});

describe('identity at start and on Redis', () => {
  it('when the platform restarts with a new ADMIN_PASSWORD, then the same admin is kept, confirmed, and only the new password works', async () => {
    const t = await startIdentity({ env: { ADMIN_EMAIL: 'Boss@Cards.test', ADMIN_PASSWORD: 'first-admin-passphrase' } });
    try {
      const first = await login(t, 'boss@cards.test', 'first-admin-passphrase');
      expect(first.user).toMatchObject({ admin: true, confirmed: true });
      const identity = t.service('identity');
      await identity.stop();
      const { createIdentityApp } = await import('../src/app.js');
      const again = createIdentityApp({ ...t.infra, config: withConfigEnv(t.config, { ADMIN_PASSWORD: 'second-admin-passphrase' }) });
      // The first instance's handlers are still registered on the in-memory bus; the new one's
      // settings are checked straight in the database.
      await again.start();
      const rows = await again
        .dataSource()
        .query(`SELECT id, admin, confirmed_at FROM identity.users WHERE lower(email) = 'boss@cards.test' AND deleted_at IS NULL`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: first.user.id, admin: true });
      const hash: Array<{ password_hash: string }> = await again
        .dataSource()
        .query(`SELECT password_hash FROM identity.users WHERE id = $1`, [first.user.id]);
      const argon2 = (await import('argon2')).default;
      expect(await argon2.verify(hash[0]!.password_hash, 'second-admin-passphrase')).toBe(true);
      expect(await argon2.verify(hash[0]!.password_hash, 'first-admin-passphrase')).toBe(false);
      await again.stop();
    } finally {
      await t.stop().catch(() => undefined);
    }
  });

  it('when RATE_LIMIT_STORE=redis, then failed logins are counted in Redis (shared by replicas) and the next one past the free failures gets 429', async () => {
    const redisUrl = testServers().redisUrl;
    const t = await startIdentity({ env: { RATE_LIMIT_STORE: 'redis', REDIS_URL: redisUrl } });
    const redis = new Redis(redisUrl);
    try {
      const email = `redis-${Date.now()}@cards.test`;
      for (let i = 0; i < identitySettings(t).LOGIN_FREE_FAILURES; i++) {
        expect((await api(t, 'POST', '/login', { body: { user: { email, password: 'wrong-one-here' } } })).status).toBe(401);
      }
      expect(await redis.get(`rl:identity:login:account:${email}`)).toBe(String(identitySettings(t).LOGIN_FREE_FAILURES));
      expect(await redis.pttl(`rl:identity:login:wait:${email}`)).toBeGreaterThan(0);
      const r = await api(t, 'POST', '/login', { body: { user: { email, password: 'wrong-one-here' } } });
      expect(r.status).toBe(429);
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
      await t.stop();
    }
  });
});
