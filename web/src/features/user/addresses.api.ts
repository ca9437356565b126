import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { cartOrder } from '../../api/route-table.gen';

export type AddressForm = RouteBodyOf<typeof cartOrder.createAddress>['address'];

/** The signed-in customer's address book (`/addresses`), which checkout also saves to. */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listAddresses: b.query({ ...endpoint(cartOrder.listAddresses, { query: { per_page: 200 } }), providesTags: ['Address'] }),
    createAddress: b.mutation({
      ...endpoint(cartOrder.createAddress, (address: AddressForm) => ({ body: { address } })),
      invalidatesTags: ['Address'],
    }),
    updateAddress: b.mutation({
      ...endpoint(
        cartOrder.updateAddress,
        ({ id, address }: { id: number; address: RouteBodyOf<typeof cartOrder.updateAddress>['address'] }) => ({
          params: { id },
          body: { address },
        }),
      ),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: b.mutation({
      ...endpoint(cartOrder.deleteAddress, (id: number) => ({ params: { id } })),
      // The cart may have pointed at it.
      invalidatesTags: ['Address', 'Cart'],
    }),
  }),
});

export const { useListAddressesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
