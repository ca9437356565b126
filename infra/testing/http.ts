import type { RestTarget } from './rest-target.js';
import { authHeaders } from './users.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One REST call to the BFF as a signed-in person (or a visitor without a token). Its parameters
 * read as the request line they make (`call(t, token, 'post', '/cards', body)`), in some 300
 * calls across the tests; an options object would only make each of them longer.
 */
// eslint-disable-next-line max-params -- the five parts of a request, in the order a request is written
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
