import { createAction } from '@reduxjs/toolkit';
import type { User } from './types';

/** The server said 401: the user slice clears the token, the cart slice its items. */
export const sessionExpired = createAction('session/expired');

/** A call needed a signed-in user and got 401: the app sends the person to sign in. */
export const signInRequired = createAction('session/signInRequired');

/** The API could not be reached at all: the app shows its maintenance page. */
export const apiUnreachable = createAction('api/unreachable');

/** The API is up but refuses this page's address (CORS): the app says which address the shop is set up for. */
export const originRefused = createAction('api/originRefused');

/** The person signed out (the logout page): the user slice clears the session, the cart slice its items. */
export const signedOut = createAction('user/signedOut');

/** Another tab of this browser signed in, and this one took up the browser's session (api/session-restore.ts). */
export const sessionRestored = createAction<{ token: string; current: User | null }>('session/restored');
