import type { Actor, Card, CardInput, CardListQuery, CardPatch, Page } from '@cards/contracts';
import { containsPattern, type AssetStore, type Config, type Logger, type Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { GenerationCatalog } from '../catalog/catalog-read-model.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import type { EntitlementService } from '../entitlements/entitlement.service.js';
import { CardInstanceEntity, newInstanceRow, type CardInstanceRow } from '../instances/card-instance.entity.js';
import { announce, announceDeleted, toCardInstance } from '../instances/card-instance.repository.js';
import { loadCardsOf, renderDataOf, type CardExtras } from '../instances/render-data.js';
import type { GenerationPipeline, PartRef } from '../pipeline/generation.pipeline.js';
import { CardEntity, touchCard, type CardRow, type OccasionSnapshot } from './card.entity.js';
import { cardNotFound, noAccount, sampleAdminOnly, unknownCatalogRow } from './card.errors.js';
import { photoFiles, photosByCard, toCardPhoto } from '../photos/card-photo.store.js';

/** The parts of a new option that still have to be made (a photo front has no artwork to make). */
export const queuedParts = (i: CardInstanceRow): PartRef[] =>
  (['text', 'image'] as const)
    .filter((part) => i[`${part}_status`] === 'queued')
    .map((part) => ({ id: i.id, part, version: i[`${part}_version`], created_at: i.created_at }));

export function accountOf(actor: Actor): number {
  if (actor.account_id == null) throw noAccount();
  return actor.account_id;
}

/** Cards: the owner's (admins see all), with their options and the nested occasion. */
export class CardService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly catalog: GenerationCatalog,
    private readonly entitlements: EntitlementService,
    private readonly pipeline: GenerationPipeline,
    private readonly moderator: Moderator,
    private readonly config: Config,
    private readonly assets: AssetStore,
    private readonly log: Logger,
  ) {}

  async list(actor: Actor, q: CardListQuery): Promise<Page<Card>> {
    const qb = this.ds.getRepository(CardEntity).createQueryBuilder('c');
    if (!actor.admin) qb.where('c.account_id = :acct', { acct: accountOf(actor) });
    if (q.favourite) qb.andWhere('c.favourite = :fav', { fav: q.favourite === 'true' });
    // Every word must match the recipient, the occasion, the title, the details or the words.
    (q.search ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 8)
      .forEach((w, i) => {
        qb.andWhere(
          `(c.recipient_name ILIKE :s${i} OR c.occasion_name ILIKE :s${i} OR c.title ILIKE :s${i} OR c.details ILIKE :s${i} OR c.sender_name ILIKE :s${i}
        OR EXISTS (SELECT 1 FROM generation.card_instances i WHERE i.card_id = c.id AND (i.inside_text ILIKE :s${i} OR i.front_text ILIKE :s${i})))`,
          { [`s${i}`]: containsPattern(w) },
        );
      });
    qb.orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .skip((q.page - 1) * q.per_page)
      .take(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: await this.withInstances(this.ds.manager, rows), total };
  }

  async get(actor: Actor, id: number): Promise<Card> {
    const row = await this.owned(this.ds.manager, actor, id);
    return (await this.withInstances(this.ds.manager, [row]))[0]!;
  }

  /** Public: the sample cards admins picked, with only their ready options. */
  async samples(): Promise<Card[]> {
    const rows = await this.ds.getRepository(CardEntity).find({ where: { sample: true }, order: { id: 'ASC' }, take: 48 });
    const cards = await this.withInstances(this.ds.manager, rows);
    return cards
      .map((c) => ({ ...c, card_instances: c.card_instances.filter((i) => i.status === 'ready') }))
      .filter((c) => c.card_instances.length > 0);
  }

  async create(actor: Actor, input: CardInput): Promise<Card> {
    const account = accountOf(actor);
    if (input.sample && !actor.admin) throw sampleAdminOnly();
    await this.knowRows(input);
    await assertPrintable(this.moderator, 'card', {
      recipient_name: input.recipient_name,
      sender_name: input.sender_name,
      details: input.details,
      title: input.title,
    });
    const occasion = this.occasion(input.event_id);
    const style_id = this.pick('style_id', input.style_id);
    const persona_id = this.pick('persona_id', input.persona_id);
    const row = await this.ds.getRepository(CardEntity).save({
      user_id: actor.user_id,
      account_id: account,
      event_id: occasion.id,
      occasion,
      occasion_name: occasion.name,
      style_id,
      persona_id,
      recipient_name: input.recipient_name,
      sender_name: input.sender_name,
      details: input.details,
      relationship: input.relationship ?? null,
      title: input.title || `${occasion.name} card for ${input.recipient_name}`,
      favourite: input.favourite,
      sample: !!input.sample,
    });
    return (await this.withInstances(this.ds.manager, [row]))[0]!;
  }

  async update(actor: Actor, id: number, patch: CardPatch): Promise<Card> {
    if (patch.sample !== undefined && !actor.admin) throw sampleAdminOnly();
    await this.knowRows(patch);
    await assertPrintable(this.moderator, 'card', {
      recipient_name: patch.recipient_name,
      sender_name: patch.sender_name,
      details: patch.details,
      title: patch.title,
    });
    const row = await this.ds.transaction(async (m) => {
      const cur = await this.owned(m, actor, id, true);
      const next: CardRow = { ...cur };
      if (patch.event_id !== undefined && patch.event_id !== cur.event_id) {
        const occasion = this.occasion(patch.event_id);
        Object.assign(next, { event_id: occasion.id, occasion, occasion_name: occasion.name });
      }
      if (patch.style_id !== undefined) next.style_id = this.pick('style_id', patch.style_id, false);
      if (patch.persona_id !== undefined) next.persona_id = this.pick('persona_id', patch.persona_id, false);
      for (const k of ['recipient_name', 'sender_name', 'details', 'relationship', 'title', 'favourite', 'sample'] as const) {
        if (patch[k] !== undefined) (next as unknown as Record<string, unknown>)[k] = patch[k];
      }
      return m.getRepository(CardEntity).save(next);
    });
    return (await this.withInstances(this.ds.manager, [row]))[0]!;
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const photos = await this.ds.transaction(async (m) => {
      const card = await this.owned(m, actor, id, true);
      const insts = await m.getRepository(CardInstanceEntity).find({ where: { card_id: card.id } });
      for (const i of insts) await announceDeleted(m, this.outbox, i);
      const photos = (await photosByCard(m, [card.id])).get(card.id) ?? [];
      await m.getRepository(CardEntity).delete({ id: card.id });
      return photos;
    });
    await this.outbox.flush();
    // The customer's photos go with the card (their rows went with it in the same transaction).
    for (const key of photos.flatMap(photoFiles))
      await this.assets.delete(key).catch((err) => this.log.warn({ err, key }, 'could not delete a photo file'));
  }

  /**
   * Queues `options` new options (default from config) and answers at once. Each option is
   * charged to the account (402/429 when none can be; fewer are made when the month or the
   * hour has fewer left); the jobs are added after the commit.
   */
  async generate(actor: Actor, id: number, options?: number): Promise<Card> {
    const n = options ?? this.config.GENERATION_OPTIONS;
    let refs: PartRef[] = [];
    const card = await this.entitlements.offeringPack(actor, id, () =>
      this.ds.transaction(async (m) => {
        const row = await this.owned(m, actor, id, true);
        const granted = await this.entitlements.charge(m, actor, row.account_id, 'generate', row, n);
        const created = await this.createInstances(m, row, granted);
        refs = created.flatMap(queuedParts);
        return row;
      }),
    );
    await this.outbox.flush();
    await this.pipeline.enqueueSafely(refs);
    return (await this.withInstances(this.ds.manager, [card]))[0]!;
  }

  /** New queued options of a card, announced in the caller's transaction. */
  async createInstances(
    m: EntityManager,
    card: CardRow,
    n: number,
    preset?: { front_text?: string; inside_text?: string },
  ): Promise<CardInstanceRow[]> {
    const out: CardInstanceRow[] = [];
    // A photo front needs no artwork: that part is done from the start.
    const photoFront = ((await photosByCard(m, [card.id])).get(card.id) ?? []).some((p) => p.panel === 'front');
    for (let k = 0; k < n; k++) {
      const hasWords = !!preset?.inside_text;
      const row = await m.getRepository(CardInstanceEntity).save(
        newInstanceRow(
          { card_id: card.id, user_id: card.user_id, account_id: card.account_id },
          {
            status: hasWords ? 'generating' : 'queued',
            front_text: preset?.front_text ?? '',
            inside_text: preset?.inside_text ?? '',
            text_status: hasWords ? 'ready' : 'queued',
            image_status: photoFront ? 'ready' : 'queued',
            edited: hasWords,
          },
        ),
      );
      await announce(m, this.outbox, row, ['created', 'status']);
      out.push(row);
    }
    await touchCard(m, card.id);
    return out;
  }

  /** The card if the actor may see it; 404 otherwise (never 403: its existence is private). */
  async owned(m: EntityManager, actor: Actor, id: number, forUpdate = false): Promise<CardRow> {
    const row = await m
      .getRepository(CardEntity)
      .findOne({ where: { id }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw cardNotFound();
    return row;
  }

  async withInstances(m: EntityManager, rows: CardRow[]): Promise<Card[]> {
    if (rows.length === 0) return [];
    const insts = await m
      .getRepository(CardInstanceEntity)
      .createQueryBuilder('i')
      .where('i.card_id IN (:...ids)', { ids: rows.map((r) => r.id) })
      .orderBy('i.id', 'ASC')
      .getMany();
    const byCard = new Map<number, CardInstanceRow[]>();
    for (const i of insts) (byCard.get(i.card_id) ?? byCard.set(i.card_id, []).get(i.card_id)!).push(i);
    const loaded = await loadCardsOf(
      m,
      rows.map((r) => ({ card_id: r.id })),
      rows,
    );
    return rows.map((r) => this.toCard(r, byCard.get(r.id) ?? [], loaded.get(r.id)?.extras));
  }

  toCard(r: CardRow, insts: CardInstanceRow[], extras: CardExtras = { photos: [], signatures: [] }): Card {
    const ev = this.catalog.store.events.get(r.event_id, { includeRetired: true });
    const st = this.catalog.store.styles.get(r.style_id, { includeRetired: true });
    const pe = this.catalog.store.personas.get(r.persona_id, { includeRetired: true });
    return {
      id: r.id,
      user_id: r.user_id,
      account_id: r.account_id,
      event_id: r.event_id,
      event: ev ?? r.occasion,
      style_id: r.style_id,
      style: st ? { id: st.id, name: st.name, slug: st.slug } : null,
      persona_id: r.persona_id,
      persona: pe ? { id: pe.id, name: pe.name, slug: pe.slug } : null,
      recipient_name: r.recipient_name,
      sender_name: r.sender_name,
      details: r.details,
      relationship: r.relationship ?? null,
      title: r.title,
      favourite: r.favourite,
      sample: r.sample,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      card_instances: insts.map((i) =>
        toCardInstance(
          i,
          this.config.PUBLIC_API_URL,
          i.status === 'ready' ? renderDataOf(i, r, extras, this.catalog, this.config.PUBLIC_API_URL).content_hash : undefined,
        ),
      ),
      photos: extras.photos.map((p) => toCardPhoto(p, this.config.PUBLIC_API_URL)),
    };
  }

  /** Makes sure the read model has heard of the rows the input names (reloading once if not). */
  private async knowRows(input: { event_id?: number; style_id?: number | null; persona_id?: number | null }) {
    const missing =
      (input.event_id != null && !this.catalog.store.events.get(input.event_id)) ||
      (input.style_id != null && !this.catalog.store.styles.get(input.style_id)) ||
      (input.persona_id != null && !this.catalog.store.personas.get(input.persona_id));
    if (missing) await this.catalog.reloadOnMiss();
  }

  private occasion(eventId: number): OccasionSnapshot {
    const ev = this.catalog.store.events.get(eventId);
    if (!ev) throw unknownCatalogRow('event_id', 'occasion');
    return { id: ev.id, name: ev.name, slug: ev.slug, description: ev.description, icon: ev.icon };
  }

  /** A given style/persona must be live; none given means the catalogue's first (or none at all). */
  private pick(field: 'style_id' | 'persona_id', id: number | null | undefined, defaultFirst = true): number | null {
    const rows = field === 'style_id' ? this.catalog.store.styles : this.catalog.store.personas;
    if (id == null) return defaultFirst && id === undefined ? (rows.active()[0]?.id ?? null) : null;
    if (!rows.get(id)) throw unknownCatalogRow(field, field === 'style_id' ? 'style' : 'persona');
    return id;
  }
}
