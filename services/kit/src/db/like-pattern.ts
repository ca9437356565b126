/**
 * A `LIKE`/`ILIKE` pattern that finds `text` anywhere, with the user's own `%`, `_` and `\`
 * taken literally (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}
