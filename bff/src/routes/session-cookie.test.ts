import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IdentityCalls, identityRoutes, type User } from '@cards/contracts';
import { createLogger, MemoryRequestBus, serveCall, serveRoute, unauthorized } from '@cards/kit';
import cookieParser from 'cookie-parser';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorHandler } from '../http/errors.js';
import { RouteRegistry } from '../http/route-registry.js';
import { identityRouter } from './identity.routes.js';
import { secondsLeft } from './session-cookie.js';

const log = createLogger('session-cookie-test', 'silent');
const rpc = new MemoryRequestBus(log);
/** A token shaped as identity signs them: its `exp` an hour ahead. */
const exp = Math.floor(Date.now() / 1000) + 3600;
const TOKEN = `h.${Buffer.from(JSON.stringify({ sub: '7', jti: 'j-1', exp })).toString('base64url')}.s`;
const user: User = {
  id: 7,
  email: 'ann@example.test',
  name: 'Ann',
  admin: false,
  confirmed: true,
  account_id: 3,
  unconfirmed_email: null,
  created_at: '2026-12-01T10:00:00.000Z',
};
/** Sessions identity still honours (logout takes one off). */
const live = new Set<string>();
let server: Server;
let url: string;

beforeAll(async () => {
  await serveRoute(rpc, identityRoutes.login, async () => {
    live.add(TOKEN);
    return { token: TOKEN, user, device_cookie: { name: 'cards_device_7', value: 'd', max_age_seconds: 60 } };
  });
  await serveCall(rpc, IdentityCalls.sessionVerify, async ({ token }) => {
    if (!live.has(token)) throw unauthorized('Your session has ended, please sign in again', 'token_revoked');
    return { actor: { user_id: 7, account_id: 3, email: user.email, admin: false }, jti: 'j-1', exp };
  });
  await serveRoute(rpc, identityRoutes.currentUser, async () => user);
  await serveRoute(rpc, identityRoutes.logout, async () => {
    live.delete(TOKEN);
    return { message: 'Logged out successfully.' };
  });
  const app = express();
  app.use(cookieParser());
  app.use(express.json());
  app.use(await identityRouter({ rpc, registry: new RouteRegistry() }, { secureCookies: false }));
  app.use(errorHandler(log));
  server = createServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rpc.close();
});

/** The `cards_session` Set-Cookie line of an answer. */
const sessionCookieOf = (r: Response) => r.headers.getSetCookie().find((c) => c.startsWith('cards_session='));
const login = () =>
  fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: user.email, password: 'pw' } }),
  });
const restore = (cookie?: string) => fetch(`${url}/session`, { method: 'POST', headers: cookie ? { cookie } : {} });

describe('the session cookie a new tab signs in with', () => {
  it('when a browser signs in, then it gets an HttpOnly, SameSite=Strict cookie for /session only, lasting as long as the token', async () => {
    const r = await login();
    expect(r.status).toBe(200);
    expect(r.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    const set = sessionCookieOf(r)!;
    expect(set).toContain(`cards_session=${TOKEN}`);
    expect(set).toMatch(/; Path=\/session(;|$)/);
    expect(set).toMatch(/; HttpOnly/);
    expect(set).toMatch(/; SameSite=Strict/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(set)?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('when a new tab posts /session with the cookie, then it gets the token in the Authorization header and the user, as sign-in answers', async () => {
    await login();
    const r = await restore(`cards_session=${TOKEN}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ status: { code: 200, message: 'Signed in.', data: { user } } });
  });

  it('when there is no cookie, then /session is 401 and nothing is set', async () => {
    const r = await restore();
    expect(r.status).toBe(401);
    expect(r.headers.get('authorization')).toBeNull();
  });

  it('when the session was revoked, then /session is 401 and the dead cookie is dropped', async () => {
    live.clear();
    const r = await restore(`cards_session=${TOKEN}`);
    expect(r.status).toBe(401);
    expect(sessionCookieOf(r)).toMatch(/^cards_session=; Path=\/session; Expires=Thu, 01 Jan 1970/);
  });

  it('when the browser signs out, then the session ends and the cookie is dropped, so no tab restores it', async () => {
    await login();
    const out = await fetch(`${url}/logout`, { method: 'DELETE', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(out.status).toBe(200);
    expect(sessionCookieOf(out)).toMatch(/^cards_session=; Path=\/session; Expires=Thu, 01 Jan 1970/);
    expect((await restore(`cards_session=${TOKEN}`)).status).toBe(401);
  });

  it('when a sign-out comes with a token already refused, then the cookie is still dropped', async () => {
    const out = await fetch(`${url}/logout`, { method: 'DELETE', headers: { authorization: 'Bearer stale' } });
    expect(out.status).toBe(401);
    expect(sessionCookieOf(out)).toMatch(/^cards_session=;/);
  });

  it('when a token is read for its lifetime, then what is left of it is counted, and a token that is not a JWT has none', () => {
    expect(secondsLeft(TOKEN, (exp - 100) * 1000)).toBe(100);
    expect(secondsLeft('not-a-jwt')).toBeUndefined();
  });
});
