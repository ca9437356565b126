/**
 * Occasions, the spec's `event` (`/events`, `catalog.event.*`): what a card is made for. The
 * front door of the module; everything else in it is private.
 */
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../../crud/catalog-crud.handlers.js';
import { OccasionEntity } from './occasion.entity.js';
import { OccasionService } from './occasion.service.js';

export { OccasionService };
export { seedOccasions } from './occasion.seeder.js';

/** The module's tables, for the service's DataSource. */
export const occasionTables = [OccasionEntity];

/**
 * `catalog.event.*`. The designer addresses occasions by slug (`/card/new/birthday`), admins
 * by id, so `get` takes either.
 */
export async function serveOccasions(rpc: RequestBus, occasions: OccasionService): Promise<void> {
  await registerCrudHandlers(rpc, 'event', occasions, true);
}
