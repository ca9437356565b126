import { z } from 'zod';

/** Lowercase words joined by dashes (`mothers-day`); derived from the name when omitted. */
export const Slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes')
  .max(80);
/** Sort key of a catalogue list: lower first, then by name. */
export const Position = z.number().int().min(0).max(100000);
export const Name = z.string().trim().min(1).max(80);
export const Description = z.string().trim().max(2000);

/** `GET /<things>/{id}` takes the numeric id, or the row's slug (`/styles/bold-modern`). */
export const IdOrSlugParams = z.object({ id: z.string().min(1).max(80).describe('Numeric id or slug') });

type PatchShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I extends z.ZodTypeAny> ? I : S[K]>;
};

/**
 * The `PUT` form of a create schema: every field optional and no defaults applied. zod's own
 * `.partial()` keeps `.default()`s, so a partial update would silently reset omitted fields.
 */
export function patchOf<S extends z.ZodRawShape>(input: z.ZodObject<S>): z.ZodObject<PatchShape<S>> {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const [k, v] of Object.entries(input.shape) as Array<[string, z.ZodTypeAny]>) {
    shape[k] = (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodTypeAny) : v).optional();
  }
  return z.object(shape) as unknown as z.ZodObject<PatchShape<S>>;
}
