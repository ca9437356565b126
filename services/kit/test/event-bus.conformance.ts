import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import type { EventBus, EventSubscription, SubscribeOptions } from '../src/bus/event-bus.port.js';
import { applyOnce } from '../src/db/inbox.js';
import { openDatabase } from '../src/db/data-source.js';
import { currentTraceCarrier } from '../src/telemetry/propagation.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { deferred, sleep, unique, waitFor } from './support/wait.js';

/** What the suite needs from an adapter besides the port. */
export interface EventBusHarness {
  /**
   * The bus as one more process sees it. Real adapters open a new connection each time; the
   * memory adapter returns its one bus, since nothing of it exists outside its process.
   */
  process(): Promise<EventBus>;
  /**
   * The process owning `bus` dies while `sub`'s handler is mid-message: it never answers for
   * that message. NATS: the connection is closed without an ack. Memory: the subscription is
   * stopped without waiting, and the hanging handler then fails (the test makes it throw, as a
   * crash aborts whatever the handler had open), which is the only way a message goes unacked
   * in a bus that lives inside the process.
   */
  kill(bus: EventBus, sub: EventSubscription): Promise<void>;
  /** Closes everything `process()` opened. */
  close(): Promise<void>;
}

export function envelope(type: string, data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'kit',
    correlationId: randomUUID(),
    trace: currentTraceCarrier(),
    data,
  };
}

const fast: Partial<SubscribeOptions> = { redeliverAfterMs: 50 };

/** The EventBus contract, for any adapter. */
export function eventBusConformance(adapter: string, makeHarness: () => Promise<EventBusHarness>) {
  describe(`EventBus conformance: ${adapter}`, () => {
    const log = testLogger();
    let h: EventBusHarness;
    let subject: string;
    let durable: string;
    beforeEach(async () => {
      h = await makeHarness();
      const entity = unique('e');
      subject = `kit.${entity}.happened.v1`;
      durable = `test__${entity}`;
    });
    afterEach(async () => {
      await h.close();
    });

    it('when a handler throws, then the event is delivered again until it succeeds', async () => {
      const bus = await h.process();
      const attempts: string[] = [];
      let done = false;
      await bus.subscribe({
        ...fast,
        durable,
        subject,
        maxDeliver: 5,
        handler: async (e) => {
          attempts.push(e.id);
          if (attempts.length < 3) throw new Error(`failure ${attempts.length}`);
          done = true;
        },
      });
      const e = envelope(subject, { n: 1 });
      await bus.publish(e);
      await waitFor(() => done, 'the third delivery');
      expect(attempts).toEqual([e.id, e.id, e.id]);
    });

    it('when every delivery fails, then after maxDeliver attempts the event lands on dlq.<subject> and is not delivered again', async () => {
      const bus = await h.process();
      let attempts = 0;
      const dead: EventEnvelope[] = [];
      await bus.subscribe({
        ...fast,
        durable,
        subject,
        maxDeliver: 3,
        handler: async () => {
          attempts++;
          throw new Error('poison');
        },
      });
      await bus.subscribe({
        durable: `${durable}_dlq`,
        subject: `dlq.${subject}`,
        handler: async (d) => {
          dead.push(d);
        },
      });
      const e = envelope(subject, { n: 1 });
      await bus.publish(e);
      await waitFor(() => dead.length > 0, 'the dead letter');
      expect(dead[0]!.type).toBe(`dlq.${subject}`);
      expect(dead[0]!.data).toMatchObject({
        original: { id: e.id, type: subject, data: { n: 1 } },
        reason: expect.stringContaining('poison'),
      });
      await sleep(300);
      expect(attempts).toBe(3);
      expect(dead).toHaveLength(1);
    });

    it('when two subscriptions share a durable name, then they split the events; a second durable gets every event', async () => {
      const [p1, p2] = [await h.process(), await h.process()];
      const a1: string[] = [];
      const a2: string[] = [];
      const b: string[] = [];
      const slow = (into: string[]) => async (e: EventEnvelope) => {
        into.push(e.id);
        await sleep(20);
      };
      await p1.subscribe({ durable, subject, handler: slow(a1) });
      await p2.subscribe({ durable, subject, handler: slow(a2) });
      await p2.subscribe({
        durable: `${durable}_other`,
        subject,
        handler: async (e) => {
          b.push(e.id);
        },
      });
      const sent = Array.from({ length: 20 }, (_, i) => envelope(subject, { i }));
      for (const e of sent) await p1.publish(e);
      await waitFor(() => a1.length + a2.length >= 20 && b.length >= 20, 'all deliveries');
      const ids = sent.map((e) => e.id).sort();
      expect([...a1, ...a2].sort()).toEqual(ids);
      expect(a1.length).toBeGreaterThan(0);
      expect(a2.length).toBeGreaterThan(0);
      expect([...b].sort()).toEqual(ids);
    });

    it('when subscribers are ephemeral, then each gets every event published after it subscribed', async () => {
      const [p1, p2] = [await h.process(), await h.process()];
      const early = envelope(subject, { early: true });
      await p1.publish(early);
      const got1: string[] = [];
      const got2: string[] = [];
      await p1.subscribe({
        durable,
        subject,
        ephemeral: true,
        handler: async (e) => {
          got1.push(e.id);
        },
      });
      await p2.subscribe({
        durable,
        subject,
        ephemeral: true,
        handler: async (e) => {
          got2.push(e.id);
        },
      });
      const sent = Array.from({ length: 5 }, (_, i) => envelope(subject, { i }));
      for (const e of sent) await p2.publish(e);
      await waitFor(() => got1.length >= 5 && got2.length >= 5, 'both subscribers');
      expect(got1.sort()).toEqual(sent.map((e) => e.id).sort());
      expect(got2.sort()).toEqual(sent.map((e) => e.id).sort());
    });

    it('when the same envelope id is published twice, then it is delivered once', async () => {
      const bus = await h.process();
      const got: string[] = [];
      await bus.subscribe({
        durable,
        subject,
        handler: async (e) => {
          got.push(e.id);
        },
      });
      const e = envelope(subject, { n: 1 });
      await bus.publish(e);
      await bus.publish({ ...e });
      const marker = envelope(subject, { marker: true });
      await bus.publish(marker);
      await waitFor(() => got.includes(marker.id), 'the marker');
      expect(got).toEqual([e.id, marker.id]);
    });

    it('when nobody listens on a durable, then its events wait for the next subscription', async () => {
      const bus = await h.process();
      const first: string[] = [];
      const sub = await bus.subscribe({
        durable,
        subject,
        handler: async (e) => {
          first.push(e.id);
        },
      });
      const a = envelope(subject, { n: 1 });
      await bus.publish(a);
      await waitFor(() => first.length === 1, 'the first event');
      await sub.stop();
      const b = envelope(subject, { n: 2 });
      await bus.publish(b);
      const later: string[] = [];
      await (
        await h.process()
      ).subscribe({
        durable,
        subject,
        handler: async (e) => {
          later.push(e.id);
        },
      });
      await waitFor(() => later.length === 1, 'the event sent while nobody listened');
      expect(later).toEqual([b.id]);
    });

    it('when a subscription stops mid-message, then stop waits for the handler and the event is not delivered again', async () => {
      const bus = await h.process();
      const running = deferred();
      const release = deferred();
      const got: string[] = [];
      const sub = await bus.subscribe({
        durable,
        subject,
        handler: async (e) => {
          got.push(e.id);
          running.resolve();
          await release.promise;
        },
      });
      const e = envelope(subject, { n: 1 });
      await bus.publish(e);
      await running.promise;
      let stopped = false;
      const stopping = sub.stop().then(() => {
        stopped = true;
      });
      await sleep(100);
      expect(stopped).toBe(false);
      release.resolve();
      await stopping;
      const marker = envelope(subject, { marker: true });
      await bus.publish(marker);
      const again: string[] = [];
      await (
        await h.process()
      ).subscribe({
        durable,
        subject,
        handler: async (x) => {
          again.push(x.id);
        },
      });
      await waitFor(() => again.includes(marker.id), 'the marker');
      expect(again).toEqual([marker.id]);
      expect(got).toEqual([e.id]);
    });

    it('when concurrency is 3, then at most 3 handlers of the subscription run at once', async () => {
      const bus = await h.process();
      let running = 0;
      let peak = 0;
      let done = 0;
      for (let i = 0; i < 9; i++) await bus.publish(envelope(subject, { i }));
      await bus.subscribe({
        durable,
        subject,
        concurrency: 3,
        handler: async () => {
          running++;
          peak = Math.max(peak, running);
          await sleep(40);
          running--;
          done++;
        },
      });
      await waitFor(() => done === 9, 'all nine events');
      expect(peak).toBe(3);
    });

    describe('with an inbox on a real database', () => {
      let db: Awaited<ReturnType<typeof createTestDatabase>>;
      let ds: DataSource;
      const schema = 'kit_conformance';
      beforeAll(async () => {
        db = await createTestDatabase();
        ds = await openDatabase({ url: db.url, schema, entities: [], migrations: [], log });
        await ds.query(`CREATE TABLE "${schema}".applied (id serial PRIMARY KEY, event_id text NOT NULL)`);
      });
      afterAll(async () => {
        await ds?.destroy();
        await db?.drop();
      });

      const applied = async (id: string) =>
        (await ds.query(`SELECT count(*)::int AS n FROM "${schema}".applied WHERE event_id = $1`, [id]))[0].n as number;

      /**
       * The consumer's process dies while handling the event, `inTransaction` says where: inside
       * the inbox transaction (so it rolls back) or after it committed but before the ack. In
       * both cases the event comes again to a new consumer and its effect exists exactly once.
       */
      async function killMidMessage(inTransaction: boolean) {
        const hang = deferred();
        const arrived = deferred();
        const outcomes: boolean[] = [];
        let calls = 0;
        const handler = async (e: EventEnvelope) => {
          const first = ++calls === 1;
          const applied = await applyOnce(ds, durable, e.id, async (m) => {
            await m.query(`INSERT INTO "${schema}".applied (event_id) VALUES ($1)`, [e.id]);
            if (first && inTransaction) {
              arrived.resolve();
              await hang.promise;
            }
          });
          outcomes.push(applied);
          if (first && !inTransaction) {
            arrived.resolve();
            await hang.promise;
          }
        };
        const doomed = await h.process();
        const sub = await doomed.subscribe({ ...fast, durable, subject, handler });
        const e = envelope(subject, { n: 1 });
        await doomed.publish(e);
        await arrived.promise;
        await h.kill(doomed, sub);
        // What a dying process's open work does: fails (its database connection is gone).
        hang.reject(new Error('process died'));
        const survivor = await h.process();
        await survivor.subscribe({ ...fast, durable, subject, handler });
        // A redelivery waits out the ack wait and the next pull; with every lane and the browser
        // tests sharing two cores that took longer than waitFor's usual 15 s once.
        await waitFor(() => outcomes.length === (inTransaction ? 1 : 2), 'the redelivery to be handled', 45_000);
        expect(calls).toBe(2);
        expect(await applied(e.id)).toBe(1);
        return outcomes;
      }

      it('when a consumer is killed inside its inbox transaction, then a new consumer gets the event and applies it once', async () => {
        expect(await killMidMessage(true)).toEqual([true]);
      });

      it('when a consumer is killed after committing but before acking, then the redelivery is skipped by the inbox', async () => {
        expect(await killMidMessage(false)).toEqual([true, false]);
      });
    });
  });
}
