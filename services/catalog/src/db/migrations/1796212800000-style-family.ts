import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How the family used to be guessed from a style's words, first match wins, kept here only to
 * give the styles that exist when this migration runs the family they were being painted in.
 * From now on a style says its family; nothing reads its name for it.
 */
const GUESSED_FROM: Array<[string, RegExp]> = [
  ['deco', /\bgold\b|\bfoil\b|art[ -]deco|\bdeco\b|luxur|metallic|gilded/i],
  ['line', /line[ -]art|single[ -]line|continuous|line[ -]drawing|\bminimal/i],
  ['watercolour', /watercolou?r|\bwash(es)?\b|gouache|painted|pastel/i],
  ['doodle', /doodle|playful|hand[ -]drawn|marker|crayon|whims|cartoon|\bkids?\b|confetti|\bfun\b/i],
  ['vintage', /vintage|letterpress|retro|linocut|engrav|woodcut|botanical|antique/i],
  ['flat', /bold|modern|geometric|\bflat\b|graphic|poster|swiss|abstract|colou?r[ -]block/i],
];

/** The slug and name first; the prompt hint only settles what they leave open; soft washes when nothing matched. */
function guessedFamily(s: { slug: string; name: string; prompt_hint: string }): string {
  for (const text of [`${s.slug} ${s.name}`, s.prompt_hint]) for (const [family, re] of GUESSED_FROM) if (re.test(text)) return family;
  return 'watercolour';
}

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class StyleFamily1796212800000 implements MigrationInterface {
  name = 'StyleFamily1796212800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "styles" ADD "family" text NOT NULL DEFAULT 'watercolour'`);
    // Every style, retired ones too (cards made in them keep being drawn), keeps the look it had.
    const styles: Array<{ id: number; slug: string; name: string; prompt_hint: string }> = await q.query(
      `SELECT "id", "slug", "name", "prompt_hint" FROM "styles"`,
    );
    for (const s of styles) {
      const family = guessedFamily(s);
      if (family !== 'watercolour') await q.query(`UPDATE "styles" SET "family" = $1 WHERE "id" = $2`, [family, s.id]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "styles" DROP COLUMN "family"`);
  }
}
