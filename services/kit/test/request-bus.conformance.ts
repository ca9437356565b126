import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AppError } from '../src/errors/app-error.js';
import type { RequestBus } from '../src/rpc/request-bus.port.js';
import { activeTraceId, inRootSpan, installTestTracing } from '@cards/testing/tracing';
import { deferred, unique } from './support/wait.js';

export interface RequestBusHarness {
  /** The bus as one more process sees it (a new connection; the memory adapter's one bus). */
  process(): Promise<RequestBus>;
  close(): Promise<void>;
}

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

/** The RequestBus contract, for any adapter. */
export function requestBusConformance(adapter: string, makeHarness: () => Promise<RequestBusHarness>) {
  describe(`RequestBus conformance: ${adapter}`, () => {
    installTestTracing();
    let h: RequestBusHarness;
    let subject: string;
    beforeEach(async () => {
      h = await makeHarness();
      subject = `kit.${unique('r')}.get`;
    });
    afterEach(async () => {
      await h.close();
    });

    it('when a request is answered, then the caller gets the JSON reply and the handler saw payload and headers', async () => {
      const [server, client] = [await h.process(), await h.process()];
      await server.handle(subject, async (data, ctx) => ({ echo: data, tenant: ctx.headers['x-tenant'] ?? null, at: new Date(0) }));
      const reply = await client.request<{ echo: unknown; tenant: string; at: string }>(
        subject,
        { id: 'a1', n: 2, nested: [1, { x: null }] },
        { headers: { 'x-tenant': 't9' } },
      );
      expect(reply).toEqual({ echo: { id: 'a1', n: 2, nested: [1, { x: null }] }, tenant: 't9', at: '1970-01-01T00:00:00.000Z' });
    });

    it('when there is no payload and no result, then both arrive as undefined', async () => {
      const [server, client] = [await h.process(), await h.process()];
      const seen = deferred<unknown>();
      await server.handle(subject, async (data) => {
        seen.resolve(data);
        return undefined;
      });
      expect(await client.request(subject, undefined)).toBeUndefined();
      expect(await seen.promise).toBeUndefined();
    });

    it('when the handler throws an AppError, then the caller gets one with the same status, code, message, details and headers', async () => {
      const [server, client] = [await h.process(), await h.process()];
      await server.handle(subject, async () => {
        throw new AppError(422, 'validation_failed', 'Invalid event.name', { 'event.name': ['Required'] }).withHeaders({
          'Retry-After': '3',
        });
      });
      const err = await rejection(client.request(subject, {}));
      expect(err).toMatchObject({
        status: 422,
        code: 'validation_failed',
        message: 'Invalid event.name',
        details: { 'event.name': ['Required'] },
        headers: { 'Retry-After': '3' },
      });
    });

    it('when the handler throws anything else, then the caller gets a 500 internal_error without the original message', async () => {
      const [server, client] = [await h.process(), await h.process()];
      await server.handle(subject, async () => {
        throw new Error('password=hunter2 in a stack');
      });
      const err = await rejection(client.request(subject, {}));
      expect(err.status).toBe(500);
      expect(err.code).toBe('internal_error');
      expect(err.message).not.toContain('hunter2');
    });

    it('when the handler does not answer in time, then the caller gets a 504 service_timeout', async () => {
      const [server, client] = [await h.process(), await h.process()];
      const release = deferred();
      await server.handle(subject, async () => {
        await release.promise;
        return 'late';
      });
      const err = await rejection(client.request(subject, {}, { timeoutMs: 150 }));
      release.resolve();
      expect(err).toMatchObject({ status: 504, code: 'service_timeout' });
    });

    it('when nothing handles the subject, then the caller gets a 503 service_unavailable', async () => {
      const client = await h.process();
      const err = await rejection(client.request(`${subject}_nobody`, {}, { timeoutMs: 2000 }));
      expect(err).toMatchObject({ status: 503, code: 'service_unavailable' });
    });

    it('when a subject has handlers in two processes, then each request is answered by exactly one of them and both take a share', async () => {
      const [p1, p2, client] = [await h.process(), await h.process(), await h.process()];
      const seen = { a: [] as number[], b: [] as number[] };
      await p1.handle(subject, async (d) => {
        seen.a.push((d as { i: number }).i);
        return 'a';
      });
      await p2.handle(subject, async (d) => {
        seen.b.push((d as { i: number }).i);
        return 'b';
      });
      const replies = await Promise.all(Array.from({ length: 40 }, (_, i) => client.request<string>(subject, { i })));
      expect([...seen.a, ...seen.b].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(replies.filter((r) => r === 'a')).toHaveLength(seen.a.length);
      expect(seen.a.length).toBeGreaterThan(0);
      expect(seen.b.length).toBeGreaterThan(0);
    });

    it('when a request is made inside a trace, then the handler runs in the same trace', async () => {
      const [server, client] = [await h.process(), await h.process()];
      await server.handle(subject, async () => activeTraceId());
      const { traceId, result } = await inRootSpan(() => client.request<string>(subject, {}));
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(result).toBe(traceId);
    });

    it('when the bus is closed, then its requests fail with 503 service_unavailable', async () => {
      const [server, client] = [await h.process(), await h.process()];
      await server.handle(subject, async () => 'ok');
      await client.close();
      const err = await rejection(client.request(subject, {}));
      expect(err).toMatchObject({ status: 503, code: 'service_unavailable' });
    });
  });
}
