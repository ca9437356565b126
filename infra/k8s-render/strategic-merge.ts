import { clone, isObject, UnsupportedKustomizeFeature, type Json, type JsonObject } from './k8s-object.js';

/**
 * The merge keys of the built-in lists this project patches (from the Kubernetes API's
 * `patchMergeKey`s). A list not named here is replaced whole, as SMP does for lists without one.
 * `ports` is keyed by `containerPort` in containers and by `port` in Services.
 */
const MERGE_KEYS: Record<string, string | ((item: JsonObject) => string)> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
  ports: (item) => ('containerPort' in item ? 'containerPort' : 'port'),
};

const DIRECTIVE = /^\$(patch|retainKeys|setElementOrder|deleteFromPrimitiveList)/;

/**
 * A strategic-merge patch of a built-in kind: maps merge, `null` deletes a key, lists with a
 * merge key merge item by item, other lists are replaced. SMP directives (`$patch: delete`,
 * `$setElementOrder`…) are not implemented and throw. For custom resources (`builtin: false`)
 * kustomize has no schema to merge lists by, so a list in such a patch throws: use JSON6902.
 */
export function strategicMerge(target: JsonObject, patch: JsonObject, opts: { builtin: boolean; where: string }): JsonObject {
  return mergeObject(clone(target), patch, opts, '');
}

function mergeObject(target: JsonObject, patch: JsonObject, opts: { builtin: boolean; where: string }, path: string): JsonObject {
  for (const [key, value] of Object.entries(patch)) {
    const here = `${path}/${key}`;
    if (DIRECTIVE.test(key)) throw new UnsupportedKustomizeFeature(`strategic-merge directive ${key} at ${here}`, opts.where);
    if (value === null) {
      delete target[key];
    } else if (isObject(value)) {
      if ('$patch' in value) throw new UnsupportedKustomizeFeature(`strategic-merge directive $patch at ${here}`, opts.where);
      target[key] = mergeObject(isObject(target[key]) ? (target[key] as JsonObject) : {}, value, opts, here);
    } else if (Array.isArray(value)) {
      if (!opts.builtin)
        throw new UnsupportedKustomizeFeature(
          `list ${here} in a strategic-merge patch of a custom resource (use a JSON6902 patch)`,
          opts.where,
        );
      target[key] = mergeList(target[key], value, key, opts, here);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function mergeList(
  current: Json | undefined,
  patch: Json[],
  field: string,
  opts: { builtin: boolean; where: string },
  path: string,
): Json[] {
  const keySpec = MERGE_KEYS[field];
  if (!keySpec || !Array.isArray(current) || !patch.every(isObject)) return clone(patch);
  const out = clone(current);
  for (const item of patch as JsonObject[]) {
    if ('$patch' in item) throw new UnsupportedKustomizeFeature(`strategic-merge directive $patch in ${path}`, opts.where);
    const key = typeof keySpec === 'string' ? keySpec : keySpec(item);
    if (!(key in item)) throw new UnsupportedKustomizeFeature(`item of ${path} without its merge key "${key}"`, opts.where);
    const i = out.findIndex((o) => isObject(o) && o[key] === item[key]);
    if (i >= 0) out[i] = mergeObject(out[i] as JsonObject, item, opts, `${path}[${key}=${String(item[key])}]`);
    else out.push(clone(item));
  }
  return out;
}
