import { apiBaseUrl } from './config';
import { restoreSession as restoreRoute } from './route-table.gen';
import type { User } from './types';
import { USER_STORAGE_KEY, type UserState } from './user.state';

/**
 * Signed in across tabs (docs/web-app.md). A tab keeps its session in session storage, which
 * no other tab sees; the browser keeps the same session in an HttpOnly cookie only `POST
 * /session` receives. A mark in local storage, shared by every tab of the shop and holding no
 * secret, says "this browser signed in": a new tab with the mark asks `/session` for the token
 * before its first render, and one without it (a visitor who never signed in) asks nothing.
 * Removing the mark is how a sign-out reaches the other tabs (the `storage` event).
 */
export const SIGNED_IN_MARK = 'cards.signed-in';

/** A slow or absent API must not hold the page: past this, the tab opens signed out. */
const RESTORE_TIMEOUT_MS = 8000;

function marks(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Whether this tab has seen the mark in place: only then does its absence say that another tab signed out. */
let markSeen = false;

/** This browser signed in: new tabs restore the session (kept as it is when set already, so tabs do not wake each other). */
export function markSignedIn() {
  try {
    if (!marks()?.getItem(SIGNED_IN_MARK)) marks()?.setItem(SIGNED_IN_MARK, String(Date.now()));
    markSeen = !!marks()?.getItem(SIGNED_IN_MARK);
  } catch {
    /* storage full or refused: new tabs open signed out */
  }
}

/** This browser signed out: other tabs hear of it, and new tabs ask nothing. */
export function markSignedOut() {
  try {
    marks()?.removeItem(SIGNED_IN_MARK);
  } catch {
    /* nothing to tell */
  }
}

export const hasSignedInMark = () => !!marks()?.getItem(SIGNED_IN_MARK);

/**
 * The mark this tab saw is gone: another tab signed out (its storage event is on its way). A
 * browser that refuses local storage never has a mark, and a 401 there still means sign in.
 */
export function signedOutInAnotherTab(): boolean {
  try {
    return markSeen && !marks()?.getItem(SIGNED_IN_MARK);
  } catch {
    return false;
  }
}

/**
 * The session of this browser's cookie, or null: none marked, none live (the mark is then
 * dropped), or the API not answering in time. A live one is also written to this tab's session
 * storage, where the store reads it at start.
 */
export async function restoreSession(fetchImpl: typeof fetch = fetch): Promise<UserState | null> {
  if (!hasSignedInMark()) return null;
  try {
    const r = await fetchImpl(`${apiBaseUrl()}${restoreRoute.path}`, {
      method: restoreRoute.method.toUpperCase(),
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(RESTORE_TIMEOUT_MS),
    });
    if (r.status === 401) markSignedOut();
    if (!r.ok) return null;
    const token = (r.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
    const body = (await r.json()) as { status?: { data?: { user?: User } } };
    const user = body.status?.data?.user;
    if (!token || !user) return null;
    const state: UserState = { token, current: user };
    try {
      sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(state));
    } catch {
      /* private mode: the caller keeps it in memory */
    }
    return state;
  } catch {
    return null;
  }
}
