import type { Persona, PersonaInput } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { slugify } from '../../slug.js';
import { CatalogCrudService, NAMED_BY_SLUG, iso, type EveryField } from '../../crud/catalog-crud.service.js';
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
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      description: r.description,
      tone_prompt: r.tone_prompt,
      active: r.active,
      position: r.position,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
    };
  }

  protected async toColumns(
    _m: EntityManager,
    i: Partial<PersonaInput>,
    current: PersonaEntity | undefined,
  ): Promise<Partial<PersonaEntity>> {
    return {
      name: i.name,
      description: i.description,
      tone_prompt: i.tone_prompt,
      active: i.active,
      position: i.position,
      slug: i.slug ?? (current ? undefined : slugify(i.name!)),
    } satisfies EveryField<PersonaInput>;
  }
}
