import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/nats-core';
import { testServers } from '@cards/testing';
import { NatsRequestBus } from '../src/rpc/nats-request-bus.js';
import { testLogger } from '@cards/testing/logger';
import { requestBusConformance } from './request-bus.conformance.js';

/** Each "process" has its own connection, as services in separate processes do. */
requestBusConformance('NatsRequestBus (core NATS)', async () => {
  const open: Array<{ bus: NatsRequestBus; nc: NatsConnection }> = [];
  return {
    process: async () => {
      const nc = await connect({ servers: testServers().natsUrl });
      const bus = new NatsRequestBus(nc, testLogger());
      open.push({ bus, nc });
      return bus;
    },
    close: async () => {
      for (const { bus, nc } of open) {
        await bus.close();
        if (!nc.isClosed()) await nc.drain();
      }
    },
  };
});
