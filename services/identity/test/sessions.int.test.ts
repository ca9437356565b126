import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IdentityCalls } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import { identityDb, startIdentity, type IdentityHarness } from './support/identity-harness.js';
import { signUpAndLogin } from '@cards/testing/users';
import { SignJWT } from 'jose';
import { describe, expect, it, jest } from '@jest/globals';
import { eventually, expectLabelled, startedForTheseTests } from '@cards/testing';
import { WebSocket } from 'ws';
import { api, recordEvents } from './api.js';

describe('session tokens', () => {
  let t: IdentityHarness;
  startedForTheseTests(startIdentity, (started) => (t = started));

  const keyFile = () => join(t.dataDir, 'keys', 'jwt.key');
  const sign = (claims: { sub: string; jti: string; exp: number; iss?: string }, key: Uint8Array) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuer(claims.iss ?? 'cards-identity')
      .setIssuedAt(claims.exp - 3600)
      .setExpirationTime(claims.exp)
      .sign(key);

  it('when no JWT_SECRET is configured, then a generated key is kept under DATA_DIR/keys with mode 0600', () => {
    expect(statSync(keyFile()).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile(), 'utf8').length).toBeGreaterThanOrEqual(64);
  });

  it('when a protected call has no token, a forged token or a malformed header, then it gets 401', async () => {
    expect((await api(t, 'GET', '/user')).status).toBe(401);
    const c = await signUpAndLogin(t);
    const forged = await sign(
      { sub: String(c.user.id), jti: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600 },
      new TextEncoder().encode('x'.repeat(64)),
    );
    const r = await api(t, 'GET', '/user', { token: forged });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('invalid_token');
    const [h, , s] = c.token.split('.');
    const otherSub = Buffer.from(
      JSON.stringify({ sub: '1', jti: crypto.randomUUID(), exp: 9_999_999_999, iss: 'cards-identity' }),
    ).toString('base64url');
    expect((await api(t, 'GET', '/user', { token: `${h}.${otherSub}.${s}` })).status).toBe(401);
    expect((await api(t, 'GET', '/user', { headers: { authorization: c.token } })).status).toBe(401);
  });

  it('when a token signed with the real key has expired, then it gets 401 token_expired', async () => {
    const c = await signUpAndLogin(t);
    const key = new TextEncoder().encode(readFileSync(keyFile(), 'utf8').trim());
    const expired = await sign({ sub: String(c.user.id), jti: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 }, key);
    const r = await api(t, 'GET', '/user', { token: expired });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_expired');
  });

  it('when a well-signed token was never issued by a login, then it is refused', async () => {
    const c = await signUpAndLogin(t);
    const key = new TextEncoder().encode(readFileSync(keyFile(), 'utf8').trim());
    const minted = await sign({ sub: String(c.user.id), jti: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 }, key);
    expect((await api(t, 'GET', '/user', { token: minted })).status).toBe(401);
  });

  it('when a token is checked, then its session and its user are read in one statement (the check runs for nearly every request)', async () => {
    const c = await signUpAndLogin(t);
    const statements = jest.spyOn(identityDb(t).logger, 'logQuery');
    const who = await requestCall(t.infra.rpc, IdentityCalls.sessionVerify, { token: c.token });
    expect(who.actor).toEqual({ user_id: c.user.id, account_id: expect.any(Number), email: c.user.email, admin: false });
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
  });

  it('when a user logs out, then that token gets 401 everywhere, the revocation is announced, and their other tokens still work', async () => {
    const revoked = await recordEvents(t, 'identity.session.revoked.v1');
    const c = await signUpAndLogin(t);
    const second = await api(t, 'POST', '/login', { body: { user: { email: c.user.email, password: 'violet-tractor-under-lantern-42' } } });
    const other = second.headers.get('authorization')!.slice(7);
    const out = await api(t, 'DELETE', '/logout', { token: c.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out successfully.' });
    const after = await api(t, 'GET', '/user', { token: c.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('token_revoked');
    expect((await api(t, 'DELETE', '/logout', { token: c.token })).status).toBe(401);
    expect((await api(t, 'GET', '/user', { token: other })).status).toBe(200);
    await eventually(() => revoked.map((e) => e.data)).toContainEqual({ user_id: c.user.id, jti: expect.any(String) });
  });

  it('when a token is revoked while its /ws subscription is open, then the socket is told and closed', async () => {
    const c = await signUpAndLogin(t);
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/ws`, 'actioncable-v1-json');
    const frames: Array<Record<string, unknown>> = [];
    const closed = new Promise<void>((r) => ws.on('close', () => r()));
    ws.on('message', (d) => frames.push(JSON.parse(d.toString())));
    await new Promise((r) => ws.once('open', r));
    const identifier = JSON.stringify({ channel: 'AccountChannel', token: c.token });
    ws.send(JSON.stringify({ command: 'subscribe', identifier }));
    await eventually(() => frames.some((f) => f.type === 'confirm_subscription')).toBe(true);
    expect((await api(t, 'DELETE', '/logout', { token: c.token })).status).toBe(200);
    await closed;
    expect(frames).toContainEqual({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
  });

  it('when the BFF document is fetched, then every identity route is in /openapi.json', async () => {
    const doc = (await api(t, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const want: Array<[string, string]> = [
      ['/signup', 'post'],
      ['/confirmation', 'get'],
      ['/confirmation', 'post'],
      ['/login', 'post'],
      ['/logout', 'delete'],
      ['/password', 'post'],
      ['/password', 'put'],
      ['/user', 'get'],
      ['/profile', 'put'],
      ['/email/undo', 'post'],
      ['/users', 'get'],
      ['/users', 'post'],
      ['/users/{id}', 'get'],
      ['/users/{id}', 'put'],
      ['/users/{id}', 'delete'],
      ['/admin/users', 'get'],
      ['/admin/users', 'post'],
      ['/admin/users/{id}', 'get'],
      ['/admin/users/{id}', 'put'],
      ['/admin/users/{id}', 'delete'],
      ['/accounts', 'get'],
      ['/accounts', 'post'],
      ['/accounts/{id}', 'get'],
      ['/accounts/{id}', 'put'],
      ['/accounts/{id}', 'delete'],
    ];
    for (const [path, method] of want) expectLabelled(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(JSON.stringify(doc.paths['/login']!.post)).toContain('429');
  });
});
