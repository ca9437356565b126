import type { CartItem } from '../../api/types';

/** `cart.items` (client state, docs/product.md): the header's badge counts them. State and selector only; the slice is cart.slice.ts. */
export interface CartState {
  items: CartItem[];
  itemCount: number;
}

export const emptyCart: CartState = { items: [], itemCount: 0 };

/** The badge: the number of cards in the cart (the cart's item_count, the sum of quantities). */
export const selectCartCount = (s: { cart: CartState }) => s.cart.itemCount;
