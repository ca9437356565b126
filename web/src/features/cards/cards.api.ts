import type { Card, CardInstance, PhotoPanel } from '@cards/contracts';
import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { generation, uploadCardPhoto } from '../../api/route-table.gen';

export type CardInput = RouteBodyOf<typeof generation.createCard>['card'];
export type CardPatch = RouteBodyOf<typeof generation.updateCard>['card'];
export type CardInstancePatch = RouteBodyOf<typeof generation.updateCardInstance>['card_instance'];
export type CardPhotoPatch = RouteBodyOf<typeof generation.updateCardPhoto>['photo'];
export type EcardInput = { id: number } & RouteBodyOf<typeof generation.sendCardInstance>;

/** The card and the option a call on an option changes: both are reloaded. */
type OnOption = { id: number; card_id: number };
const optionTags = (_r: unknown, _e: unknown, a: OnOption) => [
  { type: 'CardInstance' as const, id: a.id },
  { type: 'Card' as const, id: a.card_id },
];
/** A new design spends one of the month's: the counter is read again. */
const ALLOWANCE = { type: 'Allowance' as const, id: 'ME' };
const cardAndList = (_r: unknown, _e: unknown, a: { card_id: number }) => [
  { type: 'Card' as const, id: a.card_id },
  { type: 'Card' as const, id: 'LIST' },
];

/** The builder `injectEndpoints` hands its `endpoints`, for the groups of endpoints below. */
type Builder = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

/** An option's earlier words and artwork, and putting one back. */
const historyEndpoints = (b: Builder) => ({
  /** The option's words over time; reloaded with its card, as new words arrive by the socket. */
  wordsHistory: b.query({
    ...endpoint(generation.cardWordsHistory, ({ id }: OnOption) => ({ params: { id } })),
    providesTags: (_r, _e, a) => optionTags(_r, _e, a),
  }),
  restoreWords: b.mutation({
    ...endpoint(generation.restoreCardWords, ({ id, version }: OnOption & { version: number }) => ({
      params: { id },
      body: { version },
    })),
    invalidatesTags: optionTags,
  }),
  /** The option's artwork over time; reloaded with its card, as new artwork arrives by the socket. */
  artworkHistory: b.query({
    ...endpoint(generation.cardArtworkHistory, ({ id }: OnOption) => ({ params: { id } })),
    providesTags: (_r, _e, a) => optionTags(_r, _e, a),
  }),
  restoreArtwork: b.mutation({
    ...endpoint(generation.restoreCardArtwork, ({ id, version }: OnOption & { version: number }) => ({
      params: { id },
      body: { version },
    })),
    invalidatesTags: optionTags,
  }),
});

/** The customer's photos on a card: upload, crop and text band, removal. */
const photoEndpoints = (b: Builder) => ({
  uploadCardPhoto: b.mutation({
    ...endpoint(uploadCardPhoto, ({ card_id, panel, file }: { card_id: number; panel: PhotoPanel; file: File }) => {
      const body = new FormData();
      body.append('photo', file, file.name);
      return { params: { id: card_id, panel }, body };
    }),
    invalidatesTags: cardAndList,
  }),
  updateCardPhoto: b.mutation({
    ...endpoint(
      generation.updateCardPhoto,
      ({ card_id, panel, crop, text_band }: { card_id: number; panel: PhotoPanel } & CardPhotoPatch) => ({
        params: { id: card_id, panel },
        body: { photo: { crop, text_band } },
      }),
    ),
    invalidatesTags: cardAndList,
  }),
  deleteCardPhoto: b.mutation({
    ...endpoint(generation.deleteCardPhoto, ({ card_id, panel }: { card_id: number; panel: PhotoPanel }) => ({
      params: { id: card_id, panel },
    })),
    invalidatesTags: cardAndList,
  }),
});

/**
 * Cards and card instances (docs/api.md). Lists provide `Card/LIST`; each card provides
 * `Card/<id>`, so the realtime `card_updated` message reloads the list and, when the ids
 * match, the card on screen.
 */
/**
 * The saved option (words now the customer's own) is shown at once, before the refetch:
 * Regenerate pressed straight after Save asks first, as it does a moment later.
 */
async function showSavedOption(
  { id, card_id }: OnOption & { card_instance: CardInstancePatch },
  { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: CardInstance }> },
) {
  const saved = await queryFulfilled.then((r) => r.data).catch(() => undefined);
  if (!saved) return;
  dispatch(cardsApi.util.updateQueryData('getCardInstance', id, () => saved));
  dispatch(
    cardsApi.util.updateQueryData('getCard', card_id, (card) => {
      const at = card.card_instances?.findIndex((i) => i.id === id) ?? -1;
      if (at >= 0) card.card_instances![at] = saved;
    }),
  );
}

/**
 * The list holds each card whole: its tiles' drawn covers read them from the card's own cache
 * entry, seeded here, with no request per tile.
 */
async function seedEachCard(
  _q: unknown,
  { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: Card[] }> },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: [] as Card[] }));
  if (data.length) dispatch(cardsApi.util.upsertQueryEntries(data.map((c) => ({ endpointName: 'getCard' as const, arg: c.id, value: c }))));
}

export const cardsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    listCards: b.query({
      ...endpoint(generation.listCards, (q: { search?: string } | void) => ({
        query: q?.search ? { search: q.search, per_page: 100 } : { per_page: 100 },
      })),
      providesTags: (r) => [{ type: 'Card', id: 'LIST' }, ...(r ?? []).map((c) => ({ type: 'Card' as const, id: c.id }))],
      onQueryStarted: seedEachCard,
    }),
    getCard: b.query({
      ...endpoint(generation.getCard, (id: number) => ({ params: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    createCard: b.mutation({
      ...endpoint(generation.createCard, (card: CardInput) => ({ body: { card } })),
      invalidatesTags: [{ type: 'Card', id: 'LIST' }],
    }),
    updateCard: b.mutation({
      ...endpoint(generation.updateCard, ({ id, card }: { id: number; card: CardPatch }) => ({ params: { id }, body: { card } })),
      invalidatesTags: (_r, _e, a) => [
        { type: 'Card', id: a.id },
        { type: 'Card', id: 'LIST' },
      ],
    }),
    deleteCard: b.mutation({
      ...endpoint(generation.deleteCard, (id: number) => ({ params: { id } })),
      invalidatesTags: [{ type: 'Card', id: 'LIST' }],
    }),
    generateCard: b.mutation({
      ...endpoint(generation.generateCard, (id: number) => ({ params: { id } })),
      invalidatesTags: (_r, _e, id) => [{ type: 'Card', id }, { type: 'Card', id: 'LIST' }, ALLOWANCE],
    }),
    getAllowance: b.query({
      ...endpoint(generation.getAllowance),
      providesTags: [ALLOWANCE],
    }),
    buyDesignPack: b.mutation({ ...endpoint(generation.buyDesignPack, (id: number) => ({ params: { id } })) }),
    paymentSession: b.mutation({
      ...endpoint(generation.paymentSession, ({ session_id, startGenerating }: { session_id: string; startGenerating: boolean }) => ({
        query: { session_id, startGenerating: startGenerating ? 'true' : 'false' } as const,
      })),
      invalidatesTags: (r) => [{ type: 'Card', id: 'LIST' }, ALLOWANCE, ...(r?.card ? [{ type: 'Card' as const, id: r.card.id }] : [])],
    }),
    getCardInstance: b.query({
      ...endpoint(generation.getCardInstance, (id: number) => ({ params: { id } })),
      providesTags: (r, _e, id) => [{ type: 'CardInstance', id }, ...(r ? [{ type: 'Card' as const, id: r.card_id }] : [])],
    }),
    updateCardInstance: b.mutation({
      ...endpoint(generation.updateCardInstance, ({ id, card_instance }: OnOption & { card_instance: CardInstancePatch }) => ({
        params: { id },
        body: { card_instance },
      })),
      onQueryStarted: showSavedOption,
      invalidatesTags: optionTags,
    }),
    deleteCardInstance: b.mutation({
      ...endpoint(generation.deleteCardInstance, ({ id }: OnOption) => ({ params: { id } })),
      invalidatesTags: cardAndList,
    }),
    regenerateText: b.mutation({
      ...endpoint(generation.regenerateText, ({ id, front }: OnOption & { front?: boolean }) => ({
        params: { id },
        body: { front: !!front },
      })),
      invalidatesTags: (r, e, a) => [...optionTags(r, e, a), ALLOWANCE],
    }),
    regenerateImage: b.mutation({
      ...endpoint(generation.regenerateImage, ({ id }: OnOption) => ({ params: { id } })),
      invalidatesTags: (r, e, a) => [...optionTags(r, e, a), ALLOWANCE],
    }),
    ...historyEndpoints(b),
    ...photoEndpoints(b),
    sendEcard: b.mutation({
      ...endpoint(generation.sendCardInstance, ({ id, ...body }: EcardInput) => ({ params: { id }, body })),
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
  useWordsHistoryQuery,
  useRestoreWordsMutation,
  useArtworkHistoryQuery,
  useRestoreArtworkMutation,
  useGetAllowanceQuery,
  useBuyDesignPackMutation,
  useSendEcardMutation,
  usePaymentSessionMutation,
  useUploadCardPhotoMutation,
  useUpdateCardPhotoMutation,
  useDeleteCardPhotoMutation,
} = cardsApi;
