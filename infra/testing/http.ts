import type { RestTarget } from './rest-target.js';
import { authHeaders } from './users.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One REST call to the BFF as a signed-in person (or a visitor without a token). */
export async function call<T = unknown>(
  t: RestTarget,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: token ? authHeaders(token) : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}
