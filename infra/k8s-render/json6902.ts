import { clone, isObject, UnsupportedKustomizeFeature, type Json, type JsonObject } from './k8s-object.js';

export interface JsonPatchOp {
  op: 'add' | 'remove' | 'replace' | 'test';
  path: string;
  value?: Json;
}

/** Checks a parsed patch document is a list of the operations implemented here. */
export function asJsonPatch(doc: unknown, where: string): JsonPatchOp[] {
  if (!Array.isArray(doc)) throw new UnsupportedKustomizeFeature('JSON6902 patch that is not a list of operations', where);
  return doc.map((op) => {
    if (!isObject(op) || typeof op.path !== 'string' || typeof op.op !== 'string')
      throw new UnsupportedKustomizeFeature(`malformed JSON6902 operation ${JSON.stringify(op)}`, where);
    if (!['add', 'remove', 'replace', 'test'].includes(op.op))
      throw new UnsupportedKustomizeFeature(`JSON6902 operation "${op.op}"`, where);
    const extra = Object.keys(op).filter((k) => !['op', 'path', 'value'].includes(k));
    if (extra.length) throw new UnsupportedKustomizeFeature(`JSON6902 operation keys ${extra.join(', ')}`, where);
    if (op.op !== 'remove' && !('value' in op)) throw new Error(`JSON6902 "${op.op}" at ${op.path} has no value in ${where}`);
    return op as unknown as JsonPatchOp;
  });
}

function tokens(pointer: string, where: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`JSON pointer "${pointer}" does not start with / in ${where}`);
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * RFC 6902 add/remove/replace/test (RFC 6901 pointers, `-` appends). A path that does not
 * exist for remove/replace/test fails, as in kustomize, instead of being skipped.
 */
export function applyJsonPatch(target: JsonObject, ops: JsonPatchOp[], where: string): JsonObject {
  const doc = clone(target);
  for (const op of ops) {
    const parts = tokens(op.path, where);
    if (parts.length === 0) throw new UnsupportedKustomizeFeature('JSON6902 operation on the whole document', where);
    const last = parts[parts.length - 1];
    let parent: Json = doc;
    for (const p of parts.slice(0, -1)) {
      const next: Json | undefined = Array.isArray(parent) ? parent[Number(p)] : isObject(parent) ? parent[p] : undefined;
      if (next === undefined) throw new Error(`JSON6902 ${op.op} ${op.path}: "${p}" does not exist in ${where}`);
      parent = next;
    }
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last);
      if (!Number.isInteger(index) || index < 0 || index > parent.length || (op.op !== 'add' && index >= parent.length)) {
        throw new Error(`JSON6902 ${op.op} ${op.path}: index out of range in ${where}`);
      }
      if (op.op === 'add') parent.splice(index, 0, clone(op.value as Json));
      else if (op.op === 'remove') parent.splice(index, 1);
      else if (op.op === 'replace') parent[index] = clone(op.value as Json);
      else if (JSON.stringify(parent[index]) !== JSON.stringify(op.value)) throw new Error(`JSON6902 test ${op.path} failed in ${where}`);
    } else if (isObject(parent)) {
      if (op.op !== 'add' && !(last in parent)) throw new Error(`JSON6902 ${op.op} ${op.path}: "${last}" does not exist in ${where}`);
      if (op.op === 'add' || op.op === 'replace') parent[last] = clone(op.value as Json);
      else if (op.op === 'remove') delete parent[last];
      else if (JSON.stringify(parent[last]) !== JSON.stringify(op.value)) throw new Error(`JSON6902 test ${op.path} failed in ${where}`);
    } else {
      throw new Error(`JSON6902 ${op.op} ${op.path}: parent is not a container in ${where}`);
    }
  }
  return doc;
}
