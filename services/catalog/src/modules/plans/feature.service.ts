import type { Feature, FeatureInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { PlanFeatureEntity } from './planfeature.entity.js';
import { PlanEntity } from './plan.entity.js';
import type { PlanService } from './plan.service.js';
import { CatalogCrudService, iso, type ChangeAction, type EveryField } from '../../crud/catalog-crud.service.js';
import { FeatureEntity } from './feature.entity.js';
import { featureErrors, featureInUse } from './feature.errors.js';

/**
 * Plan features. A feature some plan still grants cannot be deleted (409); an unused one is
 * removed for good (it has no history of its own: subscriptions record their plan). Changing
 * a feature's key changes `Plan.features` of every plan granting it, so they are announced.
 */
export class FeatureService extends CatalogCrudService<FeatureEntity, Feature, FeatureInput> {
  constructor(
    ds: DataSource,
    outbox: Outbox,
    private readonly plans: PlanService,
  ) {
    super(ds, outbox, {
      entity: 'feature',
      table: FeatureEntity,
      errors: featureErrors,
      softDelete: false,
      hasActive: false,
      searchColumns: ['name', 'key'],
      keyColumn: 'key',
      unique: [
        { field: 'key', column: 'key' },
        { field: 'name', column: 'name', caseInsensitive: true },
      ],
    });
  }

  protected toDto(r: FeatureEntity): Feature {
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      description: r.description,
      value_type: r.value_type,
      position: r.position,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  }

  protected toColumns(i: Partial<FeatureInput>): Partial<FeatureEntity> {
    return {
      key: i.key,
      name: i.name,
      description: i.description,
      value_type: i.value_type,
      position: i.position,
    } satisfies EveryField<FeatureInput>;
  }

  protected override async validate(m: EntityManager, next: FeatureEntity, current: FeatureEntity | undefined) {
    if (!current || next.value_type === current.value_type) return;
    const values = await m.find(PlanFeatureEntity, { select: { value: true }, where: { feature_id: next.id } });
    const bad = values.find((v) => !valueFits(next.value_type, v.value));
    if (bad)
      throw featureErrors.invalid('value_type', `a plan grants this feature the value "${bad.value}", which is not a ${next.value_type}`);
  }

  protected override async assertDeletable(m: EntityManager, row: FeatureEntity) {
    const plans = await m
      .getRepository(PlanFeatureEntity)
      .createQueryBuilder('pf')
      .innerJoin(PlanEntity, 'p', 'p.id = pf.plan_id')
      .select('p.slug', 'slug')
      .where('pf.feature_id = :id', { id: row.id })
      .orderBy('p.position')
      .addOrderBy('p.name')
      .getRawMany<{ slug: string }>();
    if (plans.length) throw featureInUse(plans.map((p) => p.slug));
  }

  protected override async afterChange(m: EntityManager, row: FeatureEntity, action: ChangeAction, correlationId?: string) {
    if (action !== 'updated') return;
    const ids = await m.find(PlanFeatureEntity, { select: { plan_id: true }, where: { feature_id: row.id } });
    await this.plans.announceUpdated(
      m,
      ids.map((r) => r.plan_id),
      correlationId,
    );
  }
}

/** Whether a planfeature value is of the feature's type. */
export function valueFits(type: FeatureEntity['value_type'], value: string): boolean {
  if (type === 'number') return /^\d{1,9}$/.test(value);
  if (type === 'boolean') return value === 'true' || value === 'false';
  return true;
}
