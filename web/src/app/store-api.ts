import {
  createActionCreatorInvariantMiddleware,
  createImmutableStateInvariantMiddleware,
  createListenerMiddleware,
  createSerializableStateInvariantMiddleware,
  isRejectedWithValue,
  type Middleware,
} from '@reduxjs/toolkit';
import { thunk } from 'redux-thunk';
import { baseApi, errorMessage } from '../api/base-api';
import { apiUnreachable, originRefused, signInRequired } from '../api/session';
import type { UserState } from '../api/user.state';
import { currentPath, goTo } from './navigation';
import { rootReducer } from './root-reducer';
import { makeShellStore, type AppStore } from './store';

export type { RootState } from './root-reducer';

/*
 * The API half of the store, in its own chunk: the RTK slices and the RTK Query cache
 * (root-reducer.ts), their middleware, and the listener that turns failed calls into toasts.
 * The first route renders without it; pages that call the API wait for it (load-api.ts).
 */

/** Endpoints whose failures the page explains in place, so no toast repeats them. */
const QUIET = new Set([
  'login',
  'signup',
  'confirm',
  'couponValid',
  'getCurrentUser',
  'updateProfile',
  'undoEmailChange',
  'getCardInstance',
  'getCard',
  'getOrderByNumber',
  'getSubscription',
  'paymentComplete',
  'samples',
  'getEcard',
]);

/** Answers every page that meets them explains in place, whichever call gave them: the designs used up (the offers show). */
const QUIET_CODES = new Set(['generation_allowance_exhausted']);

/** The toast a failed call shows, if any: none for a 401, a network failure, or what the page explains itself. */
export function toastOf(action: {
  payload?: { status?: unknown; data?: unknown };
  meta?: { arg?: { endpointName?: string } };
}): string | undefined {
  const status = action.payload?.status;
  if (status === 401 || status === 'FETCH_ERROR') return undefined;
  if (QUIET.has(action.meta?.arg?.endpointName ?? '')) return undefined;
  const code = (action.payload?.data as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && QUIET_CODES.has(code)) return undefined;
  return errorMessage(action.payload);
}

/**
 * Errors other than 401 and network failures reach the caller and are shown as a
 * toast. Kept here rather than in the HTTP client so the API layer knows nothing of the UI.
 */
function errorToasts() {
  const mw = createListenerMiddleware();
  mw.startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      const message = toastOf(action as Parameters<typeof toastOf>[0]);
      if (message === undefined) return;
      // react-toastify loads with the first toast, not with the first route.
      void import('./toast').then(({ toast }) => toast.error(message, { toastId: message }));
    },
  });
  return mw;
}

/**
 * Where the API layer's news takes the person: to sign in after a 401, to maintenance when the
 * API is down, to the right address when the API refuses this one.
 */
function apiNavigation() {
  const mw = createListenerMiddleware();
  mw.startListening({
    actionCreator: signInRequired,
    effect: () => {
      if (currentPath() !== '/login') goTo(`/login?return_to=${encodeURIComponent(currentPath())}`);
    },
  });
  mw.startListening({
    actionCreator: apiUnreachable,
    effect: () => {
      if (currentPath() !== '/maintenance') goTo('/maintenance');
    },
  });
  mw.startListening({
    actionCreator: originRefused,
    effect: () => {
      if (currentPath() !== '/wrong-address') goTo(`/wrong-address?return_to=${encodeURIComponent(currentPath())}`);
    },
  });
  return mw;
}

/** Puts the real reducers and the middleware into a store made by `makeShellStore`. */
export function installApi(store: AppStore) {
  store.replaceReducer(rootReducer as unknown as Parameters<AppStore['replaceReducer']>[0]);
  // What configureStore would add: thunks, and in development the state and action checks.
  const checks: Middleware[] = import.meta.env.DEV
    ? [createImmutableStateInvariantMiddleware(), createSerializableStateInvariantMiddleware(), createActionCreatorInvariantMiddleware()]
    : [];
  // Last: from here on apiReady(store) is true (load-api.ts).
  store.installMiddleware([errorToasts().middleware, apiNavigation().middleware, thunk, ...checks, baseApi.middleware]);
}

/** A store with its API installed at once: pre-rendering and tests. */
export function makeStore(preloaded?: { user?: UserState }): AppStore {
  const store = makeShellStore(preloaded);
  installApi(store);
  return store;
}
