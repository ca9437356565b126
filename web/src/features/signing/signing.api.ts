import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { generation } from '../../api/route-table.gen';

export type SignInput = RouteBodyOf<typeof generation.addSignature>['signature'];

/** The public signing page of a group card (no account): `/signing/{token}` (docs/group-cards.md). */
export const publicSigningApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getSigningPage: b.query({ ...endpoint(generation.signingPage, (token: string) => ({ params: { token } })) }),
    addSignature: b.mutation({
      ...endpoint(generation.addSignature, ({ token, signature }: { token: string; signature: SignInput }) => ({
        params: { token },
        body: { signature },
      })),
    }),
    editOwnSignature: b.mutation({
      ...endpoint(
        generation.editOwnSignature,
        ({ token, id, edit_token, signature }: { token: string; id: number } & RouteBodyOf<typeof generation.editOwnSignature>) => ({
          params: { token, id },
          body: { signature, edit_token },
        }),
      ),
    }),
  }),
});

export const { useGetSigningPageQuery, useAddSignatureMutation, useEditOwnSignatureMutation } = publicSigningApi;
