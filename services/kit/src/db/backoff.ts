/** Pauses that start at `firstMs` and double on each failure in a row, up to `maxMs`. */
export interface BackoffOptions {
  firstMs: number;
  maxMs: number;
}

/** The pause before the next try after failures in a row; a success starts it over. */
export class Backoff {
  private failures = 0;

  constructor(private readonly opts: BackoffOptions) {}

  /** The pause before the next try, counting one more failure. */
  next(): number {
    return Math.min(this.opts.maxMs, this.opts.firstMs * 2 ** this.failures++);
  }

  reset(): void {
    this.failures = 0;
  }
}
