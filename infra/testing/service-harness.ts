import { createBff, type Bff } from '@cards/bff';
import { createInfra, type Infra, type ServiceApp } from '@cards/kit';
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
 */
export async function startServices(
  factories: Array<(infra: Infra) => ServiceApp>,
  opts: { env?: Record<string, string | undefined>; peers?: (infra: Infra) => Promise<void> } = {},
): Promise<ServiceHarness> {
  const { config, dataDir, cleanUp } = await testConfig('service', opts.env);
  const infra = await createInfra(config, testLogger('service'));
  const stopAll = async () => {
    await infra.lifecycle.stop();
    await cleanUp();
  };
  try {
    await opts.peers?.(infra);
    const services = factories.map((f) => f(infra));
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
