import { startTestPlatform, type TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled, startedForTheseTests } from '@cards/testing';
import WebSocket from 'ws';

/** The whole platform in-process: /metrics on the BFF is what Prometheus scrapes in embedded mode. */
describe('platform metrics on /metrics', () => {
  let t: TestPlatform;
  startedForTheseTests(startTestPlatform, (started) => (t = started), 120_000);

  const scrape = async () => (await fetch(`${t.baseUrl}/metrics`)).text();

  it('when /metrics is scraped, then it carries outbox lag per service, queue depth, socket count and the HTTP latency histogram', async () => {
    await fetch(`${t.baseUrl}/events`);
    const text = await scrape();
    for (const service of ['catalog', 'identity', 'cart-order', 'generation', 'rendering']) {
      expectLabelled(text, service).toMatch(new RegExp(`^outbox_pending\\{service="${service}"\\} \\d+$`, 'm'));
      expectLabelled(text, service).toMatch(new RegExp(`^outbox_oldest_pending_seconds\\{service="${service}"\\} [\\d.e+-]+$`, 'm'));
    }
    expect(text).toMatch(/^# TYPE queue_jobs gauge$/m);
    expect(text).toMatch(/^# TYPE job_duration_seconds histogram$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/events",status="200"\} \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('when a browser opens /ws, then ws_connections counts it and drops it after it closes', async () => {
    const count = async () => Number(/^ws_connections (\d+)$/m.exec(await scrape())?.[1]);
    const before = await count();
    const ws = new WebSocket(`${t.baseUrl.replace('http', 'ws')}/ws`, 'actioncable-v1-json');
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    expect(await count()).toBe(before + 1);
    ws.close();
    await new Promise((resolve) => ws.once('close', resolve));
    for (let i = 0; i < 100 && (await count()) !== before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await count()).toBe(before);
  });
});
