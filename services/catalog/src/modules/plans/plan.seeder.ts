import { toPence, type FeatureInput, type PlanInput } from '@cards/contracts';
import { liveIds, seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { FeatureEntity } from './feature.entity.js';
import { PlanEntity } from './plan.entity.js';
import { PlanFeatureEntity } from './planfeature.entity.js';

/** Starter features (known by key), plans (by slug) and what each plan grants, feature key → value. */
export async function seedPlans(
  run: SeedRun,
  { FEATURES, PLANS }: { FEATURES: FeatureInput[]; PLANS: Array<PlanInput & { slug: string; features: Record<string, string> }> },
): Promise<number> {
  let inserted = await seedTable(
    run,
    FeatureEntity,
    'key',
    FEATURES.map((f) => ({
      item: `feature:${f.key}`,
      key: f.key,
      row: { key: f.key, name: f.name, description: f.description, value_type: f.value_type, position: f.position },
    })),
  );
  inserted += await seedTable(
    run,
    PlanEntity,
    'slug',
    PLANS.map((p) => ({
      item: `plan:${p.slug}`,
      key: p.slug,
      row: {
        name: p.name,
        slug: p.slug,
        description: p.description,
        price_pence: toPence(p.price),
        currency: 'GBP' as const,
        interval: p.interval,
        provider_price_id: p.provider_price_id,
        active: p.active,
        position: p.position,
      },
    })),
  );
  // A plan an admin deleted gets none of its features back; (plan, feature) is unique.
  const plans = await liveIds(run.m, PlanEntity, 'slug');
  const features = await liveIds(run.m, FeatureEntity, 'key');
  inserted += await seedTable(
    run,
    PlanFeatureEntity,
    null,
    PLANS.flatMap((p) =>
      Object.entries(p.features).map(([key, value]) => {
        const plan_id = plans.get(p.slug);
        const feature_id = features.get(key);
        return {
          item: `planfeature:${p.slug}:${key}`,
          key,
          row: plan_id === undefined || feature_id === undefined ? null : { plan_id, feature_id, value },
        };
      }),
    ),
  );
  return inserted;
}
