import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired } from './session';
import type { CartItem } from './types';
import { cartApi } from './cart.api';

/** `cart.items` (spec §3): the header's badge counts them. */
export interface CartState { items: CartItem[] }

export const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [] } as CartState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(sessionExpired, (s) => { s.items = []; });
    b.addMatcher(cartApi.endpoints.getCart.matchFulfilled, (s, a) => { s.items = a.payload.items ?? []; });
    b.addMatcher(cartApi.endpoints.paymentComplete.matchFulfilled, (s) => { s.items = []; });
  },
});

export const selectCartCount = (s: { cart: CartState }) => s.cart.items.length;
