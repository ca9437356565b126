import { combineReducers, configureStore, createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { baseApi, errorMessage } from '../api/base-api';
import { loadingSlice } from '../api/loading.slice';
import { socketSlice } from '../api/socket.slice';
import { cartSlice } from '../api/cart.slice';
import { loadUserState, USER_STORAGE_KEY, userSlice, type UserState } from '../api/user.slice';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  user: userSlice.reducer,
  cart: cartSlice.reducer,
  socket: socketSlice.reducer,
  loading: loadingSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** Endpoints whose failures the page explains in place, so no toast repeats them. */
const QUIET = new Set(['login', 'signup', 'confirm', 'couponValid', 'getCurrentUser', 'updateProfile', 'getCardInstance', 'getCard', 'getOrderByNumber', 'getSubscription', 'paymentComplete', 'samples']);

/**
 * Spec §8: errors other than 401 and network failures reach the caller and are shown as a
 * toast. Kept here rather than in the HTTP client so the API layer knows nothing of the UI.
 */
function errorToasts() {
  const mw = createListenerMiddleware();
  mw.startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      const a = action as { payload?: { status?: unknown }; meta?: { arg?: { endpointName?: string } } };
      const status = a.payload?.status;
      if (status === 401 || status === 'FETCH_ERROR') return;
      if (QUIET.has(a.meta?.arg?.endpointName ?? '')) return;
      const message = errorMessage(a.payload);
      // react-toastify loads with the first page that needs it, not with the first route.
      void import('react-toastify').then(({ toast }) => toast.error(message, { toastId: message }));
    },
  });
  return mw;
}

export function makeStore(preloaded?: { user?: UserState }) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded as Partial<RootState> | undefined,
    middleware: (gdm) => gdm().prepend(errorToasts().middleware).concat(baseApi.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The browser's store: user state restored from and saved to session storage (spec §4). */
export function makeBrowserStore(): AppStore {
  const store = makeStore({ user: loadUserState() });
  let saved = store.getState().user;
  store.subscribe(() => {
    const user = store.getState().user;
    if (user === saved) return;
    saved = user;
    try {
      if (user.token) sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      else sessionStorage.removeItem(USER_STORAGE_KEY);
    } catch { /* private mode: the session lives in memory only */ }
  });
  return store;
}
