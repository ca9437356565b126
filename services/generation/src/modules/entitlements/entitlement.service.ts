import { createHash } from 'node:crypto';
import { CartOrderCalls, type Actor, type AllowanceDetails, type Plan } from '@cards/contracts';
import { toPounds } from '@cards/contracts';
import { isAppError, requestCall, type Config, type Logger, type RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { GenerationCatalog } from '../catalog/catalog-read-model.js';
import { allowanceExhausted, concurrencyLimit, hourlyLimit, premiumStyle, sendLimit, type SendLimitReason } from './entitlement.errors.js';

/**
 * What costs money: making an option (`generate` makes several at once, `instance` one) and
 * regenerating an option's words or artwork. Each generation counts against the monthly
 * allowance and the hourly limit.
 */
export type GenerationKind = 'generate' | 'instance' | 'regenerate_text' | 'regenerate_image';

/** Used when the catalogue has no Free plan yet (or lost it): a new account's first cards are free (docs/product.md). */
const FREE_FALLBACK = 10;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface AccountPlan {
  plan: Plan | undefined;
  slug: string;
  allowance: number;
}

/**
 * Who may generate how much. The plan (from cart-order's subscription events, else Free)
 * sets generations per calendar month (UTC); bought packs add credits that do not expire.
 * Per-account limits on concurrent cards and requests per hour protect the AI budget.
 * Charging happens under a per-account advisory lock in the caller's transaction, so two
 * requests at once cannot both take the last generation.
 */
export class EntitlementService {
  constructor(
    private readonly ds: DataSource,
    private readonly catalog: GenerationCatalog,
    private readonly config: Config,
    private readonly rpc: RequestBus,
    private readonly log: Logger,
  ) {}

  async planOf(m: EntityManager, accountId: number): Promise<AccountPlan> {
    const rows: Array<{ plan_id: number | null; plan_slug: string; status: string; current_period_end: Date | null }> = await m.query(
      `SELECT plan_id, plan_slug, status, current_period_end FROM generation.account_plans WHERE account_id = $1`,
      [accountId],
    );
    const sub = rows[0];
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
    const [u]: Array<{ used: number; pack_used: number }> = await m.query(
      `SELECT count(*) FILTER (WHERE source = 'plan' AND created_at >= $2)::int AS used, count(*) FILTER (WHERE source = 'pack')::int AS pack_used
         FROM generation.usage WHERE account_id = $1`,
      [accountId, monthStart],
    );
    const [g]: Array<{ bought: number }> = await m.query(
      `SELECT coalesce(sum(generations), 0)::int AS bought FROM generation.grants WHERE account_id = $1`,
      [accountId],
    );
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
    return [
      ...plans,
      {
        kind: 'generation_pack' as const,
        name: `${this.config.GENERATION_PACK_SIZE} more generations`,
        price: toPounds(this.config.GENERATION_PACK_PRICE_PENCE),
        currency: 'GBP' as const,
        generations: this.config.GENERATION_PACK_SIZE,
      },
    ];
  }

  /** Takes the per-account lock for the rest of the transaction. */
  private async lock(m: EntityManager, accountId: number) {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('generation-account'), $1)`, [accountId]);
  }

  /**
   * Checks the limits for one request of `units` generations and records what it may make, in
   * the caller's transaction; answers how many (fewer than asked when the hour or the month has
   * fewer left). Throws 429 (hourly or concurrent) or 402 (allowance used up, premium style)
   * with what to buy. Administrators' generations are recorded but take no allowance.
   */
  async charge(
    m: EntityManager,
    actor: Actor,
    accountId: number,
    kind: GenerationKind,
    card?: { id: number; style_id: number | null },
    units = 1,
  ): Promise<number> {
    await this.lock(m, accountId);
    const [h]: Array<{ n: number; oldest: Date | null }> = await m.query(
      `SELECT count(*)::int AS n, min(created_at) AS oldest FROM generation.usage WHERE account_id = $1 AND kind <> 'send' AND created_at > $2`,
      [accountId, new Date(Date.now() - HOUR)],
    );
    const hourly = this.config.GENERATION_HOURLY_PER_ACCOUNT;
    if (h!.n >= hourly) throw hourlyLimit(retryAfter(h!.oldest, HOUR), hourly);
    let granted = Math.min(units, hourly - h!.n);
    if (kind === 'generate' || kind === 'instance') {
      const [c]: Array<{ n: number }> = await m.query(
        `SELECT count(DISTINCT card_id)::int AS n FROM generation.card_instances
          WHERE account_id = $1 AND card_id <> $2 AND status IN ('queued','generating')`,
        [accountId, card?.id ?? 0],
      );
      if (c!.n >= this.config.GENERATION_CONCURRENT_PER_ACCOUNT) throw concurrencyLimit(this.config.GENERATION_CONCURRENT_PER_ACCOUNT);
    }
    const sources: string[] = actor.admin
      ? Array<string>(granted).fill('admin')
      : await this.allowanceSources(m, accountId, card?.style_id ?? null, granted);
    granted = sources.length;
    for (const source of sources) {
      await m.query(`INSERT INTO generation.usage (account_id, user_id, card_id, kind, source) VALUES ($1, $2, $3, $4, $5)`, [
        accountId,
        actor.user_id,
        card?.id ?? null,
        kind,
        source,
      ]);
    }
    return granted;
  }

  /**
   * Checks the e-card caps for one send to `email` and records it, in the caller's transaction:
   * per account an hourly and a daily cap and a daily cap on different recipients; per recipient
   * (whoever sends) an hourly and a daily cap. Throws 429 with when to try again.
   */
  async chargeSend(m: EntityManager, actor: Actor, accountId: number, email: string, cardId: number): Promise<void> {
    const recipient = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    await this.lock(m, accountId);
    // Always after the account's lock, so two senders never wait on each other in a circle.
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('ecard-recipient'), hashtext($1))`, [recipient]);
    const now = Date.now();
    const [a]: Array<{ hour: number; day: number; oldest_hour: Date | null; oldest_day: Date | null; people: number; known: boolean }> =
      await m.query(
        `SELECT count(*) FILTER (WHERE created_at > $2)::int AS hour, count(*)::int AS day,
              min(created_at) FILTER (WHERE created_at > $2) AS oldest_hour, min(created_at) AS oldest_day,
              count(DISTINCT recipient)::int AS people, coalesce(bool_or(recipient = $4), false) AS known
         FROM generation.usage WHERE account_id = $1 AND kind = 'send' AND created_at > $3`,
        [accountId, new Date(now - HOUR), new Date(now - DAY), recipient],
      );
    const [r]: Array<{ hour: number; day: number; oldest_hour: Date | null; oldest_day: Date | null }> = await m.query(
      `SELECT count(*) FILTER (WHERE created_at > $2)::int AS hour, count(*)::int AS day,
              min(created_at) FILTER (WHERE created_at > $2) AS oldest_hour, min(created_at) AS oldest_day
         FROM generation.usage WHERE recipient = $1 AND kind = 'send' AND created_at > $3`,
      [recipient, new Date(now - HOUR), new Date(now - DAY)],
    );
    const c = this.config;
    const over = (reason: SendLimitReason, limit: number, oldest: Date | null, window: number) =>
      sendLimit(reason, retryAfter(oldest, window), limit);
    if (a!.day >= c.ECARDS_PER_ACCOUNT_DAY) throw over('account_day', c.ECARDS_PER_ACCOUNT_DAY, a!.oldest_day, DAY);
    if (a!.hour >= c.ECARDS_PER_ACCOUNT_HOUR) throw over('account_hour', c.ECARDS_PER_ACCOUNT_HOUR, a!.oldest_hour, HOUR);
    if (!a!.known && a!.people >= c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY)
      throw over('recipients_day', c.ECARD_RECIPIENTS_PER_ACCOUNT_DAY, a!.oldest_day, DAY);
    if (r!.day >= c.ECARDS_PER_RECIPIENT_DAY) throw over('recipient_day', c.ECARDS_PER_RECIPIENT_DAY, r!.oldest_day, DAY);
    if (r!.hour >= c.ECARDS_PER_RECIPIENT_HOUR) throw over('recipient_hour', c.ECARDS_PER_RECIPIENT_HOUR, r!.oldest_hour, HOUR);
    await m.query(
      `INSERT INTO generation.usage (account_id, user_id, card_id, kind, source, recipient) VALUES ($1, $2, $3, 'send', NULL, $4)`,
      [accountId, actor.user_id, cardId, recipient],
    );
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
          description: `${this.config.GENERATION_PACK_SIZE} card generations`,
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
