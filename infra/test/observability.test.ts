import { collectDefaultMetrics, metricsRegistry, registerPlatformMetrics } from '@cards/kit';
import { parser } from '@prometheus-io/lezer-promql';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { parseYaml, readRepoFile } from './support/repo.js';

/** Syntax errors and metric names of one PromQL expression, with the official Prometheus grammar. */
function promql(expr: string): { errors: number; metrics: string[] } {
  const tree = parser.parse(expr);
  let errors = 0;
  const metrics: string[] = [];
  tree.iterate({
    enter: (n) => {
      if (n.type.isError) errors++;
      if (n.name === 'VectorSelector') {
        const id = n.node.getChild('Identifier');
        if (id) metrics.push(expr.slice(id.from, id.to));
      }
    },
  });
  return { errors, metrics };
}

/** Grafana's variables, replaced by values Prometheus would see. */
const grafana = (expr: string) => expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', '.*');

/** Exported by kube-state-metrics and by Prometheus itself, not by the platform. */
const EXTERNAL_METRICS = ['kube_pod_container_status_restarts_total', 'up'];

interface Panel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  targets?: Array<{ expr: string }>;
}
interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string; runbook_url: string };
}

const dashboard = JSON.parse(readRepoFile('infra/grafana/greeting-cards.json')) as { uid: string; panels: Panel[] };
const rules = parseYaml<{ groups: Array<{ name: string; rules: Rule[] }> }>(readRepoFile('infra/prometheus/alerts.yaml')).groups.flatMap(
  (g) => g.rules,
);
const panelExprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ where: p.title, expr: grafana(t.expr) })));
const ruleExprs = rules.map((r) => ({ where: r.alert, expr: r.expr }));
let known: Set<string>;

beforeAll(async () => {
  // The metrics a platform process really exports: the BFF's latency histogram, the platform
  // gauges and histogram of kit, and prom-client's Node.js defaults, read from the registry.
  await import('../../bff/src/http/request-log.js');
  collectDefaultMetrics();
  const unregister = registerPlatformMetrics({});
  const all = await metricsRegistry.getMetricsAsJSON();
  unregister();
  known = new Set(
    all.flatMap((m) =>
      String(m.type) === 'histogram'
        ? [`${m.name}_bucket`, `${m.name}_sum`, `${m.name}_count`]
        : String(m.type) === 'summary'
          ? [m.name, `${m.name}_sum`, `${m.name}_count`]
          : [m.name],
    ),
  );
  for (const m of EXTERNAL_METRICS) known.add(m);
});

describe('Grafana dashboard and Prometheus alerts', () => {
  it('when every dashboard and alert expression is parsed with the PromQL grammar, then none has a syntax error', () => {
    expect([...panelExprs, ...ruleExprs].filter((e) => promql(e.expr).errors > 0).map((e) => `${e.where}: ${e.expr}`)).toEqual([]);
  });

  it('when the metric names in the expressions are compared with what the processes export, then every one exists', () => {
    const unknown = [...panelExprs, ...ruleExprs].flatMap((e) =>
      promql(e.expr)
        .metrics.filter((m) => !known.has(m))
        .map((m) => `${e.where}: ${m}`),
    );
    expect(unknown).toEqual([]);
  });

  it('when an expression names a metric nobody exports or is malformed, then the checks above catch it', () => {
    expect(promql('sum(rate(http_request_duration_second_count{}[5m]))').metrics.filter((m) => !known.has(m))).toEqual([
      'http_request_duration_second_count',
    ]);
    expect(promql('sum(rate(queue_jobs{}[5m]) by').errors).toBeGreaterThan(0);
  });

  it('when the dashboard is read, then it charts HTTP latency, queue depth, job durations, sockets, outbox lag and Node.js process metrics', () => {
    const used = new Set(panelExprs.flatMap((e) => promql(e.expr).metrics));
    for (const m of [
      'http_request_duration_seconds_bucket',
      'queue_jobs',
      'job_duration_seconds_bucket',
      'ws_connections',
      'outbox_pending',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expectLabelled(used, m).toContain(m);
    }
  });

  it('when panels are laid out, then ids are unique and no two panels overlap', () => {
    const ids = dashboard.panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cells = new Map<string, string>();
    for (const p of dashboard.panels) {
      expectLabelled(p.gridPos.x + p.gridPos.w, p.title).toBeLessThanOrEqual(24);
      for (let x = p.gridPos.x; x < p.gridPos.x + p.gridPos.w; x++) {
        for (let y = p.gridPos.y; y < p.gridPos.y + p.gridPos.h; y++) {
          expectLabelled(cells.get(`${x},${y}`), `${p.title} overlaps`).toBeUndefined();
          cells.set(`${x},${y}`, p.title);
        }
      }
    }
  });

  it('when the alert rules are read, then queue backlog, outbox lag, 5xx rate, p99 latency, dead-letter growth and pod restarts are covered', () => {
    expect(rules.map((r) => r.alert)).toEqual(
      expect.arrayContaining([
        'QueueBacklogHigh',
        'OutboxLagHigh',
        'Http5xxRateHigh',
        'HttpLatencyP99High',
        'DeadLetterGrowth',
        'PodRestarting',
      ]),
    );
  });

  it('when each alert is read, then it has a severity, a summary, a duration and a runbook section in docs/operations.md', () => {
    const doc = readRepoFile('docs/operations.md');
    const anchors = new Set(
      [...doc.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
        m[1]
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const r of rules) {
      expectLabelled(['warning', 'critical'], r.alert).toContain(r.labels.severity);
      expectLabelled(r.annotations.summary && r.annotations.description, r.alert).toBeTruthy();
      expectLabelled(r.for, r.alert).toMatch(/^\d+[smh]$/);
      expectLabelled(r.annotations.runbook_url, r.alert).toBe(`docs/operations.md#${r.alert.toLowerCase()}`);
      expectLabelled(anchors, `${r.alert} runbook heading`).toContain(r.alert.toLowerCase());
    }
  });
});
