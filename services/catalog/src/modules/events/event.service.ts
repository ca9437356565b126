import type { Event, EventInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { slugify } from '../../slug.js';
import { CatalogCrudService, NAMED_BY_SLUG, iso } from '../crud/catalog-crud.service.js';
import { EventEntity, type EventRow } from './event.entity.js';
import { eventErrors } from './event.errors.js';

export function toEvent(r: EventRow): Event {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    icon: r.icon,
    season_start: r.season_start,
    season_end: r.season_end,
    active: r.active,
    position: r.position,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

/**
 * Occasions: public to read (active ones), admin-only to change. Deleting one is a soft
 * delete: cards made for it keep pointing at it, customers no longer see it.
 */
export class EventService extends CatalogCrudService<EventRow, Event, EventInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, {
      entity: 'event',
      schema: EventEntity,
      errors: eventErrors,
      ...NAMED_BY_SLUG,
    });
  }

  protected toDto(r: EventRow) {
    return toEvent(r);
  }

  protected async toColumns(_m: EntityManager, i: Partial<EventInput>, current: EventRow | undefined): Promise<Partial<EventRow>> {
    return {
      name: i.name,
      description: i.description,
      icon: i.icon,
      active: i.active,
      position: i.position,
      season_start: i.season_start,
      season_end: i.season_end,
      // A rename keeps the slug, so links to the occasion keep working.
      slug: i.slug ?? (current ? undefined : slugify(i.name!)),
    };
  }

  protected override async validate(_m: EntityManager, next: EventRow) {
    next.season_start ??= null;
    next.season_end ??= null;
    if (!!next.season_start !== !!next.season_end) {
      throw eventErrors.invalid(next.season_start ? 'season_end' : 'season_start', 'is required when the other end of the season is set');
    }
  }
}
