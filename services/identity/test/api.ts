import type { EventEnvelope } from '@cards/contracts';
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
export async function recordEvents(t: IdentityHarness, subject: string) {
  const seen: EventEnvelope[] = [];
  await t.infra.bus.subscribe({
    durable: `test__${subject.replace(/\W+/g, '_')}_${seen.length}${Math.random().toString(36).slice(2, 8)}`,
    subject,
    ephemeral: true,
    handler: async (e) => {
      seen.push(e);
    },
  });
  return seen;
}
