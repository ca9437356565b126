import { createSlice } from '@reduxjs/toolkit';
import { sessionExpired } from './session';
import type { CartItem } from './types';
import { cartApi } from './cart.api';
import { signedOut } from './user.slice';

/** `cart.items` (spec §3): the header's badge counts them. */
export interface CartState { items: CartItem[]; itemCount: number }

export const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [], itemCount: 0 } as CartState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(sessionExpired, (s) => { s.items = []; s.itemCount = 0; });
    b.addCase(signedOut, (s) => { s.items = []; s.itemCount = 0; });
    b.addMatcher(cartApi.endpoints.getCart.matchFulfilled, (s, a) => { s.items = a.payload.items ?? []; s.itemCount = a.payload.item_count ?? s.items.reduce((n, i) => n + i.quantity, 0); });
    b.addMatcher(cartApi.endpoints.paymentComplete.matchFulfilled, (s) => { s.items = []; s.itemCount = 0; });
  },
});

/** The badge: the number of cards in the cart (the cart's item_count, the sum of quantities). */
export const selectCartCount = (s: { cart: CartState }) => s.cart.itemCount;
