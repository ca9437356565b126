import { randomBytes, randomUUID } from 'node:crypto';
import type { AssetStore, Job, JobQueue, Logger, Outbox, QueueWorker } from '@cards/kit';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import type { ImageGenerator } from '../../generators/image-generator.port.js';
import { toProviderError, type ProviderError } from '../../generators/provider-error.js';
import type { TextGenerator } from '../../generators/text-generator.port.js';
import type { GenerationCatalog } from '../catalog/index.js';
import { imageRequest, OptionParts, textRequest, type Part, type PartOutcome, type PartQueue, type PartRef } from '../instances/index.js';
import type { PipelineConfig } from './pipeline.config.js';

/** The BullMQ queue this service owns, and its two job kinds. */
export const GENERATION_QUEUE = 'generation';
export const JOB_NAMES: Record<Part, string> = { text: 'generate-text', image: 'generate-image' };

const JobData = z.object({ instance_id: z.number().int(), part: z.enum(['text', 'image']), version: z.number().int() });
type JobData = z.infer<typeof JobData>;

/**
 * The job id names the instance, its creation time (ids are reused by a fresh database, Redis
 * may outlive it) and the part's version: enqueueing twice is a no-op, a regenerate is a new job.
 */
export function jobId(ref: PartRef): string {
  return `${ref.part}-${ref.id}-${ref.created_at.getTime()}-v${ref.version}`;
}

/**
 * Words and artwork are made by queue workers: each job claims its part (status
 * `generating`, a fresh lease as a fencing token), calls the provider with a timeout, and
 * stores the result only if it still holds the lease and the version is current. Provider
 * failures that may pass are retried with exponential backoff by the queue; the last one
 * (or one that cannot pass) marks the part `failed` with a reason a person can read. Every
 * status change is announced through the outbox in the same transaction.
 */
export class GenerationPipeline implements PartQueue {
  private worker?: QueueWorker;
  private readonly stopping = new AbortController();

  constructor(
    private readonly d: {
      ds: DataSource;
      outbox: Outbox;
      queue: JobQueue;
      assets: AssetStore;
      catalog: GenerationCatalog;
      text: TextGenerator;
      image: ImageGenerator;
      config: PipelineConfig;
      log: Logger;
    },
  ) {
    this.parts = new OptionParts(d.outbox);
  }

  /** The instances module's operations on the parts this pipeline makes. */
  private readonly parts: OptionParts;

  async enqueue(refs: PartRef[]): Promise<void> {
    const { queue, config } = this.d;
    await Promise.all(
      refs.map((ref) =>
        queue.add(GENERATION_QUEUE, JOB_NAMES[ref.part], { instance_id: ref.id, part: ref.part, version: ref.version } satisfies JobData, {
          jobId: jobId(ref),
          attempts: config.GENERATION_JOB_ATTEMPTS,
          backoffMs: config.GENERATION_BACKOFF_MS,
        }),
      ),
    );
  }

  /** Enqueues after a commit; a queue outage is logged and left to the sweep, the rows are safe. */
  async enqueueSafely(refs: PartRef[]): Promise<void> {
    try {
      await this.enqueue(refs);
    } catch (err) {
      this.d.log.error({ err, parts: refs.length }, 'could not enqueue generation jobs; the sweep will retry');
    }
  }

  startWorker() {
    this.worker = this.d.queue.work(GENERATION_QUEUE, (job) => this.handle(job), {
      concurrency: this.d.config.GENERATION_WORKER_CONCURRENCY,
      // The provider call has its own timeout; this one only catches a handler stuck elsewhere.
      timeoutMs: this.d.config.GENERATION_PROVIDER_TIMEOUT_MS + 30_000,
    });
  }

  /**
   * Re-queues every part left `queued` or `generating` without a live job (a process died
   * between commit and enqueue, or the in-memory queue died with its process). Adding is
   * idempotent by job id, and a job that failed for good is retried. Run by the service's
   * periodic work every minute (parts idle for a minute) and by a worker as it starts.
   */
  async sweep(opts: { olderThanMs?: number } = {}): Promise<number> {
    const refs = await this.parts.unfinished(this.d.ds.manager, new Date(Date.now() - (opts.olderThanMs ?? 0)));
    await this.enqueue(refs);
    await Promise.all(refs.map((ref) => this.d.queue.retry(GENERATION_QUEUE, jobId(ref))));
    if (refs.length) this.d.log.info({ parts: refs.length }, 'generation sweep re-queued unfinished parts');
    return refs.length;
  }

  /** One job: claim, generate, store (fenced), or record the failure. */
  async handle(job: Job): Promise<void> {
    const data = JobData.parse(job.data);
    const lease = randomUUID();
    const claimed = await this.claim(data, lease);
    if (!claimed) return;
    const { inst, card, mates } = claimed;
    const signal = AbortSignal.any([AbortSignal.timeout(this.d.config.GENERATION_PROVIDER_TIMEOUT_MS), this.stopping.signal]);
    // On the last attempt a provider failure falls back to the offline writer or painter (counted) instead of failing the option.
    const attempt = { last: job.attempt >= this.d.config.GENERATION_JOB_ATTEMPTS };
    try {
      if (data.part === 'text') {
        const words = await this.d.text.generate(textRequest(card, inst, this.d.catalog, mates), signal, attempt);
        await this.finish(data, lease, { made: 'words', front: words.front, inside: words.inside });
      } else {
        const art = await this.d.image.generate(imageRequest(card, inst, this.d.catalog), signal, attempt);
        const key = `generation/artwork/${inst.id}-${data.version}-${randomBytes(6).toString('hex')}.${art.extension}`;
        await this.d.assets.put(key, art.body, art.contentType);
        const stored = await this.finish(data, lease, { made: 'artwork', key, contentType: art.contentType });
        if (!stored) await this.d.assets.delete(key);
      }
    } catch (e) {
      const err: ProviderError = toProviderError(e, data.part === 'text' ? 'words' : 'artwork');
      const last = !err.retryable || job.attempt >= this.d.config.GENERATION_JOB_ATTEMPTS || this.stopping.signal.aborted;
      if (this.stopping.signal.aborted) throw err; // shutting down: the job (or the sweep) runs it again
      if (!last) {
        this.d.log.warn(
          { err: err.cause ?? err, instance: data.instance_id, part: data.part, attempt: job.attempt },
          'generation attempt failed; retrying',
        );
        throw err;
      }
      this.d.log.error({ err: err.cause ?? err, instance: data.instance_id, part: data.part, attempt: job.attempt }, 'generation failed');
      await this.finish(data, lease, { made: 'nothing', reason: err.reason });
      if (err.retryable) throw err; // so the queue keeps it among its failed jobs
    }
  }

  private async claim(data: JobData, lease: string) {
    const out = await this.d.ds.transaction((m) => this.parts.claim(m, data, lease));
    // Also when nothing was claimed: a photo front may have finished the part just now.
    await this.d.outbox.flush();
    return out;
  }

  /** Stores the outcome if this worker still holds the part; false when it was fenced off. */
  private async finish(data: JobData, lease: string, outcome: PartOutcome): Promise<boolean> {
    const ok = await this.d.ds.transaction((m) => this.parts.finish(m, data, lease, outcome));
    await this.d.outbox.flush();
    return ok;
  }

  async stop(): Promise<void> {
    this.stopping.abort(new Error('generation service stopping'));
    await this.worker?.close();
  }
}
