import { CreatePlanFeatureBody, PlanFeatureListQuery, UpdatePlanFeatureBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { PlanFeatureService } from './planfeature.service.js';

/** `catalog.planfeature.*`; lists take `?plan_id=` and `?feature_id=`. */
export async function registerPlanFeatureHandlers(rpc: RequestBus, planfeatures: PlanFeatureService) {
  await registerCrudHandlers(rpc, 'planfeature', planfeatures, {
    listQuery: PlanFeatureListQuery,
    create: CreatePlanFeatureBody,
    update: UpdatePlanFeatureBody,
    wrapper: 'planfeature',
    byKey: false,
  });
}
