import { createHash } from 'node:crypto';
import { IdentityCalls } from '@cards/contracts';
import type {
  Actor,
  CardInstance,
  CardInstanceForCartReply,
  CardInstanceListQuery,
  CardInstanceRenderData,
  CardInstanceRenderedData,
  CardInstanceUpdateInput,
  Page,
} from '@cards/contracts';
import type { MailSendRequest } from '@cards/contracts';
import { requestCall, type Config, type Logger, type Outbox, type RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { OfflineTextGenerator } from '../../generators/offline/offline-text-generator.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import type { GenerationCatalog } from '../catalog/catalog-read-model.js';
import { CardEntity, type CardRow } from '../cards/card.entity.js';
import { cardInstanceNotFound, generationInProgress, notReady } from '../cards/card.errors.js';
import { accountOf, queuedParts, type CardService } from '../cards/card.service.js';
import { hasFrontPhoto, photosByCard, toRenderPhoto } from '../photos/card-photo.store.js';
import { photoErrors } from '../photos/photo.errors.js';
import { signaturesOf, toRenderSignature } from '../signing/signatures.repository.js';
import type { EntitlementService } from '../entitlements/entitlement.service.js';
import { cardContext, textRequest } from '../pipeline/generation-context.js';
import type { GenerationPipeline } from '../pipeline/generation.pipeline.js';
import { CardInstanceEntity, type CardInstanceRow, type Part } from './card-instance.entity.js';
import { announce, announceDeleted, assetUrl, lockInstance, saveInstance, toCardInstance } from './card-instance.repository.js';

/** A card's options: read, edit by hand, rate, regenerate a part, send as an e-card; and what cart and renderer ask. */
export class CardInstanceService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly catalog: GenerationCatalog,
    private readonly entitlements: EntitlementService,
    private readonly pipeline: GenerationPipeline,
    private readonly cards: CardService,
    private readonly moderator: Moderator,
    private readonly rpc: RequestBus,
    private readonly config: Config,
    private readonly log: Logger,
  ) {}

  private view(r: CardInstanceRow): CardInstance {
    return toCardInstance(r, this.config.PUBLIC_API_URL);
  }

  async list(actor: Actor, q: CardInstanceListQuery): Promise<Page<CardInstance>> {
    const qb = this.ds.getRepository(CardInstanceEntity).createQueryBuilder('i');
    if (!actor.admin) qb.where('i.account_id = :acct', { acct: accountOf(actor) });
    if (q.card_id) qb.andWhere('i.card_id = :card', { card: q.card_id });
    if (q.status) qb.andWhere('i.status = :status', { status: q.status });
    qb.orderBy('i.id', 'DESC')
      .skip((q.page - 1) * q.per_page)
      .take(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map((r) => this.view(r)), total };
  }

  async get(actor: Actor, id: number): Promise<CardInstance> {
    return this.view(await this.owned(this.ds.manager, actor, id));
  }

  /** One more option for a card; words given by hand are kept, missing parts are generated. */
  async create(actor: Actor, input: { card_id: number; text?: string; front_text?: string }): Promise<CardInstance> {
    await assertPrintable(this.moderator, 'cardinstance', { text: input.text, front_text: input.front_text });
    let created: CardInstanceRow | undefined;
    await this.ds.transaction(async (m) => {
      const card = await this.cards.owned(m, actor, input.card_id, true);
      await this.entitlements.charge(m, actor, card.account_id, 'instance', card);
      let front = input.front_text;
      if (input.text && !front) {
        const words = await new OfflineTextGenerator().generate({
          ...textRequest(card, { id: 0, text_version: 1 } as CardInstanceRow, this.catalog),
          previous: undefined,
        });
        front = words.front;
      }
      [created] = await this.cards.createInstances(m, card, 1, input.text ? { inside_text: input.text, front_text: front } : undefined);
    });
    const row = created!;
    await this.outbox.flush();
    await this.pipeline.enqueueSafely(queuedParts(row));
    return this.view(row);
  }

  /**
   * The owner's edits. New words by hand win over a generation still running: the text
   * version moves on, so the running job's result is fenced off and discarded.
   */
  async update(actor: Actor, id: number, patch: CardInstanceUpdateInput): Promise<CardInstance> {
    await assertPrintable(this.moderator, 'card_instance', { text: patch.text, front_text: patch.front_text });
    const row = await this.ds.transaction(async (m) => {
      const row = await this.owned(m, actor, id, true);
      const changed: string[] = [];
      if (patch.text !== undefined || patch.front_text !== undefined) {
        if (patch.text !== undefined) row.inside_text = patch.text;
        if (patch.front_text !== undefined) row.front_text = patch.front_text;
        if (row.text_status !== 'ready') row.text_version += 1;
        row.text_status = 'ready';
        row.text_lease = null;
        row.text_error = null;
        row.edited = true;
        row.thumbnail_url = null;
        changed.push('text');
      }
      if (patch.rating !== undefined) {
        row.rating = patch.rating;
        changed.push('rating');
      }
      if (patch.feedback !== undefined) {
        row.feedback = patch.feedback;
        changed.push('feedback');
      }
      const saved = await saveInstance(m, row);
      if (changed.length) await announce(m, this.outbox, saved, changed);
      return saved;
    });
    await this.outbox.flush();
    return this.view(row);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const row = await this.owned(m, actor, id, true);
      await announceDeleted(m, this.outbox, row);
      await m.getRepository(CardInstanceEntity).delete({ id: row.id });
    });
    await this.outbox.flush();
  }

  /**
   * Re-queues one part under a new version (a new job id); the other part is left as it is.
   * New words keep the front greeting unless `front` asks for a new one too.
   */
  async regenerate(actor: Actor, id: number, part: Part, opts: { front?: boolean } = {}): Promise<CardInstance> {
    const row = await this.entitlements.offeringPack(actor, (await this.get(actor, id)).card_id, () =>
      this.ds.transaction(async (m) => {
        const row = await this.owned(m, actor, id, true);
        if (part === 'image' && (await hasFrontPhoto(m, row.card_id))) throw photoErrors.noArtworkToRegenerate();
        if (row[`${part}_status`] === 'queued' || row[`${part}_status`] === 'generating')
          throw generationInProgress(part === 'text' ? 'words' : 'artwork');
        await this.entitlements.charge(m, actor, row.account_id, part === 'text' ? 'regenerate_text' : 'regenerate_image', {
          id: row.card_id,
          style_id: null,
        });
        row[`${part}_version`] += 1;
        row[`${part}_status`] = 'queued';
        row[`${part}_error`] = null;
        row[`${part}_lease`] = null;
        if (part === 'text') row.front_requested = !!opts.front;
        const saved = await saveInstance(m, row);
        await announce(m, this.outbox, saved, ['status']);
        return saved;
      }),
    );
    await this.outbox.flush();
    await this.pipeline.enqueueSafely([{ id: row.id, part, version: row[`${part}_version`], created_at: row.created_at }]);
    return this.view(row);
  }

  /** E-mails a ready option to its recipient through identity's mailer (template `ecard`). */
  async send(actor: Actor, id: number, body: { email: string; message?: string }): Promise<{ status: 'sent'; email: string }> {
    await assertPrintable(this.moderator, '', { message: body.message });
    const { row, card } = await this.ds.transaction(async (m) => {
      const row = await this.owned(m, actor, id);
      if (row.status !== 'ready') throw notReady();
      await this.entitlements.chargeSend(m, actor, row.account_id, body.email, row.card_id);
      const card = await m.getRepository(CardEntity).findOneByOrFail({ id: row.card_id });
      return { row, card };
    });
    // The recipient is not a user: identity's mailer takes their address as `to`.
    const image = row.artwork_key ? assetUrl(this.config.PUBLIC_API_URL, row.artwork_key) : row.thumbnail_url;
    if (!image) throw notReady();
    const words = [row.front_text, row.inside_text].filter(Boolean).join('\n\n');
    const mail: MailSendRequest = {
      user_id: actor.user_id,
      template: 'ecard',
      to: body.email,
      data: {
        sender_name: card.sender_name || undefined,
        recipient_name: card.recipient_name || undefined,
        message: body.message ? `${body.message}\n\n${words}` : words,
        image_url: image,
      },
    };
    await requestCall(this.rpc, IdentityCalls.mailSend, mail, { timeoutMs: 15_000 });
    this.log.info({ instance: row.id }, 'e-card sent');
    return { status: 'sent', email: body.email };
  }

  async forCart(actor: Actor, id: number): Promise<CardInstanceForCartReply> {
    const row = await this.owned(this.ds.manager, actor, id);
    const card = await this.ds.getRepository(CardEntity).findOneByOrFail({ id: row.card_id });
    const photos = (await photosByCard(this.ds.manager, [card.id])).get(card.id) ?? [];
    return {
      id: row.id,
      card_id: row.card_id,
      user_id: row.user_id,
      account_id: row.account_id,
      status: row.status,
      thumbnail_url: row.thumbnail_url,
      image_url: row.artwork_key ? assetUrl(this.config.PUBLIC_API_URL, row.artwork_key) : null,
      title: card.title,
      occasion_name: cardContext(card, this.catalog).occasion.name,
      photos: photos.map((p) => ({ panel: p.panel, width_px: p.width, height_px: p.height, crop: p.crop })),
    };
  }

  async renderData(id: number): Promise<CardInstanceRenderData> {
    const row = await this.ds.getRepository(CardInstanceEntity).findOneBy({ id });
    if (!row) throw cardInstanceNotFound();
    const card = await this.ds.getRepository(CardEntity).findOneByOrFail({ id: row.card_id });
    return this.renderDataOf(row, card, await this.extrasOf(this.ds.manager, card.id));
  }

  /** What the card adds to each of its options: the customer's photos and the group's signatures. */
  private async extrasOf(m: EntityManager, cardId: number): Promise<Pick<CardInstanceRenderData, 'photos' | 'signatures'>> {
    return {
      photos: ((await photosByCard(m, [cardId])).get(cardId) ?? []).map(toRenderPhoto),
      signatures: (await signaturesOf(m, cardId)).map(toRenderSignature),
    };
  }

  private renderDataOf(
    row: CardInstanceRow,
    card: CardRow,
    extras: Pick<CardInstanceRenderData, 'photos' | 'signatures'> = {},
  ): CardInstanceRenderData {
    const c = cardContext(card, this.catalog);
    const style = c.style
      ? { id: c.style.id, slug: c.style.slug, name: c.style.name, palette: c.style.palette }
      : { id: null, slug: 'classic', name: 'Classic', palette: [] };
    const base = {
      id: row.id,
      card_id: row.card_id,
      user_id: row.user_id,
      account_id: row.account_id,
      status: row.status,
      text_status: row.text_status,
      image_status: row.image_status,
      front_text: row.front_text,
      inside_text: row.inside_text,
      text: { front: row.front_text, inside: row.inside_text },
      recipient_name: card.recipient_name,
      sender_name: card.sender_name,
      artwork_asset_key: row.artwork_key,
      artwork_content_type: row.artwork_content_type,
      image_url: row.artwork_key ? assetUrl(this.config.PUBLIC_API_URL, row.artwork_key) : null,
      style,
      occasion: { id: c.occasion.id, slug: c.occasion.slug, name: c.occasion.name },
      text_version: row.text_version,
      image_version: row.image_version,
      photos: extras.photos ?? [],
      signatures: extras.signatures ?? [],
    };
    return { ...base, content_hash: contentHash(base) };
  }

  /**
   * A thumbnail was rendered: keep its URL unless the option changed since (stale render).
   * With it an option whose words and artwork are ready becomes `ready`, announced so the
   * owner's screen hears `card_updated`.
   */
  async onRendered(m: EntityManager, d: CardInstanceRenderedData): Promise<void> {
    if (d.kind !== 'thumbnail' || !d.url) return;
    const row = await lockInstance(m, d.card_instance_id);
    if (!row) return;
    if (d.content_hash) {
      const card = await m.getRepository(CardEntity).findOneByOrFail({ id: row.card_id });
      if (this.renderDataOf(row, card, await this.extrasOf(m, card.id)).content_hash !== d.content_hash) return;
    }
    const before = row.status;
    row.thumbnail_url = d.url;
    const saved = await saveInstance(m, row);
    if (saved.status !== before) await announce(m, this.outbox, saved, ['thumbnail', 'status']);
  }

  /** Publishes committed events now rather than at the outbox relay's next poll. */
  async flushEvents(): Promise<void> {
    await this.outbox.flush();
  }

  private async owned(m: EntityManager, actor: Actor, id: number, forUpdate = false): Promise<CardInstanceRow> {
    const row = forUpdate ? await lockInstance(m, id) : await m.getRepository(CardInstanceEntity).findOneBy({ id });
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw cardInstanceNotFound();
    return row;
  }
}

/** Everything that changes how the card looks, hashed: a render made from the same hash is current. */
function contentHash(d: Omit<CardInstanceRenderData, 'content_hash'>): string {
  const parts: unknown[] = [
    d.front_text,
    d.inside_text,
    d.artwork_asset_key,
    d.style.slug,
    d.style.palette.join(','),
    d.occasion.slug,
    d.recipient_name,
    d.sender_name,
  ];
  // Photos change the cover too; cards without any hash as they always did.
  if (d.photos?.length) parts.push(d.photos.map((p) => [p.panel, p.print_key, p.crop, p.text_band]));
  // So do signatures (a card never signed hashes as before).
  if (d.signatures?.length) parts.push({ signatures: d.signatures.map((s) => [s.id, s.name, s.message, s.hand]) });
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
