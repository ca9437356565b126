import type { ListQuery, PlanFeature, PlanFeatureInput, PlanFeatureListQuery } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { Not, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { valueFits } from './feature.service.js';
import { FeatureEntity } from './feature.entity.js';
import { PlanEntity } from './plan.entity.js';
import type { PlanService } from './plan.service.js';
import { CatalogCrudService, iso, type ChangeAction, type ReadOptions, type EveryField } from '../../crud/catalog-crud.service.js';
import { PlanFeatureEntity } from './planfeature.entity.js';
import { planFeatureErrors, planFeatureTaken } from './planfeature.errors.js';

/**
 * Plan features: a value (a monthly limit, a yes/no) checked against its feature's type.
 * Customers see those of active plans only. Removing one is a hard delete (the plan's
 * history is the subscription's business); every change also announces the plan.
 */
export class PlanFeatureService extends CatalogCrudService<PlanFeatureEntity, PlanFeature, PlanFeatureInput> {
  constructor(
    ds: DataSource,
    outbox: Outbox,
    private readonly plans: PlanService,
  ) {
    super(ds, outbox, {
      entity: 'planfeature',
      table: PlanFeatureEntity,
      errors: planFeatureErrors,
      softDelete: false,
      hasActive: false,
      searchColumns: [],
      unique: [],
    });
  }

  protected toDto(r: PlanFeatureEntity, names = { feature_key: '', plan_slug: '' }): PlanFeature {
    return {
      id: r.id,
      plan_id: r.plan_id,
      feature_id: r.feature_id,
      ...names,
      value: r.value,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  }

  protected override async toDtos(m: EntityManager, rows: PlanFeatureEntity[]): Promise<PlanFeature[]> {
    if (!rows.length) return [];
    const names = await m
      .getRepository(PlanFeatureEntity)
      .createQueryBuilder('pf')
      .innerJoin(FeatureEntity, 'f', 'f.id = pf.feature_id')
      .innerJoin(PlanEntity, 'p', 'p.id = pf.plan_id')
      .select('pf.id', 'id')
      .addSelect('f.key', 'feature_key')
      .addSelect('p.slug', 'plan_slug')
      .where('pf.id = ANY(:ids)', { ids: rows.map((r) => r.id) })
      .getRawMany<{ id: number; feature_key: string; plan_slug: string }>();
    const byId = new Map(names.map((n) => [n.id, { feature_key: n.feature_key, plan_slug: n.plan_slug }]));
    return rows.map((r) => this.toDto(r, byId.get(r.id)));
  }

  protected toColumns(i: Partial<PlanFeatureInput>): Partial<PlanFeatureEntity> {
    return { plan_id: i.plan_id, feature_id: i.feature_id, value: i.value } satisfies EveryField<PlanFeatureInput>;
  }

  protected override async validate(m: EntityManager, next: PlanFeatureEntity, current: PlanFeatureEntity | undefined) {
    if (current && next.plan_id !== current.plan_id) {
      // Moving a grant to another plan would change two plans' features in one edit; be explicit instead.
      throw planFeatureErrors.invalid('plan_id', 'cannot change; remove this plan feature and add one to the other plan');
    }
    if (!current) {
      const plan = await m.getRepository(PlanEntity).findOneBy({ id: next.plan_id });
      if (!plan || plan.deleted_at) throw planFeatureErrors.missingReference('plan_id', 'plan');
    }
    const feature: FeatureEntity | null = await m.getRepository(FeatureEntity).findOneBy({ id: next.feature_id });
    if (!feature) throw planFeatureErrors.missingReference('feature_id', 'feature');
    if (!valueFits(feature.value_type, next.value)) {
      throw planFeatureErrors.invalid('value', feature.value_type === 'number' ? 'must be a whole number' : 'must be true or false');
    }
    if (await m.existsBy(PlanFeatureEntity, { plan_id: next.plan_id, feature_id: next.feature_id, id: Not(next.id ?? 0) }))
      throw planFeatureTaken();
  }

  protected override async afterChange(m: EntityManager, row: PlanFeatureEntity, _action: ChangeAction, correlationId?: string) {
    // Announce the plan after the planfeature's own event: its `features` changed. On delete
    // the row is already gone, so the plan's features are read without it.
    await this.plans.announceUpdated(m, [row.plan_id], correlationId);
  }

  protected override filterList(qb: SelectQueryBuilder<PlanFeatureEntity>, alias: string, q: ListQuery, opts: ReadOptions) {
    qb.innerJoin(PlanEntity, 'p', `p.id = ${alias}.plan_id`).innerJoin(FeatureEntity, 'f', `f.id = ${alias}.feature_id`);
    if (!opts.includeInactive) qb.andWhere('p.active = true AND p.deleted_at IS NULL');
    const { plan_id, feature_id } = q as PlanFeatureListQuery;
    if (plan_id) qb.andWhere(`${alias}.plan_id = :plan_id`, { plan_id });
    if (feature_id) qb.andWhere(`${alias}.feature_id = :feature_id`, { feature_id });
  }

  protected override searchCondition(): string {
    return '(f.key ILIKE :search OR f.name ILIKE :search OR p.name ILIKE :search)';
  }

  protected override orderList(qb: SelectQueryBuilder<PlanFeatureEntity>, alias: string) {
    qb.orderBy('p.position', 'ASC')
      .addOrderBy('p.name', 'ASC')
      .addOrderBy('f.position', 'ASC')
      .addOrderBy('f.name', 'ASC')
      .addOrderBy(`${alias}.id`, 'ASC');
  }

  protected override async isVisible(m: EntityManager, row: PlanFeatureEntity, opts: ReadOptions) {
    if (opts.includeInactive) return true;
    const plan = await m.getRepository(PlanEntity).findOneBy({ id: row.plan_id });
    return !!plan && plan.active && !plan.deleted_at;
  }
}
