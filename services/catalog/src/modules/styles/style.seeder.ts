import type { StyleInput } from '@cards/contracts';
import { seedTable, type SeedRun } from '../../seeding/seed-table.js';
import { StyleEntity } from './style.entity.js';

/** Starter styles, each known by its slug. */
export function seedStyles(run: SeedRun, STYLES: Array<StyleInput & { slug: string }>): Promise<number> {
  return seedTable(
    run,
    StyleEntity,
    'slug',
    STYLES.map((s) => ({
      item: `style:${s.slug}`,
      key: s.slug,
      row: {
        name: s.name,
        slug: s.slug,
        description: s.description,
        prompt_hint: s.prompt_hint,
        family: s.family,
        preview_url: s.preview_url,
        palette: s.palette,
        premium: s.premium,
        active: s.active,
        position: s.position,
      },
    })),
  );
}
