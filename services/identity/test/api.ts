import { recordEvents as recordOn } from '@cards/testing/events';
import type { IdentityHarness } from './support/identity-harness.js';

/** One REST call: status, headers and the parsed body. */
export async function api(
  t: IdentityHarness,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body: any = text ? JSON.parse(text) : null;
  return { status: res.status, headers: res.headers, body, text };
}

/** Records every event of `subject` (wildcards allowed) published from now on. */
export function recordEvents(t: IdentityHarness, subject: string) {
  return recordOn(t.infra.bus, subject);
}
