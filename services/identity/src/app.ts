import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';

export const IDENTITY_SCHEMA = 'identity';

/** The identity service's composition root: the one place its adapters and modules are wired. */
export function createIdentityApp(infra: Infra): ServiceApp & { dataSource(): DataSource } {
  const log = infra.log.child({ service: 'identity' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;

  return {
    name: 'identity',
    dataSource: () => ds!,
    async start() {
      ds = await openDatabase({ url: infra.databaseUrl, schema: IDENTITY_SCHEMA, log, entities: [], migrations: [] });
      relay = new OutboxRelay(ds, IDENTITY_SCHEMA, infra.bus, log);
      const outbox = new Outbox(IDENTITY_SCHEMA, 'identity', relay);
      void outbox;
      const db = ds;
      await infra.rpc.handle('identity.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('identity-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
