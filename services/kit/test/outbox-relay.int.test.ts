import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { makeEnvelope, MemoryEventBus, OutboxRelay, openDatabase, type EventBus, type SubscribeOptions } from '../src/index.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';

const Thing = defineEvent('kit_relay.thing.happened.v1', z.object({ n: z.number() }));

// Captured before any test fakes the clock: the tests' own deadlines run on real time.
const realSetTimeout = globalThis.setTimeout;
const realSleep = (ms: number) => new Promise<void>((r) => realSetTimeout(r, ms));

/**
 * Only the relay's kind of clock is faked (setTimeout, setInterval): none of its timers can
 * fire unless a test moves the clock, so whatever it publishes meanwhile came from PostgreSQL.
 */
const fakeClock = () =>
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate'],
  });

/** The memory bus, unreachable while `down`, as NATS is while it restarts. */
class FlakyBus implements EventBus {
  down = false;
  failures = 0;
  constructor(private readonly inner: EventBus) {}
  async publish(event: EventEnvelope): Promise<void> {
    if (this.down) {
      this.failures++;
      throw new Error('bus unreachable');
    }
    await this.inner.publish(event);
  }
  subscribe(opts: SubscribeOptions) {
    return this.inner.subscribe(opts);
  }
  close() {
    return this.inner.close();
  }
}

describe('outbox relay woken by PostgreSQL', () => {
  const log = testLogger();
  const schema = 'kit_relay';
  const channelQuery = `LISTEN "outbox_${schema}"`;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  /** Another writer, as another replica or process is: its commits reach the relay only through the database. */
  let writer: pg.Client;
  const memory = new MemoryEventBus(log);
  const bus = new FlakyBus(memory);
  const seen: number[] = [];
  const relays: OutboxRelay[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await openDatabase({ url: db.url, schema, entities: [], migrations: [], log });
    writer = new pg.Client({ connectionString: db.url });
    await writer.connect();
    await memory.subscribe({
      durable: 'test__kit_relay_thing',
      subject: Thing.subject,
      handler: async (e) => {
        seen.push((e.data as { n: number }).n);
      },
    });
  });
  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    bus.down = false;
    for (const r of relays.splice(0)) await r.stop();
  });
  afterAll(async () => {
    await writer?.end();
    await ds?.destroy();
    await memory.close();
    await db?.drop();
  });

  const insert = (n: number) => {
    const e = makeEnvelope(Thing, { n }, { source: 'kit_relay' });
    return writer.query(`INSERT INTO "${schema}".outbox (id, subject, envelope) VALUES ($1, $2, $3)`, [e.id, e.type, JSON.stringify(e)]);
  };

  /** Resolves once event `n` has been delivered; fails after `ms` of real time. */
  async function published(n: number, ms = 2000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!seen.includes(n)) {
      if (Date.now() > deadline) throw new Error(`event ${n} was not published within ${ms} ms`);
      await realSleep(10);
    }
  }

  /** A started relay, every pass it makes (one transaction each) counted, and its first catch-up done. */
  async function startRelay() {
    const passes = jest.spyOn(ds, 'transaction');
    const relay = new OutboxRelay(ds, bus, log);
    relays.push(relay);
    await relay.start();
    await settled(passes);
    return { relay, passes };
  }

  /** Waits for the passes made so far to end, and for what the relay does right after them. */
  async function settled(passes: { mock: { results: Array<{ value: unknown }> } }) {
    await Promise.allSettled(passes.mock.results.map((r) => r.value));
    await new Promise((r) => setImmediate(r));
  }

  const listenerPids = async (): Promise<number[]> =>
    (
      await writer.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1`, [
        channelQuery,
      ])
    ).rows.map((r) => r.pid);

  it('when rows were committed while no relay ran, then a starting relay publishes them without a timer firing', async () => {
    fakeClock();
    await insert(0);
    await startRelay();
    await published(0);
  });

  it('when a row is committed by another connection, then it is published with no timer firing, and a minute of idle time costs no query', async () => {
    fakeClock();
    const { relay, passes } = await startRelay();

    const before = passes.mock.calls.length;
    jest.advanceTimersByTime(60_000);
    await realSleep(100);
    expect(passes.mock.calls.length).toBe(before);

    await insert(1);
    await published(1);
    // Published is not yet marked sent: the pass's transaction commits a moment after.
    await settled(passes);
    expect(await relay.pending()).toBe(0);
    expect(passes.mock.calls.length).toBeGreaterThan(before);
  });

  it('when a commit adds two rows, then one pass publishes both in one transaction (a batch short of the limit needs no empty claim after it)', async () => {
    const { relay, passes } = await startRelay();
    const before = passes.mock.calls.length;
    await writer.query('BEGIN');
    await insert(10);
    await insert(11);
    await writer.query('COMMIT');
    await published(11);
    await settled(passes);
    expect(await relay.pending()).toBe(0);
    expect(passes.mock.calls.length - before).toBe(1);
  });

  it('when a transaction rolls back, then nothing is published; what commits after it is', async () => {
    fakeClock();
    const { passes } = await startRelay();

    await writer.query('BEGIN');
    await insert(2);
    await writer.query('ROLLBACK');
    await insert(3);
    await published(3);
    await settled(passes);
    expect(seen).not.toContain(2);
    const rows = await writer.query(`SELECT envelope->'data'->>'n' AS n FROM "${schema}".outbox WHERE sent_at IS NULL`);
    expect(rows.rows).toEqual([]);
  });

  it('when publishing fails, then the row is retried after 1 s, then 2 s, and published once the bus answers', async () => {
    fakeClock();
    const { relay, passes } = await startRelay();
    bus.down = true;

    await insert(4);
    const deadline = Date.now() + 2000;
    while (bus.failures === 0 && Date.now() < deadline) await realSleep(10);
    expect(bus.failures).toBe(1);
    await settled(passes);
    const afterFailure = passes.mock.calls.length;

    jest.advanceTimersByTime(999);
    expect(passes.mock.calls.length).toBe(afterFailure);
    jest.advanceTimersByTime(1);
    expect(passes.mock.calls.length).toBe(afterFailure + 1);
    await settled(passes);
    expect(bus.failures).toBe(2);

    // The pause has doubled; the bus answers again before it is over.
    bus.down = false;
    jest.advanceTimersByTime(1999);
    expect(passes.mock.calls.length).toBe(afterFailure + 1);
    expect(seen).not.toContain(4);
    jest.advanceTimersByTime(1);
    await published(4);
    await settled(passes);
    expect(seen.filter((n) => n === 4)).toHaveLength(1);
    expect(await relay.pending()).toBe(0);
    const row = await writer.query(`SELECT attempts FROM "${schema}".outbox WHERE envelope->'data'->>'n' = '4'`);
    expect(row.rows).toEqual([{ attempts: 3 }]);
  });

  it('when the LISTEN connection is killed, then the relay connects again and publishes what was committed while it was deaf', async () => {
    fakeClock();
    await startRelay();
    const [pid, ...others] = await listenerPids();
    expect(others).toEqual([]);

    const killed = await writer.query('SELECT pg_terminate_backend($1, 5000) AS done', [pid]);
    expect(killed.rows).toEqual([{ done: true }]);
    await insert(5);
    // Nobody listens and no timer moves: the row waits.
    await realSleep(200);
    expect(seen).not.toContain(5);

    // The clock moves on: the reconnection is due, and the relay catches up once it listens again.
    const deadline = Date.now() + 5000;
    while (!seen.includes(5)) {
      if (Date.now() > deadline) throw new Error('event 5 was not published after the relay reconnected');
      jest.advanceTimersByTime(1000);
      await realSleep(20);
    }
    const [again, ...more] = await listenerPids();
    expect(more).toEqual([]);
    expect(again).not.toBe(pid);

    // Listening again: a commit is heard without the clock moving.
    await insert(6);
    await published(6);
  });
});
