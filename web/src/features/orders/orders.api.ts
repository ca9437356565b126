import { baseApi } from '../../api/base-api';
import type { Order } from '../../api/types';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listOrders: b.query<Order[], void>({ query: () => '/orders', providesTags: [{ type: 'Order', id: 'LIST' }] }),
    getOrderByNumber: b.query<Order, string>({
      query: (n) => `/order/${encodeURIComponent(n)}`,
      providesTags: (_r, _e, n) => [{ type: 'Order', id: n }],
    }),
    /** Cancels a paid order before it is printed; the payment is refunded in full. */
    cancelOrder: b.mutation<Order, { id: number; number: string }>({
      query: ({ id }) => ({ url: `/orders/${id}/cancel`, method: 'POST' }),
      invalidatesTags: (_r, _e, { number }) => [
        { type: 'Order', id: number },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** A held order's new arrive-by day; 422 says why a day cannot be reached. */
    changeArriveBy: b.mutation<Order, { id: number; number: string; arrive_by: string }>({
      query: ({ id, arrive_by }) => ({ url: `/orders/${id}/arrive_by`, method: 'PUT', body: { order: { arrive_by } } }),
      invalidatesTags: (_r, _e, { number }) => [
        { type: 'Order', id: number },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useListOrdersQuery, useGetOrderByNumberQuery, useCancelOrderMutation, useChangeArriveByMutation } = ordersApi;
