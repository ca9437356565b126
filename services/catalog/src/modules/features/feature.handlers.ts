import { CreateFeatureBody, ListQuery, UpdateFeatureBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { FeatureService } from './feature.service.js';

/** `catalog.feature.*`; `get` takes the id or the key (`generations_per_month`). */
export async function registerFeatureHandlers(rpc: RequestBus, features: FeatureService) {
  await registerCrudHandlers(rpc, 'feature', features, {
    listQuery: ListQuery,
    create: CreateFeatureBody,
    update: UpdateFeatureBody,
    wrapper: 'feature',
    byKey: true,
  });
}
