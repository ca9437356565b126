import type { Logger } from '../logging/logger.js';

type Stopper = { name: string; stop: () => Promise<unknown> };

/**
 * Ordered shutdown: things are stopped in the reverse order they were started, so workers
 * stop taking jobs before the queue and the database they use are closed.
 */
export class Lifecycle {
  private readonly stoppers: Stopper[] = [];
  private stopping?: Promise<void>;

  constructor(private readonly log: Logger) {}

  onStop(name: string, stop: () => Promise<unknown>) {
    this.stoppers.push({ name, stop });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      for (const s of [...this.stoppers].reverse()) {
        try {
          await Promise.race([s.stop(), new Promise((_, rej) => setTimeout(() => rej(new Error('timed out after 15 s')), 15_000).unref())]);
          this.log.debug({ part: s.name }, 'stopped');
        } catch (err) {
          this.log.error({ err, part: s.name }, 'failed to stop cleanly');
        }
      }
    })();
    return this.stopping;
  }

  /** SIGTERM/SIGINT stop everything once, then exit; a second signal exits at once. */
  installSignalHandlers(beforeStop?: () => void) {
    let signalled = false;
    const handler = (sig: NodeJS.Signals) => {
      if (signalled) process.exit(130);
      signalled = true;
      this.log.info({ signal: sig }, 'shutting down');
      beforeStop?.();
      void this.stop().then(() => process.exit(0));
    };
    process.on('SIGTERM', handler);
    process.on('SIGINT', handler);
  }
}
