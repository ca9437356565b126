import { randomBytes } from 'node:crypto';
import { type Actor, CartOrderCalls, CartOrderEvents, type CheckoutSessionVerifyReply } from '@cards/contracts';
import { makeEnvelope, notFound, type EventBus, type RequestBus } from '@cards/kit';
import { ServedCalls } from './served-calls.js';

interface CheckoutSession {
  id: string;
  actor: Actor;
  kind: 'subscription' | 'generation_pack';
  plan_id?: number;
  card_id?: number;
  amount?: number;
  success_url?: string;
  paid: boolean;
}

const checkoutNotFound = () => notFound('checkout_session_not_found', 'Checkout session not found');

/**
 * The cart-order service as the services that sell through it see it (generation's packs and
 * plans), for a service's own test lane: checkout sessions made and verified through
 * cart-order's declared calls with their replies checked, paid by the test with `pay()` as the
 * customer would on the hosted checkout page, and subscriptions announced from the event's
 * declaration with `subscribe()`. No cart, no order, no payment provider.
 */
export class FakeCartOrder extends ServedCalls {
  private readonly sessions = new Map<string, CheckoutSession>();
  private nextSubscription = 1;

  constructor(
    rpc: RequestBus,
    private readonly bus: EventBus,
    /** The web app's origin (`PUBLIC_WEB_URL`): the checkout page a session's URL opens. */
    private readonly webUrl: string,
  ) {
    super(rpc);
  }

  async start(): Promise<this> {
    await this.serve(CartOrderCalls.checkoutSessionCreate, async (req) => {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      this.sessions.set(id, { ...req, id, paid: false });
      return { session_id: id, url: `${this.webUrl}/subscription/new?test_checkout_session=${encodeURIComponent(id)}` };
    });
    await this.serve(CartOrderCalls.checkoutSessionVerify, async ({ session_id, actor }): Promise<CheckoutSessionVerifyReply> => {
      const s = this.sessions.get(session_id);
      if (!s || (!actor.admin && s.actor.account_id !== actor.account_id)) throw checkoutNotFound();
      return {
        status: s.paid ? 'paid' : 'unpaid',
        kind: s.kind,
        account_id: s.actor.account_id!,
        ...(s.plan_id != null ? { plan_id: s.plan_id } : {}),
        ...(s.card_id != null ? { card_id: s.card_id } : {}),
      };
    });
    return this;
  }

  /** Pays a checkout session as the hosted page would: the answer says where the customer is sent back to. */
  pay(sessionId: string): { session_id: string; status: 'paid'; success_url: string | null } {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`the cart-order fake made no checkout session ${sessionId}`);
    s.paid = true;
    return {
      session_id: s.id,
      status: 'paid',
      success_url: s.success_url?.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.id)) ?? null,
    };
  }

  /** Announces that an account's subscription to `plan` started, as cart-order does once it is paid. */
  async subscribe(accountId: number, plan: { id: number; slug: string }, status = 'active'): Promise<void> {
    await this.bus.publish(
      makeEnvelope(
        CartOrderEvents.subscriptionChanged,
        {
          subscription_id: this.nextSubscription++,
          account_id: accountId,
          plan_id: plan.id,
          plan_slug: plan.slug,
          status,
          current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        },
        { source: 'cart_order' },
      ),
    );
  }
}
