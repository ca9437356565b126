import type { CardSignature, CardSigning, SigningLink } from '@cards/contracts';
import { baseApi } from '../../api/base-api';

/**
 * The owner's side of a group card (docs/group-cards.md). The signing state provides the card's
 * own tag, so the realtime `card_updated` a new signature brings reloads it without a refresh.
 */
export const signingApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getCardSigning: b.query<CardSigning, number>({
      query: (id) => `/cards/${id}/signing`,
      providesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    openSigning: b.mutation<SigningLink, { card_id: number; closes_at: string | null }>({
      query: ({ card_id, closes_at }) => ({ url: `/cards/${card_id}/signing`, method: 'POST', body: { signing: { closes_at } } }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Card', id: a.card_id }],
    }),
    closeSigning: b.mutation<void, number>({
      query: (id) => ({ url: `/cards/${id}/signing`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    updateCardSignature: b.mutation<CardSignature, { card_id: number; id: number; signature: { name?: string; message?: string } }>({
      query: ({ card_id, id, signature }) => ({ url: `/cards/${card_id}/signatures/${id}`, method: 'PUT', body: { signature } }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Card', id: a.card_id }],
    }),
    deleteCardSignature: b.mutation<void, { card_id: number; id: number }>({
      query: ({ card_id, id }) => ({ url: `/cards/${card_id}/signatures/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Card', id: a.card_id }],
    }),
  }),
});

export const {
  useGetCardSigningQuery,
  useOpenSigningMutation,
  useCloseSigningMutation,
  useUpdateCardSignatureMutation,
  useDeleteCardSignatureMutation,
} = signingApi;
