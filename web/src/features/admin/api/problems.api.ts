import type { ReprintAddress } from '@cards/contracts';
import { baseApi } from '../../../api/base-api';
import { endpoint } from '../../../api/route-request';
import { cartOrder } from '../../../api/route-table.gen';

/** The admin's answer to a reported card: reprint it (to a corrected address, if given), refund that card's share, or decline with a reason. */
export type ProblemResolution =
  { outcome: 'reprint'; address?: ReprintAddress } | { outcome: 'refund' } | { outcome: 'decline'; reason: string };

export const problemsApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    /** Reports still waiting for an answer, oldest first. */
    openProblems: b.query({
      ...endpoint(cartOrder.adminListProblems, { query: { status: 'open' as const } }),
      providesTags: [{ type: 'CardProblem', id: 'OPEN' }],
    }),
    /** One answer per report: asked twice (a double click) it answers the same. */
    resolveProblem: b.mutation({
      ...endpoint(cartOrder.adminResolveProblem, ({ id, resolution }: { id: number; resolution: ProblemResolution }) => ({
        params: { id },
        body: { resolution },
      })),
      invalidatesTags: [{ type: 'CardProblem', id: 'OPEN' }, 'Order'],
    }),
  }),
});

export const { useOpenProblemsQuery, useResolveProblemMutation } = problemsApi;
