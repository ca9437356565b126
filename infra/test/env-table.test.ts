import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { platformConfig } from '@cards/all-in-one/platform-config';
import { configKeyNames, withEnvTable } from '@cards/kit';
import { expectLabelled } from '@cards/testing';

describe('README environment table', () => {
  it('when any owner changes its keys, then the README table has been regenerated (make env-table)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(withEnvTable(readme, platformConfig)).toBe(readme);
  });

  it('when a key is read from the environment, then it is documented', () => {
    for (const { keys } of platformConfig) {
      for (const [key, field] of Object.entries(keys.shape)) {
        expectLabelled((field as { description?: string }).description, key).toBeTruthy();
      }
    }
  });

  it('when the owners are composed, then each key has one owner', () => {
    expect(() => configKeyNames(platformConfig)).not.toThrow();
  });
});
