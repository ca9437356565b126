import type { Actor } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import type { TestPlatform } from '@cards/all-in-one/testing/test-platform';

export const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };
export const CUSTOMER: Actor = { user_id: 2, account_id: 2, email: 'ann@cards.test', admin: false };

/** The catalog service's own database connection, to look at rows behind the API. */
export function db(t: TestPlatform): DataSource {
  const catalog = t.platform.services.find((s) => s.name === 'catalog') as unknown as { dataSource(): DataSource };
  return catalog.dataSource();
}

/** Calls a catalog subject as the BFF would, with an explicit caller. */
export function rpc<T = unknown>(t: TestPlatform, subject: string, call: { actor?: Actor | null; params?: object; query?: object; body?: unknown }) {
  return t.platform.infra.rpc.request<T>(subject, { actor: call.actor ?? null, params: call.params ?? {}, query: call.query ?? {}, body: call.body });
}

export interface Tokens { admin: string; customer: string }

/**
 * Bearer tokens of an admin and a customer. Uses identity's test helpers
 * (`services/all-in-one/src/testing/users.ts`) when they are there; until then (or if
 * identity does not answer `identity.session.verify` yet) it serves that subject with a
 * stand-in knowing two fixed tokens, so the BFF's auth paths are still exercised end to end.
 */
export async function tokensFor(t: TestPlatform): Promise<Tokens> {
  try {
    const users = await import('@cards/all-in-one/testing/users');
    const admin = await users.loginAsAdmin(t);
    const customer = await users.signUpAndLogin(t);
    return { admin: admin.token, customer: customer.token };
  } catch (e) {
    const probe = await t.platform.infra.rpc.request('identity.session.verify', { token: 'probe' }).catch((err: { code?: string }) => err);
    // Identity answers already: its test helpers must be used, a stand-in would compete with it.
    if ((probe as { code?: string }).code !== 'service_unavailable') throw e;
    const tokens = { admin: 'test-admin-token', customer: 'test-customer-token' };
    await t.platform.infra.rpc.handle('identity.session.verify', async (data) => {
      const token = (data as { token: string }).token;
      const actor = token === tokens.admin ? ADMIN : token === tokens.customer ? CUSTOMER : undefined;
      if (!actor) {
        const { unauthorized } = await import('@cards/kit');
        throw unauthorized('Your session has expired or was revoked');
      }
      return { actor, jti: token, exp: Math.floor(Date.now() / 1000) + 3600 };
    });
    return tokens;
  }
}

/** fetch against the BFF with JSON in and out. */
export async function api(t: TestPlatform, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test convenience: bodies are asserted field by field
  const json: any = text ? JSON.parse(text) : undefined;
  return { status: res.status, headers: res.headers, body: json };
}
