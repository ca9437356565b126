import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';
import { useRefetchWhenPassed } from '../../components/use-refetch-when-passed';

export interface AddToCart {
  card_instance_id: number;
  quantity: number;
  product_id: number;
}

export type SendToManyInput = RouteBodyOf<typeof cartOrder.sendToMany>['mailing'];
export type RecipientChoices = RouteBodyOf<typeof cartOrder.setCartItemRecipients>['recipients'];
export type ListDateChoices = RouteBodyOf<typeof cartOrder.listDates>['recipients'];

export type PaymentCompleteInput = RouteBodyOf<typeof cartOrder.paymentComplete>['cart'];

/**
 * How many delivery choices were sent: only the latest one's answer becomes the cart shown. The
 * cart fetched again after each answer once came back after the customer's next click, from
 * before it, and put back the radio button just clicked.
 */
let deliveryChoices = 0;

/** Cart and checkout calls (docs/api.md). Every change reloads the cart or answers it, so totals are always the server's. */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getCart: b.query({ ...endpoint(cartOrder.getCart), providesTags: ['Cart'] }),
    addToCart: b.mutation({
      ...endpoint(cartOrder.addToCart, ({ card_instance_id, quantity, product_id }: AddToCart) => ({
        body: { cart: { card_instance: { id: card_instance_id }, quantity, product_id } },
      })),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: b.mutation({
      ...endpoint(cartOrder.removeFromCart, (id: number) => ({ body: { cart_item: { id } } })),
      invalidatesTags: ['Cart'],
    }),
    clearCart: b.mutation({ ...endpoint(cartOrder.clearCart), invalidatesTags: ['Cart'] }),
    updateCartItem: b.mutation({
      ...endpoint(cartOrder.updateCartItem, ({ id, quantity }: { id: number; quantity: number }) => ({
        params: { id },
        body: { cart_item: { quantity } },
      })),
      invalidatesTags: ['Cart'],
    }),
    /** A line that sends one option to many address-book entries (a Christmas list). */
    sendToMany: b.mutation({
      ...endpoint(cartOrder.sendToMany, (mailing: SendToManyInput) => ({ body: { mailing } })),
      invalidatesTags: ['Cart'],
    }),
    /** What a list's days come to before it is added (the send page): nothing is saved; asked again as the cart changes. */
    listDates: b.query({
      ...endpoint(cartOrder.listDates, (recipients: ListDateChoices) => ({ body: { recipients } })),
      providesTags: ['Cart'],
    }),
    /** A mailing line's whole list of recipients, in order: removing one or changing a greeting sends them all. */
    setCartItemRecipients: b.mutation({
      ...endpoint(cartOrder.setCartItemRecipients, ({ id, recipients }: { id: number; recipients: RecipientChoices }) => ({
        params: { id },
        body: { recipients },
      })),
      invalidatesTags: ['Cart'],
    }),
    setDelivery: b.mutation({
      ...endpoint(cartOrder.setDelivery, (delivery: RouteBodyOf<typeof cartOrder.setDelivery>['delivery']) => ({ body: { delivery } })),
      // A choice shows as made at once, then the cart the server answers; a refusal undoes it. Only the
      // latest choice's answer is shown: an earlier one's, or the cart fetched again, could undo a later click.
      async onQueryStarted(delivery, { dispatch, queryFulfilled }) {
        const mine = ++deliveryChoices;
        const shown = dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (cart) => {
            if (delivery.postage_class) cart.delivery.postage_class = delivery.postage_class;
            if (delivery.arrive_by_mode) cart.delivery.arrive_by_mode = delivery.arrive_by_mode;
            if (delivery.arrive_by !== undefined) cart.delivery.arrive_by = delivery.arrive_by;
          }),
        );
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return void shown.undo();
        if (mine === deliveryChoices) dispatch(cartApi.util.updateQueryData('getCart', undefined, () => answer.data));
      },
      // A new address may be kept in the address book; after a refusal, the server's cart is asked for.
      invalidatesTags: (_cart, error) => (error ? ['Cart', 'Address'] : ['Address']),
    }),
    removeCoupon: b.mutation({ ...endpoint(cartOrder.removeCoupon), invalidatesTags: ['Cart'] }),
    applyCoupon: b.mutation({
      ...endpoint(cartOrder.applyCoupon, (key: string) => ({ body: { key } })),
      invalidatesTags: ['Cart'],
    }),
    /** The answer's `status` is the text 'true' or 'false', not a boolean (docs/api.md). */
    couponValid: b.mutation({
      ...endpoint(cartOrder.couponValid, (key: string) => ({ body: { key } })),
      transformResponse: (r: { status?: unknown; reason?: string | null }) => ({
        valid: String(r?.status) === 'true',
        reason: r?.reason ?? null,
      }),
    }),
    paymentIntent: b.mutation({ ...endpoint(cartOrder.paymentIntent) }),
    paymentComplete: b.mutation({
      ...endpoint(cartOrder.paymentComplete, (cart: PaymentCompleteInput) => ({ body: { cart } })),
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
  useSendToManyMutation,
  useListDatesQuery,
  useSetCartItemRecipientsMutation,
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
