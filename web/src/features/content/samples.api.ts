import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { generation } from '../../api/route-table.gen';
import type { Card } from '../../api/types';

/** `GET /cards/samples`: the showcase cards on the home and samples pages. */
export const samplesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    samples: b.query({ ...endpoint(generation.cardSamples), providesTags: ['Sample'] }),
  }),
});

export const { useSamplesQuery } = samplesApi;

/** What a sample tile shows: the card's title, occasion and its first finished picture. */
export function toSample(c: Card) {
  const cover = c.card_instances.find((i) => i.status === 'ready' && i.thumbnail_url) ?? c.card_instances[0];
  return {
    key: String(c.id),
    title: c.title || `${c.event?.name ?? 'Card'} for ${c.recipient_name}`,
    occasion: c.event?.name ?? '',
    src: cover?.thumbnail_url ?? null,
  };
}
