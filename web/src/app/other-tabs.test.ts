/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { baseQueryWithSession } from '../api/base-api';
import { request } from '../api/route-request';
import { cartOrder } from '../api/route-table.gen';
import { markSignedIn, markSignedOut, restoreSession, SIGNED_IN_MARK } from '../api/session-restore';
import { USER_STORAGE_KEY } from '../api/user.state';
import type { User } from '../api/types';
import { registerNavigate } from './navigation';
import { followOtherTabs } from './other-tabs';
import { makeStore } from './store-api';

const ann: User = {
  id: 7,
  email: 'ann@example.test',
  name: 'Ann',
  admin: false,
  confirmed: true,
  account_id: 3,
  unconfirmed_email: null,
  created_at: '2026-12-01T10:00:00.000Z',
};

/** The API's `POST /session` as a fetch: the browser's session, or 401 when it has none. */
function sessionApi(status: 200 | 401) {
  return jest.fn<typeof fetch>(async () =>
    status === 200
      ? new Response(JSON.stringify({ status: { code: 200, message: 'Signed in.', data: { user: ann } } }), {
          status: 200,
          headers: { Authorization: 'Bearer tok-7', 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ error: 'You need to sign in', code: 'unauthorized' }), { status: 401 }),
  );
}

/** What another tab's change to the sign-in mark looks like here. */
const otherTab = () => window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_MARK }));

const visited: string[] = [];
beforeAll(() => {
  window.__CARDS_CONFIG__ = { apiUrl: 'http://api.test' };
  registerNavigate((to) => {
    visited.push(to);
  });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a new tab of a browser that signed in', () => {
  it('when the browser never signed in, then the tab asks the API nothing and opens signed out', async () => {
    const api = sessionApi(200);
    expect(await restoreSession(api)).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('when the browser signed in, then the tab posts /session with its cookies and keeps the session it is given', async () => {
    markSignedIn();
    const api = sessionApi(200);
    expect(await restoreSession(api)).toEqual({ token: 'tok-7', current: ann });
    const [url, init] = api.mock.calls[0]!;
    expect(url).toBe('http://api.test/session');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY)!)).toEqual({ token: 'tok-7', current: ann });
  });

  it('when the browser’s session has ended, then the tab opens signed out and the mark goes, so later tabs ask nothing', async () => {
    markSignedIn();
    expect(await restoreSession(sessionApi(401))).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_MARK)).toBeNull();
  });
});

describe('tabs of one browser', () => {
  it('when another tab signs out, then this signed-in tab is signed out and leaves for the home page', () => {
    markSignedIn();
    const store = makeStore({ user: { token: 'tok-7', current: ann } });
    const stop = followOtherTabs(store);
    markSignedOut();
    otherTab();
    stop();
    expect(store.getState().user).toEqual({ token: '', current: null });
    expect(visited.at(-1)).toBe('/');
  });

  it('when another tab signs in, then this signed-out tab takes up the browser’s session', async () => {
    const store = makeStore();
    const api = sessionApi(200);
    const stop = followOtherTabs(store, api);
    markSignedIn();
    otherTab();
    await new Promise<void>((r) => {
      const off = store.subscribe(() => {
        if (store.getState().user.token) {
          off();
          r();
        }
      });
    });
    stop();
    expect(store.getState().user).toEqual({ token: 'tok-7', current: ann });
  });

  it('when a sign-in mark changes and this tab is signed in already, then nothing is asked', () => {
    markSignedIn();
    const store = makeStore({ user: { token: 'tok-1', current: ann } });
    const api = sessionApi(200);
    const stop = followOtherTabs(store, api);
    otherTab();
    stop();
    expect(api).not.toHaveBeenCalled();
    expect(store.getState().user.token).toBe('tok-1');
  });

  describe('a call that answers 401', () => {
    /** One GET through the app's base query, answered 401 as the API answers a session that ended. */
    async function callAnswered401(store: ReturnType<typeof makeStore>) {
      const api = { dispatch: store.dispatch, getState: store.getState, signal: new AbortController().signal } as unknown as Parameters<
        typeof baseQueryWithSession
      >[1];
      const was = globalThis.fetch;
      globalThis.fetch = jest.fn<typeof fetch>(
        async () => new Response(JSON.stringify({ error: 'You need to sign in', code: 'unauthorized' }), { status: 401 }),
      );
      try {
        return await baseQueryWithSession(request(cartOrder.listOrders), api, {});
      } finally {
        globalThis.fetch = was;
      }
    }

    it('when the session ended on the server, then the tab is signed out and sent to sign in, coming back here after', async () => {
      markSignedIn();
      const store = makeStore({ user: { token: 'tok-7', current: ann } });
      visited.length = 0;
      await callAnswered401(store);
      expect(store.getState().user.token).toBe('');
      expect(visited.at(-1)).toMatch(/^\/login\?return_to=/);
    });

    it('when another tab signed out while the call was out, then the tab goes home with the other tabs, not to the sign-in page', async () => {
      markSignedIn();
      const store = makeStore({ user: { token: 'tok-7', current: ann } });
      const stop = followOtherTabs(store);
      visited.length = 0;
      markSignedOut();
      await callAnswered401(store);
      expect(visited).toEqual([]);
      otherTab();
      stop();
      expect(store.getState().user).toEqual({ token: '', current: null });
      expect(visited).toEqual(['/']);
    });

    it('when this tab signed out while the call was out, then its late 401 sends nobody anywhere', async () => {
      markSignedIn();
      const store = makeStore({ user: { token: 'tok-7', current: ann } });
      const stop = followOtherTabs(store);
      const late = callAnswered401(store);
      markSignedOut();
      otherTab();
      stop();
      visited.length = 0;
      await late;
      expect(visited).toEqual([]);
    });
  });
});
