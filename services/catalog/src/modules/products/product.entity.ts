import type { ProductSize } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { ShopRow } from '../../crud/catalog-columns.js';
import { ProductCategoryEntity } from './product-category.entity.js';

/** A card format for sale; the price is integer pence, VAT included. */
@Entity({ name: 'products' })
@Check('products_price_pence_check', 'price_pence > 0')
@Check('products_currency_check', "currency = 'GBP'")
@Check('products_size_check', "size IN ('A6', 'A5', '5x7', 'square')")
@Index('products_category', ['product_category_id'], { where: 'deleted_at IS NULL' })
@Index('products_sku_live', ['sku'], { unique: true, where: 'deleted_at IS NULL' })
// On lower(name): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('products_name_live', { synchronize: false })
export class ProductEntity extends ShopRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', default: '' })
  description!: string;

  @Column({ type: 'int' })
  price_pence!: number;

  @Column({ type: 'text', default: 'GBP' })
  currency!: 'GBP';

  @Column({ type: 'int' })
  @ForeignKey(() => ProductCategoryEntity, { name: 'products_product_category_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  product_category_id!: number;

  @Column({ type: 'text' })
  size!: ProductSize;

  @Column({ type: 'double precision' })
  flat_width_mm!: number;

  @Column({ type: 'double precision' })
  flat_height_mm!: number;

  @Column({ type: 'double precision', default: 3 })
  bleed_mm!: number;

  @Column({ type: 'text' })
  paper!: string;

  @Column({ type: 'text' })
  sku!: string;

  /** Cheaper unit prices from a quantity on one line, sorted by quantity (integer pence). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  volume_prices!: VolumeTierRow[];
}

export interface VolumeTierRow {
  min_quantity: number;
  unit_price_pence: number;
}
