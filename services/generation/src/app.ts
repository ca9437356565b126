import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';

export const GENERATION_SCHEMA = 'generation';

/** The generation service's composition root: the one place its adapters and modules are wired. */
export function createGenerationApp(infra: Infra): ServiceApp & { dataSource(): DataSource } {
  const log = infra.log.child({ service: 'generation' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;

  return {
    name: 'generation',
    dataSource: () => ds!,
    async start() {
      ds = await openDatabase({ url: infra.databaseUrl, schema: GENERATION_SCHEMA, log, entities: [], migrations: [] });
      relay = new OutboxRelay(ds, GENERATION_SCHEMA, infra.bus, log);
      const outbox = new Outbox(GENERATION_SCHEMA, 'generation', relay);
      void outbox;
      const db = ds;
      await infra.rpc.handle('generation.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('generation-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
