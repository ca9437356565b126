import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/index.js';

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ API_PORT: 3000, WEB_PORT: 8080, BUS: 'memory', QUEUE: 'memory', DATA_DIR: '.data' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('when NODE_ENV is production with memory adapters or the embedded database, then start is refused naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      expect((e as Error).message).toMatch(/BUS=memory.*QUEUE=memory.*DATABASE_URL.*JWT_SECRET/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', BUS: 'nats', QUEUE: 'bullmq', DATABASE_URL: 'postgres://x@y/z', JWT_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('when a value is malformed, then the error names the key', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });
});
