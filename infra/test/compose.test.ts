import { platformConfig } from '@cards/all-in-one/platform-config';
import { configKeyNames } from '@cards/kit';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { composeProblems } from './support/compose-schema.js';
import { parseYaml, readRepoFile, SERVICE_DATABASES, WORKSPACES } from './support/repo.js';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
}
interface Compose {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

const text = readRepoFile('docker-compose.yml');
const compose = parseYaml<Compose>(text);
const svc = compose.services;
const APPS = ['catalog', 'identity', 'cart-order', 'generation', 'generation-worker', 'rendering', 'rendering-worker', 'bff', 'web'];
/** Distroless images without a shell for a health check; nothing waits on them being healthy. */
const NO_HEALTHCHECK = ['jaeger', 'otel-collector', 'grafana'];
/** One-shot jobs the apps wait for to have finished well (the bucket made). */
const ONE_SHOT = ['minio-bucket'];
/** Environment keys the apps read that are not platform config: the process's own. */
const PROCESS_ENV = ['HOME'];

describe('docker-compose.yml', () => {
  it("when checked against the Compose specification's JSON schema, then it is valid", () => {
    expect(composeProblems(compose)).toEqual([]);
  });

  it('when a service has a misspelt key, then the schema check reports it', () => {
    const broken = structuredClone(compose);
    (broken.services.catalog as Record<string, unknown>).dependson = {};
    expect(composeProblems(broken).join()).toMatch(/dependson/);
  });

  it('when the services are listed, then NATS, PostgreSQL, Redis, MinIO, the collector, Jaeger and every app are there', () => {
    expect(Object.keys(svc).sort()).toEqual(
      [...APPS, 'grafana', 'jaeger', 'minio', 'minio-bucket', 'nats', 'otel-collector', 'postgres', 'prometheus', 'redis'].sort(),
    );
  });

  it('when start order is read, then every depends_on waits for a healthy service that has a health check', () => {
    for (const [name, s] of Object.entries(svc)) {
      // The apps' images carry a HEALTHCHECK of their own (checked in dockerfile.test.ts).
      const builtHere = s.build?.dockerfile === 'Dockerfile';
      if (!NO_HEALTHCHECK.includes(name) && !ONE_SHOT.includes(name))
        expectLabelled(s.healthcheck?.test ?? builtHere, `${name} healthcheck`).toBeTruthy();
      for (const [dep, { condition }] of Object.entries(s.depends_on ?? {})) {
        expectLabelled(svc[dep], `${name} depends on ${dep}`).toBeDefined();
        if (NO_HEALTHCHECK.includes(dep)) continue;
        expectLabelled(condition, `${name} → ${dep}`).toBe(ONE_SHOT.includes(dep) ? 'service_completed_successfully' : 'service_healthy');
      }
    }
    for (const app of APPS.filter((a) => a !== 'web'))
      expectLabelled(Object.keys(svc[app].depends_on ?? {}), app).toEqual(expect.arrayContaining(['nats', 'redis', 'postgres']));
  });

  it('when the apps are read, then each is built from the Dockerfile with a known WORKSPACE and runs the ROLE its name says', () => {
    for (const app of APPS) {
      const s = svc[app];
      expectLabelled(s.build?.dockerfile, app).toBe('Dockerfile');
      expectLabelled(WORKSPACES, app).toContain(s.build?.args?.WORKSPACE);
      expectLabelled(s.image, app).toBe(`greeting-cards/${s.build!.args!.WORKSPACE}:\${CARDS_TAG:-dev}`);
      if (app === 'bff' || app === 'web') continue;
      expectLabelled(s.environment?.ROLE, app).toBe(app.endsWith('-worker') ? 'worker' : 'service');
      expectLabelled(s.build!.args!.WORKSPACE, app).toBe(app.replace(/-worker$/, ''));
    }
  });

  it('when the app environments are read, then every key is a platform config key (no typo is silently ignored)', () => {
    const known = new Set([...configKeyNames(platformConfig), ...PROCESS_ENV]);
    for (const app of APPS)
      expectLabelled(
        Object.keys(svc[app].environment ?? {}).filter((k) => !known.has(k)),
        app,
      ).toEqual([]);
  });

  it('when the apps run, then they use NATS, BullMQ on Redis and the collector in production mode', () => {
    for (const app of APPS) {
      expectLabelled(svc[app].environment, app).toMatchObject({
        NODE_ENV: 'production',
        BUS: 'nats',
        QUEUE: 'bullmq',
        NATS_URL: 'nats://nats:4222',
        REDIS_URL: 'redis://redis:6379',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318',
      });
    }
  });

  it("when each service's DATABASE_URL is parsed, then it logs in as its own role to its own database, both created by infra/postgres/init.sql", () => {
    const sql = readRepoFile('infra/postgres/init.sql');
    for (const [service, db] of Object.entries(SERVICE_DATABASES)) {
      for (const app of [service, `${service}-worker`].filter((a) => svc[a])) {
        const url = new URL(svc[app].environment!.DATABASE_URL.replace(/\$\{[^}]+\}/, 'pw'));
        expectLabelled({ user: url.username, db: url.pathname.slice(1), host: url.hostname }, app).toEqual({
          user: db,
          db,
          host: 'postgres',
        });
      }
      expect(sql).toMatch(new RegExp(`CREATE ROLE ${db} LOGIN PASSWORD :'${db}_password';`));
      expect(sql).toMatch(new RegExp(`CREATE DATABASE ${db} OWNER ${db};`));
    }
  });

  it('when PostgreSQL starts, then it is version 16, runs init.sql, and gets every password the script reads', () => {
    const pg = svc.postgres;
    expect(pg.image).toMatch(/^postgres:16/);
    expect(pg.volumes).toContain('./infra/postgres/init.sql:/docker-entrypoint-initdb.d/init.sql:ro');
    const wanted = [...readRepoFile('infra/postgres/init.sql').matchAll(/^\\getenv \w+ (\w+)$/gm)].map((m) => m[1]);
    expect(wanted).toHaveLength(5);
    expect(Object.keys(pg.environment ?? {})).toEqual(expect.arrayContaining(wanted));
  });

  it('when NATS and Redis start, then JetStream persists to a volume with its monitor port, and Redis keeps an AOF and never evicts', () => {
    expect(svc.nats.command).toEqual(expect.arrayContaining(['-js', '-sd', '/data', '-m', '8222']));
    expect(svc.nats.volumes).toContain('nats-data:/data');
    expect(svc.nats.healthcheck!.test.join(' ')).toContain('/healthz?js-enabled-only=true');
    expect(svc.redis.command!.join(' ')).toMatch(/--appendonly yes.*--maxmemory-policy noeviction/);
    expect(svc.redis.volumes).toContain('redis-data:/data');
  });

  it('when assets are written and served, then every app reaches one MinIO bucket, made before they start, and no app mounts an assets volume', () => {
    for (const app of APPS.filter((a) => a !== 'web')) {
      expectLabelled(svc[app].environment, app).toMatchObject({
        ASSET_STORE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'cards-assets',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expectLabelled(svc[app].environment?.ASSETS_DIR, app).toBeUndefined();
      expectLabelled(
        (svc[app].volumes ?? []).filter((v) => v.includes('assets')),
        app,
      ).toEqual([]);
      expectLabelled(svc[app].depends_on?.['minio-bucket']?.condition, app).toBe('service_completed_successfully');
    }
    expect(svc.minio.image).toMatch(/^minio\/minio:/);
    expect(svc['minio-bucket'].depends_on?.minio?.condition).toBe('service_healthy');
    expect((svc['minio-bucket'].command ?? []).join(' ')).toContain('mb --ignore-existing cards/cards-assets');
    expect(compose.volumes).toHaveProperty('minio-data');
    expect(compose.volumes).not.toHaveProperty('assets');
  });

  it('when the BFF and web app start, then they publish 3000 and 8080', () => {
    expect(svc.bff.ports).toEqual(['3000:3000']);
    expect(svc.web.ports).toEqual(['8080:8080']);
  });

  it('when secrets are interpolated, then each variable is documented in .env.example and only identity gets the real JWT_SECRET', () => {
    const documented = new Set([...readRepoFile('.env.example').matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]));
    const used = [...new Set([...text.matchAll(/\$\{([A-Z_]+)(?::?-[^}]*)?\}/g)].map((m) => m[1]))];
    expect(used.filter((v) => !documented.has(v))).toEqual([]);
    for (const app of APPS) {
      expectLabelled(svc[app].environment?.JWT_SECRET?.startsWith('${JWT_SECRET'), app).toBe(app === 'identity');
    }
  });

  it("when the monitoring profile's Prometheus is configured, then it scrapes every app process on its metrics port and loads the alert rules", () => {
    const prom = parseYaml<{ rule_files: string[]; scrape_configs: Array<{ static_configs: Array<{ targets: string[] }> }> }>(
      readRepoFile('infra/prometheus/prometheus.yml'),
    );
    const targets = prom.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets)).sort();
    const expected = APPS.filter((a) => a !== 'web')
      .map((a) => (a === 'bff' ? 'bff:3000' : `${a}:${svc[a].environment!.HEALTH_PORT}`))
      .sort();
    expect(targets).toEqual(expected);
    for (const file of prom.rule_files) expect(svc.prometheus.volumes).toContain(`./infra/prometheus/${file.split('/').pop()}:${file}:ro`);
    expect(svc.prometheus.volumes).toContain('./infra/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
  });

  it('when the collector config is read, then OTLP traces go to Jaeger', () => {
    const cfg = parseYaml<{
      service: { pipelines: { traces: { receivers: string[]; exporters: string[] } } };
      exporters: Record<string, { endpoint: string }>;
    }>(readRepoFile('infra/otel/collector.yaml'));
    expect(cfg.service.pipelines.traces.receivers).toEqual(['otlp']);
    const exporter = cfg.service.pipelines.traces.exporters[0];
    expect(cfg.exporters[exporter].endpoint).toBe('jaeger:4317');
    expect(svc['otel-collector'].volumes).toContain('./infra/otel/collector.yaml:/etc/otelcol/collector.yaml:ro');
  });
});
