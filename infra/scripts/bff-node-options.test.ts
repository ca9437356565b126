import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { bffNodeOptions } from './bff-node-options.js';

const mib = (v: string) => Number(/^(\d+)Mi$/.exec(v)?.[1]);

describe("the BFF's Node options", () => {
  it("when the Dockerfile is read, then the BFF stage caps the old space below the pod's memory limit with room for the rest of the process", () => {
    const options = bffNodeOptions();
    const oldSpace = Number(/--max-old-space-size=(\d+)/.exec(options)?.[1]);
    const semiSpace = Number(/--max-semi-space-size=(\d+)/.exec(options)?.[1]);
    const manifest = readFileSync(new URL('../../k8s/base/apps/bff.yaml', import.meta.url), 'utf8');
    const limit = mib(/limits:\s*\{[^}]*memory:\s*(\d+Mi)/.exec(manifest)?.[1] ?? '');
    expect(oldSpace).toBeGreaterThan(0);
    expect(semiSpace).toBeGreaterThan(0);
    // The young generation (two semi-spaces), code, buffers and Node itself need the rest: keep a fifth.
    expect(oldSpace + 2 * semiSpace).toBeLessThanOrEqual(limit * 0.8);
  });

  it('when a Dockerfile has no such line in the BFF stage, then reading it fails instead of starting the BFF without them', () => {
    const other = 'FROM runtime AS app-bff\nENV API_PORT=3000\nFROM runtime AS app-web\nENV NODE_OPTIONS="--max-old-space-size=1"\n';
    expect(() => bffNodeOptions(other)).toThrow(/no ENV NODE_OPTIONS/);
  });
});
