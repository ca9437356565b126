/**
 * The shapes the SPA reads: the services' contracts from @cards/contracts (type-only imports,
 * so no schema code lands in the first route's bundle).
 */
import type { CardInstance, Cart } from '@cards/contracts';

export type {
  User,
  Occasion,
  Style,
  Persona,
  Product,
  Plan,
  Card,
  CardInstance,
  Cart,
  CartItem,
  CartRecipient,
  Address,
  AddressGroup,
  DeliveryOptionsReply,
  DeliveryCalendarReply,
  Reminder,
  Order,
  /** A customer's report of one card of an order, and the shop's answer. */
  CardProblem,
  OrderRecipient,
  Subscription,
  AllowanceDetails,
} from '@cards/contracts';

export type CardInstanceStatus = CardInstance['status'];
export type DeliveryOption = Cart['delivery']['options'][number];
