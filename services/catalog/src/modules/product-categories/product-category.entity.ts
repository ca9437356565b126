import { EntitySchema } from 'typeorm';

/** A shelf of products. Soft-deleted so that soft-deleted products keep their category. */
export interface ProductCategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const ProductCategoryEntity = new EntitySchema<ProductCategoryRow>({
  name: 'ProductCategory',
  tableName: 'product_categories',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    slug: { type: 'text' },
    description: { type: 'text' },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
