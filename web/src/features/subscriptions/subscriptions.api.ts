import { baseApi } from '../../api/base-api';
import type { Subscription } from '../../api/types';

export interface SubscriptionInput { plan_id: number; cancel_at_period_end?: boolean }

/** GET/POST/PUT/DELETE /subscriptions with the `subscription` wrapper (spec §7). */
export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listSubscriptions: b.query<Subscription[], void>({ query: () => '/subscriptions', providesTags: [{ type: 'Subscription', id: 'LIST' }] }),
    getSubscription: b.query<Subscription, number>({ query: (id) => `/subscriptions/${id}`, providesTags: (_r, _e, id) => [{ type: 'Subscription', id }] }),
    createSubscription: b.mutation<Subscription & { checkout_url?: string | null }, SubscriptionInput>({
      query: (subscription) => ({ url: '/subscriptions', method: 'POST', body: { subscription } }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
    updateSubscription: b.mutation<Subscription, { id: number; subscription: Partial<SubscriptionInput> }>({
      query: ({ id, subscription }) => ({ url: `/subscriptions/${id}`, method: 'PUT', body: { subscription } }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Subscription', id: a.id }, { type: 'Subscription', id: 'LIST' }],
    }),
    deleteSubscription: b.mutation<void, number>({
      query: (id) => ({ url: `/subscriptions/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Subscription', id: 'LIST' }],
    }),
  }),
});

export const {
  useListSubscriptionsQuery, useGetSubscriptionQuery, useCreateSubscriptionMutation, useUpdateSubscriptionMutation, useDeleteSubscriptionMutation,
} = subscriptionsApi;
