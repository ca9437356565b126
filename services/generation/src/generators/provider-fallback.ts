import type { Logger } from '@cards/kit';
import { metricsMeter, type ProviderMeter } from './provider-meter.js';
import { toProviderError, type FailureCode, type ProviderError } from './provider-error.js';
import type { Attempt } from './text-generator.port.js';

/** How long the offline writer or painter may take once the provider's time ran out. */
const OFFLINE_MS = 30_000;

/** What the start check found about a part's model: nothing, or why the provider is not to be called. */
export interface ModelAvailability {
  unavailable(part: 'words' | 'artwork'): FailureCode | undefined;
  /** Told of every fallback, so what ops must act on can be shown to them. */
  noteFallback?(part: 'words' | 'artwork', reason: FailureCode): void;
}

/**
 * When a part leaves the provider for the offline writer or painter, and how that is counted.
 * A final failure (bad key, no credit, unknown or retired model, refusal, content policy, a
 * malformed answer twice) falls back at once; a transient one (timeout, 5xx, rate limit) is
 * left to the queue's retries with backoff and falls back on the job's last attempt. Each
 * fallback is counted (`generation_provider_fallbacks_total{part,reason}`) and logged with a
 * `fallback` field, so ops see the provider failing while customers get their cards.
 */
export class ProviderFallback {
  constructor(private readonly d: { part: 'words' | 'artwork'; log: Logger; meter?: ProviderMeter; models?: ModelAvailability }) {}

  /** Why the provider is not to be called at all (its model failed the start check), if so. */
  skip(): FailureCode | undefined {
    return this.d.models?.unavailable(this.d.part);
  }

  /** The failure as a ProviderError if it is to fall back now; rethrown for the queue to retry (or because the service is stopping) otherwise. */
  take(e: unknown, signal: AbortSignal, attempt?: Attempt): ProviderError {
    const err = toProviderError(e, this.d.part);
    if (err.code === 'unprintable') throw err;
    if (signal.aborted && !isTimeout(signal.reason)) throw err; // stopping: the job runs again elsewhere
    if (err.retryable && !attempt?.last) throw err;
    return err;
  }

  /**
   * A signal for the offline maker: its own deadline, not the provider's (which may be spent,
   * or run out while a busy machine writes), still ended by the service stopping.
   */
  signalFor(signal: AbortSignal): AbortSignal {
    if (signal.aborted && !isTimeout(signal.reason)) throw signal.reason;
    const stopping = new AbortController();
    signal.addEventListener('abort', () => !isTimeout(signal.reason) && stopping.abort(signal.reason), { once: true });
    return AbortSignal.any([stopping.signal, AbortSignal.timeout(OFFLINE_MS)]);
  }

  /** Counts and logs one fallback. */
  record(instance: number, reason: FailureCode, err?: unknown) {
    (this.d.meter ?? metricsMeter).fellBack(this.d.part, reason);
    this.d.models?.noteFallback?.(this.d.part, reason);
    this.d.log.warn(
      { instance, part: this.d.part, fallback: reason, err: (err as ProviderError | undefined)?.cause ?? err },
      `the ${this.d.part} were made offline because the AI provider failed (${reason})`,
    );
  }
}

const isTimeout = (reason: unknown) => (reason as { name?: string } | undefined)?.name === 'TimeoutError';
