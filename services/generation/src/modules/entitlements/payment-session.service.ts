import { CartOrderCalls, type Actor, type PaymentSessionReply } from '@cards/contracts';
import { notFound, requestCall, type Config, type RequestBus } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { GenerationCatalog } from '../catalog/catalog-read-model.js';
import { accountOf, type CardService } from '../cards/card.service.js';
import type { EntitlementService } from './entitlement.service.js';

/**
 * `GET /payment_session`: asks cart-order (which owns payments) whether the checkout session
 * was paid, grants what it bought once (the session id is the idempotency key), and with
 * `startGenerating=true` starts the card that was waiting for it, once.
 */
export class PaymentSessionService {
  constructor(
    private readonly ds: DataSource,
    private readonly rpc: RequestBus,
    private readonly catalog: GenerationCatalog,
    private readonly entitlements: EntitlementService,
    private readonly cards: CardService,
    private readonly config: Config,
  ) {}

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
      const fresh: unknown[] = await m.query(
        `INSERT INTO generation.grants (account_id, session_id, kind, plan_id, generations, card_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (session_id) DO NOTHING RETURNING id`,
        [v.account_id, sessionId, v.kind, v.plan_id ?? null, generations, v.card_id ?? null],
      );
      if (fresh.length && v.kind === 'subscription' && v.plan_id) {
        // cart-order's subscription event says the same soon; this makes the plan count at once.
        await m.query(
          // Stamped as old as can be, so cart-order's event (with the subscription's id and period) always wins.
          `INSERT INTO generation.account_plans (account_id, plan_id, plan_slug, status, updated_at) VALUES ($1, $2, $3, 'active', to_timestamp(0))
           ON CONFLICT (account_id) DO UPDATE SET plan_id = EXCLUDED.plan_id, plan_slug = EXCLUDED.plan_slug, status = 'active', current_period_end = NULL, updated_at = to_timestamp(0)`,
          [v.account_id, v.plan_id, plan?.slug ?? 'plus'],
        );
      }
    });

    let card = null;
    if (v.card_id) {
      if (startGenerating) {
        // TypeORM answers an UPDATE on PostgreSQL with [rows, affected].
        const [, claimed] = (await this.ds.query(
          `UPDATE generation.grants SET card_started_at = now() WHERE session_id = $1 AND card_started_at IS NULL RETURNING id`,
          [sessionId],
        )) as [unknown[], number];
        if (claimed > 0) {
          try {
            card = await this.cards.generate(actor, v.card_id);
          } catch (e) {
            await this.ds.query(`UPDATE generation.grants SET card_started_at = NULL WHERE session_id = $1`, [sessionId]);
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
