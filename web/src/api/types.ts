/**
 * The shapes the SPA reads: the services' contracts from @cards/contracts (type-only imports,
 * so no schema code lands in the first route's bundle).
 */
import type {
  Address as CAddress,
  AddressGroup as CAddressGroup,
  AllowanceDetails as CAllowanceDetails,
  Card as CCard,
  CardProblem as CCardProblem,
  CardInstance as CCardInstance,
  Cart as CCart,
  CartItem as CCartItem,
  CartRecipient as CCartRecipient,
  DeliveryCalendarReply as CDeliveryCalendarReply,
  DeliveryOptionsReply as CDeliveryOptionsReply,
  Occasion as COccasion,
  Order as COrder,
  OrderRecipient as COrderRecipient,
  Persona as CPersona,
  Plan as CPlan,
  Product as CProduct,
  Reminder as CReminder,
  Style as CStyle,
  Subscription as CSubscription,
  User as CUser,
} from '@cards/contracts';

export type User = CUser;
export type Occasion = COccasion;
export type Style = CStyle;
export type Persona = CPersona;
export type Product = CProduct;
export type Plan = CPlan;
export type Card = CCard;
export type CardInstance = CCardInstance;
export type CardInstanceStatus = CCardInstance['status'];
export type Cart = CCart;
export type CartItem = CCartItem;
export type CartRecipient = CCartRecipient;
export type DeliveryOption = CCart['delivery']['options'][number];
export type Address = CAddress;
export type AddressGroup = CAddressGroup;
export type DeliveryOptionsReply = CDeliveryOptionsReply;
export type DeliveryCalendarReply = CDeliveryCalendarReply;
export type Reminder = CReminder;
export type Order = COrder;
/** A customer's report of one card of an order, and the shop's answer. */
export type CardProblem = CCardProblem;
export type OrderRecipient = COrderRecipient;
export type Subscription = CSubscription;
export type AllowanceDetails = CAllowanceDetails;
