import type { Persona, PersonaInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { CatalogCrudService, NAMED_BY_SLUG, type EveryField } from '../../crud/catalog-crud.service.js';
import { namedRowColumns, namedRowFields } from '../../crud/named-row-mappers.js';
import { PersonaEntity } from './persona.entity.js';
import { personaErrors } from './persona.errors.js';

/** Tones of voice for the card's words. Deleting one is a soft delete: cards keep it. */
export class PersonaService extends CatalogCrudService<PersonaEntity, Persona, PersonaInput> {
  constructor(ds: DataSource, outbox: Outbox) {
    super(ds, outbox, {
      entity: 'persona',
      table: PersonaEntity,
      errors: personaErrors,
      ...NAMED_BY_SLUG,
    });
  }

  protected toDto(r: PersonaEntity): Persona {
    return { ...namedRowFields(r), tone_prompt: r.tone_prompt };
  }

  protected toColumns(i: Partial<PersonaInput>, current: PersonaEntity | undefined): Partial<PersonaEntity> {
    return { ...namedRowColumns(i, current), tone_prompt: i.tone_prompt } satisfies EveryField<PersonaInput>;
  }
}
