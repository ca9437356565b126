import { baseApi } from '../../api/base-api';
import type { CardPhoto, PaymentSessionReply, PhotoCrop, PhotoPanel, TextBand } from '@cards/contracts';
import type { Card, CardInput, CardInstance } from '../../api/types';

export interface EcardInput {
  id: number;
  email: string;
  message?: string;
}

/**
 * Cards and card instances (docs/api.md). Lists provide `Card/LIST`; each card provides
 * `Card/<id>`, so the realtime `card_updated` message reloads the list and, when the ids
 * match, the card on screen.
 */
export const cardsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listCards: b.query<Card[], { search?: string } | void>({
      query: (q) => ({ url: '/cards', params: q?.search ? { search: q.search, per_page: 100 } : { per_page: 100 } }),
      providesTags: (r) => [{ type: 'Card', id: 'LIST' }, ...(r ?? []).map((c) => ({ type: 'Card' as const, id: c.id }))],
    }),
    getCard: b.query<Card, number>({ query: (id) => `/cards/${id}`, providesTags: (_r, _e, id) => [{ type: 'Card', id }] }),
    createCard: b.mutation<Card, CardInput>({
      query: (card) => ({ url: '/cards', method: 'POST', body: { card } }),
      invalidatesTags: [{ type: 'Card', id: 'LIST' }],
    }),
    updateCard: b.mutation<Card, { id: number; card: Partial<Omit<CardInput, 'event_id'>> & { favourite?: boolean } }>({
      query: ({ id, card }) => ({ url: `/cards/${id}`, method: 'PUT', body: { card } }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    deleteCard: b.mutation<void, number>({
      query: (id) => ({ url: `/cards/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Card', id: 'LIST' }],
    }),
    generateCard: b.mutation<Card | CardInstance[], number>({
      query: (id) => ({ url: `/cards/${id}/generate`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Card', id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    paymentSession: b.mutation<PaymentSessionReply, { session_id: string; startGenerating: boolean }>({
      query: ({ session_id, startGenerating }) => ({
        url: '/payment_session',
        params: { session_id, startGenerating: String(startGenerating) },
      }),
      invalidatesTags: (r) => [{ type: 'Card', id: 'LIST' }, ...(r?.card ? [{ type: 'Card' as const, id: r.card.id }] : [])],
    }),
    getCardInstance: b.query<CardInstance, number>({
      query: (id) => `/card_instances/${id}`,
      providesTags: (r, _e, id) => [{ type: 'CardInstance', id }, ...(r ? [{ type: 'Card' as const, id: r.card_id }] : [])],
    }),
    updateCardInstance: b.mutation<
      CardInstance,
      { id: number; card_id: number; card_instance: Partial<Pick<CardInstance, 'text' | 'front_text' | 'rating' | 'feedback'>> }
    >({
      query: ({ id, card_instance }) => ({ url: `/card_instances/${id}`, method: 'PUT', body: { card_instance } }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'CardInstance', id: a.id },
        { type: 'Card', id: a.card_id },
      ],
    }),
    deleteCardInstance: b.mutation<void, { id: number; card_id: number }>({
      query: ({ id }) => ({ url: `/card_instances/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.card_id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    regenerateText: b.mutation<CardInstance, { id: number; card_id: number; front?: boolean }>({
      query: ({ id, front }) => ({ url: `/card_instances/${id}/regenerate_text`, method: 'POST', body: { front: !!front } }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'CardInstance', id: a.id },
        { type: 'Card', id: a.card_id },
      ],
    }),
    regenerateImage: b.mutation<CardInstance, { id: number; card_id: number }>({
      query: ({ id }) => ({ url: `/card_instances/${id}/regenerate_image`, method: 'POST' }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'CardInstance', id: a.id },
        { type: 'Card', id: a.card_id },
      ],
    }),
    uploadCardPhoto: b.mutation<CardPhoto, { card_id: number; panel: PhotoPanel; file: File }>({
      query: ({ card_id, panel, file }) => {
        const body = new FormData();
        body.append('photo', file, file.name);
        return { url: `/cards/${card_id}/photos/${panel}`, method: 'POST', body };
      },
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.card_id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    updateCardPhoto: b.mutation<CardPhoto, { card_id: number; panel: PhotoPanel; crop?: PhotoCrop; text_band?: TextBand }>({
      query: ({ card_id, panel, crop, text_band }) => ({
        url: `/cards/${card_id}/photos/${panel}`,
        method: 'PUT',
        body: { photo: { crop, text_band } },
      }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.card_id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    deleteCardPhoto: b.mutation<void, { card_id: number; panel: PhotoPanel }>({
      query: ({ card_id, panel }) => ({ url: `/cards/${card_id}/photos/${panel}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.card_id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    sendEcard: b.mutation<{ status: 'sent'; email: string }, EcardInput>({
      query: ({ id, email, message }) => ({ url: `/card_instances/${id}/send`, method: 'POST', body: { email, message } }),
    }),
  }),
});

export const {
  useListCardsQuery,
  useGetCardQuery,
  useCreateCardMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
  useGenerateCardMutation,
  useGetCardInstanceQuery,
  useUpdateCardInstanceMutation,
  useDeleteCardInstanceMutation,
  useRegenerateTextMutation,
  useRegenerateImageMutation,
  useSendEcardMutation,
  usePaymentSessionMutation,
  useUploadCardPhotoMutation,
  useUpdateCardPhotoMutation,
  useDeleteCardPhotoMutation,
} = cardsApi;
