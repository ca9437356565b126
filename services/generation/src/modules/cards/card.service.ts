import type { Actor, Card, CardInput, CardListQuery, CardPatch, Page } from '@cards/contracts';
import { containsPattern, type AssetStore, type Logger } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { GenerationCatalog } from '../catalog/index.js';
import type { Moderator } from '../../moderation/moderation.port.js';
import { assertPrintable } from '../../moderation/printable-check.js';
import type { CardParts, CardPartsView } from './card-parts.port.js';
import { assertAnswersPrintable } from './card-answers-check.js';
import { accountOf, type CardFacts } from './card-records.js';
import { CardEntity, type CardRow, type OccasionSnapshot } from './card.entity.js';
import { cardNotFound, sampleAdminOnly, unknownCatalogRow } from './card.errors.js';

/** What the card service is built with. */
export interface CardsDeps {
  ds: DataSource;
  catalog: GenerationCatalog;
  /** The options and photos a card is shown and deleted with. */
  parts: CardParts;
  moderator: Moderator;
  assets: AssetStore;
  log: Logger;
}

/** Cards: the owner's (admins see all), with their options and the nested occasion. */
export class CardService {
  private readonly ds: DataSource;
  private readonly catalog: GenerationCatalog;
  private readonly moderator: Moderator;

  constructor(private readonly d: CardsDeps) {
    this.ds = d.ds;
    this.catalog = d.catalog;
    this.moderator = d.moderator;
  }

  async list(actor: Actor, q: CardListQuery): Promise<Page<Card>> {
    const qb = this.ds.getRepository(CardEntity).createQueryBuilder('c');
    if (!actor.admin) qb.where('c.account_id = :acct', { acct: accountOf(actor) });
    else if (q.user_id != null) qb.where('c.user_id = :uid', { uid: q.user_id });
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

  /** What a new card or a change names is known (its occasion, style and persona), and its words may be printed. */
  private async checkWords(input: CardInput | CardPatch): Promise<void> {
    await this.knowRows(input);
    await assertPrintable(this.moderator, 'card', {
      recipient_name: input.recipient_name,
      sender_name: input.sender_name,
      details: input.details,
      title: input.title,
    });
    await assertAnswersPrintable(this.moderator, input.answers);
  }

  async create(actor: Actor, input: CardInput): Promise<Card> {
    const account = accountOf(actor);
    if (input.sample && !actor.admin) throw sampleAdminOnly();
    await this.checkWords(input);
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
      answers: input.answers,
      relationship: input.relationship ?? null,
      title: input.title || `${occasion.name} card for ${input.recipient_name}`,
      favourite: input.favourite,
      sample: !!input.sample,
    });
    return (await this.withInstances(this.ds.manager, [row]))[0]!;
  }

  async update(actor: Actor, id: number, patch: CardPatch): Promise<Card> {
    if (patch.sample !== undefined && !actor.admin) throw sampleAdminOnly();
    await this.checkWords(patch);
    const row = await this.ds.transaction(async (m) => {
      const cur = await this.owned(m, actor, id, true);
      const next: CardRow = { ...cur };
      if (patch.event_id !== undefined && patch.event_id !== cur.event_id) {
        const occasion = this.occasion(patch.event_id);
        Object.assign(next, { event_id: occasion.id, occasion, occasion_name: occasion.name });
      }
      if (patch.style_id !== undefined) next.style_id = this.pick('style_id', patch.style_id, false);
      if (patch.persona_id !== undefined) next.persona_id = this.pick('persona_id', patch.persona_id, false);
      for (const k of ['recipient_name', 'sender_name', 'details', 'answers', 'relationship', 'title', 'favourite', 'sample'] as const) {
        if (patch[k] !== undefined) (next as unknown as Record<string, unknown>)[k] = patch[k];
      }
      return m.getRepository(CardEntity).save(next);
    });
    return (await this.withInstances(this.ds.manager, [row]))[0]!;
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const files = await this.ds.transaction(async (m) => {
      const card = await this.owned(m, actor, id, true);
      const files = await this.d.parts.removing(m, card);
      await m.getRepository(CardEntity).delete({ id: card.id });
      return files;
    });
    // The customer's photos go with the card (their rows went with it in the same transaction).
    for (const key of files) await this.d.assets.delete(key).catch((err) => this.d.log.warn({ err, key }, 'could not delete a photo file'));
  }

  /** The card if the actor may see it; 404 otherwise (never 403: its existence is private). */
  async owned(m: EntityManager, actor: Actor, id: number, forUpdate = false): Promise<CardFacts> {
    const row = await m
      .getRepository(CardEntity)
      .findOne({ where: { id }, ...(forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw cardNotFound();
    return row;
  }

  async withInstances(m: EntityManager, rows: readonly CardFacts[]): Promise<Card[]> {
    if (rows.length === 0) return [];
    const parts = await this.d.parts.of(m, rows);
    return rows.map((r) => this.toCard(r, parts.get(r.id) ?? { card_instances: [], photos: [] }));
  }

  private toCard(r: CardFacts, parts: CardPartsView): Card {
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
      answers: r.answers ?? [],
      relationship: r.relationship ?? null,
      title: r.title,
      favourite: r.favourite,
      sample: r.sample,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      card_instances: parts.card_instances,
      photos: parts.photos,
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
