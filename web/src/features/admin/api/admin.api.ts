import type { FailedJobView, HealthReply, OrderPrintFile, QueueJobActionReply, QueuesReply } from '@cards/contracts';
import { baseApi } from '../../../api/base-api';

/** One page of a list: the rows and the `X-Total-Count` the API reported. */
export interface ListPage<T = AdminRecord> {
  items: T[];
  total: number;
}
export type AdminRecord = Record<string, unknown> & { id?: number | string };

export interface ListArgs {
  endpoint: string;
  page?: number;
  per_page?: number;
  search?: string;
  /** Extra filters the endpoint takes (`status`, `plan_id`…). */
  params?: Record<string, string | number | undefined>;
}

const clean = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/**
 * The admin area's calls. Generic CRUD against any REST resource of the API (`/events`,
 * `/admin/users`, `/coupons`…) tagged per endpoint, plus the order, user and ops actions.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRecord', 'Ops'] });

export const adminApi = api.injectEndpoints({
  endpoints: (b) => ({
    adminList: b.query<ListPage, ListArgs>({
      query: ({ endpoint, page = 1, per_page = 25, search, params = {} }) => ({
        url: endpoint,
        params: clean({ page, per_page, search, ...params }),
      }),
      transformResponse: (items: AdminRecord[], meta) => ({
        items,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? items.length),
      }),
      providesTags: (_r, _e, a) => [{ type: 'AdminRecord', id: a.endpoint }],
    }),
    adminGet: b.query<AdminRecord, { endpoint: string; id: string | number }>({
      query: ({ endpoint, id }) => `${endpoint}/${encodeURIComponent(String(id))}`,
      providesTags: (_r, _e, a) => [{ type: 'AdminRecord', id: `${a.endpoint}/${a.id}` }],
    }),
    adminCreate: b.mutation<AdminRecord, { endpoint: string; body: unknown; also?: string }>({
      query: ({ endpoint, body }) => ({ url: endpoint, method: 'POST', body }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'AdminRecord', id: a.endpoint },
        { type: 'AdminRecord', id: a.also ?? a.endpoint },
        'Catalog',
        'Sample',
      ],
    }),
    adminUpdate: b.mutation<AdminRecord, { endpoint: string; id: string | number; body: unknown; also?: string }>({
      query: ({ endpoint, id, body }) => ({ url: `${endpoint}/${encodeURIComponent(String(id))}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'AdminRecord', id: a.endpoint },
        { type: 'AdminRecord', id: a.also ?? a.endpoint },
        { type: 'AdminRecord', id: `${a.endpoint}/${a.id}` },
        'Catalog',
        'Sample',
      ],
    }),
    adminDelete: b.mutation<void, { endpoint: string; id: string | number; also?: string }>({
      query: ({ endpoint, id }) => ({ url: `${endpoint}/${encodeURIComponent(String(id))}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'AdminRecord', id: a.endpoint },
        { type: 'AdminRecord', id: a.also ?? a.endpoint },
        'Catalog',
        'Sample',
      ],
    }),
    /** A free-form call on a record (`POST /cards/7/generate`, `POST /confirmation`); `invalidates` names the lists and records it changes. */
    adminAction: b.mutation<unknown, { url: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown; invalidates: string | string[] }>({
      query: ({ url, method, body }) => ({ url, method, body }),
      invalidatesTags: (_r, _e, a) => [a.invalidates].flat().map((id) => ({ type: 'AdminRecord' as const, id })),
    }),
    /** An order's print files; none yet (404 from rendering) is an empty list, not an error. */
    orderPrintFiles: b.query<OrderPrintFile[], number>({
      queryFn: async (id, _api, _extra, baseQuery) => {
        const r = await baseQuery(`/admin/orders/${id}/print_files`);
        if (r.error?.status === 404) return { data: [] };
        return r.error ? { error: r.error } : { data: r.data as OrderPrintFile[] };
      },
      providesTags: (_r, _e, id) => [{ type: 'AdminRecord', id: `/admin/orders/${id}` }],
    }),

    queues: b.query<QueuesReply, void>({ query: () => '/admin/queues', providesTags: ['Ops'] }),
    failedJobs: b.query<FailedJobView[], string>({ query: (q) => `/admin/queues/${encodeURIComponent(q)}/failed`, providesTags: ['Ops'] }),
    retryJob: b.mutation<QueueJobActionReply, { queue: string; id: string }>({
      query: ({ queue, id }) => ({
        url: `/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(id)}/retry`,
        method: 'POST',
      }),
      invalidatesTags: ['Ops'],
    }),
    removeJob: b.mutation<void, { queue: string; id: string }>({
      query: ({ queue, id }) => ({ url: `/admin/queues/${encodeURIComponent(queue)}/jobs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Ops'],
    }),
    health: b.query<HealthReply, void>({ query: () => '/admin/health', providesTags: ['Ops'] }),
  }),
});

export const {
  useAdminListQuery,
  useAdminGetQuery,
  useAdminCreateMutation,
  useAdminUpdateMutation,
  useAdminDeleteMutation,
  useAdminActionMutation,
  useOrderPrintFilesQuery,
  useQueuesQuery,
  useFailedJobsQuery,
  useRetryJobMutation,
  useRemoveJobMutation,
  useHealthQuery,
} = adminApi;
