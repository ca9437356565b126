import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A migration class, as TypeORM takes it. */
type MigrationClass = new () => object;

/**
 * Every migration in a service's migrations folder, oldest first (a migration's file name starts
 * with its timestamp), so a generated migration needs no line in a list: the folder is the list.
 * It reads the folder it is given as it is, sources (`.ts`, under Jest and tsx) or the build
 * (`.js`), and imports each file; each file exports its migration class.
 */
export async function migrationsIn(folder: URL): Promise<MigrationClass[]> {
  const files = readdirSync(fileURLToPath(folder))
    .filter((f) => /^\d+-.*\.(ts|js)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const loaded = await Promise.all(files.map(async (f) => (await import(new URL(f, folder).href)) as Record<string, unknown>));
  return loaded.flatMap((exports, i) => {
    const classes = Object.values(exports).filter((x): x is MigrationClass => typeof x === 'function');
    if (classes.length !== 1) throw new Error(`migration ${files[i]} must export one class (it exports ${classes.length})`);
    return classes;
  });
}
