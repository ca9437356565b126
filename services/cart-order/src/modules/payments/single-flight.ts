/**
 * Concurrent calls with one key share one execution and its outcome. Twenty clicks on "Pay"
 * reaching this process become one confirmation; other replicas are kept in line by the
 * provider (an intent succeeds once) and the payment row's lock.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, fn: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const p = fn().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, p);
    return p;
  }
}
