import {
  type Actor,
  type CardInstanceForCartReply,
  type CardInstanceStatus,
  CartOrderCalls,
  GenerationCalls,
  GenerationEvents,
  PaymentSessionQuery,
  type PaymentSessionReply,
} from '@cards/contracts';
import { makeEnvelope, notFound, parseInput, requestCall, requireActor, serveCall, type EventBus, type RequestBus } from '@cards/kit';

const instanceNotFound = () => notFound('card_instance_not_found', 'Card instance not found');

/**
 * The generation service as cart-order sees it, for a service's own test lane: card options a
 * test makes ready for a customer at once (`readyInstance(actor)`), without words, artwork or
 * thumbnails being made, served through `generation.card_instance.for_cart` with its reply
 * checked and, like generation, 404 for an option that is not the caller's. `setStatus` and
 * `delete` change an option as regenerating or deleting it would. `GET /payment_session` is
 * answered as generation answers it, from cart-order's `checkout_session.verify` (so the
 * customer's way back from a checkout still runs through cart-order), with a Free-plan
 * allowance and nothing granted: what a purchase grants is generation's own test.
 */
export class FakeGeneration {
  private readonly instances = new Map<number, CardInstanceForCartReply>();
  private nextId = 1;
  /** Calls served by subject, and how often: what the service under test asked of generation. */
  readonly calls = new Map<string, number>();

  constructor(
    private readonly rpc: RequestBus,
    private readonly bus: EventBus,
    /** Origin the browser reaches the API on (`PUBLIC_API_URL`), for the pictures' URLs. */
    private readonly publicApiUrl: string,
  ) {}

  async start(): Promise<this> {
    await serveCall(
      this.rpc,
      GenerationCalls.cardInstanceForCart,
      async ({ id, actor }) => {
        this.count(GenerationCalls.cardInstanceForCart.subject);
        const i = this.instances.get(id);
        if (!i || (!actor.admin && i.account_id !== actor.account_id)) throw instanceNotFound();
        return i;
      },
      { checkReplies: true },
    );
    await serveCall(
      this.rpc,
      GenerationCalls.paymentSession,
      async (call): Promise<PaymentSessionReply> => {
        this.count(GenerationCalls.paymentSession.subject);
        const actor = requireActor(call);
        const { session_id } = parseInput(PaymentSessionQuery, call.query);
        const v = await requestCall(this.rpc, CartOrderCalls.checkoutSessionVerify, { session_id, actor });
        const resets = new Date();
        resets.setUTCMonth(resets.getUTCMonth() + 1, 1);
        resets.setUTCHours(0, 0, 0, 0);
        const allowance = { plan_slug: 'free', allowance: 10, used: 0, pack_credits: 0, resets_at: resets.toISOString() };
        return { status: v.status, kind: v.kind, granted: null, allowance, card: null };
      },
      { checkReplies: true },
    );
    return this;
  }

  /** A ready option of a new card of `owner`'s, as a customer gets one after generating; its id. */
  readyInstance(
    owner: Pick<Actor, 'user_id' | 'account_id'>,
    opts: { recipient?: string; occasion?: string; photos?: CardInstanceForCartReply['photos'] } = {},
  ): number {
    const id = this.nextId++;
    const occasion = opts.occasion ?? 'Birthday';
    const api = this.publicApiUrl.replace(/\/$/, '');
    this.instances.set(id, {
      id,
      card_id: id,
      user_id: owner.user_id,
      account_id: owner.account_id!,
      status: 'ready',
      thumbnail_url: `${api}/assets/rendering/thumbnails/${id}-fake-front.webp`,
      image_url: `${api}/assets/generation/artwork/${id}-1-fake.svg`,
      title: `${occasion} card for ${opts.recipient ?? 'Rose'}`,
      occasion_name: occasion,
      ...(opts.photos ? { photos: opts.photos } : {}),
    });
    return id;
  }

  /** The option's status changes, as when a part is regenerated (`generating`) or fails. */
  setStatus(id: number, status: CardInstanceStatus): void {
    const i = this.instances.get(id);
    if (!i) throw new Error(`the generation fake has no option ${id}`);
    i.status = status;
  }

  /** The option is deleted, and the deletion announced as generation does. */
  async delete(id: number): Promise<void> {
    const i = this.instances.get(id);
    if (!i) throw new Error(`the generation fake has no option ${id}`);
    this.instances.delete(id);
    const data = { card_instance_id: id, card_id: i.card_id, account_id: i.account_id, user_id: i.user_id };
    await this.bus.publish(makeEnvelope(GenerationEvents.cardInstanceDeleted, data, { source: 'generation' }));
  }

  private count(subject: string) {
    this.calls.set(subject, (this.calls.get(subject) ?? 0) + 1);
  }
}
