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
  const services = [
    createCatalogApp(infra),
    createIdentityApp(infra),
    createCartOrderApp(infra, { clock: opts.clock }),
    createGenerationApp(infra),
    createRenderingApp(infra),
  ];
  for (const s of services) {
    await s.start();
    infra.lifecycle.onStop(s.name, () => s.stop());
  }
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
