import { act, cleanup, configure, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router';
import { makeStore } from './app/store-api';
import type { UserState } from './api/user.state';

// Lazy pages compile on first import under Jest: give them time.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Renders routes in a memory router with a real store (the user state given). `location()` is
 * where the router is now; `navigate(to)` goes somewhere else.
 */
export function renderRoutes(routes: RouteObject[], path: string, user?: UserState) {
  const store = makeStore(user ? { user } : undefined);
  let location: Location | undefined;
  let go: NavigateFunction | undefined;
  function Probe() {
    location = useLocation();
    go = useNavigate();
    return null;
  }
  function Routes() {
    return useRoutes(routes);
  }
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes />
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...view,
    store,
    location: () => location!,
    navigate: (to: string) =>
      act(async () => {
        await go!(to);
      }),
  };
}

export const customer: UserState = {
  token: 'customer-token',
  current: {
    id: 7,
    email: 'sam@example.com',
    name: 'Sam',
    admin: false,
    confirmed: true,
    account_id: 7,
    created_at: '2025-01-01T00:00:00.000Z',
  },
};
export const administrator: UserState = {
  token: 'admin-token',
  current: { ...customer.current!, id: 1, email: 'boss@example.com', admin: true },
};

/** What a scripted API answers to a write, and what it was sent. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export interface ReceivedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A real local HTTP server standing in for the API in page tests: every GET answers an empty
 * list, so pages render their empty states instead of going to /maintenance. Writes answer 404,
 * or what `onWrite` says (when it says: a test may hold an answer back).
 */
export async function startQuietApi(
  onWrite?: (call: ReceivedCall) => ScriptedAnswer | Promise<ScriptedAnswer>,
  onRead?: (path: string) => unknown,
): Promise<{ close: () => Promise<void> }> {
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => {
    void (async () => {
      let text = '';
      for await (const chunk of req) text += String(chunk);
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
      if (req.method === 'GET')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(onRead?.((req.url ?? '').split('?')[0]!) ?? []));
      const answer = (await onWrite?.({ method: req.method ?? '', url: req.url ?? '', body: text ? JSON.parse(text) : null })) ?? {
        status: 404,
        body: { error: 'not here', code: 'not_found' },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  window.__CARDS_CONFIG__ = { apiUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
  return { close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** For a test file whose pages call the API: the quiet API for the whole file, and a clean DOM after each test. */
export function withQuietApi() {
  let api: { close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    api = await startQuietApi();
  });
  afterAll(() => api?.close());
  afterEach(cleanup);
}

/**
 * The quiet API whose writes each test scripts: every write gets `api.answer` and is kept in
 * `api.received` (emptied after each test, with the DOM). A GET of a path in `api.reads` answers
 * what it holds (emptied after each test too).
 */
export function withScriptedApi() {
  const api = { answer: { status: 200, body: {} } as ScriptedAnswer, received: [] as ReceivedCall[], reads: {} as Record<string, unknown> };
  let server: { close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    server = await startQuietApi(
      (call) => {
        api.received.push(call);
        return api.answer;
      },
      (path) => api.reads[path],
    );
  });
  afterAll(() => server?.close());
  afterEach(() => {
    cleanup();
    api.received.length = 0;
    api.reads = {};
  });
  return api;
}
