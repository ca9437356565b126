import { ScaledObject, TriggerAuthentication } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, PersistentVolumeClaim, Secret, Service } from 'kubernetes-models/v1';
import type { K8sObject } from './kustomize.js';

type Model = { validate(): void };
type ModelClass = new (data: never) => Model;

/**
 * The Kubernetes models (generated from the API's OpenAPI schemas, and KEDA's CRDs) of every
 * kind the manifests use. A kind not listed here fails validation rather than passing unchecked.
 * Each model says its own apiVersion and kind, so a manifest finds it without a second spelling.
 */
const MODELS = new Map<string, ModelClass>(
  [
    ConfigMap,
    Secret,
    Service,
    PersistentVolumeClaim,
    Deployment,
    StatefulSet,
    HorizontalPodAutoscaler,
    PodDisruptionBudget,
    NetworkPolicy,
    Ingress,
    ScaledObject,
    TriggerAuthentication,
  ].map((M) => [`${M.apiVersion}/${M.kind}`, M as unknown as ModelClass]),
);

/** Validates one object against its schema; returns the problems (empty when valid). */
export function schemaProblems(o: K8sObject): string[] {
  const Model = MODELS.get(`${o.apiVersion}/${o.kind}`);
  if (!Model) return [`${o.apiVersion} ${o.kind} has no schema model here`];
  try {
    new Model(structuredClone(o) as never).validate();
    return [];
  } catch (e) {
    return [`${o.kind}/${o.metadata.name}: ${(e as Error).message}`];
  }
}

/*
 * The models do not reject unknown fields (their schemas allow additional properties), so a
 * misspelt `readinesProbe` would pass. These are the fields of the objects most often
 * misspelt, from the Kubernetes API reference, checked separately.
 */
const KNOWN_FIELDS: Record<string, string[]> = {
  container: [
    'name',
    'image',
    'imagePullPolicy',
    'command',
    'args',
    'workingDir',
    'ports',
    'envFrom',
    'env',
    'resources',
    'volumeMounts',
    'volumeDevices',
    'livenessProbe',
    'readinessProbe',
    'startupProbe',
    'lifecycle',
    'terminationMessagePath',
    'terminationMessagePolicy',
    'securityContext',
    'stdin',
    'stdinOnce',
    'tty',
    'restartPolicy',
    'resizePolicy',
  ],
  podSpec: [
    'containers',
    'initContainers',
    'volumes',
    'securityContext',
    'serviceAccountName',
    'automountServiceAccountToken',
    'terminationGracePeriodSeconds',
    'nodeSelector',
    'affinity',
    'tolerations',
    'topologySpreadConstraints',
    'priorityClassName',
    'imagePullSecrets',
    'restartPolicy',
    'dnsPolicy',
    'hostname',
    'subdomain',
    'enableServiceLinks',
    'shareProcessNamespace',
  ],
  probe: [
    'httpGet',
    'tcpSocket',
    'exec',
    'grpc',
    'initialDelaySeconds',
    'periodSeconds',
    'timeoutSeconds',
    'successThreshold',
    'failureThreshold',
    'terminationGracePeriodSeconds',
  ],
  workloadSpec: [
    'replicas',
    'selector',
    'template',
    'strategy',
    'revisionHistoryLimit',
    'minReadySeconds',
    'progressDeadlineSeconds',
    'paused',
    'serviceName',
    'volumeClaimTemplates',
    'updateStrategy',
    'podManagementPolicy',
    'persistentVolumeClaimRetentionPolicy',
    'ordinals',
  ],
};

function unknown(kind: string, value: unknown, where: string): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value)
    .filter((k) => !KNOWN_FIELDS[kind].includes(k))
    .map((k) => `${where}: unknown field "${k}"`);
}

/** Unknown fields in workloads' specs, pod specs, containers and probes. */
export function unknownFieldProblems(o: K8sObject): string[] {
  if (o.kind !== 'Deployment' && o.kind !== 'StatefulSet') return [];
  const spec = o.spec as {
    template?: { spec?: { containers?: Array<Record<string, unknown>>; initContainers?: Array<Record<string, unknown>> } };
  };
  const where = `${o.kind}/${o.metadata.name}`;
  const out = unknown('workloadSpec', spec, `${where} spec`);
  const pod = spec.template?.spec;
  out.push(...unknown('podSpec', pod, `${where} pod spec`));
  for (const c of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
    out.push(...unknown('container', c, `${where} container ${String(c.name)}`));
    for (const p of ['livenessProbe', 'readinessProbe', 'startupProbe'])
      out.push(...unknown('probe', c[p], `${where} ${String(c.name)} ${p}`));
  }
  return out;
}
