import { defineEvent, type EventEnvelope } from '@cards/contracts';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { EventBus, SubscribeOptions } from '../src/bus/event-bus.port.js';
import { MemoryEventBus } from '../src/bus/memory-event-bus.js';
import { openDatabase } from '../src/db/data-source.js';
import { consumeEvent, consumerName, type InboxConsumer } from '../src/events/consume-event.js';
import { makeEnvelope } from '../src/bus/envelope.js';
import { waitFor } from './support/wait.js';

const Counted = defineEvent('kit.thing.counted.v1', z.object({ n: z.number().int(), label: z.string().default('') }));
const schema = 'kit_consume';

/** A bus that hands the consumer's handler to the test, which delivers messages itself (twice, out of order, as JetStream may). */
class HandBus implements EventBus {
  opts?: SubscribeOptions;
  async publish(): Promise<void> {
    throw new Error('not used');
  }
  async subscribe(opts: SubscribeOptions) {
    this.opts = opts;
    return { stop: async () => {} };
  }
  async close() {}
  deliver(e: unknown) {
    return this.opts!.handler(e as EventEnvelope);
  }
}

describe('consumeEvent', () => {
  const log = testLogger();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await openDatabase({ url: db.url, schema, entities: [], migrations: [], log });
    await ds.query(`CREATE TABLE "${schema}".applied (id serial PRIMARY KEY, event_id text NOT NULL, n int NOT NULL)`);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const appliedRows = async (id: string) =>
    (await ds.query(`SELECT count(*)::int AS n FROM "${schema}".applied WHERE event_id = $1`, [id]))[0].n as number;

  /** Consumes `Counted` as `handler` through the inbox, each apply writing the event's row; counts the applies. */
  const consumeCounted = async (
    bus: EventBus,
    handler: string,
    more: Pick<InboxConsumer<typeof Counted.data>, 'after' | 'redeliverAfterMs' | 'filter'> = {},
  ) => {
    const counted = { applies: 0 };
    await consumeEvent(bus, {
      service: 'kit',
      handler,
      event: Counted,
      inbox: ds,
      apply: async (tx, e) => {
        counted.applies++;
        await tx.query(`INSERT INTO "${schema}".applied (event_id, n) VALUES ($1, $2)`, [e.id, e.data.n]);
      },
      ...more,
    });
    return counted;
  };

  it('when an event is delivered twice, then it is applied once', async () => {
    const bus = new HandBus();
    const counted = await consumeCounted(bus, 'count_twice');
    expect(bus.opts?.durable).toBe('kit__count_twice');
    const e = makeEnvelope(Counted, { n: 1 }, { source: 'kit' });
    await bus.deliver(e);
    await bus.deliver(e);
    expect(counted.applies).toBe(1);
    expect(await appliedRows(e.id)).toBe(1);
  });

  it("when the handler's outbound call runs, then the transaction has committed and none is held open", async () => {
    const bus = new HandBus();
    const seenByAfter: Array<{ committed: number; openTransactions: number }> = [];
    await consumeCounted(bus, 'count_then_call', {
      after: async (e) => {
        // As another connection sees it: the row is there, and no session of this database is inside a transaction.
        const [{ open }] = await ds.query(
          `SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        );
        seenByAfter.push({ committed: await appliedRows(e.id), openTransactions: open });
      },
    });
    const e = makeEnvelope(Counted, { n: 2 }, { source: 'kit' });
    await bus.deliver(e);
    expect(seenByAfter).toEqual([{ committed: 1, openTransactions: 0 }]);
  });

  it('when the outbound call fails, then the event comes again: the writes are not repeated and the call is made again until it succeeds', async () => {
    const bus = new MemoryEventBus(log);
    let calls = 0;
    const counted = await consumeCounted(bus, 'count_retry', {
      redeliverAfterMs: 10,
      after: async () => {
        calls++;
        if (calls === 1) throw new Error('mailer down');
      },
    });
    const e = makeEnvelope(Counted, { n: 3 }, { source: 'kit' });
    await bus.publish(e);
    await waitFor(() => calls === 2, 'the outbound call to be made again');
    await bus.close();
    expect(counted.applies).toBe(1);
    expect(await appliedRows(e.id)).toBe(1);
  });

  it('when an event does not match its schema, then the handler never sees it and the failure names the consumer', async () => {
    const bus = new HandBus();
    let ran = false;
    await consumeEvent(bus, {
      service: 'kit',
      handler: 'count_strict',
      event: Counted,
      perReplica: true,
      handle: () => {
        ran = true;
      },
    });
    expect(bus.opts).toMatchObject({ durable: 'kit__count_strict', ephemeral: true });
    const bad = { ...makeEnvelope(Counted, { n: 4 }, { source: 'kit' }), data: { n: 'four' } };
    await expect(bus.deliver(bad)).rejects.toThrow(/^kit__count_strict: kit\.thing\.counted\.v1 .* does not match its schema: n: /);
    expect(ran).toBe(false);
  });

  it('when a filter leaves an event out, then nothing is recorded for it', async () => {
    const bus = new HandBus();
    await consumeCounted(bus, 'count_even', { filter: (e) => e.data.n % 2 === 0 });
    const odd = makeEnvelope(Counted, { n: 5 }, { source: 'kit' });
    await bus.deliver(odd);
    expect(await appliedRows(odd.id)).toBe(0);
    expect((await ds.query(`SELECT count(*)::int AS n FROM "${schema}".inbox WHERE message_id = $1`, [odd.id]))[0].n).toBe(0);
  });

  it('when a consumer is named, then its name is <service>__<handler> in snake case', () => {
    expect(consumerName('cart_order', 'order_paid_mail')).toBe('cart_order__order_paid_mail');
    expect(() => consumerName('cart-order', 'Mail')).toThrow(/snake_case/);
  });
});
