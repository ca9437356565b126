import { baseApi } from '../../../api/base-api';
import { endpoint, request, routePath, type ApiRequest, type RouteRef } from '../../../api/route-request';
import { cartOrder, ops, rendering } from '../../../api/route-table.gen';

/** One page of a list: the rows and the `X-Total-Count` the API reported. */
export interface ListPage<T = AdminRecord> {
  items: T[];
  total: number;
}
export type AdminRecord = Record<string, unknown> & { id?: number | string };

/** A call's params, query and body when the route is one of many a generic screen serves. */
export interface LooseArgs {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * The request and the path of any route. The admin sections are generic over their resources,
 * so what they send is typed by each section's schemas (the forms check with them), not here.
 */
const requestAny = request as (route: RouteRef, args?: LooseArgs) => ApiRequest;
const pathAny = routePath as (route: RouteRef, args?: LooseArgs) => string;

/** A record's route called for one record: its one path param (`:id`, a coupon's `:key`) is the id. */
export const idArgs = (route: RouteRef, id: string | number): LooseArgs => ({
  params: { [/:([A-Za-z_]+)/.exec(route.path)?.[1] ?? 'id']: id },
});
/** The path of one record, e.g. `/events/7`: also the id of its cache tag. */
export const recordPath = (route: RouteRef, id: string | number) => pathAny(route, idArgs(route, id));

export interface ListArgs {
  route: RouteRef;
  page?: number;
  per_page?: number;
  search?: string;
  /** Extra filters the route takes (`status`, `plan_id`…). */
  params?: Record<string, string | number | undefined>;
}

/** What a write changes: the lists it shows in (their routes' paths are their tags' ids) and, for an update, the record. */
interface Writes {
  lists: string[];
}

const clean = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));
const listTags = (lists: string[]) => [...lists.map((id) => ({ type: 'AdminRecord' as const, id })), 'Catalog' as const, 'Sample' as const];

/**
 * The admin area's calls. Generic CRUD against any resource's routes (`/events`,
 * `/admin/users`, `/coupons`…), tagged by path, plus the order, user and ops actions.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRecord', 'Ops'] });

export const adminApi = api.injectEndpoints({
  endpoints: (b) => ({
    adminList: b.query<ListPage, ListArgs>({
      query: ({ route, page = 1, per_page = 25, search, params = {} }) =>
        requestAny(route, { query: clean({ page, per_page, search, ...params }) }),
      transformResponse: (items: AdminRecord[], meta) => ({
        items,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? items.length),
      }),
      providesTags: (_r, _e, a) => [{ type: 'AdminRecord', id: a.route.path }],
    }),
    adminGet: b.query<AdminRecord, { route: RouteRef; id: string | number }>({
      query: ({ route, id }) => requestAny(route, idArgs(route, id)),
      providesTags: (_r, _e, a) => [{ type: 'AdminRecord', id: recordPath(a.route, a.id) }],
    }),
    adminCreate: b.mutation<AdminRecord, Writes & { route: RouteRef; body: unknown }>({
      query: ({ route, body }) => requestAny(route, { body }),
      invalidatesTags: (_r, _e, a) => listTags(a.lists),
    }),
    adminUpdate: b.mutation<AdminRecord, Writes & { route: RouteRef; id: string | number; body: unknown; record: string }>({
      query: ({ route, id, body }) => requestAny(route, { ...idArgs(route, id), body }),
      invalidatesTags: (_r, _e, a) => [...listTags(a.lists), { type: 'AdminRecord', id: a.record }],
    }),
    adminDelete: b.mutation<void, Writes & { route: RouteRef; id: string | number }>({
      query: ({ route, id }) => requestAny(route, idArgs(route, id)),
      invalidatesTags: (_r, _e, a) => listTags(a.lists),
    }),
    /** A call on a record (`POST /cards/7/generate`, `POST /confirmation`); `invalidates` names the lists and records it changes. */
    adminAction: b.mutation<unknown, { route: RouteRef; args: LooseArgs; invalidates: string[] }>({
      query: ({ route, args }) => requestAny(route, args),
      invalidatesTags: (_r, _e, a) => a.invalidates.map((id) => ({ type: 'AdminRecord' as const, id })),
    }),
    /** An order's print files, one per line; an empty list until rendering records them. */
    orderPrintFiles: b.query({
      ...endpoint(rendering.orderPrintFiles, (id: number) => ({ params: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'AdminRecord', id: recordPath(cartOrder.adminGetOrder, id) }],
    }),

    queues: b.query({ ...endpoint(ops.queues), providesTags: ['Ops'] }),
    failedJobs: b.query({ ...endpoint(ops.failedJobs, (queue: string) => ({ params: { queue } })), providesTags: ['Ops'] }),
    pendingJobs: b.query({ ...endpoint(ops.pendingJobs, (queue: string) => ({ params: { queue } })), providesTags: ['Ops'] }),
    retryJob: b.mutation({
      ...endpoint(ops.retryJob, ({ queue, id }: { queue: string; id: string }) => ({ params: { queue, id } })),
      invalidatesTags: ['Ops'],
    }),
    removeJob: b.mutation({
      ...endpoint(ops.removeJob, ({ queue, id }: { queue: string; id: string }) => ({ params: { queue, id } })),
      invalidatesTags: ['Ops'],
    }),
    printRun: b.query({ ...endpoint(ops.printRun, (date: string) => ({ params: { date } })), providesTags: ['Ops'] }),
    health: b.query({ ...endpoint(ops.health), providesTags: ['Ops'] }),
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
  usePendingJobsQuery,
  useRetryJobMutation,
  useRemoveJobMutation,
  useHealthQuery,
  usePrintRunQuery,
} = adminApi;
