/**
 * The shapes the SPA reads, as pinned in DESIGN.md. Where a contract already exists in
 * @cards/contracts its type is used; the rest mirror the pinned field names and are replaced
 * by the contracts' types as each service publishes them.
 */
import type { Event as CatalogEvent, User as ContractUser } from '@cards/contracts';

export type User = ContractUser;
export type Occasion = CatalogEvent;

export interface Style {
  id: number; name: string; slug: string; description: string; prompt_hint?: string;
  preview_url: string | null; palette: string[]; active: boolean; position: number;
}
export interface Persona { id: number; name: string; slug: string; description: string; active: boolean; position: number }
export interface Product {
  id: number; name: string; description: string; price: number; currency: 'GBP';
  product_category_id: number | null; size: 'A6' | 'A5' | '5x7' | 'square';
  flat_width_mm: number; flat_height_mm: number; bleed_mm: number; paper?: string; sku?: string; active: boolean;
}
export interface Plan {
  id: number; name: string; slug: string; price: number; currency: 'GBP'; interval: 'month' | 'year' | null;
  active: boolean; features?: { key: string; name: string; value: string }[];
}

export type CardInstanceStatus = 'queued' | 'generating' | 'ready' | 'failed';

export interface CardText {
  front?: string; inside?: string; headline?: string; message?: string; sign_off?: string; [part: string]: string | undefined;
}

export interface CardInstance {
  id: number; card_id: number; status: CardInstanceStatus;
  /** The words; a string or named parts (front line, inside message, sign-off). */
  text: string | CardText | null;
  image_url: string | null; thumbnail_url: string | null;
  rating?: number | null; text_feedback?: 'up' | 'down' | null;
  progress?: number | null; error?: string | null;
  created_at?: string; updated_at?: string;
}

export interface Card {
  id: number; event_id: number; event?: Partial<Occasion> & { name: string };
  style_id: number | null; persona_id: number | null; style?: Partial<Style>; persona?: Partial<Persona>;
  recipient_name: string; sender_name: string; details: string;
  title?: string; favourite?: boolean; card_instances: CardInstance[];
  created_at?: string; updated_at?: string;
}

export interface CardInput {
  event_id: number; style_id?: number | null; persona_id?: number | null;
  recipient_name: string; sender_name: string; details: string;
}

export interface CartItem {
  id: number; card_instance_id: number; product_id: number; quantity: number; unit_price: number; total: number;
  product?: Partial<Product>; thumbnail_url?: string | null; title?: string | null; occasion_name?: string | null;
  card_id?: number | null;
}

export interface DeliveryOption { key: string; name: string; price: number; description?: string }

export interface Cart {
  id?: number; items: CartItem[]; subtotal: number; total: number; coupon: string | null; coupon_value: number;
  shipping?: number; delivery?: string | null; delivery_options?: DeliveryOption[]; currency?: 'GBP';
}

export interface PaymentIntent {
  payment_intent_id: string; client_secret: string; amount: number; currency: string;
  provider?: 'test' | 'stripe'; publishable_key?: string | null;
}

export interface OrderItem {
  id: number; card_instance_id: number; product_id: number; quantity: number; unit_price: number; total: number;
  product_name?: string; title?: string | null; thumbnail_url?: string | null;
}

export interface Order {
  id: number; number: string; status: string; items: OrderItem[]; subtotal: number; coupon_value: number;
  shipping: number; total: number; currency: 'GBP'; created_at: string; coupon?: string | null;
}

export interface Subscription {
  id: number; plan_id: number; plan?: Partial<Plan>; status: string; current_period_end: string | null;
  cancel_at_period_end?: boolean; created_at?: string;
}

export interface SampleCard {
  id: number; title?: string; occasion_name?: string; event?: { name: string; slug?: string };
  thumbnail_url: string | null; image_url?: string | null; text?: CardInstance['text']; style_name?: string;
}

/** The API's error body (ErrorBody in contracts). */
export interface ApiErrorBody { error: string; code?: string; details?: unknown }
