import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { applyJsonPatch, asJsonPatch } from './json6902.js';
import {
  CLUSTER_SCOPED_KINDS,
  groupOf,
  idOf,
  isObject,
  UnsupportedKustomizeFeature,
  versionOf,
  type JsonObject,
  type K8sObject,
} from './k8s-object.js';
import { strategicMerge } from './strategic-merge.js';

/**
 * A small kustomize for this repository's `k8s/` tree, so `make test` can render and validate
 * every overlay without the kustomize binary. It implements exactly the subset used here —
 * `resources`, `components`, `namespace`, `labels` (without selectors or templates), `images`,
 * `patches` (strategic merge by kind and name, or JSON6902 with a target) — and throws on
 * every other field or option, so a manifest using more than it knows fails instead of being
 * rendered differently from `kubectl kustomize`. Like kustomize's default load restrictor,
 * files outside the kustomization root (or a component's folder) are refused.
 */
export function renderKustomization(dir: string): K8sObject[] {
  return build(resolve(dir), 'Kustomization', []);
}

const KUSTOMIZATION_KEYS = new Set(['apiVersion', 'kind', 'resources', 'components', 'namespace', 'labels', 'images', 'patches']);
const BUILTIN_GROUPS = new Set([
  '',
  'apps',
  'batch',
  'policy',
  'autoscaling',
  'networking.k8s.io',
  'rbac.authorization.k8s.io',
  'storage.k8s.io',
]);

interface Kustomization {
  apiVersion: string;
  kind: 'Kustomization' | 'Component';
  resources?: string[];
  components?: string[];
  namespace?: string;
  labels?: Array<{ pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }>;
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  patches?: Array<{ path?: string; patch?: string; target?: PatchTarget }>;
}

interface PatchTarget {
  kind?: string;
  name?: string;
  group?: string;
  version?: string;
}

function readKustomization(dir: string, expected: 'Kustomization' | 'Component'): Kustomization {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!file) throw new Error(`no kustomization.yaml in ${dir}`);
  const docs = parseAllDocuments(readFileSync(file, 'utf8'));
  if (docs.length !== 1) throw new Error(`${file} must hold one document`);
  if (docs[0].errors.length) throw new Error(`${file}: ${docs[0].errors[0].message}`);
  const k = docs[0].toJS() as Kustomization;
  for (const key of Object.keys(k)) if (!KUSTOMIZATION_KEYS.has(key)) throw new UnsupportedKustomizeFeature(`field "${key}"`, file);
  const apiVersion = expected === 'Component' ? 'kustomize.config.k8s.io/v1alpha1' : 'kustomize.config.k8s.io/v1beta1';
  if (k.kind !== expected || k.apiVersion !== apiVersion)
    throw new Error(`${file} must be ${apiVersion} ${expected}, is ${k.apiVersion} ${k.kind}`);
  return k;
}

/** Builds one kustomization (or component, applied onto `accumulated`) and returns all objects. */
function build(dir: string, kind: 'Kustomization' | 'Component', accumulated: K8sObject[]): K8sObject[] {
  const k = readKustomization(dir, kind);
  const where = relative(process.cwd(), join(dir, 'kustomization.yaml'));
  let objects = [...accumulated];

  for (const entry of k.resources ?? []) {
    const path = inside(dir, entry, where);
    const loaded = statSync(path).isDirectory() ? build(path, 'Kustomization', []) : loadObjects(path);
    objects = addAll(objects, loaded, where);
  }
  for (const entry of k.components ?? []) {
    objects = build(inside(dir, entry, where), 'Component', objects);
  }
  for (const p of k.patches ?? []) objects = applyPatch(objects, p, dir, where);
  if (k.namespace)
    objects = objects.map((o) => (CLUSTER_SCOPED_KINDS.has(o.kind) ? o : { ...o, metadata: { ...o.metadata, namespace: k.namespace } }));
  for (const l of k.labels ?? []) {
    if (l.includeSelectors || l.includeTemplates)
      throw new UnsupportedKustomizeFeature('labels with includeSelectors/includeTemplates', where);
    objects = objects.map((o) => ({ ...o, metadata: { ...o.metadata, labels: { ...o.metadata.labels, ...l.pairs } } }));
  }
  for (const img of k.images ?? []) objects = objects.map((o) => setImage(o, img, where));
  return objects;
}

/** Resolves a path of the kustomization, refusing to leave its folder (kustomize's LoadRestrictionsRootOnly). */
function inside(dir: string, entry: string, where: string): string {
  if (/^[a-z]+:\/\//i.test(entry) || entry.startsWith('github.com/'))
    throw new UnsupportedKustomizeFeature(`remote resource ${entry}`, where);
  const path = resolve(dir, entry);
  if (!existsSync(path)) throw new Error(`${entry} does not exist (${where})`);
  // Directories (other kustomizations, components) may be anywhere; files must be under the root.
  if (!statSync(path).isDirectory()) {
    const rel = relative(dir, path);
    if (rel.startsWith('..') || isAbsolute(rel))
      throw new Error(`${entry} is outside the kustomization root (${where}); kustomize refuses it`);
  }
  return path;
}

function loadObjects(file: string): K8sObject[] {
  const out: K8sObject[] = [];
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    const o = doc.toJS() as K8sObject | null;
    if (o === null) continue;
    if (
      !isObject(o) ||
      typeof o.apiVersion !== 'string' ||
      typeof o.kind !== 'string' ||
      !isObject(o.metadata) ||
      typeof o.metadata.name !== 'string'
    ) {
      throw new Error(`${file}: a document without apiVersion, kind and metadata.name`);
    }
    if (o.kind.endsWith('List')) throw new UnsupportedKustomizeFeature(`${o.kind} documents`, file);
    out.push(o);
  }
  return out;
}

function addAll(objects: K8sObject[], more: K8sObject[], where: string): K8sObject[] {
  const ids = new Set(objects.map(idOf));
  for (const o of more) {
    if (ids.has(idOf(o))) throw new Error(`${idOf(o)} is defined twice (${where})`);
    ids.add(idOf(o));
  }
  return [...objects, ...more];
}

function applyPatch(
  objects: K8sObject[],
  p: { path?: string; patch?: string; target?: PatchTarget },
  dir: string,
  where: string,
): K8sObject[] {
  const extra = Object.keys(p).filter((key) => !['path', 'patch', 'target'].includes(key));
  if (extra.length) throw new UnsupportedKustomizeFeature(`patch option ${extra.join(', ')}`, where);
  if ((p.path === undefined) === (p.patch === undefined)) throw new Error(`a patch needs exactly one of path and patch (${where})`);
  const text = p.path !== undefined ? readFileSync(inside(dir, p.path, where), 'utf8') : (p.patch as string);
  const patchWhere = p.path ? `${where} → ${p.path}` : `${where} (inline patch)`;
  const docs = parseAllDocuments(text);
  if (docs.length !== 1) throw new UnsupportedKustomizeFeature('a patch file with several documents', patchWhere);
  const doc: unknown = docs[0].toJS();

  if (Array.isArray(doc)) {
    if (!p.target) throw new Error(`a JSON6902 patch needs a target (${patchWhere})`);
    const ops = asJsonPatch(doc, patchWhere);
    const hits = matching(objects, p.target, patchWhere);
    return objects.map((o) => (hits.has(o) ? (applyJsonPatch(o as unknown as JsonObject, ops, patchWhere) as unknown as K8sObject) : o));
  }
  if (!isObject(doc)) throw new Error(`a patch must be an object or a list (${patchWhere})`);
  const targets = p.target
    ? matching(objects, p.target, patchWhere)
    : matching(
        objects,
        {
          kind: String(doc.kind),
          name: String((doc.metadata as JsonObject | undefined)?.name),
          group: groupOf(String(doc.apiVersion ?? '')),
        },
        patchWhere,
      );
  return objects.map((o) => {
    if (!targets.has(o)) return o;
    const body = { ...doc };
    delete body.apiVersion;
    delete body.kind;
    const merged = strategicMerge(o as unknown as JsonObject, body, {
      builtin: BUILTIN_GROUPS.has(groupOf(o.apiVersion)),
      where: patchWhere,
    });
    return merged as unknown as K8sObject;
  });
}

/** Objects a patch target selects; kustomize treats `name` as an anchored regular expression. A target matching nothing is an error. */
function matching(objects: K8sObject[], t: PatchTarget, where: string): Set<K8sObject> {
  const extra = Object.keys(t).filter((key) => !['kind', 'name', 'group', 'version'].includes(key));
  if (extra.length) throw new UnsupportedKustomizeFeature(`patch target selector ${extra.join(', ')}`, where);
  const name = t.name !== undefined ? new RegExp(`^(?:${t.name})$`) : undefined;
  const hits = new Set(
    objects.filter(
      (o) =>
        (t.kind === undefined || o.kind === t.kind) &&
        (name === undefined || name.test(o.metadata.name)) &&
        (t.group === undefined || groupOf(o.apiVersion) === t.group) &&
        (t.version === undefined || versionOf(o.apiVersion) === t.version),
    ),
  );
  if (hits.size === 0) throw new Error(`patch target ${JSON.stringify(t)} matches nothing (${where})`);
  return hits;
}

const CONTAINER_LISTS = ['containers', 'initContainers'];

/** kustomize's image transformer over the pod templates of workloads. */
function setImage(o: K8sObject, img: { name: string; newName?: string; newTag?: string; digest?: string }, where: string): K8sObject {
  const extra = Object.keys(img).filter((key) => !['name', 'newName', 'newTag', 'digest'].includes(key));
  if (extra.length) throw new UnsupportedKustomizeFeature(`image option ${extra.join(', ')}`, where);
  const podSpec = ((o.spec as JsonObject | undefined)?.template as JsonObject | undefined)?.spec as JsonObject | undefined;
  if (!podSpec) return o;
  const copy = structuredClone(o);
  const spec = ((copy.spec as JsonObject).template as JsonObject).spec as JsonObject;
  for (const list of CONTAINER_LISTS) {
    for (const c of (spec[list] as JsonObject[] | undefined) ?? []) {
      const image = String(c.image);
      const m = /^(.*?)(?::([^:/@]+))?(?:@(sha256:[a-f0-9]+))?$/.exec(image);
      if (!m || m[1] !== img.name) continue;
      const name = img.newName ?? m[1];
      const tag = img.newTag ?? m[2];
      const digest = img.digest ?? (img.newTag ? undefined : m[3]);
      c.image = digest ? `${name}@${digest}` : tag ? `${name}:${tag}` : name;
    }
  }
  return copy;
}
