import type { AssetStore } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { seedOccasions } from '../modules/occasions/index.js';
import { seedPersonas } from '../modules/personas/index.js';
import { seedPlans } from '../modules/plans/index.js';
import { seedProducts } from '../modules/products/index.js';
import { seedStyles } from '../modules/styles/index.js';
import { runSeeders } from '../seeding/seed-table.js';
import { OCCASIONS } from './occasions.seed.js';
import { PERSONAS } from './personas.seed.js';
import { CATEGORIES, FEATURES, PLANS, PRODUCTS } from './shop.seed.js';
import { renderStylePreview } from '@cards/card-art';
import { STYLES, previewKey, previewPath } from './styles.seed.js';

/**
 * Loads the starter catalogue, each module seeding its own tables from the data beside this
 * file, once ever per item (see `runSeeders`). Answers how many rows it inserted.
 */
export function seedCatalog(ds: DataSource): Promise<number> {
  return runSeeders(ds, [
    (run) => seedOccasions(run, OCCASIONS),
    (run) =>
      seedStyles(
        run,
        STYLES.map((s) => ({ ...s, preview_url: previewPath(s.slug) })),
      ),
    (run) => seedPersonas(run, PERSONAS),
    (run) => seedProducts(run, { CATEGORIES, PRODUCTS }),
    (run) => seedPlans(run, { FEATURES, PLANS }),
  ]);
}

/**
 * Draws the seeded styles' previews into the asset store when missing (a fresh asset
 * volume, or a new style in a later release). Runs on every start; an existing file,
 * perhaps replaced by an admin, is left alone.
 */
export async function seedStylePreviews(assets: AssetStore): Promise<number> {
  let written = 0;
  for (const s of STYLES) {
    if (await assets.exists(previewKey(s.slug))) continue;
    await assets.put(previewKey(s.slug), Buffer.from(renderStylePreview(s)), 'image/svg+xml');
    written++;
  }
  return written;
}
