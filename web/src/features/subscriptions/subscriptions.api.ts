import { baseApi } from '../../api/base-api';
import type { Subscription } from '../../api/types';

export interface SubscriptionInput {
  plan_id: number;
  cancel_at_period_end?: boolean;
}

/** GET/POST/PUT/DELETE /subscriptions with the `subscription` wrapper (docs/api.md). */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listSubscriptions: b.query<Subscription[], void>({
      query: () => '/subscriptions',
      providesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    getSubscription: b.query<Subscription, number>({
      query: (id) => `/subscriptions/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Subscription', id }],
    }),
    createSubscription: b.mutation<Subscription, SubscriptionInput>({
      query: (subscription) => ({ url: '/subscriptions', method: 'POST', body: { subscription } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    updateSubscription: b.mutation<Subscription, { id: number; subscription: Partial<SubscriptionInput> }>({
      query: ({ id, subscription }) => ({ url: `/subscriptions/${id}`, method: 'PUT', body: { subscription } }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Subscription', id: a.id },
        { type: 'Subscription', id: 'LIST' },
      ],
    }),
    /** The test provider's hosted-checkout stand-in: pay a checkout session with a Stripe test method. */
    testPayCheckout: b.mutation<
      { session_id: string; status: 'paid' | 'unpaid'; success_url: string | null },
      { id: string; payment_method: string }
    >({
      query: ({ id, payment_method }) => ({
        url: `/checkout_sessions/${encodeURIComponent(id)}/test_pay`,
        method: 'POST',
        body: { payment_method },
      }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    deleteSubscription: b.mutation<void, number>({
      query: (id) => ({ url: `/subscriptions/${id}`, method: 'DELETE' }),
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
} = subscriptionsApi;
