import { createHash } from 'node:crypto';
import { CartOrderCalls, type Actor, type AllowanceDetails, type Plan } from '@cards/contracts';
import { toPounds } from '@cards/contracts';
import { isAppError, lockForTransaction, requestCall, type Logger, type RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { GenerationCatalog } from '../catalog/index.js';
import type { EntitlementsConfig } from './entitlements.config.js';
import { AccountPlanEntity, GrantEntity, UsageEntity, type UsageRow } from './entitlement.entities.js';
import { allowanceExhausted, concurrencyLimit, hourlyLimit, premiumStyle, sendLimit, type SendLimitReason } from './entitlement.errors.js';

/**
 * What costs money: making an option (`generate` makes several at once, `instance` one) and
 * regenerating an option's words or artwork. Each generation counts against the monthly
 * allowance and the hourly limit.
 */
export type GenerationKind = 'generate' | 'instance' | 'regenerate_text' | 'regenerate_image';

/** Used when the catalogue has no Free plan yet (or lost it): a new account's first cards are free (docs/product.md). */
const FREE_FALLBACK = 30;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface AccountPlan {
  plan: Plan | undefined;
  slug: string;
  allowance: number;
}

/** What the entitlement service is built with. */
export interface EntitlementsDeps {
  ds: DataSource;
  catalog: GenerationCatalog;
  config: EntitlementsConfig;
  rpc: RequestBus;
  log: Logger;
  /** How many of the account's other cards have options still being made (the options' count, in the caller's transaction). */
  cardsGenerating: (m: EntityManager, accountId: number, exceptCardId: number) => Promise<number>;
}

/** One charge: whose account, for what, on which card, how many generations. */
export interface Charge {
  accountId: number;
  kind: GenerationKind;
  card?: { id: number; style_id: number | null };
  units?: number;
}

/**
 * Who may generate how much. The plan (from cart-order's subscription events, else Free)
 * sets generations per calendar month (UTC); bought packs add credits that do not expire.
 * Per-account limits on concurrent cards and requests per hour protect the AI budget.
 * Charging happens under a per-account advisory lock in the caller's transaction, so two
 * requests at once cannot both take the last generation.
 */
export class EntitlementService {
  private readonly ds: DataSource;
  private readonly catalog: GenerationCatalog;
  private readonly config: EntitlementsConfig;
  private readonly rpc: RequestBus;
  private readonly log: Logger;
  private readonly cardsGenerating: EntitlementsDeps['cardsGenerating'];

  constructor(d: EntitlementsDeps) {
    ({ ds: this.ds, catalog: this.catalog, config: this.config, rpc: this.rpc, log: this.log, cardsGenerating: this.cardsGenerating } = d);
  }

  async planOf(m: EntityManager, accountId: number): Promise<AccountPlan> {
    const sub = await m.findOneBy(AccountPlanEntity, { account_id: accountId });
    const live =
      sub &&
      ['active', 'trialing', 'past_due'].includes(sub.status) &&
      (!sub.current_period_end || sub.current_period_end.getTime() > Date.now() - 86_400_000);
    let plan: Plan | undefined;
    if (live) plan = this.catalog.store.plans.get(sub.plan_id, { includeRetired: true }) ?? this.catalog.store.planBySlug(sub.plan_slug);
    plan ??= this.catalog.store.planBySlug('free');
    const n = Number(plan?.features?.generations_per_month);
    const allowance = Number.isFinite(n) && n >= 0 ? Math.floor(n) : FREE_FALLBACK;
    return { plan, slug: plan?.slug ?? (live ? sub.plan_slug : 'free'), allowance };
  }

  async details(m: EntityManager, accountId: number): Promise<AllowanceDetails> {
    const p = await this.planOf(m, accountId);
    const monthStart = startOfMonth();
    const u = await m
      .getRepository(UsageEntity)
      .createQueryBuilder('u')
      .select(`count(*) FILTER (WHERE u.source = 'plan' AND u.created_at >= :monthStart)::int`, 'used')
      .addSelect(`count(*) FILTER (WHERE u.source = 'pack')::int`, 'pack_used')
      .where('u.account_id = :accountId', { accountId, monthStart })
      .getRawOne<{ used: number; pack_used: number }>();
    const g = await m
      .getRepository(GrantEntity)
      .createQueryBuilder('g')
      .select('coalesce(sum(g.generations), 0)::int', 'bought')
      .where('g.account_id = :accountId', { accountId })
      .getRawOne<{ bought: number }>();
    return {
      plan_slug: p.slug,
      allowance: p.allowance,
      used: u!.used,
      pack_credits: Math.max(0, g!.bought - u!.pack_used),
      resets_at: startOfNextMonth().toISOString(),
      offers: this.offers(p),
    };
  }

  /** Plans with more generations than the current one, cheapest first, and a generation pack. */
  private offers(current: AccountPlan, needPremium = false): AllowanceDetails['offers'] {
    const plans = this.catalog.store.plans
      .active()
      .filter((p) => p.id !== current.plan?.id && p.price > 0)
      .filter((p) =>
        needPremium ? p.features?.premium_styles === 'true' : Number(p.features?.generations_per_month ?? 0) > current.allowance,
      )
      .sort((a, b) => a.price - b.price)
      .map((p) => ({
        kind: 'subscription' as const,
        plan_id: p.id,
        plan_slug: p.slug,
        name: p.name,
        price: p.price,
        currency: 'GBP' as const,
        interval: p.interval,
        generations: Number(p.features?.generations_per_month ?? 0),
      }));
    if (needPremium) return plans;
    return [...plans, { kind: 'generation_pack' as const, ...this.pack() }];
  }

  /** The one-off pack of designs: its name, price and size. */
  pack(): { name: string; price: number; currency: 'GBP'; generations: number } {
    return {
      name: `${this.config.GENERATION_PACK_SIZE} more card designs`,
      price: toPounds(this.config.GENERATION_PACK_PRICE_PENCE),
      currency: 'GBP',
      generations: this.config.GENERATION_PACK_SIZE,
    };
  }

  /** Takes the per-account lock for the rest of the transaction. */
  private async lock(m: EntityManager, accountId: number) {
    await lockForTransaction(m, 'generation-account', accountId);
  }

  /**
   * Checks the limits for one request of `units` generations and records what it may make, in
   * the caller's transaction; answers how many (fewer than asked when the hour or the month has
   * fewer left). Throws 429 (hourly or concurrent) or 402 (allowance used up, premium style)
   * with what to buy. Administrators' generations are recorded but take no allowance.
   */
  async charge(m: EntityManager, actor: Actor, { accountId, kind, card, units = 1 }: Charge): Promise<number> {
    await this.lock(m, accountId);
    const h = await m
      .getRepository(UsageEntity)
      .createQueryBuilder('u')
      .select('count(*)::int', 'n')
      .addSelect('min(u.created_at)', 'oldest')
      .where(`u.account_id = :accountId AND u.kind <> 'send' AND u.created_at > :since`, { accountId, since: new Date(Date.now() - HOUR) })
      .getRawOne<{ n: number; oldest: Date | null }>();
    const hourly = this.config.GENERATION_HOURLY_PER_ACCOUNT;
    if (h!.n >= hourly) throw hourlyLimit(retryAfter(h!.oldest, HOUR), hourly);
    let granted = Math.min(units, hourly - h!.n);
    if (kind === 'generate' || kind === 'instance') {
      const busy = await this.cardsGenerating(m, accountId, card?.id ?? 0);
      if (busy >= this.config.GENERATION_CONCURRENT_PER_ACCOUNT) throw concurrencyLimit(this.config.GENERATION_CONCURRENT_PER_ACCOUNT);
    }
    const sources: string[] = actor.admin
      ? Array<string>(granted).fill('admin')
      : await this.allowanceSources(m, accountId, card?.style_id ?? null, granted);
    granted = sources.length;
    await recordUsage(
      m,
      sources.map((source) => ({ account_id: accountId, user_id: actor.user_id, card_id: card?.id ?? null, kind, source })),
    );
    return granted;
  }

  /**
   * Checks the e-card caps for one send to `email` and records it, in the caller's transaction:
   * per account an hourly and a daily cap and a daily cap on different recipients; per recipient
   * (whoever sends) an hourly and a daily cap. Throws 429 with when to try again.
   */
  async chargeSend(m: EntityManager, actor: Actor, send: { accountId: number; email: string; cardId: number }): Promise<void> {
    const { accountId, email, cardId } = send;
    const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    await this.lock(m, accountId);
    // Always after the account's lock, so two senders never wait on each other in a circle.
    await lockForTransaction(m, 'ecard-recipient', recipient);
    const now = Date.now();
    const windows = { hourAgo: new Date(now - HOUR), dayAgo: new Date(now - DAY) };
    const a = await sendsInWindows(m, windows)
      .addSelect('count(DISTINCT u.recipient)::int', 'people')
      .addSelect('coalesce(bool_or(u.recipient = :recipient), false)', 'known')
      .andWhere('u.account_id = :accountId', { accountId, recipient })
      .getRawOne<SendCounts & { people: number; known: boolean }>();
    const r = await sendsInWindows(m, windows).andWhere('u.recipient = :recipient', { recipient }).getRawOne<SendCounts>();
    const c = this.config;
    const over = (reason: SendLimitReason, limit: number, oldest: Date | null, window: number) =>
      sendLimit(reason, retryAfter(oldest, window), limit);
    if (a!.day >= c.ECARDS_PER_ACCOUNT_DAY) throw over('account_day', c.ECARDS_PER_ACCOUNT_DAY, a!.oldest_day, DAY);
    if (a!.hour >= c.ECARDS_PER_ACCOUNT_HOUR) throw over('account_hour', c.ECARDS_PER_ACCOUNT_HOUR, a!.oldest_hour, HOUR);
    if (!a!.known && a!.people >= c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY)
      throw over('recipients_day', c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY, a!.oldest_day, DAY);
    if (r!.day >= c.ECARDS_PER_RECIPIENT_DAY) throw over('recipient_day', c.ECARDS_PER_RECIPIENT_DAY, r!.oldest_day, DAY);
    if (r!.hour >= c.ECARDS_PER_RECIPIENT_HOUR) throw over('recipient_hour', c.ECARDS_PER_RECIPIENT_HOUR, r!.oldest_hour, HOUR);
    await recordUsage(m, [{ account_id: accountId, user_id: actor.user_id, card_id: cardId, kind: 'send', source: null, recipient }]);
  }

  /**
   * How many of a list's e-cards the account may send now, and the cap that sets it in words:
   * its hourly and daily caps, and its daily cap on different people (people sent to today
   * already count as known). Each send is checked again by `chargeSend`, with the caps on what
   * one address receives from everyone.
   */
  async ecardQuota(accountId: number, emails: string[]): Promise<{ allowed: number; limit: string }> {
    const keys = [...new Set(emails.map((e) => createHash('sha256').update(e.trim().toLowerCase()).digest('hex')))];
    const now = Date.now();
    const a = await sendsInWindows(this.ds.manager, { hourAgo: new Date(now - HOUR), dayAgo: new Date(now - DAY) })
      .addSelect('array_agg(DISTINCT u.recipient)', 'people')
      .andWhere('u.account_id = :accountId', { accountId })
      .getRawOne<SendCounts & { people: Array<string | null> | null }>();
    const sentTo = new Set((a?.people ?? []).filter((p): p is string => !!p));
    const c = this.config;
    const newPeople = keys.filter((k) => !sentTo.has(k)).length;
    const caps = [
      { left: c.ECARDS_PER_ACCOUNT_HOUR - (a?.hour ?? 0), limit: `one account sends at most ${c.ECARDS_PER_ACCOUNT_HOUR} e-cards an hour` },
      { left: c.ECARDS_PER_ACCOUNT_DAY - (a?.day ?? 0), limit: `one account sends at most ${c.ECARDS_PER_ACCOUNT_DAY} e-cards a day` },
      {
        left: emails.length - newPeople + (c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY - sentTo.size),
        limit: `one account sends e-cards to at most ${c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY} different people a day`,
      },
    ];
    const tightest = caps.reduce((x, y) => (y.left < x.left ? y : x));
    return { allowed: Math.max(0, tightest.left), limit: tightest.limit };
  }

  /**
   * Runs `fn` (which charges); when it answers 402 for a used-up allowance, a checkout link for
   * a generation pack that returns to `cardId` is added to the pack offer first.
   */
  async offeringPack<T>(actor: Actor, cardId: number, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (isAppError(e) && e.code === 'generation_allowance_exhausted') {
        const pack = (e.details as AllowanceDetails | undefined)?.offers?.find((o) => o.kind === 'generation_pack');
        if (pack) pack.checkout_url = await this.packCheckoutUrl(actor, cardId);
      }
      throw e;
    }
  }

  /** Where each of up to `units` generations is paid from: the plan's month first, then bought packs. */
  private async allowanceSources(
    m: EntityManager,
    accountId: number,
    styleId: number | null,
    units: number,
  ): Promise<Array<'plan' | 'pack'>> {
    const d = await this.details(m, accountId);
    const style = this.catalog.store.styles.get(styleId, { includeRetired: true });
    if (style?.premium) {
      const p = await this.planOf(m, accountId);
      if (p.plan?.features?.premium_styles !== 'true') throw premiumStyle({ ...d, offers: this.offers(p, true) });
    }
    const fromPlan = Math.max(0, Math.min(units, d.allowance - d.used));
    const fromPack = Math.min(units - fromPlan, d.pack_credits);
    if (fromPlan + fromPack === 0) throw allowanceExhausted(d);
    return [...Array<'plan'>(fromPlan).fill('plan'), ...Array<'pack'>(fromPack).fill('pack')];
  }

  /**
   * Creates a checkout session for a generation pack to put in a 402, so the client can send
   * the person straight to paying; best effort (the 402 stands without it).
   */
  async packCheckoutUrl(actor: Actor, cardId: number): Promise<string | undefined> {
    try {
      const r = await requestCall(
        this.rpc,
        CartOrderCalls.checkoutSessionCreate,
        {
          actor,
          kind: 'generation_pack',
          card_id: cardId,
          amount: this.config.GENERATION_PACK_PRICE_PENCE,
          description: `${this.config.GENERATION_PACK_SIZE} more card designs (one-off, never expire)`,
          success_url: `${this.config.PUBLIC_WEB_URL}/card/${cardId}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${this.config.PUBLIC_WEB_URL}/card/${cardId}`,
        },
        { timeoutMs: 5000 },
      );
      return r.url;
    } catch (err) {
      this.log.debug({ err }, 'no checkout session for a generation pack');
      return undefined;
    }
  }

  read<T>(fn: (m: EntityManager) => Promise<T>): Promise<T> {
    return fn(this.ds.manager);
  }
}

interface SendCounts {
  hour: number;
  day: number;
  oldest_hour: Date | null;
  oldest_day: Date | null;
}

/** E-card sends of the last day, counted for the last hour and the last day (the caller narrows whose). */
function sendsInWindows(m: EntityManager, w: { hourAgo: Date; dayAgo: Date }) {
  return m
    .getRepository(UsageEntity)
    .createQueryBuilder('u')
    .select('count(*) FILTER (WHERE u.created_at > :hourAgo)::int', 'hour')
    .addSelect('count(*)::int', 'day')
    .addSelect('min(u.created_at) FILTER (WHERE u.created_at > :hourAgo)', 'oldest_hour')
    .addSelect('min(u.created_at)', 'oldest_day')
    .where(`u.kind = 'send' AND u.created_at > :dayAgo`, w);
}

/** Records usage rows in one statement. */
async function recordUsage(m: EntityManager, rows: Array<Omit<UsageRow, 'id' | 'created_at' | 'recipient'> & { recipient?: string }>) {
  if (rows.length) await m.getRepository(UsageEntity).insert(rows);
}

/** Seconds until the oldest counted row leaves a window of `windowMs`. */
function retryAfter(oldest: Date | null, windowMs: number): number {
  if (!oldest) return 60;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - Date.now()) / 1000));
}

export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
function startOfNextMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
