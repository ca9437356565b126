/* eslint-disable @typescript-eslint/no-explicit-any -- parsed YAML manifests, read by their field names */
import { readdirSync } from 'node:fs';
import { platformConfig } from '@cards/all-in-one/platform-config';
import { configKeyNames } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import {
  referenceProblems,
  scalingProblems,
  serviceProblems,
  probeProblems,
  configAndSecretProblems,
  type ExternalSecret,
} from './support/k8s-references.js';
import { schemaProblems, unknownFieldProblems } from './support/k8s-schemas.js';
import { kustomize, type K8sObject } from './support/kustomize.js';
import { parseYaml, readRepoFile, repoPath } from './support/repo.js';

const overlays = readdirSync(repoPath('k8s/overlays'));
const rendered = Object.fromEntries(overlays.map((o) => [o, kustomize(repoPath('k8s/overlays', o))])) as Record<string, K8sObject[]>;
const external = parseYaml<{ secrets: ExternalSecret[] }>(readRepoFile('k8s/external-secrets.yaml')).secrets;
const get = (objs: K8sObject[], kind: string, name: string) => {
  const o = objs.find((x) => x.kind === kind && x.metadata.name === name);
  if (!o) throw new Error(`${kind}/${name} not rendered`);
  return structuredClone(o) as K8sObject & { spec: any; data: any };
};
const containerOf = (d: K8sObject & { spec: any }) => d.spec.template.spec.containers[0];

const APPS = ['catalog', 'identity', 'cart-order', 'generation', 'generation-worker', 'rendering', 'rendering-worker', 'bff', 'web'];

describe('k8s overlays', () => {
  it('when the overlays are listed, then there are dev and prod', () => {
    expect(overlays.sort()).toEqual(['dev', 'prod']);
  });

  describe.each(overlays)('overlay %s', (overlay) => {
    const objs = rendered[overlay];

    it('when every rendered object is validated against the Kubernetes and KEDA schemas, then none fails', () => {
      expect(objs.flatMap(schemaProblems)).toEqual([]);
    });

    it('when workloads are checked for misspelt fields, then none has an unknown field', () => {
      expect(objs.flatMap(unknownFieldProblems)).toEqual([]);
    });

    it('when cross-references are resolved, then every Service, probe, ConfigMap, Secret, PVC, scaler and selector finds its target', () => {
      expect(referenceProblems(objs, external)).toEqual([]);
    });

    it('when rendered, then every object is in the overlay namespace and carries the environment label', () => {
      const ns = overlay === 'prod' ? 'cards' : `cards-${overlay}`;
      expect(objs.filter((o) => o.metadata.namespace !== ns).map((o) => o.metadata.name)).toEqual([]);
      expect(objs.filter((o) => o.metadata.labels?.['greeting-cards/environment'] !== overlay).map((o) => o.metadata.name)).toEqual([]);
    });

    it('when each app is looked up, then it has a Deployment, Service, ConfigMap, PodDisruptionBudget and NetworkPolicy', () => {
      for (const app of APPS) {
        for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'NetworkPolicy'])
          expectLabelled(() => get(objs, kind, app), `${kind}/${app}`).not.toThrow();
        expect(() => get(objs, 'ConfigMap', `${app}-config`)).not.toThrow();
      }
    });

    it('when containers are inspected, then each has requests and limits, liveness and readiness probes and runs as non-root with a read-only root', () => {
      for (const app of APPS) {
        const d = get(objs, 'Deployment', app);
        const c = containerOf(d);
        expectLabelled(
          c.resources?.requests?.cpu && c.resources?.requests?.memory && c.resources?.limits?.cpu && c.resources?.limits?.memory,
          app,
        ).toBeTruthy();
        expectLabelled(c.livenessProbe && c.readinessProbe, app).toBeTruthy();
        expectLabelled(d.spec.template.spec.securityContext.runAsNonRoot, app).toBe(true);
        expectLabelled(c.securityContext.readOnlyRootFilesystem, app).toBe(true);
      }
    });

    it("when the apps' ConfigMaps and env are read, then every key is a platform config key (no typo is silently ignored)", () => {
      const known = new Set([...configKeyNames(platformConfig), 'HOME']);
      const keys = [
        ...Object.keys(get(objs, 'ConfigMap', 'cards-config').data),
        ...APPS.flatMap((app) => [
          ...Object.keys(get(objs, 'ConfigMap', `${app}-config`).data),
          ...(containerOf(get(objs, 'Deployment', app)).env ?? []).map((e: { name: string }) => e.name),
        ]),
      ];
      expect(keys.filter((k) => !known.has(k))).toEqual([]);
    });

    it('when services and workers are inspected, then they probe /health/live and /health/ready and run the ROLE their name says', () => {
      for (const app of APPS.filter((a) => a !== 'web')) {
        const c = containerOf(get(objs, 'Deployment', app));
        expectLabelled(c.livenessProbe.httpGet.path, app).toBe('/health/live');
        expectLabelled(c.readinessProbe.httpGet.path, app).toBe('/health/ready');
        if (app === 'bff') continue;
        expectLabelled(get(objs, 'ConfigMap', `${app}-config`).data.ROLE, app).toBe(app.endsWith('-worker') ? 'worker' : 'service');
      }
    });

    it('when autoscaling is inspected, then the BFF and the five services have a CPU HPA and the two workers a KEDA ScaledObject down to zero', () => {
      for (const app of ['bff', 'catalog', 'identity', 'cart-order', 'generation', 'rendering']) {
        const hpa = get(objs, 'HorizontalPodAutoscaler', app);
        expect(hpa.apiVersion).toBe('autoscaling/v2');
        expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
      }
      for (const app of ['generation-worker', 'rendering-worker']) {
        const so = get(objs, 'ScaledObject', app);
        expect(so.spec.minReplicaCount).toBe(0);
        expect(so.spec.triggers.map((t: any) => t.type)).toEqual(
          app === 'rendering-worker' ? ['redis', 'redis', 'redis', 'redis'] : ['redis', 'redis'],
        );
        for (const t of so.spec.triggers) expect(Number(t.metadata.listLength)).toBeGreaterThan(0);
      }
    });

    it("when KEDA reads Redis, then every trigger uses the FQDN of this namespace's redis Service (and in production its password)", () => {
      const ns = get(objs, 'Deployment', 'bff').metadata.namespace;
      for (const app of ['generation-worker', 'rendering-worker']) {
        for (const t of get(objs, 'ScaledObject', app).spec.triggers) {
          expect(t.metadata.address).toBe(`redis.${ns}.svc.cluster.local:6379`);
          if (ns === 'cards') expectLabelled(t.authenticationRef, `${app} ${t.metadata.listName}`).toEqual({ name: 'redis-auth' });
        }
      }
    });

    it('when each service reads DATABASE_URL, then it comes from a non-optional Secret of its own database', () => {
      const own: Record<string, string> = {
        catalog: 'catalog',
        identity: 'identity',
        'cart-order': 'cart-order',
        generation: 'generation',
        'generation-worker': 'generation',
        rendering: 'rendering',
        'rendering-worker': 'rendering',
      };
      for (const [app, db] of Object.entries(own)) {
        const env = containerOf(get(objs, 'Deployment', app)).env.find((e: any) => e.name === 'DATABASE_URL');
        expectLabelled(env?.valueFrom?.secretKeyRef, app).toEqual({ name: `${db}-database`, key: 'DATABASE_URL' });
      }
      const jwt = containerOf(get(objs, 'Deployment', 'identity')).env.find((e: any) => e.name === 'JWT_SECRET');
      expect(jwt.valueFrom.secretKeyRef).toEqual({ name: 'cards-secrets', key: 'JWT_SECRET' });
    });

    it('when network policies are read, then services reach only NATS, Redis, PostgreSQL (and their one provider) and only the BFF and web accept traffic from the ingress', () => {
      const allowedPorts = new Set([4222, 6379, 5432, 443, 587, 465]);
      for (const app of APPS) {
        const np = get(objs, 'NetworkPolicy', app);
        const ports = (np.spec.egress ?? []).flatMap((e: any) => e.ports.map((p: any) => p.port));
        expectLabelled(
          ports.filter((p: number) => !allowedPorts.has(p)),
          app,
        ).toEqual([]);
        const fromIngress = (np.spec.ingress ?? []).some((r: any) =>
          r.from.some((f: any) => f.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'ingress-nginx'),
        );
        expectLabelled(fromIngress, app).toBe(app === 'bff' || app === 'web');
      }
      const deny = get(objs, 'NetworkPolicy', 'default-deny');
      expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    });
  });

  it('when the dev overlay is rendered, then NATS (JetStream), PostgreSQL 16 and Redis (AOF, noeviction) run in the cluster on volumes', () => {
    const dev = rendered.dev;
    expect(get(dev, 'ConfigMap', 'nats-config').data['nats.conf']).toMatch(/jetstream\s*\{[^}]*store_dir/);
    expect(containerOf(get(dev, 'StatefulSet', 'postgres')).image).toMatch(/^postgres:16/);
    const redisArgs = containerOf(get(dev, 'StatefulSet', 'redis')).args.join(' ');
    expect(redisArgs).toContain('--appendonly yes');
    expect(redisArgs).toContain('--maxmemory-policy noeviction');
    for (const s of ['nats', 'postgres', 'redis']) expect(get(dev, 'StatefulSet', s).spec.volumeClaimTemplates).toHaveLength(1);
  });

  it('when the in-cluster Postgres init script is compared with infra/postgres/init.sql, then they are identical', () => {
    expect(get(rendered.dev, 'ConfigMap', 'postgres-init').data['init.sql']).toBe(readRepoFile('infra/postgres/init.sql'));
  });

  it('when the prod overlay is rendered, then deps are ExternalName Services, images are pinned and no Secret is in the output', () => {
    const prod = rendered.prod;
    for (const s of ['nats', 'postgres', 'redis']) expect(get(prod, 'Service', s).spec.type).toBe('ExternalName');
    expect(prod.filter((o) => o.kind === 'StatefulSet' || o.kind === 'Secret')).toEqual([]);
    for (const app of APPS)
      expectLabelled(containerOf(get(prod, 'Deployment', app)).image, app).toMatch(
        /^registry\.example\.com\/greeting-cards\/[a-z-]+:\d+\.\d+\.\d+$/,
      );
  });

  it('when assets are stored, then no overlay holds a ReadWriteMany volume, and prod reads its bucket from the assets-bucket Secret with no assets volume at all', () => {
    for (const [name, objs] of Object.entries(rendered))
      for (const pvc of objs.filter((o) => o.kind === 'PersistentVolumeClaim'))
        expectLabelled((pvc.spec as { accessModes: string[] }).accessModes, `${name} ${pvc.metadata.name}`).not.toContain('ReadWriteMany');
    const prod = rendered.prod;
    expect(prod.filter((o) => o.kind === 'PersistentVolumeClaim')).toEqual([]);
    expect(get(prod, 'ConfigMap', 'cards-config').data.ASSET_STORE).toBe('s3');
    for (const app of ['generation', 'generation-worker', 'rendering', 'rendering-worker', 'bff']) {
      const d = get(prod, 'Deployment', app);
      expectLabelled(
        d.spec.template.spec.volumes.map((v: any) => v.name),
        app,
      ).not.toContain('assets');
      const env = Object.fromEntries(containerOf(d).env.map((e: any) => [e.name, e.valueFrom?.secretKeyRef?.name]));
      for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
        expectLabelled(env[key], `${app} ${key}`).toBe('assets-bucket');
    }
  });

  it("when the KEDA queue keys are compared with the services' queue names, then they are the BullMQ wait and active lists of those queues", async () => {
    const { GENERATION_QUEUE } = await import('@cards/generation');
    const { QUEUE: RENDERING_QUEUE, PRINT_QUEUE } = await import('../../services/rendering/src/modules/renders/render-plan.js');
    const lists = (app: string) => get(rendered.prod, 'ScaledObject', app).spec.triggers.map((t: any) => t.metadata.listName);
    expect(lists('generation-worker')).toEqual([`bull:${GENERATION_QUEUE}:wait`, `bull:${GENERATION_QUEUE}:active`]);
    // Both of rendering's lanes, each scaling the workers on its own depth.
    expect(lists('rendering-worker')).toEqual([
      `bull:${RENDERING_QUEUE}:wait`,
      `bull:${RENDERING_QUEUE}:active`,
      `bull:${PRINT_QUEUE}:wait`,
      `bull:${PRINT_QUEUE}:active`,
    ]);
    // The generation service's front door loads its whole module graph: seconds on a busy machine.
  }, 120_000);

  it('when the external Secrets are listed, then docs/operations.md explains each of them', () => {
    const doc = readRepoFile('docs/operations.md');
    expect(external.map((s) => s.name).filter((n) => !doc.includes(n))).toEqual([]);
  });
});

describe('k8s checks catch broken manifests', () => {
  const dev = rendered.dev;
  const replace = (o: K8sObject) => dev.map((x) => (x.kind === o.kind && x.metadata.name === o.metadata.name ? o : x));

  it('when a Deployment field has the wrong type, then schema validation reports it', () => {
    const d = get(dev, 'Deployment', 'catalog');
    containerOf(d).ports[0].containerPort = 'nine';
    expect(schemaProblems(d).join()).toMatch(/containerPort/);
  });

  it('when a probe field is misspelt, then the unknown-field check reports it', () => {
    const d = get(dev, 'Deployment', 'catalog');
    containerOf(d).readinesProbe = containerOf(d).readinessProbe;
    expect(unknownFieldProblems(d).join()).toMatch(/readinesProbe/);
  });

  it('when a ScaledObject lacks its target, then schema validation reports it', () => {
    const so = get(dev, 'ScaledObject', 'rendering-worker');
    delete so.spec.scaleTargetRef;
    expect(schemaProblems(so).join()).toMatch(/scaleTargetRef/);
  });

  it('when a Service selector matches no pod, then the reference check reports it', () => {
    const s = get(dev, 'Service', 'bff');
    s.spec.selector = { 'app.kubernetes.io/name': 'bf' };
    expect(serviceProblems(replace(s))).toEqual(['Service/bff selects no pods']);
  });

  it('when a probe names a port the container lacks, then the reference check reports it', () => {
    const d = get(dev, 'Deployment', 'identity');
    containerOf(d).readinessProbe.httpGet.port = 'metrics';
    expect(probeProblems(replace(d)).join()).toMatch(/identity readinessProbe uses port metrics/);
  });

  it('when a Secret is neither rendered nor listed as external, then the reference check reports it', () => {
    const d = get(rendered.prod, 'Deployment', 'catalog');
    containerOf(d).env[0].valueFrom.secretKeyRef.name = 'catalog-db';
    const objs = rendered.prod.map((x) => (x.kind === 'Deployment' && x.metadata.name === 'catalog' ? d : x));
    expect(configAndSecretProblems(objs, external).join()).toMatch(/Secret catalog-db, which is neither rendered nor listed/);
  });

  it('when a scaled Deployment sets replicas or a ScaledObject targets a missing Deployment, then the reference check reports both', () => {
    const d = get(dev, 'Deployment', 'generation-worker');
    d.spec.replicas = 2;
    const so = get(dev, 'ScaledObject', 'rendering-worker');
    so.spec.scaleTargetRef.name = 'renderer';
    const objs = dev.map((x) =>
      x.kind === 'Deployment' && x.metadata.name === 'generation-worker'
        ? d
        : x.kind === 'ScaledObject' && x.metadata.name === 'rendering-worker'
          ? so
          : x,
    );
    expect(scalingProblems(objs)).toEqual([
      'Deployment/generation-worker sets replicas although ScaledObject/generation-worker scales it (an apply would reset the scale)',
      'ScaledObject/rendering-worker targets Deployment renderer, which is not rendered',
    ]);
  });
});
