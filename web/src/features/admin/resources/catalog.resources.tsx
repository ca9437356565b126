import {
  OccasionInput,
  FeatureInput,
  FeatureValueType,
  PersonaInput,
  PlanFeatureInput,
  PlanInput,
  PlanInterval,
  ProductCategoryInput,
  ProductInput,
  ProductSize,
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
import type { AdminRecord } from '../api/admin.api';
import { pounds } from '../components/display';
import type { FieldDef, ResourceDef } from './types';

const name = (r: AdminRecord) => String(r.name ?? r.id);
const active: FieldDef = { name: 'active', label: 'Active (shown to customers)', kind: 'boolean', default: true };
const position: FieldDef = { name: 'position', label: 'Position', kind: 'number', default: '0', hint: 'Lower comes first' };
const slug: FieldDef = { name: 'slug', label: 'Slug', kind: 'text', empty: 'omit', hint: 'Made from the name when left empty' };
const description: FieldDef = { name: 'description', label: 'Description', kind: 'textarea' };

const ref = {
  plan: { endpoint: '/plans', label: name, hint: (r: AdminRecord) => String(r.slug ?? '') },
  feature: { endpoint: '/features', label: name, hint: (r: AdminRecord) => String(r.key ?? '') },
  category: { endpoint: '/product_categories', label: name },
};

export const events: ResourceDef = {
  key: 'events',
  singular: 'event',
  title: 'Occasions',
  noun: 'occasion',
  endpoint: '/events',
  wrapper: 'event',
  description: 'The occasions customers design cards for: birthdays, weddings, Christmas and the rest.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'slug', label: 'Slug' },
    { key: 'icon', label: 'Icon' },
    { key: 'active', label: 'Active' },
    { key: 'position', label: 'Position' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    slug,
    description,
    { name: 'icon', label: 'Icon', kind: 'text', hint: 'An emoji or icon name' },
    { name: 'season_start', label: 'Season starts (MM-DD)', kind: 'text', empty: 'null' },
    { name: 'season_end', label: 'Season ends (MM-DD)', kind: 'text', empty: 'null' },
    active,
    position,
  ],
  createSchema: OccasionInput,
  updateSchema: UpdateOccasionBody.shape.event,
};

export const styles: ResourceDef = {
  key: 'styles',
  singular: 'style',
  title: 'Styles',
  noun: 'style',
  endpoint: '/styles',
  wrapper: 'style',
  description: 'Artwork styles a card can be generated in.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'slug', label: 'Slug' },
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
    { key: 'active', label: 'Active' },
    { key: 'position', label: 'Position' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    slug,
    description,
    { name: 'prompt_hint', label: 'Prompt hint', kind: 'textarea', hint: 'Added to the artwork prompt: what the style looks like' },
    { name: 'preview_url', label: 'Preview image URL', kind: 'text' },
    { name: 'palette', label: 'Palette (#rrggbb colours)', kind: 'list' },
    { name: 'premium', label: 'Premium (plans with premium styles only)', kind: 'boolean', default: false },
    active,
    position,
  ],
  createSchema: StyleInput,
  updateSchema: UpdateStyleBody.shape.style,
};

export const personas: ResourceDef = {
  key: 'personas',
  singular: 'persona',
  title: 'Personas',
  noun: 'persona',
  endpoint: '/personas',
  wrapper: 'persona',
  description: 'Voices the card’s words are written in.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'slug', label: 'Slug' },
    { key: 'active', label: 'Active' },
    { key: 'position', label: 'Position' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    slug,
    description,
    { name: 'tone_prompt', label: 'Tone prompt', kind: 'textarea', hint: 'Instructions to the text generator on tone of voice' },
    active,
    position,
  ],
  createSchema: PersonaInput,
  updateSchema: UpdatePersonaBody.shape.persona,
};

export const productCategories: ResourceDef = {
  key: 'product_categories',
  singular: 'product_category',
  title: 'Product categories',
  noun: 'product category',
  endpoint: '/product_categories',
  wrapper: 'product_category',
  description: 'Shelves of the shop the products sit on.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'slug', label: 'Slug' },
    { key: 'active', label: 'Active' },
    { key: 'position', label: 'Position' },
  ],
  fields: [{ name: 'name', label: 'Name', kind: 'text' }, slug, description, active, position],
  createSchema: ProductCategoryInput,
  updateSchema: UpdateProductCategoryBody.shape.product_category,
};

export const products: ResourceDef = {
  key: 'products',
  singular: 'product',
  title: 'Products',
  noun: 'product',
  endpoint: '/products',
  wrapper: 'product',
  description: 'Printed card formats for sale; prices include VAT.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'sku', label: 'SKU' },
    { key: 'size', label: 'Size' },
    { key: 'price', label: 'Price', render: (r) => pounds(r.price), sortValue: (r) => Number(r.price) },
    { key: 'active', label: 'Active' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    description,
    { name: 'price', label: 'Price (£)', kind: 'money' },
    { name: 'product_category_id', label: 'Product category', kind: 'reference', reference: ref.category },
    { name: 'size', label: 'Size', kind: 'select', options: ProductSize.options, default: 'A6' },
    { name: 'sku', label: 'SKU', kind: 'text', hint: 'Uppercase letters, digits and dashes' },
    { name: 'flat_width_mm', label: 'Flat width (mm)', kind: 'number', step: 0.1, hint: 'Empty: the size’s open spread' },
    { name: 'flat_height_mm', label: 'Flat height (mm)', kind: 'number', step: 0.1, hint: 'Empty: the size’s open spread' },
    { name: 'bleed_mm', label: 'Bleed (mm)', kind: 'number', step: 0.5, default: '3' },
    { name: 'paper', label: 'Paper', kind: 'text', default: '350gsm matt card' },
    active,
    position,
  ],
  createSchema: ProductInput,
  updateSchema: UpdateProductBody.shape.product,
};

export const plans: ResourceDef = {
  key: 'plans',
  singular: 'plan',
  title: 'Plans',
  noun: 'plan',
  endpoint: '/plans',
  wrapper: 'plan',
  description: 'Subscription plans and what they cost.',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'slug', label: 'Slug' },
    { key: 'price', label: 'Price', render: (r) => pounds(r.price), sortValue: (r) => Number(r.price) },
    { key: 'interval', label: 'Interval' },
    { key: 'active', label: 'Active' },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    slug,
    description,
    { name: 'price', label: 'Price (£)', kind: 'money', default: '0' },
    { name: 'interval', label: 'Billing interval', kind: 'select', options: PlanInterval.options, empty: 'null', default: '' },
    { name: 'provider_price_id', label: 'Payment provider price id', kind: 'text', empty: 'null', hint: 'Stripe price_…; empty until set' },
    active,
    position,
  ],
  createSchema: PlanInput,
  updateSchema: UpdatePlanBody.shape.plan,
};

export const features: ResourceDef = {
  key: 'features',
  singular: 'feature',
  title: 'Features',
  noun: 'feature',
  endpoint: '/features',
  wrapper: 'feature',
  description: 'What plans grant (generations per month, free delivery…).',
  labelOf: name,
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'key', label: 'Key' },
    { key: 'value_type', label: 'Value type' },
    { key: 'position', label: 'Position' },
  ],
  fields: [
    { name: 'key', label: 'Key', kind: 'text', hint: 'lowercase letters, digits and underscores' },
    { name: 'name', label: 'Name', kind: 'text' },
    description,
    { name: 'value_type', label: 'Value type', kind: 'select', options: FeatureValueType.options, default: 'text' },
    position,
  ],
  createSchema: FeatureInput,
  updateSchema: UpdateFeatureBody.shape.feature,
};

export const planfeatures: ResourceDef = {
  key: 'planfeatures',
  singular: 'planfeature',
  title: 'Plan features',
  noun: 'plan feature',
  endpoint: '/planfeatures',
  wrapper: 'planfeature',
  description: 'What each plan grants of each feature.',
  labelOf: (r) => `${String(r.plan_slug ?? r.plan_id)} · ${String(r.feature_key ?? r.feature_id)}`,
  columns: [
    { key: 'plan_slug', label: 'Plan' },
    { key: 'feature_key', label: 'Feature' },
    { key: 'value', label: 'Value' },
  ],
  fields: [
    { name: 'plan_id', label: 'Plan', kind: 'reference', reference: ref.plan },
    { name: 'feature_id', label: 'Feature', kind: 'reference', reference: ref.feature },
    { name: 'value', label: 'Value', kind: 'text', hint: 'A number, true/false or text, as the feature’s value type says' },
  ],
  createSchema: PlanFeatureInput,
  updateSchema: UpdatePlanFeatureBody.shape.planfeature,
};
