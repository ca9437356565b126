import { randomBytes } from 'node:crypto';
import { RenderingCalls } from '@cards/contracts';
import { installTestTracing } from '@cards/testing/tracing';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, testServers } from '@cards/testing';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';
import { signUpAndLogin } from '@cards/testing/users';

/**
 * One trace from the browser's request to the PDF: the BFF's HTTP span, the request to the
 * rendering service over NATS, the BullMQ job and the Chromium render all carry the trace id
 * the browser sent in `traceparent`. Spans are collected by an in-memory exporter.
 */
describe('tracing across the platform', () => {
  const exporter = installTestTracing();
  let t: TestPlatform;

  beforeAll(async () => {
    const redis = `${testServers().redisUrl.replace(/\/\d*$/, '')}/9`;
    t = await startTestPlatform({ env: { BUS: 'nats', NATS_URL: testServers().natsUrl, QUEUE: 'bullmq', REDIS_URL: redis } });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  }, 60_000);

  it('when a customer downloads a card PDF, then one trace runs from the HTTP request through NATS and BullMQ to the Chromium render', async () => {
    const { token } = await signUpAndLogin(t, { name: 'Tracy' });
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const events = (await (await fetch(`${t.baseUrl}/events`)).json()) as Array<{ id: number; slug: string }>;
    const card = (await (
      await fetch(`${t.baseUrl}/cards`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ card: { event_id: events[0]!.id, recipient_name: 'Ada', sender_name: 'Tracy' } }),
      })
    ).json()) as { id: number };
    expect((await fetch(`${t.baseUrl}/cards/${card.id}/generate`, { method: 'POST', headers: auth })).status).toBe(202);
    let option: { id: number } | undefined;
    await eventually(
      async () => {
        const c = (await (await fetch(`${t.baseUrl}/cards/${card.id}`, { headers: auth })).json()) as {
          card_instances: Array<{ id: number; status: string }>;
        };
        option = c.card_instances.find((i) => i.status === 'ready');
        return !!option;
      },
      { timeout: 60_000, interval: 250 },
    ).toBe(true);

    const traceId = randomBytes(16).toString('hex');
    const traceparent = `00-${traceId}-${randomBytes(8).toString('hex')}-01`;
    let pdf: Response | undefined;
    await eventually(
      async () => {
        // A render still in the queue answers 503 render_pending; the browser asks again in the same trace.
        pdf = await fetch(`${t.baseUrl}/card_instances/${option!.id}.pdf`, { headers: { authorization: `Bearer ${token}`, traceparent } });
        return pdf.status;
      },
      { timeout: 90_000, interval: 500 },
    ).toBe(200);
    expect((await pdf!.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    let names: string[] = [];
    let rootNames: string[] = [];
    await eventually(
      () => {
        const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
        names = spans.map((s) => s.name);
        // Every span of the trace hangs off another span of it, except the one the browser
        // started. Spans end after the answer (the HTTP span when the last byte is handed to the
        // socket, the job's when the worker has stored the file, the NATS request's when its
        // reply is read), so a child can be exported before its parent: wait for all of them.
        const ids = new Set(spans.map((s) => s.spanContext().spanId));
        rootNames = spans.filter((s) => !ids.has(s.parentSpanContext?.spanId ?? '')).map((s) => s.name);
        return (
          names.some((n) => n.startsWith('HTTP GET')) &&
          names.includes(RenderingCalls.cardInstancePdf.subject) &&
          names.includes('chromium print-pdf') &&
          names.includes('rendering render-print-pdf') &&
          rootNames.every((n) => n.startsWith('HTTP GET'))
        );
      },
      { timeout: 20_000 },
    ).toBe(true);
    expect(names.some((n) => n.startsWith('HTTP GET'))).toBe(true);
    expect(names).toContain(RenderingCalls.cardInstancePdf.subject);
    expect(names).toContain('rendering render-print-pdf');
    expect(names).toContain('chromium print-pdf');
    expect(rootNames.filter((n) => !n.startsWith('HTTP GET'))).toEqual([]);
  }, 240_000);
});
