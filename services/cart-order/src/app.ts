import { Outbox, OutboxRelay, openDatabase, type Infra, type ServiceApp } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CreateCartOrder1700000700000 } from './db/migrations/1700000700000-create-cart-order.js';
import { CreateTestProvider1700000700100 } from './db/migrations/1700000700100-create-test-provider.js';
import { PlanOrderDates1700000700200 } from './db/migrations/1700000700200-plan-order-dates.js';
import { OrderLinePrintChecks1700000700300 } from './db/migrations/1700000700300-order-line-print-checks.js';
import { registerAddressHandlers } from './modules/addresses/address.handlers.js';
import { AddressService } from './modules/addresses/address.service.js';
import { registerCartHandlers } from './modules/cart/cart.handlers.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogView } from './modules/catalog-view/catalog-view.service.js';
import { UkBankHolidays } from './modules/delivery-dates/bank-holidays.js';
import { registerDeliveryDateHandlers } from './modules/delivery-dates/delivery-dates.handlers.js';
import { DeliveryDates } from './modules/delivery-dates/delivery-dates.js';
import type { Clock } from './modules/delivery-dates/delivery-options.js';
import { registerCouponHandlers } from './modules/coupons/coupon.handlers.js';
import { seedCoupons } from './modules/coupons/coupon.seed.js';
import { CouponService } from './modules/coupons/coupon.service.js';
import { registerOrderHandlers } from './modules/orders/order.handlers.js';
import { OrderService } from './modules/orders/order.service.js';
import { onOrderPaidSendMail } from './modules/orders/subscribers/on-order-paid-send-mail.js';
import { onPrintReady } from './modules/orders/subscribers/on-print-ready.js';
import { CheckoutService } from './modules/payments/checkout.service.js';
import { OrderWriter } from './modules/payments/order-writer.js';
import { PaymentReconciler } from './modules/payments/payment-reconciler.js';
import type { PaymentProvider } from './modules/payments/payment-provider.port.js';
import { StripePaymentProvider } from './modules/payments/stripe-payment-provider.js';
import { TestPaymentProvider } from './modules/payments/test-payment-provider.js';
import { WebhookService } from './modules/payments/webhook.service.js';
import { registerSubscriptionHandlers } from './modules/subscriptions/subscription.handlers.js';
import { SubscriptionService } from './modules/subscriptions/subscription.service.js';

export const CART_ORDER_SCHEMA = 'cart_order';

export interface CartOrderAppOptions {
  /**
   * Wraps the provider config chose (the tests use it to stop the process between the
   * charge and the reply, as a crash would).
   */
  decorateProvider?: (p: PaymentProvider) => PaymentProvider;
  /** What tells the time for delivery dates (tests fix it); the system clock by default. */
  clock?: Clock;
}

/** Config picks the payment provider: Stripe with a secret key, the built-in test provider without. */
function choosePaymentProvider(infra: Infra, ds: DataSource): PaymentProvider {
  const c = infra.config;
  if (c.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: c.STRIPE_SECRET_KEY, publishableKey: c.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? null, apiBase: c.STRIPE_API_BASE,
    });
  }
  return new TestPaymentProvider(ds, c.PUBLIC_WEB_URL.replace(/\/$/, ''));
}

/** The cart-order service's composition root: the one place its adapters and modules are wired. */
export function createCartOrderApp(infra: Infra, opts: CartOrderAppOptions = {}): ServiceApp & { dataSource(): DataSource; provider(): PaymentProvider; reconciler(): PaymentReconciler } {
  const log = infra.log.child({ service: 'cart-order' });
  let ds: DataSource | undefined;
  let relay: OutboxRelay | undefined;
  let provider: PaymentProvider | undefined;
  let reconciler: PaymentReconciler | undefined;

  return {
    name: 'cart-order',
    dataSource: () => ds!,
    provider: () => provider!,
    reconciler: () => reconciler!,
    async start() {
      ds = await openDatabase({
        url: infra.databaseUrl, schema: CART_ORDER_SCHEMA, log, entities: [], poolSize: 20,
        migrations: [CreateCartOrder1700000700000, CreateTestProvider1700000700100, PlanOrderDates1700000700200, OrderLinePrintChecks1700000700300],
      });
      relay = new OutboxRelay(ds, CART_ORDER_SCHEMA, infra.bus, log);
      const outbox = new Outbox(CART_ORDER_SCHEMA, 'cart_order', relay);
      if (infra.config.SEED && (await seedCoupons(ds))) log.info('sample coupon seeded');

      const base = choosePaymentProvider(infra, ds);
      provider = opts.decorateProvider ? opts.decorateProvider(base) : base;
      log.info({ provider: provider.name }, 'payment provider chosen');
      const webUrl = infra.config.PUBLIC_WEB_URL.replace(/\/$/, '');

      const clock = opts.clock ?? (() => new Date());
      const dates = new DeliveryDates(new UkBankHolidays(), { cutOff: infra.config.PRINT_CUTOFF, printNation: infra.config.PRINT_NATION });
      const catalog = new CatalogView(ds, infra.rpc, log);
      const writer = new OrderWriter(ds, outbox, log, dates, clock);
      const orders = new OrderService(ds, outbox, provider, catalog, infra.rpc, log, dates, clock);
      const subs = new SubscriptionService(ds, outbox, provider, catalog, webUrl, log);
      const cart = new CartService(ds, infra.rpc, catalog, dates, clock);
      const checkout = new CheckoutService(ds, provider, catalog, writer, log, infra.rpc);
      const webhooks = new WebhookService(ds, provider, writer, orders, subs, log);
      reconciler = new PaymentReconciler(ds, provider, writer, log);

      await registerCartHandlers(infra.rpc, cart, checkout, webhooks);
      await registerCouponHandlers(infra.rpc, new CouponService(ds));
      await registerOrderHandlers(infra.rpc, orders);
      await registerSubscriptionHandlers(infra.rpc, subs, catalog, webUrl);
      await registerAddressHandlers(infra.rpc, new AddressService(ds));
      await registerDeliveryDateHandlers(infra.rpc, dates, clock);
      await onOrderPaidSendMail(infra.bus, ds, infra.rpc, log, infra.config.PUBLIC_API_URL);
      await onPrintReady(infra.bus, ds, orders);
      await catalog.start(infra.bus);

      const db = ds;
      await infra.rpc.handle('cart_order.health.ready', async () => { await db.query('SELECT 1'); return { ok: true }; });
      infra.health.add('cart-order-db', async () => { await db.query('SELECT 1'); });
      relay.start();
      reconciler.start();
    },
    async stop() {
      await reconciler?.stop();
      await relay?.stop();
      await ds?.destroy();
    },
  };
}
