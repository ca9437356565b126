import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { waitInWords as waitOf } from '@cards/contracts/wait-in-words';
import { baseApi } from '../../api/base-api';
import { request, type RouteBodyOf } from '../../api/route-request';
import { identity } from '../../api/route-table.gen';

/**
 * How a password call ended. Failures the pages explain in place (a 422's fields, a 429's
 * wait, the neutral answer to a reset request) arrive here as data rather than as errors, so
 * the app's error toasts never repeat them. Network failures and 401s stay errors and keep
 * the app's normal handling (the maintenance page, the sign-in redirect).
 */
export type PasswordOutcome =
  | { ok: true; message: string }
  | { ok: false; status: number | string; code: string | null; error: FetchBaseQueryError; retryAfter: number | null };

type Raw = { data?: unknown; error?: FetchBaseQueryError; meta?: { response?: Response } };

/** Seconds to wait from `Retry-After` (seconds or an HTTP date), else the body's `details.retry_after`. */
function retryAfter(r: Raw): number | null {
  const header = r.meta?.response?.headers.get('Retry-After');
  if (header) {
    const s = /^\d+$/.test(header.trim()) ? Number(header) : Math.ceil((Date.parse(header) - Date.now()) / 1000);
    if (Number.isFinite(s) && s > 0) return s;
  }
  const details = (r.error?.data as { details?: { retry_after?: unknown } } | undefined)?.details;
  return typeof details?.retry_after === 'number' && details.retry_after > 0 ? details.retry_after : null;
}

function settle(r: Raw): { data: PasswordOutcome } | { error: FetchBaseQueryError } {
  if (!r.error) return { data: { ok: true, message: (r.data as { message?: string } | null)?.message ?? '' } };
  if (r.error.status === 'FETCH_ERROR' || r.error.status === 401) return { error: r.error };
  const code = (r.error.data as { code?: unknown } | undefined)?.code;
  return {
    data: { ok: false, status: r.error.status, code: typeof code === 'string' ? code : null, error: r.error, retryAfter: retryAfter(r) },
  };
}

/** `POST /password` (mail a reset link) and `PUT /password` (set the new password with it). */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    requestPasswordReset: b.mutation<PasswordOutcome, string>({
      queryFn: async (email, _api, _extra, baseQuery) =>
        settle(await baseQuery(request(identity.requestPasswordReset, { body: { user: { email } } }))),
    }),
    resetPassword: b.mutation<PasswordOutcome, RouteBodyOf<typeof identity.resetPassword>>({
      queryFn: async (body, _api, _extra, baseQuery) => settle(await baseQuery(request(identity.resetPassword, { body }))),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useResetPasswordMutation } = passwordApi;

/** A wait in words: "45 seconds", "5 minutes", "2 hours"; "a little while" when unknown. */
export function waitInWords(seconds: number | null): string {
  return seconds == null ? 'a little while' : waitOf(seconds);
}
