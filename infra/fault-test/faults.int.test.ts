import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Card } from '@cards/contracts';
import { defineEvent } from '@cards/contracts';
import { startTestPlatform, type TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { createNatsBuses, openDatabase, Outbox, OutboxRelay, applyOnce, type EventBus } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { FakeOpenAi, imageReply, wordsReply } from '../../services/generation/test/fake-openai.js';
import { call, createCard, occasions, waitForOptions } from '../../services/generation/test/generation-test-support.js';
import { startNats, startRedis, type RestartableServer } from '../testing/servers.js';

/**
 * The platform under faults, on real servers of its own (so restarting them disturbs no other
 * test file): NATS restarted while 1,000 events are on their way, a generation worker killed
 * with SIGKILL mid-job, Redis restarted while options are being generated. Each ends with
 * nothing lost, nothing applied twice and no option left `queued` or `generating`.
 */

const Counted = defineEvent('faults.thing.counted.v1', z.object({ n: z.number().int() }));

async function until<T>(fn: () => Promise<T | undefined | false>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('NATS restarted while 1,000 events are in flight', () => {
  const log = testLogger();
  const schema = 'faults_events';
  let nats: RestartableServer;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    nats = await startNats();
    db = await createTestDatabase('faults');
    ds = await openDatabase({ url: db.url, schema, entities: [], migrations: [], log });
    await ds.query(`CREATE TABLE ${schema}.applied (event_id uuid NOT NULL, n int NOT NULL)`);
    await ds.query(`CREATE TABLE ${schema}.total (id int PRIMARY KEY, n int NOT NULL)`);
    await ds.query(`INSERT INTO ${schema}.total VALUES (1, 0)`);
  });
  afterAll(async () => {
    for (const c of closers.reverse()) await c().catch(() => undefined);
    await ds?.destroy();
    await db?.drop();
    await nats?.stop();
  });

  it('when nats-server is killed and started again mid-stream, then every committed event is applied exactly once', async () => {
    // Two replicas of the producing service (each its own connection and relay), one consumer
    // service applying each event with the inbox; its write is not idempotent by itself.
    const connect = async (name: string) => {
      const b = await createNatsBuses(nats.url, log, { name, ackWaitMs: 3000 });
      closers.push(b.close);
      return b.bus;
    };
    const producers: EventBus[] = [await connect('producer-1'), await connect('producer-2')];
    const consumer = await connect('consumer');
    const sub = await consumer.subscribe({
      durable: 'faults__thing_counted',
      subject: Counted.subject,
      concurrency: 8,
      maxDeliver: 100,
      redeliverAfterMs: 200,
      handler: async (e) => {
        await applyOnce(ds, 'faults__thing_counted', e.id, async (m) => {
          await m.query(`INSERT INTO ${schema}.applied (event_id, n) VALUES ($1, $2)`, [e.id, (e.data as { n: number }).n]);
          await m.query(`UPDATE ${schema}.total SET n = n + 1 WHERE id = 1`);
        });
      },
    });
    closers.push(() => sub.stop());
    const outbox = new Outbox('faults');
    const relays = producers.map((bus) => new OutboxRelay(ds, bus, log));
    await Promise.all(relays.map((r) => r.start()));
    closers.push(async () => {
      await Promise.all(relays.map((r) => r.stop()));
    });

    const applied = async () => Number((await ds.query(`SELECT n FROM ${schema}.total`))[0].n);
    // Committed in batches of 20 while the relays publish and the consumer applies.
    const producing = (async () => {
      for (let batch = 0; batch < 50; batch++) {
        await ds.transaction(async (m) => {
          for (let i = 0; i < 20; i++) await outbox.add(m, Counted, { n: batch * 20 + i });
        });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await until(async () => (await applied()) >= 200, '200 events applied before the crash', 30_000);
    await nats.restart({ signal: 'SIGKILL', downMs: 1500 });
    await producing;
    const inFlightAtRestart = 1000 - (await applied());
    expect(inFlightAtRestart).toBeGreaterThan(0);

    await until(async () => (await applied()) >= 1000 && (await relays[0]!.pending()) === 0, 'all 1,000 events applied', 60_000);
    await new Promise((r) => setTimeout(r, 500)); // any redelivery still on its way gets its chance to be applied twice
    const rows: Array<{ events: number; distinct_events: number; distinct_n: number }> = await ds.query(
      `SELECT count(*)::int AS events, count(DISTINCT event_id)::int AS distinct_events, count(DISTINCT n)::int AS distinct_n FROM ${schema}.applied`,
    );
    expect(rows[0]).toEqual({ events: 1000, distinct_events: 1000, distinct_n: 1000 });
    expect(await applied()).toBe(1000);
  }, 90_000);
});

describe('generation workers and Redis under faults', () => {
  const fake = new FakeOpenAi();
  const children: ChildProcess[] = [];
  let nats: RestartableServer;
  let redis: RestartableServer;
  let t: TestPlatform;
  let birthday: number;

  beforeAll(async () => {
    [nats, redis] = await Promise.all([startNats(), startRedis({ persistent: true }), fake.start()]);
    // Slow enough that jobs are mid-flight when the fault strikes.
    fake.whenIdle('/responses', () => ({
      status: 200,
      body: wordsReply({
        front: 'Happy Birthday, Sam!',
        greeting: 'Dear Sam,',
        message:
          'I hope your birthday is full of sunshine, good company and all the little things you love most. You make every room brighter just by walking into it. Have a wonderful day and a very happy year ahead.',
        sign_off: 'With love,',
      }),
      delayMs: 1200,
    }));
    fake.whenIdle('/images/generations', () => ({ status: 200, body: imageReply(), delayMs: 1200 }));
    // The API and the outbox relays here; generation workers in processes of their own.
    t = await startTestPlatform({
      env: {
        BUS: 'nats',
        NATS_URL: nats.url,
        QUEUE: 'bullmq',
        REDIS_URL: redis.url,
        ROLE: 'handlers',
        GENERATION_OPTIONS: '2',
        GENERATION_CONCURRENT_PER_ACCOUNT: '10',
      },
    });
    birthday = (await occasions(t)).birthday!;
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.stop();
    await fake.stop();
    await Promise.all([nats?.stop(), redis?.stop()]);
  });

  /** A service process of its own, on this test's servers; resolves once it prints `readyWhen`. */
  function serviceProcess(script: string, readyWhen: string, env: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--conditions=cards-src', '--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.config.DATABASE_URL!,
        DATA_DIR: t.dataDir,
        SEED: 'false',
        ROLE: 'worker',
        BUS: 'nats',
        NATS_URL: nats.url,
        QUEUE: 'bullmq',
        REDIS_URL: redis.url,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes(readyWhen)) resolve(child);
      });
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    });
  }

  const worker = () =>
    serviceProcess('../../services/generation/test/fixtures/generation-worker.process.ts', 'ready', {
      GENERATION_BACKOFF_MS: '100',
      GENERATION_JOB_ATTEMPTS: '5',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
    });

  const generationDb = () =>
    (t.platform.services.find((s) => s.name === 'generation') as unknown as { dataSource(): DataSource }).dataSource();
  /** Options left unfinished in the database: none may stay queued or generating. */
  const unfinished = async () =>
    Number(
      (await generationDb().query(`SELECT count(*)::int AS n FROM generation.card_instances WHERE status IN ('queued','generating')`))[0].n,
    );
  /** Parts a worker holds right now. */
  const working = async () =>
    Number(
      (
        await generationDb().query(
          `SELECT count(*)::int AS n FROM generation.card_instances WHERE text_status = 'generating' OR image_status = 'generating'`,
        )
      )[0].n,
    );

  /** `n` cards of a new customer, each asked for its two options. */
  async function generate(n: number, who?: SignedIn): Promise<{ user: SignedIn; cards: Card[] }> {
    const user = who ?? (await signUpAndLogin(t));
    const cards = await Promise.all(
      Array.from({ length: n }, (_, i) => createCard(t, user.token, { event_id: birthday, recipient_name: `Sam ${i}` })),
    );
    for (const c of cards) {
      const r = await call<Card>(t, user.token, 'POST', `/cards/${c.id}/generate`);
      expect(r.status).toBe(202);
      expect(r.body.card_instances).toHaveLength(2);
    }
    return { user, cards };
  }

  // Two worker processes start here, each loading the grammar checker's WASM before it is ready; on two busy cores that alone took most of the old 90 s.
  it('when the worker is killed with SIGKILL mid-job, then a restarted worker completes the jobs and no option stays generating', async () => {
    const first = await worker();
    const { user, cards } = await generate(2);
    await until(async () => (await working()) > 0, 'jobs in progress', 30_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await worker();
    for (const c of cards) {
      const done = await waitForOptions(t, user.token, c.id, 45_000);
      expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready']);
    }
    expect(await unfinished()).toBe(0);
  }, 180_000);

  it('when Redis restarts while options are being generated, then every option still becomes ready', async () => {
    const { user, cards } = await generate(2);
    await until(async () => (await working()) > 0, 'jobs in progress', 30_000);
    await redis.restart({ signal: 'SIGTERM', downMs: 1000 });
    for (const c of cards) {
      const done = await waitForOptions(t, user.token, c.id, 60_000);
      expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready']);
    }
    expect(await unfinished()).toBe(0);
    // The API still takes new work on the restarted Redis.
    const again = (await generate(1, user)).cards[0]!;
    expect((await waitForOptions(t, user.token, again.id, 30_000)).card_instances.every((i) => i.status === 'ready')).toBe(true);
  }, 120_000);
});
