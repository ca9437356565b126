import { addressImportTables } from '../modules/address-import/index.js';
import { AddressEntity } from '../modules/addresses/address.entity.js';
import { CartEntity, CartItemEntity } from '../modules/cart/cart.entity.js';
import { CatalogRowEntity } from '../modules/catalog-view/catalog-row.entity.js';
import { CheckoutSessionEntity, SubscriptionEntity } from '../modules/subscriptions/subscription.entity.js';
import { CouponEntity, CouponRedemptionEntity } from '../modules/coupons/coupon.entity.js';
import { OrderEntity, OrderLineEntity } from '../modules/orders/order.entity.js';
import { PaymentEntity } from '../modules/payments/payment.entity.js';
import { TEST_PROVIDER_ENTITIES } from '../modules/payments/test-provider.entities.js';
import { WebhookEventEntity } from '../modules/payments/webhook-event.entity.js';
import { ReminderEntity, ReminderMailEntity } from '../modules/reminders/reminder.entity.js';

/** Every table of the service as a TypeORM entity; the DataSource is opened with these. */
export const CART_ORDER_ENTITIES = [
  AddressEntity,
  CartEntity,
  CartItemEntity,
  CatalogRowEntity,
  CheckoutSessionEntity,
  CouponEntity,
  CouponRedemptionEntity,
  OrderEntity,
  OrderLineEntity,
  PaymentEntity,
  ReminderEntity,
  ReminderMailEntity,
  SubscriptionEntity,
  WebhookEventEntity,
  ...TEST_PROVIDER_ENTITIES,
  ...addressImportTables,
];
