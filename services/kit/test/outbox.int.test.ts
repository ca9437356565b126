import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineEvent, type EventEnvelope } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { MemoryEventBus, Outbox, OutboxRelay, openDatabase } from '../src/index.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';

const Thing = defineEvent('kit.thing.happened.v1', z.object({ n: z.number() }));

describe('outbox', () => {
  const log = testLogger();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  const bus = new MemoryEventBus(log);
  const seen: EventEnvelope[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await openDatabase({ url: db.url, schema: 'kit_test', entities: [], migrations: [], log });
    await bus.subscribe({
      durable: 'test__thing',
      subject: 'kit.thing.*.v1',
      handler: async (e) => {
        seen.push(e);
      },
    });
  });
  afterAll(async () => {
    await ds.destroy();
    await bus.close();
    await db.drop();
  });

  it('when a transaction rolls back, then its outbox row is never published; when it commits, it is published once', async () => {
    const relay = new OutboxRelay(ds, bus, log);
    const outbox = new Outbox('kit', relay);
    await expect(
      ds.transaction(async (m) => {
        await outbox.add(m, Thing, { n: 1 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await ds.transaction(async (m) => {
      await outbox.add(m, Thing, { n: 2 });
    });
    await outbox.flush();
    await outbox.flush();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([2]);
    expect(await relay.pending()).toBe(0);
  });
});
