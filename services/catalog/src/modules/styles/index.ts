/** Artwork styles (`/styles`, `catalog.style.*`). The front door of the module; everything else in it is private. */
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../../crud/catalog-crud.handlers.js';
import { StyleEntity } from './style.entity.js';
import { StyleService } from './style.service.js';

export { StyleService };
export { StylesConfig } from './style.config.js';
export { seedStyles } from './style.seeder.js';

/** The module's tables, for the service's DataSource. */
export const styleTables = [StyleEntity];

/** `catalog.style.*`; `get` takes the id or the slug. */
export async function serveStyles(rpc: RequestBus, styles: StyleService): Promise<void> {
  await registerCrudHandlers(rpc, 'style', styles, true);
}
