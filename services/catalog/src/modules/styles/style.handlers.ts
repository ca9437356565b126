import { CreateStyleBody, ListQuery, UpdateStyleBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { StyleService } from './style.service.js';

/** `catalog.style.*`; `get` takes the id or the slug. */
export async function registerStyleHandlers(rpc: RequestBus, styles: StyleService) {
  await registerCrudHandlers(rpc, 'style', styles, {
    listQuery: ListQuery,
    create: CreateStyleBody,
    update: UpdateStyleBody,
    wrapper: 'style',
    byKey: true,
  });
}
