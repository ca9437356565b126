import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CreateEvents1700000001000 } from './db/migrations/1700000001000-create-events.js';
import { EventEntity } from './modules/events/event.entity.js';
import { registerEventHandlers } from './modules/events/event.handlers.js';
import { EventService } from './modules/events/event.service.js';
import { seedCatalog } from './seed/seed.js';

export const CATALOG_SCHEMA = 'catalog';

/** The catalog service's composition root: the one place its adapters and modules are wired. */
export function createCatalogApp(infra: Infra): ServiceApp & { dataSource(): DataSource } {
  const log = infra.log.child({ service: 'catalog' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;

  return {
    name: 'catalog',
    dataSource: () => ds!,
    async start() {
      ds = await openDatabase({
        url: infra.databaseUrl, schema: CATALOG_SCHEMA, log,
        entities: [EventEntity],
        migrations: [CreateEvents1700000001000],
      });
      relay = new OutboxRelay(ds, CATALOG_SCHEMA, infra.bus, log);
      const outbox = new Outbox(CATALOG_SCHEMA, 'catalog', relay);
      if (infra.config.SEED) {
        const n = await seedCatalog(ds);
        if (n) log.info({ rows: n }, 'catalogue seeded');
      }
      await registerEventHandlers(infra.rpc, new EventService(ds, outbox));
      const db = ds;
      await infra.rpc.handle('catalog.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('catalog-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
