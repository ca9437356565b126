import { MemoryRequestBus } from '../src/rpc/memory-request-bus.js';
import { testLogger } from '@cards/testing/logger';
import { requestBusConformance } from './request-bus.conformance.js';

requestBusConformance('MemoryRequestBus', async () => {
  // One process: every "process" is the same bus.
  const bus = new MemoryRequestBus(testLogger());
  return { process: async () => bus, close: () => bus.close() };
});
