import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventEnvelope } from '@cards/contracts';
import type { z } from 'zod';
import { currentTraceCarrier } from '../telemetry/propagation.js';

/** Builds an envelope for a registered event, checking the payload against its schema. */
export function makeEnvelope<S extends z.ZodTypeAny>(
  def: EventDefinition<S>,
  data: z.input<S>,
  opts: { source: string; correlationId?: string | null },
): EventEnvelope<z.output<S>> {
  return {
    id: randomUUID(),
    type: def.subject,
    version: def.version,
    occurredAt: new Date().toISOString(),
    source: opts.source,
    correlationId: opts.correlationId ?? null,
    trace: currentTraceCarrier(),
    data: def.data.parse(data),
  };
}
