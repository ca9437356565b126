import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testServers } from '@cards/testing';
import { z } from 'zod';
import { defineEvent } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { NatsEventBus } from '../src/bus/nats-event-bus.js';
import { openDatabase } from '../src/db/data-source.js';
import { Outbox, OutboxRelay } from '../src/db/outbox.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';
import { unique, waitFor } from './support/wait.js';

const Relayed = defineEvent('kit_outbox.thing.happened.v1', z.object({ n: z.number() }));

describe('outbox relay over NATS JetStream', () => {
  const log = testLogger();
  const schema = 'kit_outbox_nats';
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;
  let ncs: NatsConnection[];
  let buses: NatsEventBus[];
  const seen: number[] = [];
  const marker = 1_000_000;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await openDatabase({ url: db.url, schema, entities: [], migrations: [], log });
    ncs = await Promise.all([0, 1, 2].map(() => connect({ servers: testServers().natsUrl })));
    buses = ncs.map((nc) => new NatsEventBus(nc, log));
    await buses[2]!.subscribe({
      durable: `test__${unique('outbox')}`,
      subject: Relayed.subject,
      deliverNewOnly: true,
      handler: async (e) => {
        seen.push((e.data as { n: number }).n);
      },
    });
  });
  afterAll(async () => {
    for (const b of buses ?? []) await b.close();
    for (const nc of ncs ?? []) await nc.drain();
    await ds?.destroy();
    await db?.drop();
  });

  it('when a transaction rolls back, then its row is never published; committed rows are published once even while two relays tick concurrently', async () => {
    // Two replicas of the producing service, each with its own relay and NATS connection.
    const relays = [new OutboxRelay(ds, buses[0]!, log), new OutboxRelay(ds, buses[1]!, log)];
    const outbox = new Outbox('kit_outbox');
    await expect(
      ds.transaction(async (m) => {
        await outbox.add(m, Relayed, { n: -1 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    for (let n = 1; n <= 30; n++)
      await ds.transaction(async (m) => {
        await outbox.add(m, Relayed, { n });
      });
    await Promise.all([relays[0]!.tick(), relays[1]!.tick(), relays[0]!.tick(), relays[1]!.tick()]);
    expect(await relays[0]!.pending()).toBe(0);

    // Everything committed before the marker is in the stream before it, so once the marker
    // arrives nothing else is on its way.
    await ds.transaction(async (m) => {
      await outbox.add(m, Relayed, { n: marker });
    });
    await Promise.all(relays.map((r) => r.tick()));
    await waitFor(() => seen.includes(marker), 'the marker');
    expect(seen.filter((n) => n !== marker).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const sent = await ds.query(`SELECT count(*)::int AS n, max(attempts)::int AS attempts FROM "${schema}".outbox`);
    expect(sent[0]).toEqual({ n: 31, attempts: 1 });
  });
});
