import { nanos } from '@nats-io/nats-core';
import {
  DiscardPolicy,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import type { Logger } from '../logging/logger.js';

/** The stream a subject lives in: one per producing service, named after the subject's first token. */
export interface StreamRef {
  name: string;
  subjects: string[];
}

const TOKEN = /^[a-z][a-z0-9_]*$/;

/**
 * `catalog.event.changed.v1` → stream `CATALOG` over `catalog.*.*.*`; `dlq.catalog.…` → `DLQ`
 * over `dlq.>`. A service's stream takes exactly the four-token event subjects
 * (`<service>.<entity>.<past-verb>.v<N>`), never its three-token request/reply subjects
 * (`<service>.<entity>.<verb>`): a stream over `catalog.>` would store every request and answer it
 * with a publish ack, racing the real handler. A subscription's subject must name its service
 * literally (no leading wildcard), since a JetStream consumer reads one stream.
 */
export function streamFor(subject: string): StreamRef {
  const tokens = subject.split('.');
  const service = tokens[0] ?? '';
  if (!TOKEN.test(service))
    throw new Error(`subject ${subject} must start with the producing service's name (a JetStream consumer reads one stream)`);
  if (service === 'dlq') return { name: 'DLQ', subjects: ['dlq.>'] };
  if (tokens.length !== 4) throw new Error(`event subject ${subject} must have four tokens: <service>.<entity>.<past-verb>.v<N>`);
  return { name: service.toUpperCase(), subjects: [`${service}.*.*.*`] };
}

/** A legal JetStream consumer name from a durable name: only letters, digits, `-` and `_`. */
export function consumerName(durable: string): string {
  const s = durable.replace(/[^A-Za-z0-9_-]/g, '_');
  if (!s) throw new Error('a durable name is needed');
  return s;
}

export interface StreamSettings {
  /** How long events are kept for consumers that are behind or new. */
  maxAgeMs: number;
  /** The `Nats-Msg-Id` dedupe window. */
  duplicateWindowMs: number;
}

/**
 * Creates each stream once per process (and sets its subjects when they drifted); several
 * processes racing to create the same stream is fine, the loser sees it exist.
 */
export class StreamRegistry {
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(
    private readonly jsm: () => Promise<JetStreamManager>,
    private readonly settings: StreamSettings,
    private readonly log: Logger,
  ) {}

  ensure(ref: StreamRef): Promise<void> {
    let p = this.ensured.get(ref.name);
    if (!p) {
      p = this.create(ref).catch((err) => {
        this.ensured.delete(ref.name);
        throw err;
      });
      this.ensured.set(ref.name, p);
    }
    return p;
  }

  private async create(ref: StreamRef): Promise<void> {
    const jsm = await this.jsm();
    const config: Partial<StreamConfig> & { name: string } = {
      name: ref.name,
      subjects: ref.subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(this.settings.maxAgeMs),
      duplicate_window: nanos(this.settings.duplicateWindowMs),
      num_replicas: 1,
    };
    const existing = await jsm.streams.info(ref.name).catch((err: unknown) => {
      if (isNotFound(err)) return undefined;
      throw err;
    });
    if (!existing) {
      try {
        await jsm.streams.add(config);
        this.log.info({ stream: ref.name, subjects: ref.subjects }, 'JetStream stream created');
        return;
      } catch (err) {
        // Another process created it between our info and add: fine, fall through to check it.
        if (!(err instanceof JetStreamApiError)) throw err;
      }
    }
    const info = existing ?? (await jsm.streams.info(ref.name));
    const current = [...(info.config.subjects ?? [])].sort();
    if (current.join(' ') !== [...ref.subjects].sort().join(' ')) {
      // Replaced, not merged: an older `catalog.>` would overlap (and swallow requests).
      await jsm.streams.update(ref.name, { subjects: ref.subjects });
      this.log.info({ stream: ref.name, from: current, subjects: ref.subjects }, 'JetStream stream subjects updated');
    }
  }
}

export function isNotFound(err: unknown): boolean {
  return err instanceof JetStreamApiError && (err.status === 404 || err.code === 10059 || err.code === 10014);
}
