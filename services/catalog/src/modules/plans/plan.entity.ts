import { EntitySchema } from 'typeorm';

/** A subscription plan; soft-deleted so subscribers' history keeps it. Price in pence. */
export interface PlanRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  price_pence: number;
  currency: 'GBP';
  interval: 'month' | 'year' | null;
  provider_price_id: string | null;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const PlanEntity = new EntitySchema<PlanRow>({
  name: 'Plan',
  tableName: 'plans',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    slug: { type: 'text' },
    description: { type: 'text' },
    price_pence: { type: 'int' },
    currency: { type: 'text' },
    interval: { type: 'text', nullable: true },
    provider_price_id: { type: 'text', nullable: true },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
