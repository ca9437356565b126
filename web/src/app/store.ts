import { compose, legacy_createStore, type Reducer, type Store, type UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';
import { emptyCart, type CartState } from '../features/cart/cart.state';
import { closedSocket, type SocketState } from '../api/socket.state';
import { markSignedIn } from '../api/session-restore';
import { loadUserState, USER_STORAGE_KEY, type UserState } from '../api/user.state';
import { lateMiddleware, type LateMiddlewareExt } from './late-middleware';
import type { RootState } from './root-reducer';

export type { RootState };
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & LateMiddlewareExt & { dispatch: AppDispatch };

/** What the first route reads: the user, the cart badge and the socket flag (client state, docs/product.md). */
export interface ShellState {
  user: UserState;
  cart: CartState;
  socket: SocketState;
  loading: Record<string, { list: number; current: number }>;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/**
 * The app's one store, made before Redux Toolkit and RTK Query have loaded so the first route
 * can render (and hydrate) from it at once. Its reducer is a placeholder keeping the state it
 * was given; `installApi` (store-api.ts, its own chunk) puts in the real reducers — the RTK
 * slices and the RTK Query cache — and the middleware. Every page that calls the API waits for
 * that (see lazy-page.tsx), and anything dispatched earlier is queued, not lost.
 */
export function makeShellStore(preloaded?: { user?: UserState }): AppStore {
  const state: ShellState = { user: preloaded?.user ?? loadUserState(undefined), cart: emptyCart, socket: closedSocket, loading: {} };
  const composeWithDevtools = (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;
  const keep: Reducer<RootState> = (s) => s as RootState;
  return legacy_createStore(keep, state as RootState, composeWithDevtools(lateMiddleware)) as unknown as AppStore;
}

/**
 * The browser's store: user state restored from and saved to session storage (docs/product.md),
 * or the session a new tab was given from the browser's cookie (`restored`, api/session-restore.ts).
 * A sign-in marks the browser as signed in, for the tabs it opens next.
 */
export function makeBrowserStore(restored?: UserState | null): AppStore {
  const store = makeShellStore({ user: restored ?? loadUserState() });
  if (store.getState().user.token) markSignedIn();
  let saved = store.getState().user;
  store.subscribe(() => {
    const user = store.getState().user;
    if (user === saved) return;
    saved = user;
    if (user.token) markSignedIn();
    try {
      if (user.token) sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      else sessionStorage.removeItem(USER_STORAGE_KEY);
    } catch {
      /* private mode: the session lives in memory only */
    }
  });
  return store;
}
