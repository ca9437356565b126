import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../../api/session';
import type { CartState } from './cart.state';
import { cartApi } from './cart.api';

/** `cart.items` (client state, docs/product.md), filled from the cart calls and emptied on sign-out. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [], itemCount: 0 } as CartState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(sessionExpired, (s) => {
      s.items = [];
      s.itemCount = 0;
    });
    b.addCase(signedOut, (s) => {
      s.items = [];
      s.itemCount = 0;
    });
    b.addMatcher(cartApi.endpoints.getCart.matchFulfilled, (s, a) => {
      s.items = a.payload.items ?? [];
      s.itemCount = a.payload.item_count ?? s.items.reduce((n, i) => n + i.quantity, 0);
    });
    b.addMatcher(cartApi.endpoints.paymentComplete.matchFulfilled, (s) => {
      s.items = [];
      s.itemCount = 0;
    });
  },
});
