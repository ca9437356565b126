import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';

export const CART_ORDER_SCHEMA = 'cart_order';

/** The cart-order service's composition root: the one place its adapters and modules are wired. */
export function createCartOrderApp(infra: Infra): ServiceApp & { dataSource(): DataSource } {
  const log = infra.log.child({ service: 'cart-order' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;

  return {
    name: 'cart-order',
    dataSource: () => ds!,
    async start() {
      ds = await openDatabase({ url: infra.databaseUrl, schema: CART_ORDER_SCHEMA, log, entities: [], migrations: [] });
      relay = new OutboxRelay(ds, CART_ORDER_SCHEMA, infra.bus, log);
      const outbox = new Outbox(CART_ORDER_SCHEMA, 'cart_order', relay);
      void outbox;
      const db = ds;
      await infra.rpc.handle('cart_order.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('cart-order-db', async () => { await db.query('SELECT 1'); });
      relay.start();
    },
    async stop() {
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
