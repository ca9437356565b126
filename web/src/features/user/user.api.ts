import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/base-api';
import { endpoint, type RouteBodyOf, type RouteReplyOf } from '../../api/route-request';
import { identity } from '../../api/route-table.gen';
import type { User } from '../../api/types';

export interface LoginResult {
  token: string;
  user: User;
}

/** Identity calls (docs/api.md): signup, confirmation, login, logout, the current user, profile. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    signup: b.mutation({ ...endpoint(identity.signup, (body: RouteBodyOf<typeof identity.signup>) => ({ body })) }),
    confirm: b.query({
      ...endpoint(identity.confirm, (token: string) => ({ query: { confirmation_token: token } })),
    }),
    resendConfirmation: b.mutation({
      ...endpoint(identity.resendConfirmation, (email: string) => ({ body: { user: { email } } })),
    }),
    login: b.mutation({
      ...endpoint(identity.login, (body: RouteBodyOf<typeof identity.login>) => ({ body })),
      transformResponse: (body: RouteReplyOf<typeof identity.login>, meta: FetchBaseQueryMeta | undefined): LoginResult => ({
        token: (meta?.response?.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, ''),
        user: body.status.data.user,
      }),
    }),
    logout: b.mutation({ ...endpoint(identity.logout) }),
    getCurrentUser: b.query({ ...endpoint(identity.currentUser), providesTags: ['User'] }),
    updateProfile: b.mutation({
      ...endpoint(identity.updateProfile, (body: RouteBodyOf<typeof identity.updateProfile>) => ({ body })),
      invalidatesTags: ['User'],
    }),
    undoEmailChange: b.mutation({
      ...endpoint(identity.undoEmailChange, (token: string) => ({ body: { user: { undo_token: token } } })),
    }),
  }),
});

export const {
  useSignupMutation,
  useConfirmQuery,
  useResendConfirmationMutation,
  useLoginMutation,
  useLogoutMutation,
  useGetCurrentUserQuery,
  useUpdateProfileMutation,
  useUndoEmailChangeMutation,
} = userApi;
