import { baseApi } from '../../api/base-api';
import { endpoint } from '../../api/route-request';
import { generation } from '../../api/route-table.gen';

/** The public page of an e-card (no account): `/ecards/{token}`, the link its mail carries. */
export const ecardApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    getEcard: b.query({ ...endpoint(generation.ecardPage, (token: string) => ({ params: { token } })) }),
  }),
});

export const { useGetEcardQuery } = ecardApi;
