import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Card, CardInstance } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, testServers } from '@cards/testing';
import { FakeOpenAi } from './fake-openai.js';
import { call, createCard, occasions, waitForInstance, waitForOptions } from './generation-test-support.js';

/** A Redis database of its own, so no other test file's workers take this file's jobs. */
function isolatedRedis(): string {
  const db = 1 + Math.floor(Math.random() * 15);
  return `${testServers().redisUrl.replace(/\/\d*$/, '')}/${db}`;
}

describe('the generation pipeline on BullMQ', () => {
  let t: GenerationHarness;
  let user: SignedIn;
  let ev: Record<string, number>;
  beforeAll(async () => {
    t = await startGenerationHarness({ env: { QUEUE: 'bullmq', REDIS_URL: isolatedRedis() } });
    user = await t.identity.signUp();
    ev = await occasions(t);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when a card is generated on BullMQ, then three options become ready, and regenerating words and artwork each keeps the other', async () => {
    const card = await createCard(t, user.token, {
      event_id: ev['new-baby'],
      recipient_name: 'Aisha and Dan',
      details: 'a little girl called Zara',
    });
    expect((await call(t, user.token, 'POST', `/cards/${card.id}/generate`)).status).toBe(202);
    const done = await waitForOptions(t, user.token, card.id, 45_000);
    expect(done.card_instances.map((i) => i.status)).toEqual(['ready', 'ready', 'ready']);
    expect(done.card_instances.every((i) => i.text.includes('Aisha and Dan'))).toBe(true);
    // BullMQ marks a job completed just after its handler has made the option ready.
    await eventually(async () => (await t.infra.queue.counts('generation')).completed, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);

    const opt = done.card_instances[1]!;
    await call(t, user.token, 'POST', `/card_instances/${opt.id}/regenerate_text`);
    const a = await waitForInstance(t, user.token, opt.id, (i) => i.status === 'ready' && i.text_version === 2, 30_000);
    expect(a.image_url).toBe(opt.image_url);
    await call(t, user.token, 'POST', `/card_instances/${opt.id}/regenerate_image`);
    const b = await waitForInstance(t, user.token, opt.id, (i) => i.status === 'ready' && i.image_version === 2, 30_000);
    expect(b.text).toBe(a.text);
    expect(b.image_url).not.toBe(a.image_url);
  }, 120_000);
});

describe('crash recovery on BullMQ', () => {
  const fake = new FakeOpenAi();
  const children: ChildProcess[] = [];
  let t: GenerationHarness;
  let redisUrl: string;
  beforeAll(async () => {
    await fake.start();
    fake.whenIdle('/responses', () => 'hang');
    fake.whenIdle('/images/generations', () => 'hang');
    redisUrl = isolatedRedis();
    // This process serves the API but runs no workers: generation workers are separate processes here.
    t = await startGenerationHarness({ env: { QUEUE: 'bullmq', REDIS_URL: redisUrl, ROLE: 'handlers', GENERATION_OPTIONS: '1' } });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await t?.stop();
    await fake.stop();
  });

  function worker(env: Record<string, string>): Promise<ChildProcess> {
    const script = fileURLToPath(new URL('./fixtures/generation-worker.process.ts', import.meta.url));
    const child = spawn(process.execPath, ['--conditions=cards-src', '--import', 'tsx', script], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.config.DATABASE_URL!,
        DATA_DIR: t.dataDir,
        QUEUE: 'bullmq',
        REDIS_URL: redisUrl,
        SEED: 'false',
        GENERATION_BACKOFF_MS: '50',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('ready')) resolve(child);
      });
      child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
  }

  it('when the worker process is killed mid-job, then another worker picks the job up and the option does not stay generating', async () => {
    const user = await t.identity.signUp();
    const card = await createCard(t, user.token, { event_id: (await occasions(t)).birthday, recipient_name: 'Sam' });
    const first = await worker({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url });
    const id = (await call<Card>(t, user.token, 'POST', `/cards/${card.id}/generate`)).body.card_instances[0]!.id;
    await waitForInstance(t, user.token, id, (i) => i.text_status === 'generating' && i.image_status === 'generating');

    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    await worker({}); // offline generators this time
    // Ready once both parts are made (no rendering worker runs in this topology, and none is needed for it).
    const done = await waitForInstance(
      t,
      user.token,
      id,
      (i: CardInstance) => i.text_status === 'ready' && i.image_status === 'ready',
      30_000,
    );
    expect(done.status).toBe('ready');
    expect(done.text).toContain('Sam');
    expect(done.image_url).toMatch(/\.svg$/);
    // Two worker processes start here, each loading the grammar checker before it is ready: on two busy cores
    // (a whole `make test`) that alone took most of 90 s.
  }, 180_000);
});
