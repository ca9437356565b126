import type { Part } from './card-instance.entity.js';

/** One part of one option to make. */
export interface PartRef {
  id: number;
  part: Part;
  version: number;
  created_at: Date;
}

/**
 * Where parts to make are queued once their rows are committed. The instances module owns this
 * port; the pipeline fills it (app.ts).
 */
export interface PartQueue {
  /** Enqueues after a commit; a queue outage is logged and left to the sweep, the rows are safe. */
  enqueueSafely(refs: PartRef[]): Promise<void>;
}
