import type { K8sObject } from './kustomize.js';

/* Cross-reference checks over one rendered overlay: what a cluster would only report at run
 * time (a Service selecting no pod, a probe on a port the container lacks, a Secret nobody
 * creates…). Each returns human-readable problems; an empty list means consistent. */

type Labels = Record<string, string>;
interface Port {
  name?: string;
  containerPort: number;
}
interface Probe {
  httpGet?: { port: string | number };
  tcpSocket?: { port: string | number };
}
interface EnvVar {
  name: string;
  valueFrom?: { secretKeyRef?: KeyRef; configMapKeyRef?: KeyRef };
}
interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}
interface Container {
  name: string;
  ports?: Port[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string; optional?: boolean }; secretRef?: { name: string; optional?: boolean } }>;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
}
interface Volume {
  name: string;
  configMap?: { name: string };
  secret?: { secretName: string };
  persistentVolumeClaim?: { claimName: string };
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Volume[];
}
interface Workload extends K8sObject {
  spec: { replicas?: number; template: { metadata: { labels: Labels }; spec: PodSpec } };
}

/** A Secret created outside the repository (k8s/external-secrets.yaml). */
export interface ExternalSecret {
  name: string;
  keys: string[];
}

const workloads = (objs: K8sObject[]) => objs.filter((o): o is Workload => o.kind === 'Deployment' || o.kind === 'StatefulSet');
const byKind = (objs: K8sObject[], kind: string) => objs.filter((o) => o.kind === kind);
const selects = (selector: Labels, labels: Labels) => Object.entries(selector).every(([k, v]) => labels[k] === v);
const containersOf = (w: Workload) => [...w.spec.template.spec.containers, ...(w.spec.template.spec.initContainers ?? [])];
const hasPort = (c: Container, port: string | number) =>
  (c.ports ?? []).some((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));

/** Every Service with a selector selects a workload's pods, on a port their containers have. */
export function serviceProblems(objs: K8sObject[]): string[] {
  const out: string[] = [];
  for (const s of byKind(objs, 'Service')) {
    const spec = s.spec as { type?: string; selector?: Labels; ports?: Array<{ port: number; targetPort?: string | number }> };
    if (spec.type === 'ExternalName') continue;
    if (!spec.selector) {
      out.push(`Service/${s.metadata.name} has no selector`);
      continue;
    }
    const targets = workloads(objs).filter((w) => selects(spec.selector!, w.spec.template.metadata.labels ?? {}));
    if (targets.length === 0) {
      out.push(`Service/${s.metadata.name} selects no pods`);
      continue;
    }
    for (const p of spec.ports ?? []) {
      const target = p.targetPort ?? p.port;
      for (const w of targets) {
        if (!w.spec.template.spec.containers.some((c) => hasPort(c, target)))
          out.push(`Service/${s.metadata.name} targets port ${target}, which ${w.kind}/${w.metadata.name} does not expose`);
      }
    }
  }
  return out;
}

/** Every HTTP/TCP probe names a port of its own container. */
export function probeProblems(objs: K8sObject[]): string[] {
  const out: string[] = [];
  for (const w of workloads(objs)) {
    for (const c of containersOf(w)) {
      for (const kind of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
        const port = c[kind]?.httpGet?.port ?? c[kind]?.tcpSocket?.port;
        if (port !== undefined && !hasPort(c, port))
          out.push(`${w.kind}/${w.metadata.name} ${c.name} ${kind} uses port ${port}, which the container does not expose`);
      }
    }
  }
  return out;
}

function dataKeys(o: K8sObject): string[] {
  return [...Object.keys((o.data as object | undefined) ?? {}), ...Object.keys((o.stringData as object | undefined) ?? {})];
}

/**
 * ConfigMaps and Secrets referenced by pods, TriggerAuthentications and Ingress TLS exist with
 * the referenced keys: rendered in the overlay, or (Secrets only) listed as created outside.
 */
export function configAndSecretProblems(objs: K8sObject[], external: ExternalSecret[]): string[] {
  const out: string[] = [];
  const find = (kind: string, name: string) => objs.find((o) => o.kind === kind && o.metadata.name === name);
  const checkConfigMap = (name: string, key: string | undefined, where: string, optional?: boolean) => {
    const cm = find('ConfigMap', name);
    if (!cm) {
      if (!optional) out.push(`${where} references ConfigMap ${name}, which is not rendered`);
      return;
    }
    if (key && !optional && !dataKeys(cm).includes(key)) out.push(`${where} references key ${key} of ConfigMap ${name}, which it lacks`);
  };
  const checkSecret = (name: string, key: string | undefined, where: string, optional?: boolean) => {
    const secret = find('Secret', name);
    const ext = external.find((e) => e.name === name);
    if (!secret && !ext) {
      out.push(`${where} references Secret ${name}, which is neither rendered nor listed in k8s/external-secrets.yaml`);
      return;
    }
    if (key && !optional) {
      const keys = secret ? dataKeys(secret) : ext!.keys;
      if (!keys.includes(key))
        out.push(
          `${where} references key ${key} of Secret ${name}, which ${secret ? 'it lacks' : 'k8s/external-secrets.yaml does not list'}`,
        );
    }
  };
  for (const w of workloads(objs)) {
    const where = `${w.kind}/${w.metadata.name}`;
    for (const c of containersOf(w)) {
      for (const e of c.envFrom ?? []) {
        if (e.configMapRef) checkConfigMap(e.configMapRef.name, undefined, where, e.configMapRef.optional);
        if (e.secretRef) checkSecret(e.secretRef.name, undefined, where, e.secretRef.optional);
      }
      for (const e of c.env ?? []) {
        const s = e.valueFrom?.secretKeyRef;
        const m = e.valueFrom?.configMapKeyRef;
        if (s) checkSecret(s.name, s.key, `${where} env ${e.name}`, s.optional);
        if (m) checkConfigMap(m.name, m.key, `${where} env ${e.name}`, m.optional);
      }
    }
    for (const v of w.spec.template.spec.volumes ?? []) {
      if (v.configMap) checkConfigMap(v.configMap.name, undefined, `${where} volume ${v.name}`);
      if (v.secret) checkSecret(v.secret.secretName, undefined, `${where} volume ${v.name}`);
      if (v.persistentVolumeClaim && !find('PersistentVolumeClaim', v.persistentVolumeClaim.claimName)) {
        out.push(`${where} volume ${v.name} claims PersistentVolumeClaim ${v.persistentVolumeClaim.claimName}, which is not rendered`);
      }
    }
  }
  for (const t of byKind(objs, 'TriggerAuthentication')) {
    for (const r of (t.spec as { secretTargetRef?: Array<{ name: string; key: string }> }).secretTargetRef ?? [])
      checkSecret(r.name, r.key, `TriggerAuthentication/${t.metadata.name}`);
  }
  for (const i of byKind(objs, 'Ingress')) {
    for (const tls of (i.spec as { tls?: Array<{ secretName?: string }> }).tls ?? [])
      if (tls.secretName) checkSecret(tls.secretName, undefined, `Ingress/${i.metadata.name} tls`);
  }
  return out;
}

/**
 * HPAs and ScaledObjects target existing Deployments, never the same one twice, and those
 * Deployments leave `replicas` to them; ScaledObjects' authenticationRefs exist.
 */
export function scalingProblems(objs: K8sObject[]): string[] {
  const out: string[] = [];
  const scaled = new Map<string, string>();
  const scalers = [...byKind(objs, 'HorizontalPodAutoscaler'), ...byKind(objs, 'ScaledObject')];
  for (const s of scalers) {
    const ref = (s.spec as { scaleTargetRef: { kind?: string; name: string } }).scaleTargetRef;
    const where = `${s.kind}/${s.metadata.name}`;
    const target = objs.find((o) => o.kind === (ref.kind ?? 'Deployment') && o.metadata.name === ref.name) as Workload | undefined;
    if (!target || target.kind !== 'Deployment') {
      out.push(`${where} targets Deployment ${ref.name}, which is not rendered`);
      continue;
    }
    if (scaled.has(ref.name)) out.push(`${where} and ${scaled.get(ref.name)} both scale Deployment ${ref.name}`);
    scaled.set(ref.name, where);
    if (target.spec.replicas !== undefined)
      out.push(`Deployment/${ref.name} sets replicas although ${where} scales it (an apply would reset the scale)`);
  }
  for (const so of byKind(objs, 'ScaledObject')) {
    for (const t of (so.spec as { triggers: Array<{ authenticationRef?: { name: string } }> }).triggers) {
      const name = t.authenticationRef?.name;
      if (name && !objs.some((o) => o.kind === 'TriggerAuthentication' && o.metadata.name === name))
        out.push(`ScaledObject/${so.metadata.name} uses TriggerAuthentication ${name}, which is not rendered`);
    }
  }
  return out;
}

/** PodDisruptionBudgets and NetworkPolicies select pods that exist; Ingress backends are Services with that port. */
export function selectorProblems(objs: K8sObject[]): string[] {
  const out: string[] = [];
  const pods = workloads(objs).map((w) => w.spec.template.metadata.labels ?? {});
  for (const o of [...byKind(objs, 'PodDisruptionBudget'), ...byKind(objs, 'NetworkPolicy')]) {
    const sel =
      o.kind === 'PodDisruptionBudget'
        ? (o.spec as { selector: { matchLabels?: Labels } }).selector
        : (o.spec as { podSelector: { matchLabels?: Labels } }).podSelector;
    const labels = sel.matchLabels;
    if (!labels || Object.keys(labels).length === 0) continue; // {} selects every pod of the namespace, and matchExpressions are not evaluated here
    if (!pods.some((p) => selects(labels, p))) out.push(`${o.kind}/${o.metadata.name} selects no pods`);
  }
  for (const i of byKind(objs, 'Ingress')) {
    const rules = (
      i.spec as {
        rules: Array<{ http: { paths: Array<{ backend: { service: { name: string; port: { name?: string; number?: number } } } }> } }>;
      }
    ).rules;
    for (const p of rules.flatMap((r) => r.http.paths)) {
      const { name, port } = p.backend.service;
      const svc = objs.find((o) => o.kind === 'Service' && o.metadata.name === name);
      const ports = (svc?.spec as { ports?: Array<{ name?: string; port: number }> } | undefined)?.ports ?? [];
      if (!svc) out.push(`Ingress/${i.metadata.name} routes to Service ${name}, which is not rendered`);
      else if (!ports.some((sp) => (port.name ? sp.name === port.name : sp.port === port.number)))
        out.push(`Ingress/${i.metadata.name} routes to port ${port.name ?? port.number} of Service ${name}, which it lacks`);
    }
  }
  return out;
}

/** All the checks above. */
export function referenceProblems(objs: K8sObject[], external: ExternalSecret[]): string[] {
  return [
    ...serviceProblems(objs),
    ...probeProblems(objs),
    ...configAndSecretProblems(objs, external),
    ...scalingProblems(objs),
    ...selectorProblems(objs),
  ];
}
