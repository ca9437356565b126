import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../src/index.js';
import { createTestDatabase } from '@cards/testing/database';
import { testLogger } from '@cards/testing/logger';

/** Replicas (a service and its worker, or several pods) open the same schema at the same moment. */
describe('opening a service database', () => {
  const log = testLogger();
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const opened: DataSource[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(opened.map((ds) => ds.destroy()));
    await db.drop();
  });

  it('when several replicas open a schema that does not exist yet at the same moment (each on its own connections), then every one of them opens it and the kit tables are created once', async () => {
    for (let round = 0; round < 5; round++) {
      const schema = `race_${round}`;
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => openDatabase({ url: db.url, schema, entities: [], migrations: [], log, poolSize: 2 })),
      );
      for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      const migrations = await opened.at(-1)!.query(`SELECT name FROM "${schema}".migrations ORDER BY id`);
      expect(migrations).toEqual([{ name: 'KitOutboxInbox1700000000000' }, { name: 'KitOutboxNotify1795830200000' }]);
    }
  });
});
