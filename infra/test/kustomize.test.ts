import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { kustomize } from './support/kustomize.js';

describe('rendering with kubectl kustomize', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const folder = (files: Record<string, string>) => {
    const d = mkdtempSync(join(tmpdir(), 'kustomize-'));
    dirs.push(d);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(d, name), text);
    return d;
  };

  it('when there is no kubectl, then rendering fails saying kubectl is missing and how to get it', () => {
    expect(() => kustomize(folder({}), { kubectl: join(folder({}), 'kubectl') })).toThrow(
      /kubectl is not installed\. Install kubectl 1\.27 or newer/,
    );
  });

  it('when a kustomization names a file that does not exist, then rendering fails with kustomize’s own reason', () => {
    const d = folder({ 'kustomization.yaml': 'resources: [missing.yaml]\n' });
    expect(() => kustomize(d)).toThrow(/kubectl kustomize .* failed: .*missing\.yaml/);
  });

  it('when a kustomization sets a namespace, then every object comes back parsed and in it', () => {
    const d = folder({
      'kustomization.yaml': 'namespace: shop\nresources: [cm.yaml]\n',
      'cm.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\ndata: { K: v }\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: b }\n',
    });
    expect(kustomize(d).map((o) => [o.kind, o.metadata.name, o.metadata.namespace])).toEqual([
      ['ConfigMap', 'a', 'shop'],
      ['ConfigMap', 'b', 'shop'],
    ]);
  });
});
