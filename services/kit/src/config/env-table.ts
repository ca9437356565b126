import type { z } from 'zod';
import type { ConfigKeys } from './load-config.js';

/** One owner's keys in the environment table: kit's infrastructure keys, a service's, the BFF's. */
export interface ConfigOwner {
  owner: string;
  keys: ConfigKeys;
}

/** Every documented key of `owners`, in their order, each once; a key declared twice is an error. */
export function configKeyNames(owners: readonly ConfigOwner[]): string[] {
  const seen = new Map<string, string>();
  for (const { owner, keys } of owners) {
    for (const key of Object.keys(keys.shape)) {
      const first = seen.get(key);
      if (first) throw new Error(`${key} is declared by both ${first} and ${owner}: a key has one owner`);
      seen.set(key, owner);
    }
  }
  return [...seen.keys()];
}

/**
 * The README's environment table, generated from the owners' schemas so the two cannot drift:
 * kit's infrastructure keys first, then each service's and app's, grouped by owner.
 */
export function envTableMarkdown(owners: readonly ConfigOwner[]): string {
  configKeyNames(owners);
  const rows = owners.flatMap(({ keys }) =>
    Object.entries(keys.shape).map(([key, field]) => {
      const f = field as z.ZodType;
      const parsed = f.safeParse(undefined);
      const def = parsed.success && parsed.data !== undefined ? `\`${String(parsed.data)}\`` : '—';
      const desc = (f.description ?? '').replace(/\|/g, '\\|');
      return `| \`${key}\` | ${def} | ${desc} |`;
    }),
  );
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

export const ENV_TABLE_START = '<!-- env-table:start -->';
export const ENV_TABLE_END = '<!-- env-table:end -->';

/** Replaces the marked block of a README with the current table. */
export function withEnvTable(readme: string, owners: readonly ConfigOwner[]): string {
  const a = readme.indexOf(ENV_TABLE_START);
  const b = readme.indexOf(ENV_TABLE_END);
  if (a < 0 || b < a) throw new Error(`README has no ${ENV_TABLE_START} … ${ENV_TABLE_END} block`);
  return `${readme.slice(0, a + ENV_TABLE_START.length)}\n${envTableMarkdown(owners)}\n${readme.slice(b)}`;
}
