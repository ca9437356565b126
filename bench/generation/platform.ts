import { createBff } from '@cards/bff';
import { createCatalogApp } from '@cards/catalog';
import { seedCatalog } from '@cards/catalog/seed/seed';
import { createGenerationApp } from '@cards/generation';
import { createIdentityApp } from '@cards/identity';
import { createInfra, loadConfig, type Infra } from '@cards/kit';
import { adminPassword, benchDatabase } from '../bench-database.js';

export interface BenchPlatform {
  baseUrl: string;
  infra: Infra;
  token: string;
  stop(): Promise<void>;
}

/**
 * The parts generation needs (catalog, identity, generation, the BFF) in this process — no
 * rendering: an option is ready once its words and artwork exist, so "generate → ready" is
 * what a customer waits for — on a throw-away embedded PostgreSQL, with `env` on top
 * (queue, bus), the per-account limits lifted (the bench is one account asking a lot), no
 * sample cards, and the administrator signed in.
 */
export async function startGenerationPlatform(env: Record<string, string>): Promise<BenchPlatform> {
  const db = await benchDatabase('gen');
  const { log } = db;
  const cleanup = () => db.drop();
  try {
    const config = loadConfig({
      ...db.env,
      API_PORT: '0',
      GENERATION_HOURLY_PER_ACCOUNT: '1000000',
      GENERATION_CONCURRENT_PER_ACCOUNT: '100000',
      ...env,
    });
    const infra = await createInfra(config, log);
    const catalog = createCatalogApp(infra);
    await catalog.start();
    await seedCatalog(catalog.dataSource());
    for (const app of [createIdentityApp(infra), createGenerationApp(infra)]) {
      await app.start();
      infra.lifecycle.onStop(app.name, () => app.stop());
    }
    infra.lifecycle.onStop('catalog', () => catalog.stop());
    const bff = await createBff(infra);
    const port = await bff.listen(0, '127.0.0.1');
    infra.lifecycle.onStop('bff', () => bff.stop());
    const baseUrl = `http://127.0.0.1:${port}`;
    const res = await fetch(`${baseUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: config.ADMIN_EMAIL, password: adminPassword(config) } }),
    });
    const token = /^Bearer (.+)$/.exec(res.headers.get('authorization') ?? '')?.[1];
    if (!token) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
    return {
      baseUrl,
      infra,
      token,
      stop: async () => {
        await infra.lifecycle.stop();
        await cleanup();
      },
    };
  } catch (e) {
    await cleanup();
    throw e;
  }
}
