import { FLAT_SIZE_MM, Product, ProductInput, toPence, toPounds, type ListQuery, type ProductListQuery } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { IsNull, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { CatalogCrudService, iso, type EveryField } from '../../crud/catalog-crud.service.js';
import { sameColumns, sharedFields } from '../../crud/same-fields.js';
import { ProductCategoryEntity } from './product-category.entity.js';
import { ProductEntity } from './product.entity.js';
import { productErrors } from './product.errors.js';

/** What a product's reply computes rather than copies from its row: money and dates. */
const PRODUCT_COMPUTED = ['price', 'volume_prices', 'currency', 'price_includes_vat', 'created_at', 'updated_at'] as const;
/** What `toColumns` renames or computes: money, and the flat size a new size brings. */
const INPUT_COMPUTED = ['price', 'volume_prices', 'flat_width_mm', 'flat_height_mm'] as const;
const productColumns = sameColumns<ProductEntity>();

/** A product's row as the API answers it. */
export function toProduct(r: ProductEntity): Product {
  return {
    ...sharedFields(Product, r, PRODUCT_COMPUTED),
    price: toPounds(r.price_pence),
    volume_prices: r.volume_prices.map((t) => ({ min_quantity: t.min_quantity, unit_price: toPounds(t.unit_price_pence) })),
    currency: 'GBP',
    price_includes_vat: true,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** Why a product's volume tiers make no sense, or null: each tier must be cheaper than the price below it. */
export function volumeTierError(pricePence: number, tiers: Array<{ min_quantity: number; unit_price_pence: number }>): string | null {
  let below = pricePence;
  for (const t of tiers) {
    if (t.unit_price_pence >= below)
      return `From ${t.min_quantity} cards the price must be lower than ${toPounds(below).toFixed(2)} pounds, the price for fewer.`;
    below = t.unit_price_pence;
  }
  return null;
}

/**
 * Printed card formats. The flat size defaults to the open spread of the card size (see
 * `FLAT_SIZE_MM`) and follows a change of size unless set explicitly. Deleting a product is
 * soft: orders and carts that name it keep their history; customers no longer see it.
 */
export class ProductService extends CatalogCrudService<ProductEntity, Product, ProductInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, {
      entity: 'product',
      table: ProductEntity,
      errors: productErrors,
      softDelete: true,
      hasActive: true,
      searchColumns: ['name', 'sku'],
      unique: [
        { field: 'name', column: 'name', caseInsensitive: true },
        { field: 'sku', column: 'sku' },
      ],
    });
  }

  protected toDto(r: ProductEntity) {
    return toProduct(r);
  }

  protected toColumns(i: Partial<ProductInput>, current: ProductEntity | undefined): Partial<ProductEntity> {
    const sizeChanged = i.size !== undefined && i.size !== current?.size;
    const flat = i.size ? FLAT_SIZE_MM[i.size] : undefined;
    return {
      ...productColumns(ProductInput, i, INPUT_COMPUTED),
      price_pence: i.price === undefined ? undefined : toPence(i.price),
      volume_prices: i.volume_prices
        ?.map((t) => ({ min_quantity: t.min_quantity, unit_price_pence: toPence(t.unit_price) }))
        .sort((a, b) => a.min_quantity - b.min_quantity),
      flat_width_mm: i.flat_width_mm ?? (sizeChanged ? flat!.width : undefined),
      flat_height_mm: i.flat_height_mm ?? (sizeChanged ? flat!.height : undefined),
    } satisfies EveryField<ProductInput, { price: 'price_pence' }>;
  }

  protected override async validate(m: EntityManager, next: ProductEntity, current: ProductEntity | undefined) {
    const tierError = volumeTierError(next.price_pence, next.volume_prices ?? []);
    if (tierError) throw productErrors.invalid('volume_prices', tierError);
    if (next.product_category_id === current?.product_category_id) return;
    if (!(await m.existsBy(ProductCategoryEntity, { id: next.product_category_id, deleted_at: IsNull() })))
      throw productErrors.missingReference('product_category_id', 'product category');
  }

  protected override filterList(qb: SelectQueryBuilder<ProductEntity>, alias: string, q: ListQuery) {
    const categoryId = (q as ProductListQuery).product_category_id;
    if (categoryId) qb.andWhere(`${alias}.product_category_id = :categoryId`, { categoryId });
  }
}
