import { readFileSync } from 'node:fs';

/**
 * The Node options the BFF runs with in production: the `ENV NODE_OPTIONS="…"` line of the
 * Dockerfile's `app-bff` stage, the one definition. `bench/ws-fanout` and `make stack` start their
 * BFF with exactly these, so its memory is a deployed replica's, never a local setting. Run as a
 * script (`node --import tsx infra/scripts/bff-node-options.ts`), it prints them.
 */
export function bffNodeOptions(dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')): string {
  const stage = dockerfile.split(/^FROM\s+/m).find((s) => /^\S+\s+AS\s+app-bff\s*$/m.test(s.split('\n')[0] ?? ''));
  const line = stage && /^ENV\s+NODE_OPTIONS="([^"]*)"\s*$/m.exec(stage);
  if (!line) throw new Error('the Dockerfile\'s app-bff stage has no ENV NODE_OPTIONS="…" line');
  return line[1]!;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(bffNodeOptions());
