import { Column, Entity, ForeignKey, Unique } from 'typeorm';
import { TimestampedRow } from '@cards/kit';
import { FeatureEntity } from './feature.entity.js';
import { PlanEntity } from './plan.entity.js';

/** What one plan grants of one feature; unique per (plan, feature). */
@Entity({ name: 'planfeatures' })
@Unique('planfeatures_plan_id_feature_id_key', ['plan_id', 'feature_id'])
export class PlanFeatureEntity extends TimestampedRow {
  @Column({ type: 'int' })
  @ForeignKey(() => PlanEntity, { name: 'planfeatures_plan_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  plan_id!: number;

  @Column({ type: 'int' })
  @ForeignKey(() => FeatureEntity, { name: 'planfeatures_feature_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  feature_id!: number;

  @Column({ type: 'text' })
  value!: string;
}
