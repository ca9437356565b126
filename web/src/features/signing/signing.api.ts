import type { SignerSignature, SigningPage } from '@cards/contracts';
import { baseApi } from '../../api/base-api';

export interface SignInput {
  name: string;
  message: string;
}

/** The public signing page of a group card (no account): `/signing/{token}` (docs/group-cards.md). */
export const publicSigningApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getSigningPage: b.query<SigningPage, string>({ query: (token) => `/signing/${encodeURIComponent(token)}` }),
    addSignature: b.mutation<SignerSignature, { token: string; signature: SignInput }>({
      query: ({ token, signature }) => ({ url: `/signing/${encodeURIComponent(token)}/signatures`, method: 'POST', body: { signature } }),
    }),
    editOwnSignature: b.mutation<SignerSignature, { token: string; id: number; edit_token: string; signature: Partial<SignInput> }>({
      query: ({ token, id, edit_token, signature }) => ({
        url: `/signing/${encodeURIComponent(token)}/signatures/${id}`,
        method: 'PUT',
        body: { signature, edit_token },
      }),
    }),
  }),
});

export const { useGetSigningPageQuery, useAddSignatureMutation, useEditOwnSignatureMutation } = publicSigningApi;
