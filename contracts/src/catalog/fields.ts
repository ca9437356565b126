import { z } from 'zod';
import { Timestamp } from '../common.js';

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

/*
 * The fields the catalogue's resources share, declared once and spread into each resource in the
 * order its answers and the API document list them: the row's own fields stand between them.
 */
/** What a row is known by, first in its answer. */
export const namedRow = { id: z.number().int(), name: z.string(), slug: z.string(), description: z.string() };
/** Whether the shop lists the row, and where. */
export const listedRow = { active: z.boolean(), position: z.number().int() };
/** When the row was made and last changed, last in its answer. */
export const stampedRow = { created_at: Timestamp, updated_at: Timestamp };
/** What a new row is known by; its slug is derived from the name when omitted. */
export const namedInput = { name: Name, slug: Slug.optional(), description: Description.default('') };
export const listedInput = { active: z.boolean().default(true), position: Position.default(0) };

/**
 * A resource's create and update bodies, its fields under its REST name (`POST /personas
 * {persona:{...}}`); an update changes only the fields sent (`patchOf`).
 */
export function bodiesOf<K extends string, S extends z.ZodRawShape>(key: K, input: z.ZodObject<S>) {
  return {
    create: z.object({ [key]: input } as { [P in K]: z.ZodObject<S> }),
    update: z.object({ [key]: patchOf(input) } as { [P in K]: z.ZodObject<PatchShape<S>> }),
  };
}
