import { createBff, type Bff } from '@cards/bff';
import { createInfra, type Config, type Infra, type ServiceApp } from '@cards/kit';
import { testLogger } from './logger.js';
import type { RestTarget } from './rest-target.js';
import { testConfig } from './test-config.js';

/** One or more services under test, in this process, with the BFF in front of them. */
export interface ServiceHarness extends RestTarget {
  /** DATA_DIR of this harness (mail, assets, keys), removed by `stop`. */
  dataDir: string;
  infra: Infra;
  bff: Bff;
  services: ServiceApp[];
  /** The service under test called `name`, typed as the caller says. */
  service<T extends ServiceApp = ServiceApp>(name: string): T;
  stop(): Promise<void>;
}

/**
 * The given services alone, started as the platform starts them, on a fresh database of the
 * run's PostgreSQL and a DATA_DIR of their own, with the BFF on a free loopback port. Whatever
 * else they call is `peers`' job: contract-checked fakes (`@cards/testing/fakes/*`) registered
 * on the same buses before the services start. Defaults to the in-memory bus and queue, as the
 * embedded platform does; `env` picks others (e.g. `{ BUS: 'nats', NATS_URL: testServers().natsUrl }`).
 * With `lane`, the harness refuses to start any service but that one: a service's lane runs
 * its peers as fakes only, so a fault in a peer cannot fail it.
 */
export async function startServices(
  factories: Array<(infra: Infra) => ServiceApp>,
  opts: {
    env?: Record<string, string | undefined>;
    peers?: (infra: Infra) => Promise<void>;
    /** The one service this lane tests (its `ServiceApp.name`). */
    lane?: string;
    /** Start on this config instead of a fresh database and DATA_DIR (a second process on the same ones); its clean-up is the caller's. */
    config?: Config;
  } = {},
): Promise<ServiceHarness> {
  const { config, dataDir, cleanUp } = opts.config
    ? { config: opts.config, dataDir: opts.config.DATA_DIR, cleanUp: async () => undefined }
    : await testConfig('service', opts.env);
  const infra = await createInfra(config, testLogger('service'));
  const stopAll = async () => {
    await infra.lifecycle.stop();
    await cleanUp();
  };
  try {
    await opts.peers?.(infra);
    const services = factories.map((f) => f(infra));
    assertLane(opts.lane, services);
    for (const s of services) {
      await s.start();
      infra.lifecycle.onStop(s.name, () => s.stop());
    }
    const bff = await createBff(infra);
    const port = await bff.listen(0, '127.0.0.1');
    infra.lifecycle.onStop('bff', () => bff.stop());
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      config,
      dataDir,
      infra,
      bff,
      services,
      service: <T extends ServiceApp>(name: string) => {
        const s = services.find((x) => x.name === name);
        if (!s) throw new Error(`no service "${name}" in this harness (it has ${services.map((x) => x.name).join(', ')})`);
        return s as T;
      },
      stop: stopAll,
    };
  } catch (e) {
    await stopAll().catch(() => undefined);
    throw e;
  }
}

/** Refuses a service other than the lane's: its peers must be fakes. */
export function assertLane(lane: string | undefined, services: Array<{ name: string }>): void {
  if (!lane) return;
  const others = services.filter((s) => s.name !== lane).map((s) => s.name);
  if (others.length) {
    throw new Error(
      `the ${lane} lane starts ${lane} alone, but was given ${others.join(', ')}: a peer runs as a fake (@cards/testing/fakes)`,
    );
  }
}
