import { Check, Column, Entity, Index, Unique } from 'typeorm';
import { TimestampedRow } from '@cards/kit';

/** Something a plan can grant; removed for good when no plan grants it. */
@Entity({ name: 'features' })
@Unique('features_key_key', ['key'])
@Check('features_value_type_check', "value_type IN ('number', 'boolean', 'text')")
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('features_name', { synchronize: false })
export class FeatureEntity extends TimestampedRow {
  @Column({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'text', default: 'text' })
  value_type!: 'number' | 'boolean' | 'text';

  @Column({ type: 'int', default: 0 })
  position!: number;
}
