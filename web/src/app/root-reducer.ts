import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { cartSlice } from '../features/cart/cart.slice';
import { loadingSlice } from '../api/loading.slice';
import { socketSlice } from '../api/socket.slice';
import { userSlice } from '../features/user/user.slice';

/**
 * The store's real reducers: the RTK slices and the RTK Query cache, each under its own name.
 * Installed by the API chunk (store-api.ts); kept apart from it so the shell store (store.ts)
 * can name the state's type without importing the chunk that imports it. Redux Toolkit's
 * `combineSlices`, so a slice that only some pages need can be added later with
 * `rootReducer.inject(slice)` from the chunk of those pages.
 */
export const rootReducer = combineSlices(baseApi, userSlice, cartSlice, socketSlice, loadingSlice);
export type RootState = ReturnType<typeof rootReducer>;
