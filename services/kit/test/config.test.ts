import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { ConfigError, createInfra, loadConfig } from '../src/index.js';
import { testLogger } from '@cards/testing/logger';

describe('loadConfig', () => {
  it('when nothing is set, then the embedded defaults apply', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ API_PORT: 3000, WEB_PORT: 8080, BUS: 'memory', QUEUE: 'memory', DATA_DIR: '.data' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('when NODE_ENV is production with memory adapters, then start is refused naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      expect((e as Error).message).toMatch(/BUS=memory.*QUEUE=memory/);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', BUS: 'nats', QUEUE: 'bullmq' })).not.toThrow();
  });

  it('when a production process would open the embedded database, then createInfra refuses it', async () => {
    const config = loadConfig({ NODE_ENV: 'production', BUS: 'nats', QUEUE: 'bullmq' });
    await expect(createInfra(config, testLogger())).rejects.toThrow(/DATABASE_URL/);
  });

  it('when only the ports are set, then the public URLs follow them, so the shop served talks to the API on its port', () => {
    expect(loadConfig({ API_PORT: '3300', WEB_PORT: '8380' })).toMatchObject({
      PUBLIC_API_URL: 'http://localhost:3300',
      PUBLIC_WEB_URL: 'http://localhost:8380',
    });
    expect(loadConfig({})).toMatchObject({ PUBLIC_API_URL: 'http://localhost:3000', PUBLIC_WEB_URL: 'http://localhost:8080' });
    expect(loadConfig({ API_PORT: '0' }).PUBLIC_API_URL).toBe('http://localhost:3000');
    // A URL that is set wins over the port: behind a proxy the public origin is not this machine's port.
    expect(loadConfig({ API_PORT: '3300', PUBLIC_API_URL: 'https://api.shop.example' }).PUBLIC_API_URL).toBe('https://api.shop.example');
  });

  it('when a URL setting ends in a slash, then it is dropped once, at parse', () => {
    const c = loadConfig({ PUBLIC_API_URL: 'https://api.shop.example/', PUBLIC_WEB_URL: 'https://shop.example//' });
    expect([c.PUBLIC_API_URL, c.PUBLIC_WEB_URL]).toEqual(['https://api.shop.example', 'https://shop.example']);
  });

  it('when the older RUN_WORKERS=false is set, then it is read as ROLE=handlers; with ROLE=worker it is refused', () => {
    expect(loadConfig({ RUN_WORKERS: 'false' }).ROLE).toBe('handlers');
    expect(loadConfig({ RUN_WORKERS: 'false', ROLE: 'service' }).ROLE).toBe('handlers');
    expect(loadConfig({ RUN_WORKERS: 'true', ROLE: 'service' }).ROLE).toBe('service');
    expect(loadConfig({}).ROLE).toBe('all');
    expect('RUN_WORKERS' in loadConfig({ RUN_WORKERS: 'false' })).toBe(false);
    expect(() => loadConfig({ RUN_WORKERS: 'false', ROLE: 'worker' })).toThrow(/ROLE/);
  });

  it('when a value is malformed, then the error names the key', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });

  it('when CORS_ORIGINS lists origins, then they are kept exactly; a pattern, a path or a non-URL stops the start naming the key', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://127.0.0.1:8080, https://shop.example.com' }).CORS_ORIGINS).toEqual([
      'http://127.0.0.1:8080',
      'https://shop.example.com',
    ]);
    expect(loadConfig({}).CORS_ORIGINS).toBeUndefined();
    for (const bad of ['http://localhost:*', 'https://*.example.com', 'https://shop.example.com/app', 'localhost:8080']) {
      expectLabelled(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
