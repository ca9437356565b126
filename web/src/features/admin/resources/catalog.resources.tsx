import {
  OccasionInput,
  FeatureInput,
  PersonaInput,
  PlanFeatureInput,
  PlanInput,
  ProductCategoryInput,
  ProductInput,
  StyleInput,
  UpdateOccasionBody,
  UpdateFeatureBody,
  UpdatePersonaBody,
  UpdatePlanBody,
  UpdatePlanFeatureBody,
  UpdateProductBody,
  UpdateProductCategoryBody,
  UpdateStyleBody,
} from '@cards/contracts';
import { catalog } from '../../../api/route-table.gen';
import type { AdminRecord } from '../api/admin.api';
import { money } from '../../../components/format';
import { pounds } from '../components/display';
import type { z } from 'zod';
import { resource, type CheckedDef, type ColumnDef, type FieldLook } from './types';

const name = (r: AdminRecord) => String(r.name ?? r.id);
const active: FieldLook = { label: 'Active (shown to customers)' };
const position: FieldLook = { label: 'Position', hint: 'Lower comes first' };
// Left out, the server makes the slug from the name; sent empty, it would be refused.
const slug: FieldLook = { label: 'Slug', empty: 'omit', hint: 'Made from the name when left empty' };
const description: FieldLook = { label: 'Description', widget: 'textarea' };
/** The looks of the fields every named catalogue row starts with. */
const named = { name: { label: 'Name' }, slug, description };

/** The columns catalogue lists share, each said once. */
const col = {
  name: { key: 'name', label: 'Name' },
  slug: { key: 'slug', label: 'Slug' },
  active: { key: 'active', label: 'Active' },
  position: { key: 'position', label: 'Position' },
  price: { key: 'price', label: 'Price', render: (r) => pounds(r.price), sortValue: (r) => Number(r.price) },
} satisfies Record<string, ColumnDef>;

/**
 * A catalogue section: its API resource (`event`) is its route segment and its bodies' wrapper,
 * its list's path (`/events`) its key, and a record is labelled by its name unless it says otherwise.
 */
function section<C extends z.ZodObject, U extends z.ZodObject>(
  singular: keyof typeof catalog,
  def: CheckedDef<C, U, 'key' | 'singular' | 'routes' | 'wrapper' | 'labelOf'> & { labelOf?: (r: AdminRecord) => string },
) {
  const routes = catalog[singular];
  return resource({ key: routes.list.path.slice(1), singular, routes, wrapper: singular, labelOf: name, ...def });
}

const ref = {
  plan: { route: catalog.plan.list, label: name, hint: (r: AdminRecord) => String(r.slug ?? '') },
  feature: { route: catalog.feature.list, label: name, hint: (r: AdminRecord) => String(r.key ?? '') },
  category: { route: catalog.product_category.list, label: name },
};

export const events = section('event', {
  title: 'Occasions',
  noun: 'occasion',
  description: 'The occasions customers design cards for: birthdays, weddings, Christmas and the rest.',
  columns: [col.name, col.slug, { key: 'icon', label: 'Icon' }, col.active, col.position],
  fields: {
    ...named,
    icon: { label: 'Icon', hint: 'An emoji or icon name' },
    season_start: { label: 'Season starts (MM-DD)' },
    season_end: { label: 'Season ends (MM-DD)' },
    active,
    position,
  },
  createSchema: OccasionInput,
  updateSchema: UpdateOccasionBody.shape.event,
});

export const styles = section('style', {
  title: 'Styles',
  noun: 'style',
  description: 'Artwork styles a card can be generated in.',
  columns: [
    col.name,
    col.slug,
    { key: 'family', label: 'Family' },
    {
      key: 'palette',
      label: 'Palette',
      sortValue: (r) => (r.palette as string[] | undefined)?.length ?? 0,
      render: (r) => {
        const colours = (r.palette as string[] | undefined) ?? [];
        return (
          <span className="swatches">
            {colours.map((c) => (
              <span key={c} className="swatch" style={{ background: c }} title={c} />
            ))}
            <span className="visually-hidden">{colours.join(', ')}</span>
          </span>
        );
      },
    },
    { key: 'premium', label: 'Premium' },
    col.active,
    col.position,
  ],
  fields: {
    ...named,
    prompt_hint: { label: 'Prompt hint', widget: 'textarea', hint: 'Added to the artwork prompt: what the style looks like' },
    family: { label: 'Family', hint: 'How the artwork is painted and which typefaces the words are set in' },
    preview_url: { label: 'Preview image URL' },
    palette: { label: 'Palette (#rrggbb colours)' },
    premium: { label: 'Premium (plans with premium styles only)' },
    active,
    position,
  },
  createSchema: StyleInput,
  updateSchema: UpdateStyleBody.shape.style,
});

export const personas = section('persona', {
  title: 'Personas',
  noun: 'persona',
  description: 'Voices the card’s words are written in.',
  columns: [col.name, col.slug, col.active, col.position],
  fields: {
    ...named,
    tone_prompt: { label: 'Tone prompt', widget: 'textarea', hint: 'Instructions to the text generator on tone of voice' },
    active,
    position,
  },
  createSchema: PersonaInput,
  updateSchema: UpdatePersonaBody.shape.persona,
});

export const productCategories = section('product_category', {
  title: 'Product categories',
  noun: 'product category',
  description: 'Shelves of the shop the products sit on.',
  columns: [col.name, col.slug, col.active, col.position],
  fields: { ...named, active, position },
  createSchema: ProductCategoryInput,
  updateSchema: UpdateProductCategoryBody.shape.product_category,
});

export const products = section('product', {
  title: 'Products',
  noun: 'product',
  description: 'Printed card formats for sale; prices include VAT.',
  columns: [
    col.name,
    { key: 'sku', label: 'SKU' },
    { key: 'size', label: 'Size' },
    col.price,
    {
      key: 'volume_prices',
      label: 'Volume prices',
      render: (r) =>
        ((r.volume_prices as Array<{ min_quantity: number; unit_price: number }> | undefined) ?? [])
          .map((t) => `${money(t.unit_price)} from ${t.min_quantity}`)
          .join(', ') || '—',
      sortValue: (r) => (r.volume_prices as unknown[] | undefined)?.length ?? 0,
    },
    col.active,
  ],
  fields: {
    name: { label: 'Name' },
    description,
    price: { label: 'Price (£)', widget: 'money' },
    volume_prices: {
      label: 'Volume prices',
      hint: 'Cheaper per card from a quantity on one line (a Christmas list): each tier below the price before it',
      columns: { min_quantity: { label: 'From quantity' }, unit_price: { label: 'Price each (£)', widget: 'money' } },
      addRow: 'Add a volume price',
    },
    product_category_id: { label: 'Product category', reference: ref.category },
    size: { label: 'Size', default: 'A6' },
    sku: { label: 'SKU', hint: 'Uppercase letters, digits and dashes' },
    flat_width_mm: { label: 'Flat width (mm)', hint: 'Empty: the size’s open spread' },
    flat_height_mm: { label: 'Flat height (mm)', hint: 'Empty: the size’s open spread' },
    bleed_mm: { label: 'Bleed (mm)' },
    paper: { label: 'Paper' },
    active,
    position,
  },
  createSchema: ProductInput,
  updateSchema: UpdateProductBody.shape.product,
});

export const plans = section('plan', {
  title: 'Plans',
  noun: 'plan',
  description: 'Subscription plans and what they cost.',
  columns: [col.name, col.slug, col.price, { key: 'interval', label: 'Interval' }, col.active],
  fields: {
    ...named,
    price: { label: 'Price (£)', widget: 'money' },
    interval: { label: 'Billing interval' },
    provider_price_id: { label: 'Payment provider price id', hint: 'Stripe price_…; empty until set' },
    active,
    position,
  },
  createSchema: PlanInput,
  updateSchema: UpdatePlanBody.shape.plan,
});

export const features = section('feature', {
  title: 'Features',
  noun: 'feature',
  description: 'What plans grant (generations per month, free delivery…).',
  columns: [col.name, { key: 'key', label: 'Key' }, { key: 'value_type', label: 'Value type' }, col.position],
  fields: {
    key: { label: 'Key', hint: 'lowercase letters, digits and underscores' },
    name: { label: 'Name' },
    description,
    value_type: { label: 'Value type' },
    position,
  },
  createSchema: FeatureInput,
  updateSchema: UpdateFeatureBody.shape.feature,
});

export const planfeatures = section('planfeature', {
  title: 'Plan features',
  noun: 'plan feature',
  description: 'What each plan grants of each feature.',
  labelOf: (r) => `${String(r.plan_slug ?? r.plan_id)} · ${String(r.feature_key ?? r.feature_id)}`,
  columns: [
    { key: 'plan_slug', label: 'Plan' },
    { key: 'feature_key', label: 'Feature' },
    { key: 'value', label: 'Value' },
  ],
  fields: {
    plan_id: { label: 'Plan', reference: ref.plan },
    feature_id: { label: 'Feature', reference: ref.feature },
    value: { label: 'Value', hint: 'A number, true/false or text, as the feature’s value type says' },
  },
  createSchema: PlanFeatureInput,
  updateSchema: UpdatePlanFeatureBody.shape.planfeature,
});
