/**
 * Subscription plans, the features a plan can grant and what each plan grants of each
 * (`/plans`, `/features`, `/planfeatures`). One module, as the three keep each other's rules: a
 * grant's value fits its feature's type, a granted feature cannot be deleted, and a plan is
 * announced again whenever what it grants changes. The front door of the module.
 */
import type { Outbox, RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { registerCrudHandlers } from '../../crud/catalog-crud.handlers.js';
import { FeatureEntity } from './feature.entity.js';
import { FeatureService } from './feature.service.js';
import { PlanEntity } from './plan.entity.js';
import { PlanService } from './plan.service.js';
import { PlanFeatureEntity } from './planfeature.entity.js';
import { PlanFeatureService } from './planfeature.service.js';

export { seedPlans } from './plan.seeder.js';

/** The module's tables, for the service's DataSource. */
export const planTables = [PlanEntity, FeatureEntity, PlanFeatureEntity];

/** The module's use cases, wired to each other. */
export function createPlans(ds: DataSource, outbox: Outbox) {
  const plans = new PlanService(ds, outbox);
  return { plans, features: new FeatureService(ds, outbox, plans), planfeatures: new PlanFeatureService(ds, outbox, plans) };
}
export type Plans = ReturnType<typeof createPlans>;

/** `catalog.plan.*` and `catalog.feature.*` (`get` by id, slug or key) and `catalog.planfeature.*` (lists take `?plan_id=`, `?feature_id=`). */
export async function servePlans(rpc: RequestBus, p: Plans): Promise<void> {
  await registerCrudHandlers(rpc, 'plan', p.plans, true);
  await registerCrudHandlers(rpc, 'feature', p.features, true);
  await registerCrudHandlers(rpc, 'planfeature', p.planfeatures, false);
}
