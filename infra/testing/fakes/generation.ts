import {
  assetUrl,
  type Actor,
  type CardInstanceForCartReply,
  type CardInstanceRenderData,
  type CardInstanceStatus,
  CartOrderCalls,
  GenerationCalls,
  GenerationEvents,
  MailingCalls,
  type OrderEcardHandledData,
  PaymentSessionQuery,
  type PaymentSessionReply,
  thumbnailKeys,
} from '@cards/contracts';
import { makeEnvelope, notFound, parseInput, requestCall, requireActor, type AssetStore, type EventBus, type RequestBus } from '@cards/kit';
import { ServedCalls } from './served-calls.js';

/** What a test gives of an option for rendering to lay out: its words, style and occasion (the rest is filled in). */
export type RenderableOption = Pick<
  CardInstanceRenderData,
  'front_text' | 'inside_text' | 'recipient_name' | 'sender_name' | 'style' | 'occasion'
> &
  Partial<CardInstanceRenderData>;

const instanceNotFound = () => notFound('card_instance_not_found', 'Card instance not found');

/**
 * The generation service as cart-order sees it, for a service's own test lane: card options a
 * test makes ready for a customer at once (`readyInstance(actor)`), without words, artwork or
 * thumbnails being made, served through `generation.card_instance.for_cart` with its reply
 * checked and, like generation, 404 for an option that is not the caller's. `setStatus` and
 * `delete` change an option as regenerating or deleting it would; `renderable` makes a ready
 * option rendering can lay out (its render data and artwork, and thumbnail URLs named by its
 * content, as generation names them: `thumbnailUrls`). `GET /payment_session` is
 * answered as generation answers it, from cart-order's `checkout_session.verify` (so the
 * customer's way back from a checkout still runs through cart-order), with a Free-plan
 * allowance and nothing granted: what a purchase grants is generation's own test.
 */
export class FakeGeneration extends ServedCalls {
  private readonly instances = new Map<number, CardInstanceForCartReply>();
  private readonly renderData = new Map<number, CardInstanceRenderData>();
  private nextId = 1;

  constructor(
    rpc: RequestBus,
    private readonly bus: EventBus,
    /** Origin the browser reaches the API on (`PUBLIC_API_URL`), for the pictures' URLs. */
    private readonly publicApiUrl: string,
    /** Where an option's artwork is kept, for `renderable` options (the platform's shared asset store). */
    private readonly assets?: AssetStore,
  ) {
    super(rpc);
  }

  async start(): Promise<this> {
    await this.serve(GenerationCalls.cardInstanceForCart, async ({ id, actor }) => {
      const i = this.instances.get(id);
      if (!i || (!actor.admin && i.account_id !== actor.account_id)) throw instanceNotFound();
      return i;
    });
    await this.serve(GenerationCalls.cardInstanceRenderData, async ({ id }) => {
      const d = this.renderData.get(id);
      if (!d) throw instanceNotFound();
      return d;
    });
    await this.serve(GenerationCalls.paymentSession, async (call): Promise<PaymentSessionReply> => {
      const actor = requireActor(call);
      const { session_id } = parseInput(PaymentSessionQuery, call.query);
      const v = await requestCall(this.rpc, CartOrderCalls.checkoutSessionVerify, { session_id, actor });
      const resets = new Date();
      resets.setUTCMonth(resets.getUTCMonth() + 1, 1);
      resets.setUTCHours(0, 0, 0, 0);
      const allowance = { plan_slug: 'free', allowance: 10, used: 0, pack_credits: 0, resets_at: resets.toISOString() };
      return { status: v.status, kind: v.kind, granted: null, allowance, card: null };
    });
    // Lists sent to many: names and greetings holding a word of `refusedWords` are flagged, as
    // generation's moderator would; the e-card quota is what a test sets (`ecardQuota`).
    await this.serve(MailingCalls.moderationCheck, async ({ texts }) => ({
      flagged: texts.map((t) => this.refusedWords.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(t))),
    }));
    await this.serve(MailingCalls.ecardQuota, async () => this.ecardQuota);
    return this;
  }

  /** Words the moderation call flags. */
  refusedWords = ['shit'];
  /** What `generation.ecard.quota` answers, whoever asks. */
  ecardQuota = { allowed: 10, limit: 'one account sends at most 10 e-cards an hour' };

  /** One e-card of an order handled, announced as generation's e-card sender does. */
  async ecardHandled(data: OrderEcardHandledData): Promise<void> {
    await this.bus.publish(makeEnvelope(GenerationEvents.orderEcardHandled, data, { source: 'generation' }));
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
      thumbnail_url: assetUrl(api, thumbnailKeys(id, 'fake').front),
      image_url: assetUrl(api, `generation/artwork/${id}-1-fake.svg`),
      title: `${occasion} card for ${opts.recipient ?? 'Rose'}`,
      occasion_name: occasion,
      ...(opts.photos ? { photos: opts.photos } : {}),
    });
    return id;
  }

  /**
   * A ready option of `owner`'s whose words and artwork are made, for rendering to lay out:
   * answered by `card_instance.render_data`, its artwork put in the asset store, and announced
   * as generation announces it. Its id.
   */
  async renderable(
    owner: Pick<Actor, 'user_id' | 'account_id'>,
    option: RenderableOption,
    artwork?: { key: string; body: Buffer; contentType: string },
  ): Promise<number> {
    const id = this.nextId++;
    if (artwork) await this.assets!.put(artwork.key, artwork.body, artwork.contentType);
    const data: CardInstanceRenderData = {
      card_id: id,
      status: 'ready',
      text_status: 'ready',
      image_status: 'ready',
      text: { front: option.front_text, inside: option.inside_text },
      artwork_asset_key: artwork?.key ?? null,
      artwork_content_type: artwork?.contentType ?? null,
      image_url: artwork ? assetUrl(this.publicApiUrl.replace(/\/$/, ''), artwork.key) : null,
      text_version: 1,
      image_version: 1,
      content_hash: `${id}`.padStart(64, '0'),
      ...option,
      id,
      user_id: owner.user_id,
      account_id: owner.account_id!,
    };
    this.renderData.set(id, data);
    this.instances.set(id, {
      id,
      card_id: data.card_id,
      user_id: data.user_id,
      account_id: data.account_id,
      status: data.status,
      thumbnail_url: this.thumbnailUrls(id).front,
      image_url: data.image_url,
      title: `${data.occasion.name} card for ${data.recipient_name}`,
      occasion_name: data.occasion.name,
    });
    await this.announce(data);
    return id;
  }

  /** The thumbnail URLs of the version of option `id` the fake holds, as generation hands them out. */
  thumbnailUrls(id: number): { front: string; inside: string } {
    const keys = thumbnailKeys(id, this.renderData.get(id)!.content_hash);
    const url = (key: string) => assetUrl(this.publicApiUrl.replace(/\/$/, ''), key);
    return { front: url(keys.front), inside: url(keys.inside) };
  }

  /** The option's status changes, as when a part is regenerated (`generating`) or fails. */
  async setStatus(id: number, status: CardInstanceStatus): Promise<void> {
    const i = this.instances.get(id);
    if (!i) throw new Error(`the generation fake has no option ${id}`);
    i.status = status;
    const d = this.renderData.get(id);
    if (d) {
      d.status = status;
      await this.announce(d);
    }
  }

  private async announce(d: CardInstanceRenderData, changed = ['status']): Promise<void> {
    const data = { card_instance_id: d.id, card_id: d.card_id, account_id: d.account_id, user_id: d.user_id, status: d.status };
    const parts = {
      text_status: d.text_status,
      image_status: d.image_status,
      text_version: d.text_version,
      image_version: d.image_version,
    };
    await this.bus.publish(makeEnvelope(GenerationEvents.cardInstanceUpdated, { ...data, ...parts, changed }, { source: 'generation' }));
  }

  /** The option is deleted, and the deletion announced as generation does. */
  async delete(id: number): Promise<void> {
    const i = this.instances.get(id);
    if (!i) throw new Error(`the generation fake has no option ${id}`);
    this.instances.delete(id);
    const data = { card_instance_id: id, card_id: i.card_id, account_id: i.account_id, user_id: i.user_id };
    await this.bus.publish(makeEnvelope(GenerationEvents.cardInstanceDeleted, data, { source: 'generation' }));
  }
}
