import { Check, Column, Entity, Index } from 'typeorm';
import { NamedShopRow } from '../../crud/catalog-columns.js';

/** A subscription plan; soft-deleted so subscribers' history keeps it. Price in pence. */
@Entity({ name: 'plans' })
@Check('plans_price_pence_check', 'price_pence >= 0')
@Check('plans_currency_check', "currency = 'GBP'")
@Check('plans_interval_check', "interval IN ('month', 'year')")
@Index('plans_slug_live', ['slug'], { unique: true, where: 'deleted_at IS NULL' })
@Index('plans_provider_price_live', ['provider_price_id'], {
  unique: true,
  where: 'deleted_at IS NULL AND provider_price_id IS NOT NULL',
})
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('plans_name_live', { synchronize: false })
export class PlanEntity extends NamedShopRow {
  @Column({ type: 'int', default: 0 })
  price_pence!: number;

  @Column({ type: 'text', default: 'GBP' })
  currency!: 'GBP';

  @Column({ type: 'text', nullable: true })
  interval!: 'month' | 'year' | null;

  @Column({ type: 'text', nullable: true })
  provider_price_id!: string | null;
}
