import type { ProductSize } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

/** A card format for sale; the price is integer pence, VAT included. */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price_pence: number;
  currency: 'GBP';
  product_category_id: number;
  size: ProductSize;
  flat_width_mm: number;
  flat_height_mm: number;
  bleed_mm: number;
  paper: string;
  sku: string;
  active: boolean;
  position: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const ProductEntity = new EntitySchema<ProductRow>({
  name: 'Product',
  tableName: 'products',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    name: { type: 'text' },
    description: { type: 'text' },
    price_pence: { type: 'int' },
    currency: { type: 'text' },
    product_category_id: { type: 'int' },
    size: { type: 'text' },
    flat_width_mm: { type: 'double precision' },
    flat_height_mm: { type: 'double precision' },
    bleed_mm: { type: 'double precision' },
    paper: { type: 'text' },
    sku: { type: 'text' },
    active: { type: 'boolean' },
    position: { type: 'int' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});
