import type { PersonaInput } from '@cards/contracts';
import { seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { PersonaEntity } from './persona.entity.js';

/** Starter personas, each known by its slug. */
export function seedPersonas(run: SeedRun, PERSONAS: Array<PersonaInput & { slug: string }>): Promise<number> {
  return seedTable(
    run,
    PersonaEntity,
    'slug',
    PERSONAS.map((p) => ({
      item: `persona:${p.slug}`,
      key: p.slug,
      row: { name: p.name, slug: p.slug, description: p.description, tone_prompt: p.tone_prompt, active: p.active, position: p.position },
    })),
  );
}
