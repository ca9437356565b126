import type { Actor, AllowanceDetails, Plan } from '@cards/contracts';
import { toPounds } from '@cards/contracts';
import type { Config, Logger, RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { CatalogReadModel } from '../catalog/catalog-read-model.js';
import { allowanceExhausted, concurrencyLimit, hourlyLimit, premiumStyle, sendLimit } from './entitlement.errors.js';

/** What a request asks of the AI budget: `generate`/`instance` use the allowance, the rest only the hourly limit. */
export type UsageKind = 'generate' | 'instance' | 'regenerate_text' | 'regenerate_image' | 'send';

/** Used when the catalogue has no Free plan yet (or lost it): the spec's "first cards are free". */
const FREE_FALLBACK = 10;
const ECARDS_PER_HOUR = 20;

export interface AccountPlan { plan: Plan | undefined; slug: string; allowance: number }

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
    private readonly catalog: CatalogReadModel,
    private readonly config: Config,
    private readonly rpc: RequestBus,
    private readonly log: Logger,
  ) {}

  async planOf(m: EntityManager, accountId: number): Promise<AccountPlan> {
    const rows: Array<{ plan_id: number | null; plan_slug: string; status: string; current_period_end: Date | null }> = await m.query(
      `SELECT plan_id, plan_slug, status, current_period_end FROM generation.account_plans WHERE account_id = $1`, [accountId]);
    const sub = rows[0];
    const live = sub && ['active', 'trialing', 'past_due'].includes(sub.status) && (!sub.current_period_end || sub.current_period_end.getTime() > Date.now() - 86_400_000);
    let plan: Plan | undefined;
    if (live) plan = this.catalog.plans.get(sub.plan_id, { includeRetired: true }) ?? this.catalog.planBySlug(sub.plan_slug);
    plan ??= this.catalog.planBySlug('free');
    const n = Number(plan?.features?.generations_per_month);
    const allowance = Number.isFinite(n) && n >= 0 ? Math.floor(n) : FREE_FALLBACK;
    return { plan, slug: plan?.slug ?? (live ? sub.plan_slug : 'free'), allowance };
  }

  async details(m: EntityManager, accountId: number): Promise<AllowanceDetails> {
    const p = await this.planOf(m, accountId);
    const monthStart = startOfMonth();
    const [u]: Array<{ used: number; pack_used: number }> = await m.query(
      `SELECT count(*) FILTER (WHERE source = 'plan' AND created_at >= $2)::int AS used, count(*) FILTER (WHERE source = 'pack')::int AS pack_used
         FROM generation.usage WHERE account_id = $1`, [accountId, monthStart]);
    const [g]: Array<{ bought: number }> = await m.query(`SELECT coalesce(sum(generations), 0)::int AS bought FROM generation.grants WHERE account_id = $1`, [accountId]);
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
    const plans = this.catalog.plans.active()
      .filter((p) => p.id !== current.plan?.id && p.price > 0)
      .filter((p) => (needPremium ? p.features?.premium_styles === 'true' : Number(p.features?.generations_per_month ?? 0) > current.allowance))
      .sort((a, b) => a.price - b.price)
      .map((p) => ({ kind: 'subscription' as const, plan_id: p.id, plan_slug: p.slug, name: p.name, price: p.price, currency: 'GBP' as const, interval: p.interval, generations: Number(p.features?.generations_per_month ?? 0) }));
    if (needPremium) return plans;
    return [...plans, { kind: 'generation_pack' as const, name: `${this.config.GENERATION_PACK_SIZE} more generations`, price: toPounds(this.config.GENERATION_PACK_PRICE_PENCE), currency: 'GBP' as const, generations: this.config.GENERATION_PACK_SIZE }];
  }

  /** Takes the per-account lock for the rest of the transaction. */
  private async lock(m: EntityManager, accountId: number) {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('generation-account'), $1)`, [accountId]);
  }

  /**
   * Checks the limits for one request and records it, in the caller's transaction. Throws
   * 429 (hourly or concurrent) or 402 (allowance, premium style) with what to buy.
   */
  async charge(m: EntityManager, actor: Actor, accountId: number, kind: UsageKind, card?: { id: number; style_id: number | null }): Promise<void> {
    await this.lock(m, accountId);
    const hourAgo = new Date(Date.now() - 3_600_000);
    if (kind === 'send') {
      const [s]: Array<{ n: number; oldest: Date | null }> = await m.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM generation.usage WHERE account_id = $1 AND kind = 'send' AND created_at > $2`, [accountId, hourAgo]);
      if (s!.n >= ECARDS_PER_HOUR) throw sendLimit(retryAfter(s!.oldest));
    } else {
      const [h]: Array<{ n: number; oldest: Date | null }> = await m.query(
        `SELECT count(*)::int AS n, min(created_at) AS oldest FROM generation.usage WHERE account_id = $1 AND kind <> 'send' AND created_at > $2`, [accountId, hourAgo]);
      if (h!.n >= this.config.GENERATION_HOURLY_PER_ACCOUNT) throw hourlyLimit(retryAfter(h!.oldest), this.config.GENERATION_HOURLY_PER_ACCOUNT);
    }
    let source: string | null = null;
    if (kind === 'generate' || kind === 'instance') {
      const [c]: Array<{ n: number }> = await m.query(
        `SELECT count(DISTINCT card_id)::int AS n FROM generation.card_instances
          WHERE account_id = $1 AND card_id <> $2 AND status IN ('queued','generating')`, [accountId, card?.id ?? 0]);
      if (c!.n >= this.config.GENERATION_CONCURRENT_PER_ACCOUNT) throw concurrencyLimit(this.config.GENERATION_CONCURRENT_PER_ACCOUNT);
      source = actor.admin ? 'admin' : await this.allowanceSource(m, accountId, card?.style_id ?? null);
    }
    await m.query(`INSERT INTO generation.usage (account_id, user_id, card_id, kind, source) VALUES ($1, $2, $3, $4, $5)`,
      [accountId, actor.user_id, card?.id ?? null, kind, source]);
  }

  private async allowanceSource(m: EntityManager, accountId: number, styleId: number | null): Promise<'plan' | 'pack'> {
    const d = await this.details(m, accountId);
    const style = this.catalog.styles.get(styleId, { includeRetired: true });
    if (style?.premium) {
      const p = await this.planOf(m, accountId);
      if (p.plan?.features?.premium_styles !== 'true') throw premiumStyle({ ...d, offers: this.offers(p, true) });
    }
    if (d.used < d.allowance) return 'plan';
    if (d.pack_credits > 0) return 'pack';
    throw allowanceExhausted(d);
  }

  /**
   * Creates a checkout session for a generation pack to put in a 402, so the client can send
   * the person straight to paying; best effort (the 402 stands without it).
   */
  async packCheckoutUrl(actor: Actor, cardId: number): Promise<string | undefined> {
    try {
      const r = await this.rpc.request<{ session_id: string; url: string }>('cart_order.checkout_session.create', {
        actor, kind: 'generation_pack', card_id: cardId, amount: this.config.GENERATION_PACK_PRICE_PENCE,
        description: `${this.config.GENERATION_PACK_SIZE} card generations`,
        success_url: `${this.config.PUBLIC_WEB_URL}/card/${cardId}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.config.PUBLIC_WEB_URL}/card/${cardId}`,
      }, { timeoutMs: 5000 });
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

function retryAfter(oldest: Date | null): number {
  if (!oldest) return 60;
  return Math.max(1, Math.ceil((oldest.getTime() + 3_600_000 - Date.now()) / 1000));
}

export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
function startOfNextMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
