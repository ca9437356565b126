import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { z } from 'zod';
import {
  ConfigError,
  ConfigSchema,
  configSlice,
  countSetting,
  createInfra,
  loadConfig,
  originListSetting,
  urlSetting,
  withConfigEnv,
} from '../src/index.js';
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

  it('when an origin list names origins, then they are kept exactly; a pattern, a path or a non-URL stops the start naming the key', () => {
    const keys = z.object({ CORS_ORIGINS: originListSetting.optional() });
    const origins = (env: NodeJS.ProcessEnv) => configSlice(keys, loadConfig(env, keys)).CORS_ORIGINS;
    expect(origins({ CORS_ORIGINS: 'http://127.0.0.1:8080, https://shop.example.com' })).toEqual([
      'http://127.0.0.1:8080',
      'https://shop.example.com',
    ]);
    expect(origins({})).toBeUndefined();
    for (const bad of ['http://localhost:*', 'https://*.example.com', 'https://shop.example.com/app', 'localhost:8080']) {
      expectLabelled(() => origins({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});

describe("a service's own keys", () => {
  const Keys = z.object({ WIDGETS: countSetting(3, 1).describe('Widgets'), WIDGET_URL: urlSetting.optional().describe('Where') });
  const Slice = ConfigSchema.pick({ PUBLIC_API_URL: true }).extend(Keys.shape);

  it("when they are composed at load, then a wrong value stops the start naming the key, with kit's keys checked too", () => {
    expect(() => loadConfig({ WIDGETS: '0', API_PORT: 'eighty' }, Keys)).toThrow(/WIDGETS[\s\S]*API_PORT|API_PORT[\s\S]*WIDGETS/);
  });

  it('when they are composed at load, then the slice has them parsed, beside the kit keys it picks', () => {
    const c = loadConfig({ WIDGETS: '7', WIDGET_URL: 'https://w.example/', API_PORT: '3300' }, Keys);
    expect(configSlice(Slice, c)).toEqual({ PUBLIC_API_URL: 'http://localhost:3300', WIDGETS: 7, WIDGET_URL: 'https://w.example' });
  });

  it("when they were not composed at load (one service started on kit's keys), then the slice reads them from the same environment", () => {
    const c = loadConfig({ WIDGETS: '5' });
    expect('WIDGETS' in c).toBe(false);
    expect(configSlice(Slice, c)).toMatchObject({ WIDGETS: 5, PUBLIC_API_URL: 'http://localhost:3000' });
    expect(() => configSlice(Slice, loadConfig({ WIDGETS: 'many' }))).toThrow(/WIDGETS/);
  });

  it('when a config is copied with a key set by hand, then its own keys are still read from where it came from', () => {
    const c = loadConfig({ WIDGETS: '5' });
    expect(configSlice(Slice, { ...c, PUBLIC_API_URL: 'https://api.example' })).toMatchObject({
      WIDGETS: 5,
      PUBLIC_API_URL: 'https://api.example',
    });
  });

  it('when a config is loaded again with a setting changed, then its other settings stay', () => {
    const c = withConfigEnv(loadConfig({ WIDGETS: '5', API_PORT: '3300' }), { WIDGET_URL: 'https://w.example' });
    expect(configSlice(Slice, c)).toEqual({ PUBLIC_API_URL: 'http://localhost:3300', WIDGETS: 5, WIDGET_URL: 'https://w.example' });
  });
});
