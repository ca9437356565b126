/** A Kubernetes object as plain data (what `kubectl apply` would receive). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

/** A JSON value, the shape every parsed YAML document and patch has. */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

/** Thrown for anything the renderer does not implement, so it can never silently render something else. */
export class UnsupportedKustomizeFeature extends Error {
  constructor(what: string, where: string) {
    super(`unsupported kustomize feature ${what} in ${where}`);
    this.name = 'UnsupportedKustomizeFeature';
  }
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** API group of an apiVersion: '' for the core group ("v1"). */
export function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.split('/')[0] : '';
}

export function versionOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.split('/')[1] : apiVersion;
}

/** kustomize's resource id: group, kind, name and namespace. */
export function idOf(o: K8sObject): string {
  return `${groupOf(o.apiVersion) || 'core'}/${o.kind}/${o.metadata.namespace ?? '~'}/${o.metadata.name}`;
}

/** Kinds that live outside namespaces, which the namespace transformer leaves alone. */
export const CLUSTER_SCOPED_KINDS = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
]);

export function clone<T>(v: T): T {
  return structuredClone(v);
}
