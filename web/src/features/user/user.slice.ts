import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired, sessionRestored, signedOut } from '../../api/session';
import type { UserState } from '../../api/user.state';
import { userApi } from './user.api';

/**
 * Signed in means a non-empty token; `admin` comes from the server's user only, never from
 * comparing e-mail addresses. (The same signed-out state as `signedOutUser` in user.state.ts,
 * written out so this chunk does not import the first route's.)
 */
const cleared: UserState = { current: null, token: '' };

export const userSlice = createSlice({
  name: 'user',
  initialState: cleared,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(sessionExpired, () => cleared);
    b.addCase(signedOut, () => cleared);
    b.addCase(sessionRestored, (_s, a) => ({ token: a.payload.token, current: a.payload.current }));
    b.addMatcher(userApi.endpoints.login.matchFulfilled, (_s, a) => ({ token: a.payload.token, current: a.payload.user }));
    b.addMatcher(userApi.endpoints.logout.matchFulfilled, () => cleared);
    b.addMatcher(userApi.endpoints.logout.matchRejected, () => cleared);
    b.addMatcher(userApi.endpoints.getCurrentUser.matchFulfilled, (s, a) => {
      if (s.token) s.current = a.payload;
    });
    b.addMatcher(userApi.endpoints.updateProfile.matchFulfilled, (s, a) => {
      if (s.token && a.payload?.id) s.current = a.payload;
    });
  },
});
