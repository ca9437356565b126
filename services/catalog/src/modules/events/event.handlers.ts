import { CreateEventBody, ListQuery, UpdateEventBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { EventService } from './event.service.js';

/**
 * `catalog.event.*`. The designer addresses occasions by slug (`/card/new/birthday`),
 * admins by id, so `get` takes either.
 */
export async function registerEventHandlers(rpc: RequestBus, events: EventService) {
  await registerCrudHandlers(rpc, 'event', events, {
    listQuery: ListQuery,
    create: CreateEventBody,
    update: UpdateEventBody,
    wrapper: 'event',
    byKey: true,
  });
}
