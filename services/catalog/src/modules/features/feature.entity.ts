import { EntitySchema } from 'typeorm';

/** Something a plan can grant; removed for good when no plan grants it. */
export interface FeatureRow {
  id: number;
  key: string;
  name: string;
  description: string;
  value_type: 'number' | 'boolean' | 'text';
  position: number;
  created_at: Date;
  updated_at: Date;
}

export const FeatureEntity = new EntitySchema<FeatureRow>({
  name: 'Feature',
  tableName: 'features',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    key: { type: 'text' },
    name: { type: 'text' },
    description: { type: 'text' },
    value_type: { type: 'text' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
