import type { FeatureInput, PlanInput, ProductCategoryInput } from '@cards/contracts';
import type { SeedProduct } from '../modules/products/index.js';

/**
 * Shelves and card formats: prices are VAT-inclusive pounds; flat sizes default from the size.
 * Volume tiers make a Christmas list of 25 or 50 cards cheaper per card, as holiday-card shops do.
 */
export const CATEGORIES: Array<ProductCategoryInput & { slug: string }> = [
  {
    name: 'Standard cards',
    slug: 'standard-cards',
    position: 10,
    active: true,
    description: 'Everyday sizes that fit a standard envelope and letterbox.',
  },
  { name: 'Large cards', slug: 'large-cards', position: 20, active: true, description: 'Bigger cards for bigger moments.' },
];

export const PRODUCTS: SeedProduct[] = [
  {
    category: 'standard-cards',
    name: 'A6 Greeting Card',
    sku: 'CARD-A6',
    size: 'A6',
    price: 3.95,
    volume_prices: [
      { min_quantity: 10, unit_price: 3.5 },
      { min_quantity: 25, unit_price: 3.2 },
      { min_quantity: 50, unit_price: 2.95 },
    ],
    position: 10,
    description: 'Classic A6 folded card (105 × 148 mm) with a white envelope.',
    paper: '350gsm matt card',
    bleed_mm: 3,
    currency: 'GBP',
    active: true,
  },
  {
    category: 'standard-cards',
    name: '5×7 Greeting Card',
    sku: 'CARD-5X7',
    size: '5x7',
    price: 4.5,
    volume_prices: [
      { min_quantity: 10, unit_price: 4.0 },
      { min_quantity: 25, unit_price: 3.7 },
      { min_quantity: 50, unit_price: 3.4 },
    ],
    position: 20,
    description: 'Folded 5 × 7 in card (127 × 178 mm) with a white envelope.',
    paper: '350gsm matt card',
    bleed_mm: 3,
    currency: 'GBP',
    active: true,
  },
  {
    category: 'standard-cards',
    name: 'Square Greeting Card',
    sku: 'CARD-SQ150',
    size: 'square',
    price: 4.95,
    volume_prices: [
      { min_quantity: 10, unit_price: 4.45 },
      { min_quantity: 25, unit_price: 4.1 },
      { min_quantity: 50, unit_price: 3.8 },
    ],
    position: 30,
    description: 'Folded 150 mm square card with a white envelope.',
    paper: '350gsm matt card',
    bleed_mm: 3,
    currency: 'GBP',
    active: true,
  },
  {
    category: 'large-cards',
    name: 'A5 Large Greeting Card',
    sku: 'CARD-A5',
    size: 'A5',
    price: 5.95,
    volume_prices: [
      { min_quantity: 10, unit_price: 5.4 },
      { min_quantity: 25, unit_price: 4.95 },
    ],
    position: 10,
    description: 'Large A5 folded card (148 × 210 mm) with a white envelope.',
    paper: '350gsm matt card',
    bleed_mm: 3,
    currency: 'GBP',
    active: true,
  },
  {
    category: 'large-cards',
    name: 'A5 Luxe Greeting Card',
    sku: 'CARD-A5-LUXE',
    size: 'A5',
    price: 7.95,
    volume_prices: [
      { min_quantity: 10, unit_price: 7.25 },
      { min_quantity: 25, unit_price: 6.75 },
    ],
    position: 20,
    description: 'A5 on heavy textured stock with a kraft envelope.',
    paper: '400gsm textured card',
    bleed_mm: 3,
    currency: 'GBP',
    active: true,
  },
];

export const FEATURES: FeatureInput[] = [
  {
    key: 'generations_per_month',
    name: 'Card generations per month',
    value_type: 'number',
    position: 10,
    description: 'How many cards an account can have written and illustrated each month.',
  },
  {
    key: 'free_delivery',
    name: 'Free delivery',
    value_type: 'boolean',
    position: 20,
    description: 'Orders ship without a delivery charge.',
  },
  { key: 'premium_styles', name: 'Premium styles', value_type: 'boolean', position: 30, description: 'Use the styles marked premium.' },
];

export const PLANS: Array<PlanInput & { slug: string; features: Record<string, string> }> = [
  {
    name: 'Free',
    slug: 'free',
    price: 0,
    currency: 'GBP',
    interval: null,
    provider_price_id: null,
    position: 10,
    active: true,
    description: 'Design your first cards at no cost.',
    features: { generations_per_month: '30', free_delivery: 'false', premium_styles: 'false' },
  },
  {
    name: 'Plus',
    slug: 'plus',
    price: 4.99,
    currency: 'GBP',
    interval: 'month',
    provider_price_id: null,
    position: 20,
    active: true,
    description: 'More cards every month, premium styles and free delivery.',
    features: { generations_per_month: '100', free_delivery: 'true', premium_styles: 'true' },
  },
];
