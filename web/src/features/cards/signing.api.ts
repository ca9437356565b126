import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf } from '../../api/route-request';
import { generation } from '../../api/route-table.gen';

type OnCard = (_r: unknown, _e: unknown, a: { card_id: number }) => Array<{ type: 'Card'; id: number }>;
const theCard: OnCard = (_r, _e, a) => [{ type: 'Card', id: a.card_id }];

/**
 * The owner's side of a group card (docs/group-cards.md). The signing state provides the card's
 * own tag, so the realtime `card_updated` a new signature brings reloads it without a refresh.
 */
export const signingApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getCardSigning: b.query({
      ...endpoint(generation.getCardSigning, (id: number) => ({ params: { id } })),
      providesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    openSigning: b.mutation({
      ...endpoint(generation.openSigning, ({ card_id, closes_at }: { card_id: number; closes_at: string | null }) => ({
        params: { id: card_id },
        body: { signing: { closes_at } },
      })),
      invalidatesTags: theCard,
    }),
    closeSigning: b.mutation({
      ...endpoint(generation.closeSigning, (id: number) => ({ params: { id } })),
      invalidatesTags: (_r, _e, id) => [{ type: 'Card', id }],
    }),
    updateCardSignature: b.mutation({
      ...endpoint(
        generation.updateCardSignature,
        ({ card_id, id, signature }: { card_id: number; id: number } & RouteBodyOf<typeof generation.updateCardSignature>) => ({
          params: { id: card_id, signature_id: id },
          body: { signature },
        }),
      ),
      invalidatesTags: theCard,
    }),
    deleteCardSignature: b.mutation({
      ...endpoint(generation.deleteCardSignature, ({ card_id, id }: { card_id: number; id: number }) => ({
        params: { id: card_id, signature_id: id },
      })),
      invalidatesTags: theCard,
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
