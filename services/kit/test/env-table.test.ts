import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { configKeyNames, envTableMarkdown, withEnvTable, type ConfigOwner } from '../src/index.js';

const owners: ConfigOwner[] = [
  { owner: 'kit', keys: z.object({ A_PORT: z.coerce.number().default(80).describe('The port | the door') }) },
  { owner: 'svc', keys: z.object({ B_KEY: z.string().optional().describe('A key') }) },
];

describe('the environment table', () => {
  it('when owners are given, then their keys are rows in their order, with default, or — for none, and pipes escaped', () => {
    expect(envTableMarkdown(owners).split('\n')).toEqual([
      '| Variable | Default | Meaning |',
      '|---|---|---|',
      '| `A_PORT` | `80` | The port \\| the door |',
      '| `B_KEY` | — | A key |',
    ]);
  });

  it('when two owners declare the same key, then the table refuses, naming both', () => {
    const twice = [...owners, { owner: 'other', keys: z.object({ B_KEY: z.string().describe('again') }) }];
    expect(() => configKeyNames(twice)).toThrow('B_KEY is declared by both svc and other');
    expect(() => envTableMarkdown(twice)).toThrow(/B_KEY/);
  });

  it('when a README has the marked block, then only the block is replaced', () => {
    const readme = 'before\n<!-- env-table:start -->\nold\n<!-- env-table:end -->\nafter';
    expect(withEnvTable(readme, owners)).toBe(
      `before\n<!-- env-table:start -->\n${envTableMarkdown(owners)}\n<!-- env-table:end -->\nafter`,
    );
  });
});
