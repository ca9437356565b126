/**
 * The shapes the SPA reads: the services' contracts from @cards/contracts (type-only imports,
 * so no schema code lands in the first route's bundle).
 */
import type {
  Address as CAddress,
  AllowanceDetails as CAllowanceDetails,
  Card as CCard,
  CardInstance as CCardInstance,
  Cart as CCart,
  CartItem as CCartItem,
  DeliveryCalendarReply as CDeliveryCalendarReply,
  DeliveryOptionsReply as CDeliveryOptionsReply,
  Event as CEvent,
  Order as COrder,
  Persona as CPersona,
  Plan as CPlan,
  Product as CProduct,
  Reminder as CReminder,
  Style as CStyle,
  Subscription as CSubscription,
  User as CUser,
} from '@cards/contracts';

export type User = CUser;
export type Occasion = CEvent;
export type Style = CStyle;
export type Persona = CPersona;
export type Product = CProduct;
export type Plan = CPlan;
export type Card = CCard;
export type CardInstance = CCardInstance;
export type CardInstanceStatus = CCardInstance['status'];
export type Cart = CCart;
export type CartItem = CCartItem;
export type DeliveryOption = CCart['delivery']['options'][number];
export type Address = CAddress;
export type DeliveryOptionsReply = CDeliveryOptionsReply;
export type DeliveryCalendarReply = CDeliveryCalendarReply;
export type Reminder = CReminder;
export type Order = COrder;
export type Subscription = CSubscription;
export type AllowanceDetails = CAllowanceDetails;

export interface CardInput {
  event_id: number;
  style_id?: number | null;
  persona_id?: number | null;
  recipient_name: string;
  sender_name: string;
  details: string;
  relationship?: CCard['relationship'];
}

export interface PaymentIntent {
  payment_intent_id: string;
  client_secret: string;
  amount: number;
  currency: string;
  provider: 'test' | 'stripe';
  publishable_key: string | null;
}

/** The API's error body (ErrorBody in contracts). */
export interface ApiErrorBody {
  error: string;
  code?: string;
  details?: unknown;
}
