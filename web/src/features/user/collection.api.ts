import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

export type GiveAddressForm = RouteBodyOf<typeof cartOrder.giveAddress>;

/**
 * Collection links: the public form a person gives their own address on (`/collect/{token}`),
 * and the sender's links and offered updates on the address book page.
 */
export const collectionApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    openCollectionLink: b.query({ ...endpoint(cartOrder.openCollectionLink, (token: string) => ({ params: { token } })) }),
    giveAddress: b.mutation({
      ...endpoint(cartOrder.giveAddress, ({ token, form }: { token: string; form: GiveAddressForm }) => ({
        params: { token },
        body: form,
      })),
    }),
    listCollectionLinks: b.query({ ...endpoint(cartOrder.listCollectionLinks), providesTags: ['Address'] }),
    createCollectionLink: b.mutation({
      ...endpoint(cartOrder.createCollectionLink, (groupId: number) => ({ params: { id: groupId }, body: { days: 14 } })),
      invalidatesTags: ['Address'],
    }),
    turnOffCollectionLink: b.mutation({
      ...endpoint(cartOrder.turnOffCollectionLink, (id: number) => ({ params: { id } })),
      invalidatesTags: ['Address'],
    }),
    listOfferedUpdates: b.query({ ...endpoint(cartOrder.listOfferedUpdates), providesTags: ['Address'] }),
    acceptOfferedUpdate: b.mutation({
      ...endpoint(cartOrder.acceptOfferedUpdate, (id: number) => ({ params: { id } })),
      invalidatesTags: ['Address'],
    }),
    dismissOfferedUpdate: b.mutation({
      ...endpoint(cartOrder.dismissOfferedUpdate, (id: number) => ({ params: { id } })),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const {
  useOpenCollectionLinkQuery,
  useGiveAddressMutation,
  useListCollectionLinksQuery,
  useCreateCollectionLinkMutation,
  useTurnOffCollectionLinkMutation,
  useListOfferedUpdatesQuery,
  useAcceptOfferedUpdateMutation,
  useDismissOfferedUpdateMutation,
} = collectionApi;
