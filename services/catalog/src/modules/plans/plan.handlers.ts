import { CreatePlanBody, ListQuery, UpdatePlanBody } from '@cards/contracts';
import type { RequestBus } from '@cards/kit';
import { registerCrudHandlers } from '../crud/catalog-crud.handlers.js';
import type { PlanService } from './plan.service.js';

/** `catalog.plan.*`; `get` takes the id or the slug (`free`, `plus`). */
export async function registerPlanHandlers(rpc: RequestBus, plans: PlanService) {
  await registerCrudHandlers(rpc, 'plan', plans, {
    listQuery: ListQuery,
    create: CreatePlanBody,
    update: UpdatePlanBody,
    wrapper: 'plan',
    byKey: true,
  });
}
