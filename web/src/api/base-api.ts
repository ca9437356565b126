import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { apiBaseUrl } from './config';
import type { ApiRequest } from './route-request';
import { apiUnreachable, originRefused, sessionExpired, signInRequired } from './session';
import { signedOutInAnotherTab } from './session-restore';

/** Entity tags the features provide and invalidate. */
export const TAGS = [
  'Card',
  'CardInstance',
  'Cart',
  'Order',
  'CardProblem',
  'Subscription',
  'User',
  'Catalog',
  'Sample',
  'Address',
  'Reminder',
  'Allowance',
] as const;

interface TokenState {
  user: { token: string };
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

let raw: ReturnType<typeof fetchBaseQuery> | undefined;
function rawQuery() {
  // Built on first use: the API origin comes from /config.js, which loads before the app.
  raw ??= fetchBaseQuery({
    baseUrl: apiBaseUrl(),
    credentials: 'include',
    prepareHeaders: (headers, { getState }) => {
      headers.set('Accept', 'application/json');
      const token = (getState() as TokenState).user.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
      return headers;
    },
  });
  return raw;
}

/**
 * Whether the API answers at all when asked without CORS. A call that failed with no answer
 * may have been refused by the browser because the API does not allow this page's address: an
 * opaque `no-cors` request then still reaches the server and resolves, while a server that is
 * down fails it too.
 */
async function apiAnswers(): Promise<boolean> {
  try {
    await fetch(`${apiBaseUrl()}/health/live`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

/**
 * How the shop meets failures (docs/product.md): a network failure sends people to the maintenance page (unless already there) and
 * rejects, unless the API is up and refused this page's address, which has a page of its own; a 401 clears the session and sends them to /login; every other error goes back to
 * the caller (a listener in app/ shows it as a toast).
 */
export const baseQueryWithSession: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extra,
) => {
  const tokenOf = () => (api.getState() as TokenState).user.token;
  const sentWith = tokenOf();
  const result = await rawQuery()(args, api, extra);
  const error = result.error;
  if (error) {
    // The API layer only says what happened; where that takes the person is the app's call.
    if (error.status === 'FETCH_ERROR') {
      api.dispatch((await apiAnswers()) ? originRefused() : apiUnreachable());
    } else if (error.status === 401) {
      // A call that was out when this tab's session ended is no news: signed out here, or in
      // another tab, whose storage event takes this one home. Sending the person to sign in
      // would race that event and could win.
      if (sentWith && (tokenOf() !== sentWith || signedOutInAnotherTab())) return result;
      api.dispatch(sessionExpired());
      api.dispatch(signInRequired());
    }
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSession,
  tagTypes: TAGS,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The readable message of an RTK Query error. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error || typeof error !== 'object') return fallback;
  const e = error as { status?: unknown; data?: unknown; error?: string; message?: string };
  if (e.status === 'FETCH_ERROR') return 'We cannot reach our servers right now.';
  const data = e.data as { error?: unknown; message?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string') return data.error;
    if (typeof data.message === 'string') return data.message;
  }
  return e.message ?? e.error ?? fallback;
}

/** Per-field messages of a 422 `details` body, keyed by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = (error as { data?: { details?: unknown } } | undefined)?.data?.details;
  const out: Record<string, string> = {};
  if (Array.isArray(details)) {
    for (const d of details as { path?: (string | number)[] | string; field?: string; message?: string }[]) {
      const path = Array.isArray(d.path) ? d.path[d.path.length - 1] : (d.field ?? d.path);
      if (path != null && d.message) out[String(path)] = d.message;
    }
  } else if (details && typeof details === 'object') {
    for (const [k, v] of Object.entries(details as Record<string, unknown>)) {
      out[k.split('.').pop() ?? k] = Array.isArray(v) ? String(v[0]) : String(v);
    }
  }
  return out;
}
