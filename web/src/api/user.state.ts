import type { User } from './types';

/**
 * `user.current` and `user.token` (client state, docs/product.md): the state, its session-storage copy and the
 * selectors. Kept apart from the slice (user.slice.ts) because the header reads it on the first
 * route, before Redux Toolkit and RTK Query have loaded.
 */
export interface UserState {
  current: User | null;
  token: string;
}

export const USER_STORAGE_KEY = 'cards.user';

export const signedOutUser: UserState = { current: null, token: '' };

export function loadUserState(
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
): UserState {
  try {
    const saved = storage?.getItem(USER_STORAGE_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<UserState>;
      if (typeof parsed.token === 'string') return { current: parsed.current ?? null, token: parsed.token };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return signedOutUser;
}

type WithUser = { user: UserState };
export const selectToken = (s: WithUser) => s.user.token;
export const selectSignedIn = (s: WithUser) => s.user.token !== '';
export const selectCurrentUser = (s: WithUser) => s.user.current;
export const selectIsAdmin = (s: WithUser) => s.user.token !== '' && s.user.current?.admin === true;
