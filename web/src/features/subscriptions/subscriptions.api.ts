import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

export type SubscriptionInput = RouteBodyOf<typeof cartOrder.createSubscription>['subscription'];
export type SubscriptionPatch = RouteBodyOf<typeof cartOrder.updateSubscription>['subscription'];

/** GET/POST/PUT/DELETE /subscriptions with the `subscription` wrapper (docs/api.md). */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listSubscriptions: b.query({ ...endpoint(cartOrder.listSubscriptions), providesTags: [{ type: 'Subscription', id: 'LIST' }] }),
    getSubscription: b.query({
      ...endpoint(cartOrder.getSubscription, (id: number) => ({ params: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'Subscription', id }],
    }),
    createSubscription: b.mutation({
      ...endpoint(cartOrder.createSubscription, (subscription: SubscriptionInput) => ({ body: { subscription } })),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    updateSubscription: b.mutation({
      ...endpoint(cartOrder.updateSubscription, ({ id, subscription }: { id: number; subscription: SubscriptionPatch }) => ({
        params: { id },
        body: { subscription },
      })),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Subscription', id: a.id },
        { type: 'Subscription', id: 'LIST' },
      ],
    }),
    /** What a checkout sells and its price, shown on the page that takes the payment. */
    getCheckoutSession: b.query({
      ...endpoint(cartOrder.getCheckoutSession, (id: string) => ({ params: { id } })),
    }),
    /** The test provider's hosted-checkout stand-in: pay a checkout session with a Stripe test method. */
    testPayCheckout: b.mutation({
      ...endpoint(cartOrder.testPayCheckout, ({ id, payment_method }: { id: string; payment_method: string }) => ({
        params: { id },
        body: { payment_method },
      })),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    deleteSubscription: b.mutation({
      ...endpoint(cartOrder.deleteSubscription, (id: number) => ({ params: { id } })),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const {
  useListSubscriptionsQuery,
  useGetSubscriptionQuery,
  useCreateSubscriptionMutation,
  useUpdateSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useTestPayCheckoutMutation,
  useGetCheckoutSessionQuery,
} = subscriptionsApi;
