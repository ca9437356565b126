import { z } from 'zod';

/** Database ids are positive integers; path params arrive as strings and are coerced. */
export const Id = z.coerce.number().int().positive();
export type Id = z.infer<typeof Id>;

/** ISO-8601 timestamp as sent over JSON. */
export const Timestamp = z.string().datetime({ offset: true });

/**
 * Money travels in JSON as pounds with two decimals (3.95); inside services it is integer
 * pence. Use {@link toPence}/{@link toPounds} at the boundary, never floats in arithmetic.
 */
export const Pounds = z.number().nonnegative().multipleOf(0.01);
export const Currency = z.literal('GBP');

export function toPounds(pence: number): number {
  return Math.round(pence) / 100;
}
export function toPence(pounds: number): number {
  return Math.round(pounds * 100);
}

/** `?page=&per_page=` on every list; defaults and limits are the catalogue's (50, max 200). */
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** What a service answers for a list; the BFF turns `total` into `X-Total-Count` and `Link`. */
export function Page<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}
export type Page<T> = { items: T[]; total: number };

/** Body of every 4xx/5xx answer of the API. */
export const ErrorBody = z.object({
  error: z.string().describe('What went wrong, readable by a person'),
  code: z.string().describe('Stable snake_case code, e.g. cart_item_not_found'),
  details: z.unknown().optional().describe('Per-field messages for 422, or extra facts'),
  retry_after: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('With 429 (and 503 when known): seconds to wait before trying again, as in the Retry-After header'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The identity a BFF forwards to services with each command, after checking the token. */
export const Actor = z.object({
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  email: z.string(),
  admin: z.boolean(),
});
export type Actor = z.infer<typeof Actor>;
