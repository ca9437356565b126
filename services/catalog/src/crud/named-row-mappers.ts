import { slugify } from '../slug.js';
import type { NamedShopRow } from './catalog-columns.js';
import { iso } from './catalog-crud.service.js';

/** What every named row's input may say of the columns `NamedShopRow` declares. */
interface NamedInput {
  name?: string;
  slug?: string;
  description?: string;
  active?: boolean;
  position?: number;
}

/**
 * The contract fields of the columns every named catalogue row has (`NamedShopRow`), mapped
 * once: a service's `toDto` spreads it and adds the fields of its own columns.
 */
export function namedRowFields(r: NamedShopRow) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    active: r.active,
    position: r.position,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/** The input fields `namedRowColumns` maps: a service copies the rest of its input by name (`sameColumns`). */
export const NAMED_INPUT = ['name', 'slug', 'description', 'active', 'position'] as const;

/**
 * The columns of a named row from its input, mapped once: a service's `toColumns` spreads it,
 * adds its own columns, and is still checked to name every field of its input (`EveryField`).
 * A new row's slug comes from its name; a rename keeps the slug, so links to the row keep working.
 */
export function namedRowColumns(i: NamedInput, current: NamedShopRow | undefined) {
  return {
    name: i.name,
    description: i.description,
    active: i.active,
    position: i.position,
    slug: i.slug ?? (current ? undefined : slugify(i.name!)),
  };
}
