import { baseApi } from '../../api/base-api';
import type { SampleCard } from '../../api/types';

/** `GET /cards/samples`: the showcase cards on the home and samples pages. */
export const samplesApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    samples: b.query<SampleCard[], void>({ query: () => '/cards/samples', providesTags: ['Sample'] }),
  }),
});

export const { useSamplesQuery } = samplesApi;
