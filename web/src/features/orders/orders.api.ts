import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

/** The order and the list a change to it reloads. */
const orderAndList = (_r: unknown, _e: unknown, { number }: { number: string }) => [
  { type: 'Order' as const, id: number },
  { type: 'Order' as const, id: 'LIST' },
];

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listOrders: b.query({ ...endpoint(cartOrder.listOrders), providesTags: [{ type: 'Order', id: 'LIST' }] }),
    getOrderByNumber: b.query({
      ...endpoint(cartOrder.getOrderByNumber, (n: string) => ({ params: { number: n } })),
      providesTags: (_r, _e, n) => [{ type: 'Order', id: n }],
    }),
    /** Cancels a paid order before it is printed; the payment is refunded in full. */
    cancelOrder: b.mutation({
      ...endpoint(cartOrder.cancelOrder, ({ id }: { id: number; number: string }) => ({ params: { id } })),
      invalidatesTags: orderAndList,
    }),
    /** A held order's new arrive-by day; 422 says why a day cannot be reached. */
    changeArriveBy: b.mutation({
      ...endpoint(cartOrder.changeArriveBy, ({ id, arrive_by }: { id: number; number: string; arrive_by: string }) => ({
        params: { id },
        body: { order: { arrive_by } },
      })),
      invalidatesTags: orderAndList,
    }),
    /** The problems reported on an order and their answers: steps of its timeline. */
    listOrderProblems: b.query({
      ...endpoint(cartOrder.listOrderProblems, (id: number) => ({ params: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'CardProblem', id }],
    }),
    /** Reports one card (or one person's card of a list); 409 says it is already reported. */
    reportProblem: b.mutation({
      ...endpoint(cartOrder.reportProblem, ({ id, problem }: { id: number; problem: ProblemReport }) => ({
        params: { id },
        body: { problem },
      })),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'CardProblem', id }],
    }),
  }),
});

/** What the customer says about one card. */
export interface ProblemReport {
  line_id: number;
  recipient_id: number | null;
  kind: 'not_arrived' | 'damaged' | 'wrong_details';
  note: string | null;
}

export const {
  useListOrdersQuery,
  useGetOrderByNumberQuery,
  useCancelOrderMutation,
  useChangeArriveByMutation,
  useListOrderProblemsQuery,
  useReportProblemMutation,
} = ordersApi;
