import { z } from 'zod';
import { ConfigSchema } from './config.schema.js';

/** The README's environment table, generated from the config schema so the two cannot drift. */
export function envTableMarkdown(): string {
  const rows = Object.entries(ConfigSchema.shape).map(([key, field]) => {
    const f = field as z.ZodTypeAny;
    const parsed = f.safeParse(undefined);
    const def = parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : '—';
    const desc = (f.description ?? '').replace(/\|/g, '\\|');
    return `| \`${key}\` | ${def} | ${desc} |`;
  });
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

export const ENV_TABLE_START = '<!-- env-table:start -->';
export const ENV_TABLE_END = '<!-- env-table:end -->';

/** Replaces the marked block of a README with the current table. */
export function withEnvTable(readme: string): string {
  const a = readme.indexOf(ENV_TABLE_START);
  const b = readme.indexOf(ENV_TABLE_END);
  if (a < 0 || b < a) throw new Error(`README has no ${ENV_TABLE_START} … ${ENV_TABLE_END} block`);
  return `${readme.slice(0, a + ENV_TABLE_START.length)}\n${envTableMarkdown()}\n${readme.slice(b)}`;
}
