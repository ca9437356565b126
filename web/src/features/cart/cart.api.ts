import { baseApi } from '../../api/base-api';
import { useRefetchWhenPassed } from '../../components/use-refetch-when-passed';
import type { SetDeliveryInput } from '@cards/contracts';
import type { Cart, Order, PaymentIntent } from '../../api/types';

export interface AddToCart {
  card_instance_id: number;
  quantity: number;
  product_id: number;
}

/** Cart and checkout calls (docs/api.md). Every change reloads the cart, so totals are always the server's. */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getCart: b.query<Cart, void>({ query: () => '/cart', providesTags: ['Cart'] }),
    addToCart: b.mutation<unknown, AddToCart>({
      query: ({ card_instance_id, quantity, product_id }) => ({
        url: '/cart/add',
        method: 'POST',
        body: { cart: { card_instance: { id: card_instance_id }, quantity, product_id } },
      }),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: b.mutation<unknown, number>({
      query: (id) => ({ url: '/cart/remove', method: 'POST', body: { cart_item: { id } } }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: b.mutation<unknown, void>({ query: () => ({ url: '/cart', method: 'DELETE' }), invalidatesTags: ['Cart'] }),
    updateCartItem: b.mutation<unknown, { id: number; quantity: number }>({
      query: ({ id, quantity }) => ({ url: `/cart_item/${id}`, method: 'PUT', body: { cart_item: { quantity } } }),
      invalidatesTags: ['Cart'],
    }),
    setDelivery: b.mutation<Cart, Partial<SetDeliveryInput>>({
      query: (delivery) => ({ url: '/cart/delivery', method: 'PUT', body: { delivery } }),
      // A choice shows as made at once; the server's cart (prices, dates) follows, and a refusal undoes it.
      async onQueryStarted(delivery, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (cart) => {
            if (delivery.postage_class) cart.delivery.postage_class = delivery.postage_class;
            if (delivery.arrive_by_mode) cart.delivery.arrive_by_mode = delivery.arrive_by_mode;
            if (delivery.arrive_by !== undefined) cart.delivery.arrive_by = delivery.arrive_by;
          }),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      // A new address may be kept in the address book.
      invalidatesTags: ['Cart', 'Address'],
    }),
    removeCoupon: b.mutation<unknown, void>({ query: () => ({ url: '/cart/coupon', method: 'DELETE' }), invalidatesTags: ['Cart'] }),
    applyCoupon: b.mutation<unknown, string>({
      query: (key) => ({ url: '/cart/apply_coupon', method: 'POST', body: { key } }),
      invalidatesTags: ['Cart'],
    }),
    /** The answer's `status` is the text 'true' or 'false', not a boolean (docs/api.md). */
    couponValid: b.mutation<{ valid: boolean; reason: string | null }, string>({
      query: (key) => ({ url: '/order/coupon_valid', method: 'POST', body: { key } }),
      transformResponse: (r: { status?: unknown; reason?: string | null }) => ({
        valid: String(r?.status) === 'true',
        reason: r?.reason ?? null,
      }),
    }),
    paymentIntent: b.mutation<PaymentIntent, void>({ query: () => ({ url: '/cart/payment_intent', method: 'POST' }) }),
    paymentComplete: b.mutation<
      Order,
      { payment_intent_id: string; payment_method?: string; confirm?: boolean; authentication_result?: 'succeeded' | 'failed' }
    >({
      query: (cart) => ({ url: '/cart/payment_complete', method: 'POST', body: { cart } }),
      invalidatesTags: ['Cart', 'Order'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useClearCartMutation,
  useUpdateCartItemMutation,
  useSetDeliveryMutation,
  useRemoveCouponMutation,
  useApplyCouponMutation,
  useCouponValidMutation,
  usePaymentIntentMutation,
  usePaymentCompleteMutation,
} = cartApi;

/**
 * The cart, asked for again the moment a promise it shows runs out: its postage options' order-by
 * moments (the print cut-off), after which every date in it (and a chosen day's plan) moves on.
 * Cart and checkout read it, so a page left open past 3pm never shows the morning's dates.
 */
export function useFreshCart() {
  const cart = useGetCartQuery();
  useRefetchWhenPassed(cart.data?.delivery.options.map((o) => o.order_by) ?? [], cart.refetch);
  return cart;
}
