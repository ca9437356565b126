import { EntitySchema } from 'typeorm';

/** What one plan grants of one feature; unique per (plan, feature). */
export interface PlanFeatureRow {
  id: number;
  plan_id: number;
  feature_id: number;
  value: string;
  created_at: Date;
  updated_at: Date;
}

export const PlanFeatureEntity = new EntitySchema<PlanFeatureRow>({
  name: 'PlanFeature',
  tableName: 'planfeatures',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    plan_id: { type: 'int' },
    feature_id: { type: 'int' },
    value: { type: 'text' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
