import { CatalogReadModel, MemoryCatalogStore, type EventBus, type Logger, type RequestBus } from '@cards/kit';

/**
 * What generation keeps of the catalogue (occasions, styles, personas, plans with their
 * features), in memory on every replica so a card's context is built without waiting.
 */
export type GenerationCatalog = CatalogReadModel<MemoryCatalogStore>;

/** The catalog may still be starting with generation: the snapshot is asked for a few times. */
export function generationCatalog(rpc: RequestBus, bus: EventBus, log: Logger): GenerationCatalog {
  return new CatalogReadModel({
    service: 'generation',
    entities: ['event', 'style', 'persona', 'plan'],
    store: new MemoryCatalogStore(),
    rpc,
    bus,
    log,
    loadAttempts: 5,
  });
}
