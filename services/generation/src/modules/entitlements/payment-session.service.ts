import { CartOrderCalls, type Actor, type Card, type PaymentSessionReply } from '@cards/contracts';
import { notFound, requestCall, type RequestBus } from '@cards/kit';
import { IsNull, type DataSource } from 'typeorm';
import type { GenerationCatalog } from '../catalog/index.js';
import { accountOf } from '../cards/index.js';
import type { EntitlementsConfig } from './entitlements.config.js';
import { AccountPlanEntity, GrantEntity } from './entitlement.entities.js';
import type { EntitlementService } from './entitlement.service.js';

/**
 * The card a paid session was waiting for: started (its options generated) or shown. The
 * entitlements module owns this port; the service fills it with the cards and options (app.ts).
 */
export interface PaidCards {
  generate(actor: Actor, cardId: number): Promise<Card>;
  get(actor: Actor, cardId: number): Promise<Card>;
}

/** What the payment-session service is built with. */
export interface PaymentSessionDeps {
  ds: DataSource;
  rpc: RequestBus;
  catalog: GenerationCatalog;
  entitlements: EntitlementService;
  cards: PaidCards;
  config: Pick<EntitlementsConfig, 'GENERATION_PACK_SIZE'>;
}

/**
 * `GET /payment_session`: asks cart-order (which owns payments) whether the checkout session
 * was paid, grants what it bought once (the session id is the idempotency key), and with
 * `startGenerating=true` starts the card that was waiting for it, once.
 */
export class PaymentSessionService {
  private readonly ds: DataSource;
  private readonly rpc: RequestBus;
  private readonly catalog: GenerationCatalog;
  private readonly entitlements: EntitlementService;
  private readonly cards: PaidCards;
  private readonly config: Pick<EntitlementsConfig, 'GENERATION_PACK_SIZE'>;

  constructor(d: PaymentSessionDeps) {
    ({ ds: this.ds, rpc: this.rpc, catalog: this.catalog, entitlements: this.entitlements, cards: this.cards, config: this.config } = d);
  }

  async verify(actor: Actor, sessionId: string, startGenerating: boolean): Promise<PaymentSessionReply> {
    const account = accountOf(actor);
    const v = await requestCall(this.rpc, CartOrderCalls.checkoutSessionVerify, { session_id: sessionId, actor }, { timeoutMs: 15_000 });
    if (v.account_id !== account && !actor.admin) throw notFound('payment_session_not_found', 'Payment session not found');
    const allowance = async () => {
      const { offers: _offers, ...d } = await this.entitlements.details(this.ds.manager, v.account_id);
      return d;
    };
    if (v.status !== 'paid') return { status: 'unpaid', kind: v.kind, granted: null, allowance: await allowance(), card: null };

    const plan = v.plan_id ? this.catalog.store.plans.get(v.plan_id, { includeRetired: true }) : undefined;
    const generations = v.kind === 'generation_pack' ? this.config.GENERATION_PACK_SIZE : 0;
    await this.ds.transaction(async (m) => {
      // ON CONFLICT (session_id) DO NOTHING: a row back means this session is granted now.
      const fresh = await m
        .createQueryBuilder()
        .insert()
        .into(GrantEntity)
        .values({
          account_id: v.account_id,
          session_id: sessionId,
          kind: v.kind,
          plan_id: v.plan_id ?? null,
          generations,
          card_id: v.card_id ?? null,
        })
        .orIgnore()
        .returning('id')
        .execute();
      if (fresh.raw.length && v.kind === 'subscription' && v.plan_id) {
        // cart-order's subscription event says the same soon; this makes the plan count at once.
        // Stamped as old as can be, so cart-order's event (with the subscription's id and period) always wins.
        await m
          .createQueryBuilder()
          .insert()
          .into(AccountPlanEntity)
          .values({
            account_id: v.account_id,
            plan_id: v.plan_id,
            plan_slug: plan?.slug ?? 'plus',
            status: 'active',
            current_period_end: null,
            updated_at: new Date(0),
          })
          .orUpdate(['plan_id', 'plan_slug', 'status', 'current_period_end', 'updated_at'], ['account_id'])
          .execute();
      }
    });

    let card = null;
    if (v.card_id) {
      if (startGenerating) {
        // One UPDATE … WHERE claims the start, so two verifications of one session start the card once.
        const grants = this.ds.getRepository(GrantEntity);
        const claimed = await grants.update({ session_id: sessionId, card_started_at: IsNull() }, { card_started_at: () => 'now()' });
        if (claimed.affected) {
          try {
            card = await this.cards.generate(actor, v.card_id);
          } catch (e) {
            await grants.update({ session_id: sessionId }, { card_started_at: null });
            throw e;
          }
        }
      }
      card ??= await this.cards.get(actor, v.card_id);
    }
    return {
      status: 'paid',
      kind: v.kind,
      granted: v.kind === 'generation_pack' ? { generations } : { plan_slug: plan?.slug ?? undefined },
      allowance: await allowance(),
      card,
    };
  }
}
