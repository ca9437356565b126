import type { Actor } from '@cards/contracts';
import {
  configSlice,
  createRateLimiter,
  defineService,
  loadSecretKey,
  takesQueueWork,
  type DefinedService,
  type Infra,
  type ServiceContext,
} from '@cards/kit';
import { database } from './db/database.js';
import { AddressBookImports } from './flows/address-book-imports.js';
import { CartLines } from './flows/cart-lines.js';
import { PlaceOrder } from './flows/place-order.js';
import { ReleaseOrder } from './flows/release-order.js';
import { CART_ORDER_SCHEMA } from './db/schema.js';
import {
  CollectedAnswers,
  AddressImportService,
  CollectionService,
  CollectionSummaries,
  serveAddressImport,
  serveCollection,
} from './modules/address-import/index.js';
import { AddressService, serveAddresses } from './modules/addresses/index.js';
import { CartCheckout, CartService, SendToManyService, serveCart } from './modules/cart/index.js';
import { MailingChecks, onOrderEcardHandled, OrderRecipients } from './modules/mailing/index.js';
import { CatalogView } from './modules/catalog-view/index.js';
import { CouponService, CouponUses, seedCoupons, serveCoupons } from './modules/coupons/index.js';
import {
  ArriveByRules,
  DeliveryConfig,
  DeliveryDates,
  serveDeliveryDates,
  UkBankHolidays,
  type Clock,
} from './modules/delivery-dates/index.js';
import {
  CART_ORDER_QUEUE,
  JOB_RELEASE_ORDER,
  onArrivalChangedSendMail,
  onOrderPaidSendMail,
  onOrderPostedSendMail,
  onTrackingAddedSendMail,
  onPrintReady,
  OrderCards,
  OrderReleases,
  OrderService,
  OrdersConfig,
  serveOrders,
  type ReleaseOrderJob,
} from './modules/orders/index.js';
import { CheckoutService, PaymentReconciler, RECONCILE_GRACE_MS, serveCheckout, WebhookService } from './modules/payments/index.js';
import { onProblemResolvedSendMail, onReprintReady, ProblemService, serveProblems } from './modules/problems/index.js';
import { createPaymentProvider, ProvidersConfig, type PaymentProvider } from './modules/providers/index.js';
import {
  JOB_SEND_REMINDER,
  JOB_SWEEP_REMINDERS,
  leadDays,
  onUserDeletedForgetReminders,
  ReminderMails,
  RemindersConfig,
  ReminderService,
  serveReminders,
  UnsubscribeTokens,
  type SendReminderJob,
} from './modules/reminders/index.js';
import { LivePlanReads, serveSubscriptions, SubscriptionService } from './modules/subscriptions/index.js';

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

/** What the cart-order service exposes to ops tools and tests. */
export interface CartOrderParts {
  provider: PaymentProvider;
  reconciler: PaymentReconciler;
  /** The releases of held orders and of a list's later days (tests run a day's release through it). */
  releases: OrderReleases;
}

/** The shared parts every module is built from. */
interface Shared {
  w: ServiceContext;
  infra: Infra;
  clock: Clock;
  dates: DeliveryDates;
  arriveBy: ArriveByRules;
  catalog: CatalogView;
  provider: PaymentProvider;
  releases: OrderReleases;
  release: ReleaseOrder;
}

/** Reminders: the signing key of their links, their mails, the use cases. */
async function wireReminders({ w, infra, clock, dates }: Shared) {
  const config = configSlice(RemindersConfig, infra.config);
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
  const settings = { mailTime: config.REMINDER_MAIL_TIME, webUrl: config.PUBLIC_WEB_URL };
  const mails = new ReminderMails({ ds: w.ds, queue: infra.queue, rpc: infra.rpc, dates, tokens, settings, clock, log: w.log });
  const limiter = await createRateLimiter(infra.config);
  w.onStop('rate-limiter', () => limiter.close());
  const defaultLeadDays = leadDays(config.REMINDER_LEAD_DAYS);
  const reminders = new ReminderService({ ds: w.ds, dates, tokens, defaultLeadDays, clock, mails, limiter });
  return { mails, reminders };
}

/** Collection links (people give their own address) and the summary mails of what they bring, one per batch. */
async function wireCollection({ w, infra, clock }: Shared) {
  const limiter = await createRateLimiter(infra.config);
  w.onStop('collection-rate-limiter', () => limiter.close());
  const summaries = new CollectionSummaries({ ds: w.ds, rpc: infra.rpc, webUrl: infra.config.PUBLIC_WEB_URL, clock });
  const book = new AddressBookImports(w.ds);
  const links = new CollectionService({ ds: w.ds, rpc: infra.rpc, limiter, webUrl: infra.config.PUBLIC_WEB_URL, clock, summaries, book });
  await serveCollection(infra.rpc, links);
  w.periodic({ name: 'send-collection-summaries', repeat: { everyMs: 5 * 60_000 }, run: () => summaries.sendDue() });
}

/** Cart, checkout, orders and subscriptions, and what serves them. */
async function wireShop(s: Shared) {
  const { w, infra, clock, dates, arriveBy, catalog, provider, releases, release } = s;
  const { ds, outbox, log } = w;
  const rpc = infra.rpc;
  const webUrl = infra.config.PUBLIC_WEB_URL;
  const writer = new PlaceOrder({ ds, outbox, log, dates, arriveBy, releases, clock });
  const recipients = new OrderRecipients();
  const orders = new OrderService({ ds, outbox, provider, catalog, rpc, log, dates, arriveBy, releases, release, recipients, clock });
  const subscriptions = new SubscriptionService({ ds, outbox, provider, catalog, webUrl, log });
  const checks = new MailingChecks(rpc);
  const carts = new CartCheckout();
  // Checkout reaches the cart it pays for and its coupon's reservation through its ports.
  const holds = { carts, coupons: new CouponUses() };
  const checkout = new CheckoutService({ ds, provider, catalog, writer, arriveBy, clock, log, rpc, mailing: checks, ...holds });
  const webhooks = new WebhookService({ ds, provider, writer, orders, subs: subscriptions, log });
  const reconciler = new PaymentReconciler(ds, provider, writer, log);

  const cart = new CartService({ ds, rpc, catalog, dates, arriveBy, clock, log });
  // Imports write the address book through the flow that runs both modules' operations.
  const addressImport = new AddressImportService(ds, new AddressBookImports(ds));
  // A group's entries in the book's order, asked of the address-import module's service.
  const groupMembers = async (actor: Actor, id: number) => (await addressImport.groupAddressIds(actor, id)).sort((a, b) => a - b);
  const mailing = new SendToManyService({ ds, catalog, cart, checks, groupMembers, days: { arriveBy, clock } });
  // Changes of a cart that write a list or the address book too run in the flow `CartLines`.
  await serveCart(rpc, cart, mailing, new CartLines({ cart, mailing }));
  await serveCheckout(rpc, checkout, webhooks);
  // Coupons reach the carts holding one through their `DropFromCarts` port.
  await serveCoupons(rpc, new CouponService(ds, (m, id) => carts.dropCoupon(m, id)));
  await serveOrders(rpc, orders);
  // Reports read an order and its cards, and refund one card's share, through the orders module's door.
  const problems = new ProblemService({ ds, orders: new OrderCards(), outbox, provider, log, clock });
  await serveProblems(rpc, problems);
  await serveSubscriptions(rpc, { subs: subscriptions, db: ds, catalog, webUrl });
  // A deleted entry takes the answers people gave for it through collection links, in its transaction.
  const answers = new CollectedAnswers();
  await serveAddresses(rpc, new AddressService(ds, (tx, entry) => answers.forget(tx, entry)));
  await serveAddressImport(rpc, ds, addressImport);
  await wireCollection(s);
  await serveDeliveryDates(rpc, { dates, arriveBy, clock });
  return { orders, reconciler, problems };
}

/**
 * The service's own queue: held orders' releases and reminder mails, armed again at every start
 * from the database (the in-process queue forgets its jobs with the process). A few small jobs a
 * day: every cart-order process works them, whatever its ROLE, since no worker deployment of
 * cart-order exists to do it (`ROLE=handlers` turns it off).
 */
function workQueue({ w, infra, releases }: Shared, mails: ReminderMails) {
  if (!takesQueueWork(infra.config)) return;
  const jobs: Record<string, (data: unknown) => Promise<unknown>> = {
    [JOB_RELEASE_ORDER]: (d) => releases.handle(d as ReleaseOrderJob),
    [JOB_SWEEP_REMINDERS]: () => mails.sweep(),
    [JOB_SEND_REMINDER]: (d) => mails.send(d as SendReminderJob),
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
  w.onStop('worker', () => worker.close());
}

/** The cart-order service's composition root: the one place its adapters and modules are wired. */
export function createCartOrderApp(infra: Infra, opts: CartOrderAppOptions = {}): DefinedService<CartOrderParts> {
  const config = infra.config;
  return defineService(infra, {
    name: 'cart-order',
    ...database,
    poolSize: 20,
    async wire(w) {
      const { ds, outbox, log } = w;
      if (config.SEED && (await seedCoupons(ds))) log.info('sample coupon seeded');

      const base = createPaymentProvider(configSlice(ProvidersConfig, config), ds);
      const provider = opts.decorateProvider ? opts.decorateProvider(base) : base;
      log.info({ provider: provider.name }, 'payment provider chosen');

      const clock = opts.clock ?? (() => new Date());
      const holidays = new UkBankHolidays();
      const deliveryConfig = configSlice(DeliveryConfig, config);
      const dates = new DeliveryDates(holidays, { cutOff: deliveryConfig.PRINT_CUTOFF, printNation: deliveryConfig.PRINT_NATION });
      const arriveBy = new ArriveByRules(dates, holidays);
      // Releases run the orders module's steps and the mailing module's in the flow `ReleaseOrder`.
      const release = new ReleaseOrder(outbox);
      const releases = new OrderReleases({ ds, outbox, queue: infra.queue, clock, log, release });
      // The read model asks the subscriptions module for an account's live plans through its port.
      const plans = new LivePlanReads();
      const catalog = new CatalogView({ ds, rpc: infra.rpc, bus: infra.bus, log, livePlans: (db, id) => plans.of(db, id) });
      const shared: Shared = { w, infra, clock, dates, arriveBy, catalog, provider, releases, release };

      const { mails, reminders } = await wireReminders(shared);
      const { orders, reconciler, problems } = await wireShop(shared);
      await serveReminders(infra.rpc, reminders);
      const mailDeps = { bus: infra.bus, ds, rpc: infra.rpc, log, clock };
      const subs = [
        await onOrderPaidSendMail({ ...mailDeps, apiUrl: configSlice(OrdersConfig, config).PUBLIC_API_URL }),
        await onArrivalChangedSendMail(mailDeps),
        await onOrderPostedSendMail(mailDeps),
        await onTrackingAddedSendMail(mailDeps),
        await onProblemResolvedSendMail(mailDeps),
        await onReprintReady(infra.bus, problems),
        await onPrintReady(infra.bus, ds, orders),
        await onOrderEcardHandled(infra.bus, ds),
        await onUserDeletedForgetReminders(infra.bus, ds, reminders),
        await catalog.start(),
      ];
      w.onStop('subscriptions', () => Promise.allSettled(subs.map((s) => s.stop())));

      workQueue(shared, mails);
      await releases.rearmAll();
      await mails.start();
      scheduleUpkeep(w, mails, reconciler);
      return { provider, reconciler, releases };
    },
  });
}

/** The daily sweep that queues the day's reminder mails, and the pass that finishes payments nobody came back for. */
function scheduleUpkeep({ periodic, onStarted, onStop, log }: ServiceContext, mails: ReminderMails, reconciler: PaymentReconciler) {
  periodic({ name: 'sweep-reminders', repeat: mails.sweepSchedule(), run: () => mails.sweep(), attempts: 5 });
  periodic({ name: 'reconcile-payments', repeat: { everyMs: 60_000 }, run: () => reconciler.sweep(RECONCILE_GRACE_MS) });
  onStarted(() => void reconciler.sweep().catch((err) => log.error({ err }, 'payment reconciliation at start failed')));
  onStop('reconciler', () => reconciler.stop());
}
