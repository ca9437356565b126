import { createAction } from '@reduxjs/toolkit';

/** The server said 401: the user slice clears the token, the cart slice its items. */
export const sessionExpired = createAction('session/expired');
