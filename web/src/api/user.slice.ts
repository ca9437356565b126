import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from './session';
import type { User } from './types';
import { userApi } from './user.api';

/**
 * `user.current` and `user.token` (spec §3). Signed in means a non-empty token. `admin` comes
 * from the server's user only — never from comparing e-mail addresses.
 */
export interface UserState { current: User | null; token: string }

export const USER_STORAGE_KEY = 'cards.user';

export function loadUserState(storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage): UserState {
  try {
    const saved = storage?.getItem(USER_STORAGE_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<UserState>;
      if (typeof parsed.token === 'string') return { current: parsed.current ?? null, token: parsed.token };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return { current: null, token: '' };
}

const cleared: UserState = { current: null, token: '' };

export const userSlice = createSlice({
  name: 'user',
  initialState: cleared,
  reducers: {
    signedIn: (_s, a: PayloadAction<{ token: string; user: User }>) => ({ token: a.payload.token, current: a.payload.user }),
    signedOut: () => cleared,
  },
  extraReducers: (b) => {
    b.addCase(sessionExpired, () => cleared);
    b.addMatcher(userApi.endpoints.login.matchFulfilled, (_s, a) => ({ token: a.payload.token, current: a.payload.user }));
    b.addMatcher(userApi.endpoints.logout.matchFulfilled, () => cleared);
    b.addMatcher(userApi.endpoints.logout.matchRejected, () => cleared);
    b.addMatcher(userApi.endpoints.getCurrentUser.matchFulfilled, (s, a) => { if (s.token) s.current = a.payload; });
    b.addMatcher(userApi.endpoints.updateProfile.matchFulfilled, (s, a) => { if (s.token && a.payload?.id) s.current = a.payload; });
  },
});

export const { signedIn, signedOut } = userSlice.actions;

type WithUser = { user: UserState };
export const selectToken = (s: WithUser) => s.user.token;
export const selectSignedIn = (s: WithUser) => s.user.token !== '';
export const selectCurrentUser = (s: WithUser) => s.user.current;
export const selectIsAdmin = (s: WithUser) => s.user.token !== '' && s.user.current?.admin === true;
