import type { Actor } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import type { TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { loginAsAdmin, signUpAndLogin } from '@cards/all-in-one/test-support/users';

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

/** Bearer tokens of the platform's admin and of a new, confirmed customer, through the REST API. */
export async function tokensFor(t: TestPlatform): Promise<Tokens> {
  const admin = await loginAsAdmin(t);
  const customer = await signUpAndLogin(t);
  return { admin: admin.token, customer: customer.token };
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
