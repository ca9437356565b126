import { MemoryEventBus } from '../src/bus/memory-event-bus.js';
import { testLogger } from '@cards/testing/logger';
import { eventBusConformance } from './event-bus.conformance.js';

eventBusConformance('MemoryEventBus', async () => {
  const bus = new MemoryEventBus(testLogger());
  return {
    process: async () => bus,
    kill: async (_bus, sub) => {
      void sub.stop();
    },
    close: () => bus.close(),
  };
});
