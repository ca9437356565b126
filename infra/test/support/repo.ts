import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository root (infra/test/support → ../../..). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const repoPath = (...parts: string[]) => resolve(ROOT, ...parts);

export const readRepoFile = (...parts: string[]) => readFileSync(repoPath(...parts), 'utf8');

/** Parses YAML as docker compose does: YAML 1.1 merge keys (`<<: *anchor`) are resolved. */
export function parseYaml<T = unknown>(text: string): T {
  return parse(text, { merge: true, maxAliasCount: -1 }) as T;
}

/** The apps the Dockerfile builds (its WORKSPACE values). */
export const WORKSPACES = ['catalog', 'identity', 'cart-order', 'generation', 'rendering', 'bff', 'web', 'all-in-one'] as const;

/** The five data-owning services and their database/role names (infra/postgres/init.sql). */
export const SERVICE_DATABASES: Record<string, string> = {
  catalog: 'catalog',
  identity: 'identity',
  'cart-order': 'cart_order',
  generation: 'generation',
  rendering: 'rendering',
};
