import { describe, expect, it } from '@jest/globals';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { testLogger } from '@cards/testing/logger';
import { ConfigSchema } from '../src/config/config.schema.js';
import { createInfra } from '../src/infra.js';
import { inSpan, SpanKind, startTelemetry } from '../src/telemetry/telemetry.js';

/** An exporter that keeps what reaches it (the in-memory one forgets everything on shutdown). */
class KeepingExporter implements SpanExporter {
  readonly names: string[] = [];
  export(spans: ReadableSpan[], done: (r: ExportResult) => void) {
    this.names.push(...spans.map((s) => s.name));
    done({ code: 0 });
  }
  async shutdown() {}
}

describe('telemetry at shutdown', () => {
  it('when a process stops, then the spans of its shutdown are exported before it ends (telemetry stops last)', async () => {
    const exporter = new KeepingExporter();
    await startTelemetry('telemetry-test', { exporter });
    const infra = await createInfra(ConfigSchema.parse({ DATABASE_URL: 'postgres://unused/unused' }), testLogger(), { database: false });
    // Registered after the infrastructure, as a service is: stopped before telemetry.
    infra.lifecycle.onStop('service', () => inSpan('service stopping', SpanKind.INTERNAL, {}, async () => undefined));
    await inSpan('handled a request', SpanKind.SERVER, {}, async () => undefined);
    // The batch processor holds spans for seconds: nothing has been exported yet.
    expect(exporter.names).toEqual([]);

    await infra.lifecycle.stop();

    expect(exporter.names).toEqual(['handled a request', 'service stopping']);
  });
});
