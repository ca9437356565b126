import type { ApiRoute } from '@cards/contracts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, FileAssetStore, Health, MemoryEventBus, MemoryJobQueue, MemoryRequestBus } from '@cards/kit';
import { createCatalogReads } from '../catalog/catalog-reads.js';
import { RouteRegistry } from '../http/route-registry.js';
import { mountRoutes } from './index.js';

/**
 * Every route the BFF mounts, in mounting order, found by mounting them on in-process buses
 * (nothing is served or called): the list `/openapi.json` is built from, for documents that
 * must list the same routes.
 */
export async function mountedRoutes(): Promise<ApiRoute[]> {
  const log = createLogger('route-list', 'silent');
  const rpc = new MemoryRequestBus(log);
  const bus = new MemoryEventBus(log);
  const queue = new MemoryJobQueue(log);
  const registry = new RouteRegistry();
  try {
    await mountRoutes(
      { rpc, registry },
      {
        bus,
        catalogReads: createCatalogReads(),
        ops: { queue, health: new Health(), config: { BUS: 'memory', QUEUE: 'memory' } },
        identity: { secureCookies: false },
        // Nothing is served: a store that is never read.
        files: { log, assets: new FileAssetStore(join(tmpdir(), 'cards-route-list')) },
      },
    );
    return registry.routes;
  } finally {
    await queue.close();
    await rpc.close();
    await bus.close();
  }
}
