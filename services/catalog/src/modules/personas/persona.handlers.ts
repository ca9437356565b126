import { CreatePersonaBody, ListQuery, UpdatePersonaBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { PersonaService } from './persona.service.js';

/** `catalog.persona.*`; `get` takes the id or the slug. */
export async function registerPersonaHandlers(rpc: RequestBus, personas: PersonaService) {
  await registerCrudHandlers(rpc, 'persona', personas, {
    listQuery: ListQuery,
    create: CreatePersonaBody,
    update: UpdatePersonaBody,
    wrapper: 'persona',
    byKey: true,
  });
}
