import type { AddressInput } from '@cards/contracts';
import type { z } from 'zod';
import { baseApi } from '../../api/base-api';
import type { Address } from '../../api/types';

export type AddressForm = z.input<typeof AddressInput>;

/** The signed-in customer's address book (`/addresses`), which checkout also saves to. */
export const addressesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listAddresses: b.query<Address[], void>({ query: () => '/addresses?per_page=100', providesTags: ['Address'] }),
    createAddress: b.mutation<Address, AddressForm>({
      query: (address) => ({ url: '/addresses', method: 'POST', body: { address } }),
      invalidatesTags: ['Address'],
    }),
    updateAddress: b.mutation<Address, { id: number; address: Partial<AddressForm> }>({
      query: ({ id, address }) => ({ url: `/addresses/${id}`, method: 'PUT', body: { address } }),
      invalidatesTags: ['Address'],
    }),
    deleteAddress: b.mutation<void, number>({
      query: (id) => ({ url: `/addresses/${id}`, method: 'DELETE' }),
      // The cart may have pointed at it.
      invalidatesTags: ['Address', 'Cart'],
    }),
  }),
});

export const { useListAddressesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
