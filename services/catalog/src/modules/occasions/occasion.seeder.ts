import type { OccasionInput } from '@cards/contracts';
import { seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { OccasionEntity } from './occasion.entity.js';

/** Starter occasions, each known by its slug. */
export function seedOccasions(run: SeedRun, OCCASIONS: Array<OccasionInput & { slug: string }>): Promise<number> {
  return seedTable(
    run,
    OccasionEntity,
    'slug',
    OCCASIONS.map((o) => ({
      item: `event:${o.slug}`,
      key: o.slug,
      row: {
        name: o.name,
        slug: o.slug,
        description: o.description,
        icon: o.icon,
        season_start: o.season_start ?? null,
        season_end: o.season_end ?? null,
        active: o.active,
        position: o.position,
      },
    })),
  );
}
