import { OccasionInput, type Occasion } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { NAMED_INPUT, namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import { sameColumns } from '../../crud/same-fields.js';
import { OccasionEntity } from './occasion.entity.js';
import { occasionErrors } from './occasion.errors.js';

const occasionColumns = sameColumns<OccasionEntity>();

/** The one place an occasion row becomes its contract shape. */
export function toOccasion(r: OccasionEntity): Occasion {
  return { ...namedRowFields(r), icon: r.icon, season_start: r.season_start, season_end: r.season_end };
}

/**
 * Occasions: public to read (active ones), admin-only to change. Deleting one is a soft
 * delete: cards made for it keep pointing at it, customers no longer see it.
 */
export class OccasionService extends CatalogCrudService<OccasionEntity, Occasion, OccasionInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, { entity: 'event', table: OccasionEntity, errors: occasionErrors, ...NAMED_BY_SLUG });
  }

  protected toDto(r: OccasionEntity) {
    return toOccasion(r);
  }

  protected toColumns(i: Partial<OccasionInput>, current: OccasionEntity | undefined): Partial<OccasionEntity> {
    return { ...occasionColumns(OccasionInput, i, NAMED_INPUT), ...namedRowColumns(i, current) } satisfies EveryField<OccasionInput>;
  }

  protected override async validate(_m: EntityManager, next: OccasionEntity) {
    next.season_start ??= null;
    next.season_end ??= null;
    if (!!next.season_start !== !!next.season_end) {
      throw occasionErrors.invalid(
        next.season_start ? 'season_end' : 'season_start',
        'is required when the other end of the season is set',
      );
    }
  }
}
