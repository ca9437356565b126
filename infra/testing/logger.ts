import { createLogger, type Logger } from '@cards/kit';

/** A logger for tests: silent unless TEST_LOG_LEVEL asks for output. */
export function testLogger(name = 'test'): Logger {
  return createLogger(name, process.env.TEST_LOG_LEVEL ?? 'silent');
}
