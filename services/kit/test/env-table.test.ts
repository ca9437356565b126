import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { ConfigSchema, withEnvTable } from '../src/index.js';

describe('README environment table', () => {
  it('when the config schema changes, then the README table has been regenerated (make env-table)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(withEnvTable(readme)).toBe(readme);
  });

  it('when a key is read from the environment, then it is documented', () => {
    for (const [key, field] of Object.entries(ConfigSchema.shape)) {
      expectLabelled((field as { description?: string }).description, key).toBeTruthy();
    }
  });
});
