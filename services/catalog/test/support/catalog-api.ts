import type { Actor, CallDefinition, RpcCall } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import { startedForTheseTests } from '@cards/testing';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness.js';

export const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };
export const CUSTOMER: Actor = { user_id: 2, account_id: 2, email: 'ann@cards.test', admin: false };

/** Makes a catalog call as the BFF would, with an explicit caller; the reply is parsed with the call's schema. */
export async function rpc<T = unknown>(
  t: CatalogHarness,
  def: CallDefinition<typeof RpcCall>,
  call: { actor?: Actor | null; params?: object; query?: object; body?: unknown },
): Promise<T> {
  return (await requestCall(t.infra.rpc, def, {
    actor: call.actor ?? null,
    params: { ...call.params },
    query: { ...call.query },
    body: call.body,
  })) as T;
}

export interface Tokens {
  admin: string;
  customer: string;
}

/** Bearer tokens of an admin and of a customer, from the identity fake. */
export function tokensFor(t: CatalogHarness): Tokens {
  return { admin: t.identity.signIn(ADMIN), customer: t.identity.signIn(CUSTOMER) };
}

/**
 * One catalog harness for a file's tests: started before them, its harness and tokens handed to
 * `use`, and stopped after them.
 */
export function catalogForTheseTests(use: (t: CatalogHarness, tok: Tokens) => void): void {
  startedForTheseTests(startCatalogHarness, (t) => use(t, tokensFor(t)));
}

/** fetch against the BFF with JSON in and out. */
export async function api(
  t: CatalogHarness,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
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
