import type { LoginBody, ProfileBody, SignupBody } from '@cards/contracts';
import { baseApi } from '../../api/base-api';
import type { User } from '../../api/types';

export interface LoginResult {
  token: string;
  user: User;
}
interface StatusReply {
  status: { code: number; message: string; data: { user: User } };
}

/** Identity calls (docs/api.md): signup, confirmation, login, logout, the current user, profile. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    signup: b.mutation<StatusReply, SignupBody>({ query: (body) => ({ url: '/signup', method: 'POST', body }) }),
    confirm: b.query<{ message: string; user?: User }, string>({
      query: (token) => ({ url: '/confirmation', params: { confirmation_token: token } }),
    }),
    resendConfirmation: b.mutation<{ message: string }, string>({
      query: (email) => ({ url: '/confirmation', method: 'POST', body: { user: { email } } }),
    }),
    login: b.mutation<LoginResult, LoginBody>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      transformResponse: (body: StatusReply, meta) => ({
        token: (meta?.response?.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, ''),
        user: body.status.data.user,
      }),
    }),
    logout: b.mutation<void, void>({ query: () => ({ url: '/logout', method: 'DELETE' }) }),
    getCurrentUser: b.query<User, void>({ query: () => '/user', providesTags: ['User'] }),
    updateProfile: b.mutation<User, ProfileBody>({
      query: (body) => ({ url: '/profile', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    undoEmailChange: b.mutation<{ message: string; user: User }, string>({
      query: (token) => ({ url: '/email/undo', method: 'POST', body: { user: { undo_token: token } } }),
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
