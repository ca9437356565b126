import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { cartSlice } from '../features/cart/cart.slice';
import { loadingSlice } from '../api/loading.slice';
import { socketSlice } from '../api/socket.slice';
import { userSlice } from '../features/user/user.slice';

/**
 * The store's real reducers: the RTK slices and the RTK Query cache. Installed by the API chunk
 * (store-api.ts); kept apart from it so the shell store (store.ts) can name the state's type
 * without importing the chunk that imports it.
 */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  user: userSlice.reducer,
  cart: cartSlice.reducer,
  socket: socketSlice.reducer,
  loading: loadingSlice.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;
