/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerNavigate } from './navigation';
import { makeStore } from './store-api';
import { catalogApi } from '../features/catalog/catalog.api';
import { userApi } from '../features/user/user.api';

/** A small real HTTP server standing in for the API: 401 on /user, events on /events. */
let server: Server;
let seen: IncomingHttpHeaders = {};
const visited: string[] = [];
const logins: Array<string | undefined> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = req.headers;
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.url?.startsWith('/user')) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Your session has ended', code: 'unauthorized' }));
      return;
    }
    if (req.url === '/login') {
      logins.push(req.headers['x-xsrf-token'] as string | undefined);
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'The XSRF token does not match its cookie', code: 'xsrf_mismatch' }));
      return;
    }
    if (req.url?.startsWith('/events')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  window.__CARDS_CONFIG__ = { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  registerNavigate((to) => {
    visited.push(to);
  });
  document.cookie = 'XSRF-TOKEN=xsrf-123';
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('every API call', () => {
  it('when a call is made, then it carries Accept JSON, the bearer token and the echoed XSRF cookie', async () => {
    const store = makeStore({ user: { token: 'tok-1', current: null } });
    const r = await store.dispatch(catalogApi.endpoints.listEvents.initiate());
    expect(r.data).toEqual([]);
    expect(seen.accept).toBe('application/json');
    expect(seen.authorization).toBe('Bearer tok-1');
    expect(seen['x-xsrf-token']).toBe('xsrf-123');
  });

  it('when a write is refused for its XSRF token, then it is not sent again and the caller gets the error', async () => {
    // The API gives a browser one cookie for all its first calls, so a refusal is final.
    const store = makeStore();
    const r = await store.dispatch(
      userApi.endpoints.login.initiate({ user: { email: 'sam@example.com', password: 'long-enough-password' } }),
    );
    expect((r.error as { status: number }).status).toBe(403);
    expect(logins).toEqual(['xsrf-123']);
  });

  it('when the API answers 401, then the token is cleared and the app goes to /login', async () => {
    const store = makeStore({ user: { token: 'expired', current: null } });
    const r = await store.dispatch(userApi.endpoints.getCurrentUser.initiate());
    expect((r.error as { status: number }).status).toBe(401);
    expect(store.getState().user.token).toBe('');
    expect(visited.at(-1)).toMatch(/^\/login/);
  });

  it('when a list and a single item load, then their loading flags are separate', async () => {
    const store = makeStore();
    const pending = store.dispatch(catalogApi.endpoints.listEvents.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().loading.event).toEqual({ list: 1, current: 0 });
    await pending;
    expect(store.getState().loading.event).toEqual({ list: 0, current: 0 });
  });

  it('when the API cannot be reached, then the app goes to the maintenance page', async () => {
    const port = (server.address() as AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    const store = makeStore();
    const r = await store.dispatch(catalogApi.endpoints.listEvents.initiate(undefined, { forceRefetch: true }));
    expect((r.error as { status: string }).status).toBe('FETCH_ERROR');
    expect(visited.at(-1)).toBe('/maintenance');
    server = createServer().listen(port, '127.0.0.1');
  });
});
