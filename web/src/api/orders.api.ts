import { baseApi } from './base-api';
import type { Order } from './types';

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listOrders: b.query<Order[], void>({ query: () => '/orders', providesTags: [{ type: 'Order', id: 'LIST' }] }),
    getOrderByNumber: b.query<Order, string>({ query: (n) => `/order/${encodeURIComponent(n)}`, providesTags: (_r, _e, n) => [{ type: 'Order', id: n }] }),
  }),
});

export const { useListOrdersQuery, useGetOrderByNumberQuery } = ordersApi;
