import { CatalogEvents, toPence, toPounds, type Plan, type PlanInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { FeatureEntity } from './feature.entity.js';
import { PlanFeatureEntity } from './planfeature.entity.js';
import { PlanEntity } from './plan.entity.js';
import { planErrors } from './plan.errors.js';

/**
 * Subscription plans, each with its features (`Plan.features`, key → value). The catalog
 * cannot see subscriptions (cart-order owns them), so deleting a plan is always soft: it
 * disappears from the shop while subscribers and their history keep pointing at it.
 */
export class PlanService extends CatalogCrudService<PlanEntity, Plan, PlanInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, {
      entity: 'plan',
      table: PlanEntity,
      errors: planErrors,
      ...NAMED_BY_SLUG,
      unique: [...NAMED_BY_SLUG.unique, { field: 'provider_price_id', column: 'provider_price_id' }],
    });
  }

  protected toDto(r: PlanEntity, features: Record<string, string> = {}): Plan {
    return {
      ...namedRowFields(r),
      price: toPounds(r.price_pence),
      currency: 'GBP',
      interval: r.interval,
      provider_price_id: r.provider_price_id,
      features,
    };
  }

  protected override async toDtos(m: EntityManager, rows: PlanEntity[]): Promise<Plan[]> {
    if (!rows.length) return [];
    const granted = await m
      .getRepository(PlanFeatureEntity)
      .createQueryBuilder('pf')
      .innerJoin(FeatureEntity, 'f', 'f.id = pf.feature_id')
      .select('pf.plan_id', 'plan_id')
      .addSelect('f.key', 'key')
      .addSelect('pf.value', 'value')
      .where('pf.plan_id = ANY(:ids)', { ids: rows.map((r) => r.id) })
      .orderBy('f.position')
      .addOrderBy('f.key')
      .getRawMany<{ plan_id: number; key: string; value: string }>();
    const byPlan = new Map<number, Record<string, string>>();
    for (const g of granted) (byPlan.get(g.plan_id) ?? byPlan.set(g.plan_id, {}).get(g.plan_id)!)[g.key] = g.value;
    return rows.map((r) => this.toDto(r, byPlan.get(r.id) ?? {}));
  }

  protected toColumns(i: Partial<PlanInput>, current: PlanEntity | undefined): Partial<PlanEntity> {
    return {
      ...namedRowColumns(i, current),
      price_pence: i.price === undefined ? undefined : toPence(i.price),
      currency: i.currency,
      interval: i.interval,
      provider_price_id: i.provider_price_id,
    } satisfies EveryField<PlanInput, { price: 'price_pence' }>;
  }

  protected override async validate(_m: EntityManager, next: PlanEntity) {
    next.interval ??= null;
    next.provider_price_id ??= null;
    if (next.price_pence > 0 && !next.interval) throw planErrors.invalid('interval', 'is required for a paid plan (month or year)');
  }

  /** Announces live plans whose features changed (a planfeature or a feature key changed). */
  async announceUpdated(m: EntityManager, planIds: number[], correlationId?: string) {
    const ids = [...new Set(planIds)];
    if (!ids.length) return;
    const rows = await m
      .getRepository(PlanEntity)
      .createQueryBuilder('p')
      .where('p.id IN (:...ids)', { ids })
      .andWhere('p.deleted_at IS NULL')
      .getMany();
    for (const plan of await this.toDtos(m, rows)) {
      await this.outbox.add(m, CatalogEvents.planChanged, { entity: 'plan', id: plan.id, action: 'updated', row: plan }, correlationId);
    }
  }
}
