import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';

export const RENDERING_SCHEMA = 'rendering';

/** The rendering service's composition root: the one place its adapters and modules are wired. */
export function createRenderingApp(infra: Infra): ServiceApp & { dataSource(): DataSource } {
  const log = infra.log.child({ service: 'rendering' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;

  return {
    name: 'rendering',
    dataSource: () => ds!,
    async start() {
      ds = await openDatabase({ url: infra.databaseUrl, schema: RENDERING_SCHEMA, log, entities: [], migrations: [] });
      relay = new OutboxRelay(ds, RENDERING_SCHEMA, infra.bus, log);
      const outbox = new Outbox(RENDERING_SCHEMA, 'rendering', relay);
      void outbox;
      const db = ds;
      await infra.rpc.handle('rendering.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('rendering-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
