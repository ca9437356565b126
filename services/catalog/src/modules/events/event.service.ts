import { CatalogEvents, EventInput, type Event, type ListQuery, type Page } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { slugify } from '../../slug.js';
import { EventEntity, type EventRow } from './event.entity.js';
import { eventNotFound, eventTaken } from './event.errors.js';

export function toEvent(r: EventRow): Event {
  return {
    id: r.id, name: r.name, slug: r.slug, description: r.description, icon: r.icon,
    season_start: r.season_start, season_end: r.season_end, active: r.active, position: r.position,
    created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
  };
}

/** Occasions: public to read (active ones), admin-only to change. */
export class EventService {
  constructor(private readonly ds: DataSource, private readonly outbox: Outbox) {}

  async list(q: ListQuery, opts: { includeInactive: boolean }): Promise<Page<Event>> {
    const qb = this.ds.getRepository(EventEntity).createQueryBuilder('e').where('e.deleted_at IS NULL');
    if (!opts.includeInactive) qb.andWhere('e.active = true');
    if (q.search) qb.andWhere('(e.name ILIKE :s OR e.slug ILIKE :s)', { s: `%${q.search.replace(/[%_\\]/g, '\\$&')}%` });
    qb.orderBy('e.position', 'ASC').addOrderBy('e.name', 'ASC').addOrderBy('e.id', 'ASC')
      .skip((q.page - 1) * q.per_page).take(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(toEvent), total };
  }

  async get(idOrSlug: number | string, opts: { includeInactive: boolean }): Promise<Event> {
    const where = typeof idOrSlug === 'number' ? { id: idOrSlug } : { slug: idOrSlug };
    const row = await this.ds.getRepository(EventEntity).findOneBy(where);
    if (!row || row.deleted_at || (!row.active && !opts.includeInactive)) throw eventNotFound();
    return toEvent(row);
  }

  async create(input: EventInput, correlationId?: string): Promise<Event> {
    const row = await this.ds.transaction(async (m) => {
      const slug = input.slug ?? slugify(input.name);
      await this.assertUnique(m, input.name, slug);
      const saved = await m.getRepository(EventEntity).save({
        name: input.name, slug, description: input.description, icon: input.icon,
        season_start: input.season_start ?? null, season_end: input.season_end ?? null,
        active: input.active, position: input.position, deleted_at: null,
      });
      await this.announce(m, saved, 'created', correlationId);
      return saved;
    });
    await this.outbox.flush();
    return toEvent(row);
  }

  async update(id: number, patch: Partial<EventInput>, correlationId?: string): Promise<Event> {
    const row = await this.ds.transaction(async (m) => {
      const repo = m.getRepository(EventEntity);
      const current = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.deleted_at) throw eventNotFound();
      const next = { ...current, ...stripUndefined(patch) };
      await this.assertUnique(m, next.name, next.slug, id);
      const saved = await repo.save(next);
      await this.announce(m, saved, 'updated', correlationId);
      return saved;
    });
    await this.outbox.flush();
    return toEvent(row);
  }

  /** Soft delete: cards made for the occasion keep it; customers no longer see it. */
  async remove(id: number, correlationId?: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const repo = m.getRepository(EventEntity);
      const current = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.deleted_at) throw eventNotFound();
      current.deleted_at = new Date();
      current.active = false;
      await repo.save(current);
      await this.announce(m, current, 'deleted', correlationId);
    });
    await this.outbox.flush();
  }

  private async assertUnique(m: EntityManager, name: string, slug: string, exceptId?: number) {
    const clash: Array<{ name: string; slug: string }> = await m.query(
      `SELECT name, slug FROM catalog.events WHERE deleted_at IS NULL AND (lower(name) = lower($1) OR slug = $2) AND id <> $3`,
      [name, slug, exceptId ?? 0],
    );
    if (clash.some((c) => c.slug === slug)) throw eventTaken('slug');
    if (clash.length) throw eventTaken('name');
  }

  private announce(m: EntityManager, row: EventRow, action: 'created' | 'updated' | 'deleted', correlationId?: string) {
    return this.outbox.add(m, CatalogEvents.eventChanged, {
      entity: 'event', id: row.id, action, row: action === 'deleted' ? undefined : toEvent(row),
    }, correlationId);
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
