/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML manifests, read by their field names */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { applyJsonPatch, asJsonPatch } from '../k8s-render/json6902.js';
import { renderKustomization } from '../k8s-render/kustomize-renderer.js';
import { strategicMerge } from '../k8s-render/strategic-merge.js';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

/** Writes a tree of files under a fresh temporary folder and returns it. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'kustomize-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const KUST = 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n';
const COMP = 'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n';
const DEPLOY = `apiVersion: apps/v1
kind: Deployment
metadata: { name: api, labels: { app: api } }
spec:
  selector: { matchLabels: { app: api } }
  template:
    metadata: { labels: { app: api } }
    spec:
      containers:
        - name: api
          image: cards/api:dev
          env: [{ name: A, value: "1" }, { name: B, value: "2" }]
          ports: [{ name: http, containerPort: 3000 }]
        - name: sidecar
          image: cards/sidecar
`;

describe('kustomize renderer', () => {
  it('when an overlay names a base, a component, a namespace, labels and images, then each is applied', () => {
    const root = tree({
      'base/kustomization.yaml': `${KUST}resources: [deploy.yaml]\n`,
      'base/deploy.yaml': DEPLOY,
      'comp/kustomization.yaml': `${COMP}resources: [svc.yaml]\n`,
      'comp/svc.yaml': 'apiVersion: v1\nkind: Service\nmetadata: { name: api }\nspec: { selector: { app: api }, ports: [{ port: 80 }] }\n',
      'overlay/kustomization.yaml': `${KUST}namespace: shop\nresources: [../base]\ncomponents: [../comp]\nlabels: [{ pairs: { env: prod } }]\nimages: [{ name: cards/api, newName: reg.io/cards/api, newTag: "1.2.3" }, { name: cards/sidecar, newTag: "9" }]\n`,
    });
    const out = renderKustomization(join(root, 'overlay'));
    expect(out.map((o) => `${o.kind}/${o.metadata.name}@${o.metadata.namespace}:${o.metadata.labels?.env}`)).toEqual([
      'Deployment/api@shop:prod',
      'Service/api@shop:prod',
    ]);
    const containers = (out[0].spec as any).template.spec.containers;
    expect(containers.map((c: any) => c.image)).toEqual(['reg.io/cards/api:1.2.3', 'cards/sidecar:9']);
    // `labels` without includeSelectors leaves selectors and pod templates alone, as kustomize does.
    expect((out[0].spec as any).selector.matchLabels).toEqual({ app: 'api' });
    expect((out[0].spec as any).template.metadata.labels).toEqual({ app: 'api' });
  });

  it('when a strategic-merge patch changes one container, then lists merge by their keys and null deletes', () => {
    const root = tree({
      'kustomization.yaml': `${KUST}resources: [deploy.yaml]\npatches: [{ path: p.yaml }]\n`,
      'deploy.yaml': DEPLOY,
      'p.yaml': `apiVersion: apps/v1
kind: Deployment
metadata: { name: api, labels: { app: null } }
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: api
          env: [{ name: B, value: "two" }, { name: C, value: "3" }]
          args: [--fast]
`,
    });
    const [d] = renderKustomization(root);
    expect(d.metadata.labels).toEqual({});
    const spec = d.spec as any;
    expect(spec.replicas).toBe(3);
    expect(spec.template.spec.containers.map((c: any) => c.name)).toEqual(['api', 'sidecar']);
    expect(spec.template.spec.containers[0].env).toEqual([
      { name: 'A', value: '1' },
      { name: 'B', value: 'two' },
      { name: 'C', value: '3' },
    ]);
    expect(spec.template.spec.containers[0].ports).toEqual([{ name: 'http', containerPort: 3000 }]);
    expect(spec.template.spec.containers[0].args).toEqual(['--fast']);
  });

  it('when a JSON6902 patch targets objects by a name pattern, then every match is patched', () => {
    const root = tree({
      'kustomization.yaml': `${KUST}resources: [a.yaml]\npatches: [{ path: p.yaml, target: { kind: ConfigMap, name: "a|b" } }]\n`,
      'a.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\ndata: { x: "1" }\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: b }\ndata: { x: "1" }\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: { name: ab }\ndata: { x: "1" }\n',
      'p.yaml': '- { op: replace, path: /data/x, value: "2" }\n- { op: add, path: /data/y, value: "3" }\n',
    });
    expect(renderKustomization(root).map((o) => o.data)).toEqual([{ x: '2', y: '3' }, { x: '2', y: '3' }, { x: '1' }]);
  });

  it.each([
    ['an unsupported kustomization field', `${KUST}resources: [a.yaml]\nnamePrefix: x-\n`, /field "namePrefix"/],
    ['commonLabels', `${KUST}resources: [a.yaml]\ncommonLabels: { a: b }\n`, /field "commonLabels"/],
    [
      'labels that would touch selectors',
      `${KUST}resources: [a.yaml]\nlabels: [{ pairs: { a: b }, includeSelectors: true }]\n`,
      /includeSelectors/,
    ],
    [
      'a patch target by label selector',
      `${KUST}resources: [a.yaml]\npatches: [{ patch: "- {op: remove, path: /data}", target: { labelSelector: "a=b" } }]\n`,
      /labelSelector/,
    ],
    [
      'a JSON6902 move',
      `${KUST}resources: [a.yaml]\npatches: [{ patch: "- {op: move, from: /data, path: /x}", target: { kind: ConfigMap } }]\n`,
      /operation "move"/,
    ],
    [
      'a $patch directive',
      `${KUST}resources: [a.yaml]\npatches: [{ patch: "apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: a}\\n$patch: delete" }]\n`,
      /\$patch/,
    ],
    [
      'a patch matching nothing',
      `${KUST}resources: [a.yaml]\npatches: [{ patch: "apiVersion: v1\\nkind: ConfigMap\\nmetadata: {name: zzz}\\ndata: {}" }]\n`,
      /matches nothing/,
    ],
    ['a remote resource', `${KUST}resources: [https://example.com/x.yaml]\n`, /remote resource/],
  ])('when a kustomization uses %s, then rendering throws instead of guessing', (_what, kustomization, error) => {
    const root = tree({
      'kustomization.yaml': kustomization,
      'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\ndata: { x: "1" }\n',
    });
    expect(() => renderKustomization(root)).toThrow(error);
  });

  it('when a resource file lies outside the kustomization folder, then rendering refuses it as kustomize does', () => {
    const root = tree({
      'a.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\n',
      'k/kustomization.yaml': `${KUST}resources: [../a.yaml]\n`,
    });
    expect(() => renderKustomization(join(root, 'k'))).toThrow(/outside the kustomization root/);
  });

  it('when the same object comes from two resources, then rendering throws', () => {
    const cm = 'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: a }\n';
    const root = tree({ 'kustomization.yaml': `${KUST}resources: [a.yaml, b.yaml]\n`, 'a.yaml': cm, 'b.yaml': cm });
    expect(() => renderKustomization(root)).toThrow(/defined twice/);
  });

  it('when a strategic-merge patch of a custom resource carries a list, then it throws (kustomize has no merge keys for it)', () => {
    expect(() =>
      strategicMerge({ spec: { triggers: [] } }, { spec: { triggers: [{ type: 'redis' }] } }, { builtin: false, where: 'test' }),
    ).toThrow(/custom resource/);
  });

  it('when a JSON6902 operation replaces a missing path or indexes past a list, then it throws', () => {
    const doc = { spec: { items: [1, 2] } };
    expect(() => applyJsonPatch(doc, asJsonPatch([{ op: 'replace', path: '/spec/nope', value: 1 }], 't'), 't')).toThrow(/does not exist/);
    expect(() => applyJsonPatch(doc, asJsonPatch([{ op: 'remove', path: '/spec/items/2' }], 't'), 't')).toThrow(/out of range/);
    expect(
      applyJsonPatch(
        doc,
        asJsonPatch(
          [
            { op: 'add', path: '/spec/items/-', value: 3 },
            { op: 'add', path: '/spec/a~1b', value: 'x' },
          ],
          't',
        ),
        't',
      ),
    ).toEqual({ spec: { items: [1, 2, 3], 'a/b': 'x' } });
  });
});
