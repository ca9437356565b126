export { eventually, type Eventually, type EventuallyOptions } from './eventually.js';
export { expectLabelled } from './expect-labelled.js';
export { testServers, type TestServers } from './test-servers.js';
export { startedForTheseTests } from './for-these-tests.js';
