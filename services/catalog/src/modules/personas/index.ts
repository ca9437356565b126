/** Personas, the tones of voice of a card's words (`/personas`, `catalog.persona.*`). The front door of the module. */
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../../crud/catalog-crud.handlers.js';
import { PersonaEntity } from './persona.entity.js';
import { PersonaService } from './persona.service.js';

export { PersonaService };
export { seedPersonas } from './persona.seeder.js';

/** The module's tables, for the service's DataSource. */
export const personaTables = [PersonaEntity];

/** `catalog.persona.*`; `get` takes the id or the slug. */
export async function servePersonas(rpc: RequestBus, personas: PersonaService): Promise<void> {
  await registerCrudHandlers(rpc, 'persona', personas, true);
}
