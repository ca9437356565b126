import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf, type RouteReplyOf } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

export type ImportRequest = RouteBodyOf<typeof cartOrder.importAddresses>;
export type ImportReport = RouteReplyOf<typeof cartOrder.importAddresses>;

/** Importing an address list into the book (`/addresses/import`) and the book's groups. */
export const addressImportApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    importAddresses: b.mutation({
      ...endpoint(cartOrder.importAddresses, (body: ImportRequest) => ({ body })),
      // A dry run writes nothing, so only a real import refreshes the book.
      invalidatesTags: (_r, _e, body) => (body.dry_run ? [] : ['Address']),
    }),
    listAddressGroups: b.query({ ...endpoint(cartOrder.listAddressGroups), providesTags: ['Address'] }),
    setAddressGroups: b.mutation({
      ...endpoint(cartOrder.setAddressGroups, ({ id, groups }: { id: number; groups: string[] }) => ({ params: { id }, body: { groups } })),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useImportAddressesMutation, useListAddressGroupsQuery, useSetAddressGroupsMutation } = addressImportApi;

/** The bad lines of a 422 `address_import_invalid` answer, in file order. */
export function badLines(error: unknown): { line: number; message: string }[] {
  const details = (error as { data?: { details?: { lines?: unknown } } } | undefined)?.data?.details;
  return Array.isArray(details?.lines) ? (details.lines as { line: number; message: string }[]) : [];
}
