import type { Card, EventEnvelope } from '@cards/contracts';
import { CardInstanceUpdatedData } from '@cards/contracts';
import { createBullmqJobQueue, createLogger } from '@cards/kit';
import { startRedis } from '../../infra/testing/servers.js';
import { startGenerationPlatform, type BenchPlatform } from './platform.js';

/**
 * bench/generation: `POST /cards/{id}/generate` → all three options `ready`, with the offline
 * generators, on the embedded queue and on BullMQ (a redis-server started here on a free
 * loopback port); and generation jobs per second through BullMQ against no-op jobs on the
 * same Redis and concurrency, measured in the same run (the ratio says what the real work —
 * words, SVG, two PostgreSQL transactions and events per job — costs over BullMQ itself).
 * An option is `ready` once its words and artwork exist (its thumbnails are drawn when first
 * looked at): what the customer waits for. Goal: p50 ≤ 1 s on both queues.
 */
export const name = 'generation';

const LATENCY_RUNS = Number(process.env.BENCH_GEN_RUNS ?? 30);
const BURST_CARDS = Number(process.env.BENCH_GEN_BURST ?? 40);
const CONCURRENCY = 8;

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

async function api<T>(b: BenchPlatform, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${b.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Resolves when every option of a card is ready, from the service's own events (no polling). */
function readiness(b: BenchPlatform) {
  const waiting = new Map<number, { want: Set<number>; resolve: () => void }>();
  const ready = new Map<number, Set<number>>();
  const sub = b.infra.bus.subscribe({
    durable: 'bench__card_instance_updated',
    subject: 'generation.card_instance.updated.v1',
    ephemeral: true,
    concurrency: 64,
    handler: async (e: EventEnvelope) => {
      const d = CardInstanceUpdatedData.parse(e.data);
      if (d.status !== 'ready') return;
      const set = ready.get(d.card_id) ?? new Set<number>();
      set.add(d.card_instance_id);
      ready.set(d.card_id, set);
      const w = waiting.get(d.card_id);
      if (w && [...w.want].every((i) => set.has(i))) {
        waiting.delete(d.card_id);
        w.resolve();
      }
    },
  });
  return {
    sub,
    until(cardId: number, ids: number[]) {
      const set = ready.get(cardId);
      if (set && ids.every((i) => set.has(i))) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.set(cardId, { want: new Set(ids), resolve }));
    },
  };
}

async function latency(b: BenchPlatform, eventId: number): Promise<number[]> {
  const r = readiness(b);
  await r.sub;
  const out: number[] = [];
  for (let i = 0; i < LATENCY_RUNS + 3; i++) {
    const card = await api<Card>(b, 'POST', '/cards', {
      card: { event_id: eventId, recipient_name: `Sam ${i}`, sender_name: 'Alex', details: 'loves long walks' },
    });
    const t0 = performance.now();
    const gen = await api<Card>(b, 'POST', `/cards/${card.id}/generate`, {});
    await r.until(
      card.id,
      gen.card_instances.map((x) => x.id),
    );
    if (i >= 3) out.push(performance.now() - t0); // the first few warm up the JIT and the pools
  }
  await (await r.sub).stop();
  return out;
}

async function burst(b: BenchPlatform, eventId: number): Promise<{ jobs: number; seconds: number }> {
  const r = readiness(b);
  await r.sub;
  const cards = await Promise.all(
    Array.from({ length: BURST_CARDS }, (_, i) =>
      api<Card>(b, 'POST', '/cards', { card: { event_id: eventId, recipient_name: `Burst ${i}` } }),
    ),
  );
  const t0 = performance.now();
  const gens = await Promise.all(cards.map((c) => api<Card>(b, 'POST', `/cards/${c.id}/generate`, {})));
  await Promise.all(
    gens.map((g) =>
      r.until(
        g.id,
        g.card_instances.map((x) => x.id),
      ),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  await (await r.sub).stop();
  return { jobs: gens.reduce((n, g) => n + g.card_instances.length * 2, 0), seconds };
}

/** No-op jobs through the same kind of queue, same Redis, same concurrency: the ceiling. */
async function noopJobsPerSecond(redisUrl: string, n = 3000): Promise<number> {
  const log = createLogger('bench-noop', 'warn');
  const { queue } = await createBullmqJobQueue(redisUrl, log);
  let done = 0;
  let finished!: () => void;
  const all = new Promise<void>((r) => {
    finished = r;
  });
  const worker = queue.work(
    'bench-noop',
    async () => {
      if (++done === n) finished();
    },
    { concurrency: CONCURRENCY },
  );
  const t0 = performance.now();
  await Promise.all(Array.from({ length: n }, (_, i) => queue.add('bench-noop', 'noop', { i })));
  await all;
  const rate = n / ((performance.now() - t0) / 1000);
  await worker.close();
  await queue.close();
  return rate;
}

async function eventIdOf(b: BenchPlatform) {
  const events = (await (await fetch(`${b.baseUrl}/events?per_page=200`)).json()) as Array<{ id: number; slug: string }>;
  return events.find((e) => e.slug === 'birthday')!.id;
}

export async function run(): Promise<{ ok: boolean }> {
  const deadline = setTimeout(() => {
    console.error('generation bench: over 5 minutes, giving up');
    process.exit(2);
  }, 300_000);
  deadline.unref();

  const mem = await startGenerationPlatform({ QUEUE: 'memory', GENERATION_WORKER_CONCURRENCY: String(CONCURRENCY) });
  let memLat: number[];
  try {
    memLat = await latency(mem, await eventIdOf(mem));
  } finally {
    await mem.stop();
  }

  const redis = await startRedis();
  let bullLat: number[];
  let jobs: { jobs: number; seconds: number };
  let noop: number;
  try {
    const bull = await startGenerationPlatform({
      QUEUE: 'bullmq',
      REDIS_URL: redis.url,
      GENERATION_WORKER_CONCURRENCY: String(CONCURRENCY),
    });
    try {
      const ev = await eventIdOf(bull);
      bullLat = await latency(bull, ev);
      jobs = await burst(bull, ev);
    } finally {
      await bull.stop();
    }
    noop = await noopJobsPerSecond(redis.url);
  } finally {
    await redis.stop();
  }

  const rate = jobs.jobs / jobs.seconds;
  const row = (label: string, xs: number[]) =>
    console.log(
      `${label.padEnd(34)} p50 ${pct(xs, 50).toFixed(0).padStart(5)} ms  p90 ${pct(xs, 90).toFixed(0).padStart(5)} ms  max ${Math.max(...xs)
        .toFixed(0)
        .padStart(5)} ms  (goal p50 ≤ 1000 ms: ${(pct(xs, 50) / 1000).toFixed(2)}× of it)`,
    );
  console.log(`generate → 3 options ready, ${LATENCY_RUNS} runs each, offline generators`);
  row('  embedded queue (memory)', memLat);
  row('  BullMQ (local redis-server)', bullLat);
  console.log(`BullMQ throughput, ${BURST_CARDS} cards at once, worker concurrency ${CONCURRENCY}:`);
  console.log(`  generation jobs                  ${rate.toFixed(1)} jobs/s (${jobs.jobs} jobs in ${jobs.seconds.toFixed(2)} s)`);
  console.log(`  no-op jobs (baseline, same run)  ${noop.toFixed(0)} jobs/s`);
  console.log(`  ratio                            ${(rate / noop).toFixed(3)} of no-op throughput`);
  const ok = pct(memLat, 50) <= 1000 && pct(bullLat, 50) <= 1000;
  clearTimeout(deadline);
  return { ok };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await run();
  process.exit(r.ok ? 0 : 1);
}
