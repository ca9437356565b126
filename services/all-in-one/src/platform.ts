import { createBff, type Bff } from '@cards/bff';
import { createCartOrderApp } from '@cards/cart-order';
import { createCatalogApp } from '@cards/catalog';
import { createGenerationApp } from '@cards/generation';
import { createIdentityApp } from '@cards/identity';
import {
  createInfra,
  outboxLagOf,
  registerPlatformMetrics,
  withJobMetrics,
  type Config,
  type Infra,
  type Logger,
  type ServiceApp,
} from '@cards/kit';
import { createRenderingApp } from '@cards/rendering';

export interface Platform {
  infra: Infra;
  services: ServiceApp[];
  bff: Bff;
  apiPort: number;
  stop(): Promise<void>;
}

export interface PlatformOptions {
  /** What tells the time for the shop's dates (delivery dates, held orders, reminders); the system clock by default. */
  clock?: () => Date;
}

/**
 * Every service, the BFF and the workers in one process, sharing one set of infrastructure
 * (in embedded mode: the in-process bus and queue and one embedded PostgreSQL).
 */
export async function startPlatform(config: Config, log: Logger, opts: PlatformOptions = {}): Promise<Platform> {
  const infra = await createInfra(config, log);
  infra.queue = withJobMetrics(infra.queue);
  // Catalog first: the others build read models from it at start.
  const generation = createGenerationApp(infra);
  const services = [
    createCatalogApp(infra),
    createIdentityApp(infra),
    createCartOrderApp(infra, { clock: opts.clock }),
    generation,
    createRenderingApp(infra),
  ];
  for (const s of services) {
    await s.start();
    infra.lifecycle.onStop(s.name, () => s.stop());
  }
  await samplesOrGiveUp(generation.parts().samplesSeeded, log);
  const bff = await createBff(infra);
  const apiPort = await bff.listen(config.API_PORT);
  infra.lifecycle.onStop('bff', () => bff.stop());
  const unregisterMetrics = registerPlatformMetrics({
    queue: infra.queue,
    outboxRelays: outboxLagOf(services),
    socketCount: () => bff.cable.socketCount,
  });
  infra.lifecycle.onStop('platform-metrics', async () => unregisterMetrics());
  return { infra, services, bff, apiPort, stop: () => infra.lifecycle.stop() };
}

/**
 * A first start seeds the public sample cards a moment after the services start (generation
 * makes them when identity announces the administrator's account): waiting for that here means
 * /samples is full on the first visit. Bounded, so a start never hangs on it.
 */
async function samplesOrGiveUp(seeded: Promise<void> | null, log: Logger, ms = 30_000): Promise<void> {
  if (!seeded) return;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), ms)));
  const outcome = await Promise.race([seeded, late]);
  clearTimeout(timer);
  if (outcome === 'late') log.warn({ ms }, 'the sample cards were not seeded in time; /samples fills when they are');
}
