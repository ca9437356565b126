import type {
  Actor,
  CardInstance,
  CardInstanceForCartReply,
  CardInstanceListQuery,
  CardInstanceRenderData,
  CardInstanceUpdateInput,
  Page,
} from '@cards/contracts';
import type { Logger, Outbox, RequestBus } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { OfflineTextGenerator } from '../../generators/offline/offline-text-generator.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import { assetUrl } from '@cards/contracts';
import type { GenerationCatalog } from '../catalog/index.js';
import { accountOf, type CardFacts, type CardService } from '../cards/index.js';
import type { EntitlementService } from '../entitlements/index.js';
import { CardPhotoReads, photoErrors } from '../photos/index.js';
import { CardInstanceEntity, type CardInstanceRow, type Part } from './card-instance.entity.js';
import { announce, announceDeleted, lockInstance, saveInstance, toCardInstance } from './card-instance.store.js';
import { cardContext, textRequest } from './generation-context.js';
import { mailEcard, type KeepEcard } from './ecard-sending.js';
import { cardInstanceNotFound, generationInProgress, notReady } from './instance.errors.js';
import { createInstances, queuedParts, type CardStamps } from './new-options.js';
import type { InstancesConfig } from './instances.config.js';
import type { PartQueue, PartRef } from './part-queue.port.js';
import { loadCardsOf, renderDataOf, type CardExtras } from './render-data.js';
import { rememberWords } from './word-history.js';

const photoReads = new CardPhotoReads();

/** What the option service is built with. */
export interface InstancesDeps {
  ds: DataSource;
  outbox: Outbox;
  catalog: GenerationCatalog;
  entitlements: EntitlementService;
  /** Where parts to make are queued (the pipeline). */
  pipeline: PartQueue;
  cards: Pick<CardService, 'owned' | 'withInstances'>;
  /** Stamps a card changed when options are added to it, in their transaction. */
  stamps: CardStamps;
  moderator: Moderator;
  rpc: RequestBus;
  /** Keeps each e-card sent, for the page its mail links to. */
  keepEcard: KeepEcard;
  config: InstancesConfig;
  log: Logger;
}

/** A card's options: read, edit by hand, rate, regenerate a part, send as an e-card; and what cart and renderer ask. */
export class CardInstanceService {
  private readonly ds: DataSource;
  private readonly outbox: Outbox;
  private readonly catalog: GenerationCatalog;
  private readonly entitlements: EntitlementService;
  private readonly pipeline: PartQueue;
  private readonly cards: Pick<CardService, 'owned' | 'withInstances'>;
  private readonly stamps: CardStamps;
  private readonly moderator: Moderator;
  private readonly rpc: RequestBus;
  private readonly keepEcard: KeepEcard;
  private readonly config: InstancesDeps['config'];
  private readonly log: Logger;

  constructor(d: InstancesDeps) {
    ({
      ds: this.ds,
      outbox: this.outbox,
      catalog: this.catalog,
      entitlements: this.entitlements,
      pipeline: this.pipeline,
      cards: this.cards,
      stamps: this.stamps,
      moderator: this.moderator,
      rpc: this.rpc,
      keepEcard: this.keepEcard,
      config: this.config,
      log: this.log,
    } = d);
  }

  /** Options as clients see them, each with the thumbnail URLs of the version it shows. */
  private async views(m: EntityManager, rows: CardInstanceRow[]): Promise<CardInstance[]> {
    const cards = await loadCardsOf(
      m,
      rows.filter((r) => r.status === 'ready'),
    );
    return rows.map((r) => {
      const c = cards.get(r.card_id);
      return toCardInstance(r, this.config.PUBLIC_API_URL, c && this.renderDataOf(r, c.card, c.extras).content_hash);
    });
  }

  private async view(r: CardInstanceRow): Promise<CardInstance> {
    return (await this.views(this.ds.manager, [r]))[0]!;
  }

  private renderDataOf(row: CardInstanceRow, card: CardFacts, extras: CardExtras): CardInstanceRenderData {
    return renderDataOf(row, card, extras, { catalog: this.catalog, publicApiUrl: this.config.PUBLIC_API_URL });
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
    return { items: await this.views(this.ds.manager, rows), total };
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
      await this.entitlements.charge(m, actor, { accountId: card.account_id, kind: 'instance', card });
      let front = input.front_text;
      if (input.text && !front) {
        const words = await new OfflineTextGenerator().generate({
          ...textRequest(card, { id: 0, text_version: 1 } as CardInstanceRow, this.catalog),
          previous: undefined,
        });
        front = words.front;
      }
      [created] = await createInstances(
        m,
        { outbox: this.outbox, stamps: this.stamps },
        {
          card,
          n: 1,
          preset: input.text ? { inside_text: input.text, front_text: front } : undefined,
        },
      );
    });
    const row = created!;
    await this.outbox.flush();
    await this.pipeline.enqueueSafely(queuedParts(row));
    return this.view(row);
  }

  /**
   * `POST /cards/:id/generate`: queues `options` new options of the card (default from config)
   * and answers the card at once. Each option is charged to the account (402/429 when none can
   * be; fewer are made when the month or the hour has fewer left); the jobs are added after the commit.
   */
  async generate(actor: Actor, cardId: number, options?: number) {
    const n = options ?? this.config.GENERATION_OPTIONS;
    let refs: PartRef[] = [];
    const card = await this.entitlements.offeringPack(actor, cardId, () =>
      this.ds.transaction(async (m) => {
        const row = await this.cards.owned(m, actor, cardId, true);
        const granted = await this.entitlements.charge(m, actor, { accountId: row.account_id, kind: 'generate', card: row, units: n });
        const created = await createInstances(m, { outbox: this.outbox, stamps: this.stamps }, { card: row, n: granted });
        refs = created.flatMap(queuedParts);
        return row;
      }),
    );
    await this.outbox.flush();
    await this.pipeline.enqueueSafely(refs);
    return (await this.cards.withInstances(this.ds.manager, [card]))[0]!;
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
        if ((patch.text ?? row.inside_text) !== row.inside_text || (patch.front_text ?? row.front_text) !== row.front_text)
          rememberWords(row);
        if (patch.text !== undefined) row.inside_text = patch.text;
        if (patch.front_text !== undefined) row.front_text = patch.front_text;
        if (row.text_status !== 'ready') row.text_version += 1;
        row.text_status = 'ready';
        row.text_lease = null;
        row.text_error = null;
        row.edited = true;
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
        if (part === 'image' && (await photoReads.hasFront(m, row.card_id))) throw photoErrors.noArtworkToRegenerate();
        if (row[`${part}_status`] === 'queued' || row[`${part}_status`] === 'generating')
          throw generationInProgress(part === 'text' ? 'words' : 'artwork');
        await this.entitlements.charge(m, actor, {
          accountId: row.account_id,
          kind: part === 'text' ? 'regenerate_text' : 'regenerate_image',
          card: { id: row.card_id, style_id: null },
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

  /** E-mails a ready option to its recipient through identity's mailer (template `ecard`), greeted as the sender chose. */
  async send(
    actor: Actor,
    id: number,
    body: { email: string; message?: string; greeting?: string },
  ): Promise<{ status: 'sent'; email: string }> {
    await assertPrintable(this.moderator, '', { message: body.message, greeting: body.greeting });
    const data = await this.ds.transaction(async (m) => {
      const row = await this.owned(m, actor, id);
      if (row.status !== 'ready') throw notReady();
      await this.entitlements.chargeSend(m, actor, { accountId: row.account_id, email: body.email, cardId: row.card_id });
      return this.renderDataIn(m, row);
    });
    await this.mailEcard({ userId: actor.user_id, data, to: { email: body.email, salutation: body.greeting, note: body.message } });
    return { status: 'sent', email: body.email };
  }

  /**
   * One e-card of an order sent to many, from the option as bought: the inside words as the
   * customer wrote them, with the recipient's salutation in place of the written greeting.
   * Charged against the e-card caps of the option's account (429 with the reason when over).
   * The order was made by its owner, so no actor is checked here.
   */
  async sendToRecipient(userId: number, id: number, to: { email: string; name: string; salutation: string }): Promise<void> {
    const data = await this.ds.transaction(async (m) => {
      const row = await m.getRepository(CardInstanceEntity).findOneBy({ id });
      if (!row) throw cardInstanceNotFound();
      if (row.status !== 'ready') throw notReady();
      const actor: Actor = { user_id: userId, account_id: row.account_id, email: '', admin: false };
      await this.entitlements.chargeSend(m, actor, { accountId: row.account_id, email: to.email, cardId: row.card_id });
      return this.renderDataIn(m, row);
    });
    await this.mailEcard({ userId, data, to });
  }

  private async renderDataIn(m: EntityManager, row: CardInstanceRow): Promise<CardInstanceRenderData> {
    const loaded = (await loadCardsOf(m, [row])).get(row.card_id);
    if (!loaded) throw cardInstanceNotFound();
    return this.renderDataOf(row, loaded.card, loaded.extras);
  }

  private mailEcard(sent: Parameters<typeof mailEcard>[1]): Promise<void> {
    return mailEcard({ rpc: this.rpc, keep: this.keepEcard, publicApiUrl: this.config.PUBLIC_API_URL, log: this.log }, sent);
  }

  async forCart(actor: Actor, id: number): Promise<CardInstanceForCartReply> {
    const row = await this.owned(this.ds.manager, actor, id);
    // One read of the card, its photos and signatures serves both the thumbnail's name and the photo checks.
    const loaded = (await loadCardsOf(this.ds.manager, [row])).get(row.card_id);
    if (!loaded) throw cardInstanceNotFound();
    const { card, extras } = loaded;
    const photos = extras.photos;
    const hash = row.status === 'ready' ? this.renderDataOf(row, card, extras).content_hash : undefined;
    return {
      id: row.id,
      card_id: row.card_id,
      user_id: row.user_id,
      account_id: row.account_id,
      status: row.status,
      thumbnail_url: toCardInstance(row, this.config.PUBLIC_API_URL, hash).thumbnail_url,
      image_url: row.artwork_key ? assetUrl(this.config.PUBLIC_API_URL, row.artwork_key) : null,
      title: card.title,
      occasion_name: cardContext(card, this.catalog).occasion.name,
      photos: photos.map((p) => ({ panel: p.panel, width_px: p.width, height_px: p.height, crop: p.crop })),
    };
  }

  async renderData(id: number): Promise<CardInstanceRenderData> {
    const row = await this.ds.getRepository(CardInstanceEntity).findOneBy({ id });
    if (!row) throw cardInstanceNotFound();
    const { card, extras } = (await loadCardsOf(this.ds.manager, [row])).get(row.card_id)!;
    return this.renderDataOf(row, card, extras);
  }

  private async owned(m: EntityManager, actor: Actor, id: number, forUpdate = false): Promise<CardInstanceRow> {
    const row = forUpdate ? await lockInstance(m, id) : await m.getRepository(CardInstanceEntity).findOneBy({ id });
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw cardInstanceNotFound();
    return row;
  }
}
