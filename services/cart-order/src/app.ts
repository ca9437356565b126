import { ConfigError, createRateLimiter, defineService, loadSecretKey, type DefinedService, type Infra } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CART_ORDER_SCHEMA } from './db/schema.js';
import { CART_ORDER_ENTITIES } from './db/entities.js';
import { CART_ORDER_MIGRATIONS } from './db/migration-list.js';
import { registerAddressHandlers } from './modules/addresses/address.handlers.js';
import { AddressService } from './modules/addresses/address.service.js';
import { AddressImportService, serveAddressImport } from './modules/address-import/index.js';
import { registerCartHandlers } from './modules/cart/cart.handlers.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogView } from './modules/catalog-view/catalog-view.service.js';
import { ArriveByRules } from './modules/delivery-dates/arrive-by.js';
import { UkBankHolidays } from './modules/delivery-dates/bank-holidays.js';
import { registerDeliveryDateHandlers } from './modules/delivery-dates/delivery-dates.handlers.js';
import { DeliveryDates } from './modules/delivery-dates/delivery-dates.js';
import type { Clock } from './modules/delivery-dates/delivery-options.js';
import { registerCouponHandlers } from './modules/coupons/coupon.handlers.js';
import { seedCoupons } from './modules/coupons/coupon.seed.js';
import { CouponService } from './modules/coupons/coupon.service.js';
import { registerOrderHandlers } from './modules/orders/order.handlers.js';
import { CART_ORDER_QUEUE, JOB_RELEASE_ORDER, OrderReleases, type ReleaseOrderJob } from './modules/orders/order-release.js';
import { OrderService } from './modules/orders/order.service.js';
import { onArrivalChangedSendMail } from './modules/orders/subscribers/on-arrival-changed-send-mail.js';
import { onOrderPaidSendMail } from './modules/orders/subscribers/on-order-paid-send-mail.js';
import { onPrintReady } from './modules/orders/subscribers/on-print-ready.js';
import { CheckoutService } from './modules/payments/checkout.service.js';
import { OrderWriter } from './modules/payments/order-writer.js';
import { PaymentReconciler, RECONCILE_GRACE_MS } from './modules/payments/payment-reconciler.js';
import type { PaymentProvider } from './modules/payments/payment-provider.port.js';
import { StripePaymentProvider } from './modules/payments/stripe-payment-provider.js';
import { TestPaymentProvider } from './modules/payments/test-payment-provider.js';
import { WebhookService } from './modules/payments/webhook.service.js';
import { JOB_SEND_REMINDER, JOB_SWEEP_REMINDERS, ReminderMails, type SendReminderJob } from './modules/reminders/reminder-mails.js';
import { registerReminderHandlers } from './modules/reminders/reminder.handlers.js';
import { ReminderService } from './modules/reminders/reminder.service.js';
import { onUserDeletedForgetReminders } from './modules/reminders/subscribers/on-user-deleted.js';
import { UnsubscribeTokens } from './modules/reminders/unsubscribe-token.js';
import { registerSubscriptionHandlers } from './modules/subscriptions/subscription.handlers.js';
import { SubscriptionService } from './modules/subscriptions/subscription.service.js';

export { CART_ORDER_SCHEMA };

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
      secretKey: c.STRIPE_SECRET_KEY,
      publishableKey: c.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: c.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: c.STRIPE_API_BASE,
    });
  }
  return new TestPaymentProvider(ds, c.PUBLIC_WEB_URL.replace(/\/$/, ''));
}

/** `REMINDER_LEAD_DAYS` ("14,3") as days, each 1 to 60. */
function leadDays(v: string): number[] {
  const days = v.split(',').map((d) => Number(d.trim()));
  if (days.some((d) => d < 1 || d > 60)) throw new ConfigError(`REMINDER_LEAD_DAYS=${v}: each must be 1 to 60 days`);
  return days;
}

/** What the cart-order service exposes to ops tools and tests. */
export interface CartOrderParts {
  provider: PaymentProvider;
  reconciler: PaymentReconciler;
}

/** The cart-order service's composition root: the one place its adapters and modules are wired. */
export function createCartOrderApp(infra: Infra, opts: CartOrderAppOptions = {}): DefinedService<CartOrderParts> {
  const config = infra.config;
  return defineService(infra, {
    name: 'cart-order',
    schema: CART_ORDER_SCHEMA,
    poolSize: 20,
    migrations: CART_ORDER_MIGRATIONS,
    entities: CART_ORDER_ENTITIES,
    async wire({ ds, outbox, log, onStop, onStarted, periodic }) {
      if (config.SEED && (await seedCoupons(ds))) log.info('sample coupon seeded');

      const base = choosePaymentProvider(infra, ds);
      const provider = opts.decorateProvider ? opts.decorateProvider(base) : base;
      log.info({ provider: provider.name }, 'payment provider chosen');
      const webUrl = config.PUBLIC_WEB_URL.replace(/\/$/, '');

      const clock = opts.clock ?? (() => new Date());
      const holidays = new UkBankHolidays();
      const dates = new DeliveryDates(holidays, { cutOff: config.PRINT_CUTOFF, printNation: config.PRINT_NATION });
      const arriveBy = new ArriveByRules(dates, holidays);
      const releases = new OrderReleases(ds, outbox, infra.queue, clock, log);
      const tokens = new UnsubscribeTokens(
        await loadSecretKey({
          secret: config.REMINDER_LINK_SECRET,
          envKey: 'REMINDER_LINK_SECRET',
          name: 'reminder-links',
          purpose: 'cart-order signs the unsubscribe links of reminder mails with it',
          dataDir: config.DATA_DIR,
          production: config.NODE_ENV === 'production',
        }),
      );
      const reminderMails = new ReminderMails(
        ds,
        infra.queue,
        infra.rpc,
        dates,
        tokens,
        { mailTime: config.REMINDER_MAIL_TIME, webUrl },
        clock,
        log,
      );
      const limiter = await createRateLimiter(config);
      onStop('rate-limiter', () => limiter.close());
      const reminders = new ReminderService({
        ds,
        dates,
        tokens,
        defaultLeadDays: leadDays(config.REMINDER_LEAD_DAYS),
        clock,
        mails: reminderMails,
        limiter,
      });
      const catalog = new CatalogView(ds, infra.rpc, infra.bus, log);
      const writer = new OrderWriter(ds, outbox, log, dates, arriveBy, releases, clock);
      const orders = new OrderService(ds, outbox, provider, catalog, infra.rpc, log, dates, arriveBy, releases, clock);
      const subscriptions = new SubscriptionService(ds, outbox, provider, catalog, webUrl, log);
      const cart = new CartService(ds, infra.rpc, catalog, dates, arriveBy, clock);
      const checkout = new CheckoutService(ds, provider, catalog, writer, arriveBy, clock, log, infra.rpc);
      const webhooks = new WebhookService(ds, provider, writer, orders, subscriptions, log);
      const reconciler = new PaymentReconciler(ds, provider, writer, log);

      await registerCartHandlers(infra.rpc, cart, checkout, webhooks);
      await registerCouponHandlers(infra.rpc, new CouponService(ds));
      await registerOrderHandlers(infra.rpc, orders);
      await registerSubscriptionHandlers(infra.rpc, subscriptions, catalog, webUrl);
      await registerAddressHandlers(infra.rpc, new AddressService(ds));
      await serveAddressImport(infra.rpc, ds, new AddressImportService(ds));
      await registerDeliveryDateHandlers(infra.rpc, dates, arriveBy, clock);
      await registerReminderHandlers(infra.rpc, reminders);
      const subs = [
        await onOrderPaidSendMail(infra.bus, ds, infra.rpc, log, config.PUBLIC_API_URL, clock),
        await onArrivalChangedSendMail(infra.bus, ds, infra.rpc, log, clock),
        await onPrintReady(infra.bus, ds, orders),
        await onUserDeletedForgetReminders(infra.bus, ds, reminders),
        await catalog.start(),
      ];
      onStop('subscriptions', () => Promise.allSettled(subs.map((s) => s.stop())));

      // The service's own queue: held orders' releases and reminder mails, armed again at
      // every start from the database (the in-process queue forgets its jobs with the process);
      // the daily sweep that queues the day's mails is its periodic work, below.
      // A few small jobs a day: every cart-order process works them, whatever its ROLE, since
      // no worker deployment of cart-order exists to do it (RUN_WORKERS=false turns it off).
      if (config.RUN_WORKERS) {
        const jobs: Record<string, (data: unknown) => Promise<unknown>> = {
          [JOB_RELEASE_ORDER]: (d) => releases.handle(d as ReleaseOrderJob),
          [JOB_SWEEP_REMINDERS]: () => reminderMails.sweep(),
          [JOB_SEND_REMINDER]: (d) => reminderMails.send(d as SendReminderJob),
        };
        const worker = infra.queue.work(
          CART_ORDER_QUEUE,
          async (job) => {
            const run = jobs[job.name];
            if (!run) throw new Error(`cart-order has no job called ${job.name}`);
            return run(job.data);
          },
          { concurrency: 2, timeoutMs: 60_000 },
        );
        onStop('worker', () => worker.close());
      }
      await releases.rearmAll();
      await reminderMails.start();
      periodic({ name: 'sweep-reminders', repeat: reminderMails.sweepSchedule(), run: () => reminderMails.sweep(), attempts: 5 });
      periodic({ name: 'reconcile-payments', repeat: { everyMs: 60_000 }, run: () => reconciler.sweep(RECONCILE_GRACE_MS) });

      onStarted(() => void reconciler.sweep().catch((err) => log.error({ err }, 'payment reconciliation at start failed')));
      onStop('reconciler', () => reconciler.stop());
      return { provider, reconciler };
    },
  });
}
