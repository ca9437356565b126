import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Card, CardInstance } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { loadConfig } from '@cards/kit';
import { createTestDatabase } from '@cards/testing/database';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { FakeOpenAi, apiError, wordsReply, imageReply } from './fake-openai.js';
import { call, createCard, occasions, waitForInstance } from './generation-test-support.js';

const CHAT = '/responses';

/** Words that keep every rule for a card to Sam with no notes and no sender, told apart by their message. */
const words = (message: string) => wordsReply({ front: 'Happy Birthday, Sam!', greeting: 'Dear Sam,', message, sign_off: 'With love,' });
const MODEL =
  'I hope your birthday is full of sunshine, good company and all the little things you love most. You make every room brighter just by walking into it. Have a wonderful day and a very happy year ahead.';
const SECOND =
  'I hope today brings you cake, laughter and a long lazy afternoon with the people who adore you. You have earned every minute of it. Wishing you the happiest of birthdays and a brilliant year.';
const LATE =
  'Sorry this card is late. I hope the day was a good one and that the year ahead treats you kindly, with plenty of rest, good friends and at least one proper holiday somewhere sunny.';
const IMAGES = '/images/generations';

/** Retries, final failures and crash recovery of the pipeline, with the OpenAI adapters pointed at a fake. */
describe('the generation pipeline when the provider fails or a worker dies', () => {
  const fake = new FakeOpenAi();
  let t: GenerationHarness;
  let user: SignedIn;
  let birthday: number;
  beforeAll(async () => {
    await fake.start();
    fake.whenIdle(CHAT, () => ({ status: 200, body: words(MODEL) }));
    fake.whenIdle(IMAGES, () => ({ status: 200, body: imageReply() }));
    t = await startGenerationHarness({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, GENERATION_BACKOFF_MS: '20', GENERATION_OPTIONS: '1' },
    });
    user = await t.identity.signUp();
    birthday = (await occasions(t)).birthday!;
  });
  afterAll(async () => {
    await t?.stop();
    await fake.stop();
  });

  it('when the provider fails with server errors a few times, then the job is retried with backoff and the option becomes ready', async () => {
    const before = fake.count(CHAT);
    fake.script(
      CHAT,
      apiError(503, 'overloaded', null, 'server_error'),
      apiError(503, 'overloaded', null, 'server_error'),
      apiError(500, 'boom', null, 'server_error'),
    );
    const card = await createCard(t, user.token, { event_id: birthday, recipient_name: 'Sam' });
    const gen = await call<Card>(t, user.token, 'POST', `/cards/${card.id}/generate`);
    const inst = await waitForInstance(t, user.token, gen.body.card_instances[0]!.id, (i) => i.status === 'ready');
    expect(inst.text).toBe(`Dear Sam,\n\n${MODEL}\n\nWith love,`);
    expect(inst.image_url).toMatch(/\.png$/);
    expect(fake.count(CHAT) - before).toBeGreaterThanOrEqual(4);
  });

  it('when the provider refuses the prompt, then the option is still made, by the offline writer, and regenerating the words asks the provider again', async () => {
    fake.script(CHAT, apiError(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation'));
    const card = await createCard(t, user.token, {
      event_id: birthday,
      recipient_name: 'Sam',
      details: 'something the safety system dislikes',
    });
    const gen = await call<Card>(t, user.token, 'POST', `/cards/${card.id}/generate`);
    const made = await waitForInstance(t, user.token, gen.body.card_instances[0]!.id, (i) => i.status === 'ready');
    expect(made.status_reason).toBeNull();
    expect(made.text).toMatch(/Sam/);
    expect(made.text).not.toContain(MODEL);
    const before = fake.count(CHAT);
    const again = await call<CardInstance>(t, user.token, 'POST', `/card_instances/${made.id}/regenerate_text`);
    expect(again.status).toBe(202);
    await waitForInstance(t, user.token, made.id, (i) => i.status === 'ready' && i.text !== made.text);
    expect(fake.count(CHAT)).toBeGreaterThan(before);
  });
});

describe('crash recovery of the generation pipeline', () => {
  it("when the process working on an option dies mid-job, then a new process picks the work up, and the dead one's late answer is fenced off", async () => {
    const fake = await new FakeOpenAi().start();
    const db = await createTestDatabase('g');
    const dataDir = mkdtempSync(join(tmpdir(), 'cards-gen-crash-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      API_PORT: '0',
      ADMIN_EMAIL: 'admin@cards.test',
      ADMIN_PASSWORD: 'admin-password-for-tests',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
      GENERATION_OPTIONS: '1',
      GENERATION_BACKOFF_MS: '20',
    });
    // The first process's provider never answers: its worker is stuck mid-job, as if killed.
    fake.whenIdle(CHAT, () => 'hang');
    fake.whenIdle(IMAGES, () => 'hang');
    const t1 = await startGenerationHarness({ config });
    const second = { current: undefined as GenerationHarness | undefined };
    try {
      const user = await t1.identity.signUp();
      const card = await createCard(t1, user.token, { event_id: (await occasions(t1)).birthday, recipient_name: 'Sam' });
      const id = (await call<Card>(t1, user.token, 'POST', `/cards/${card.id}/generate`)).body.card_instances[0]!.id;
      await waitForInstance(
        t1,
        user.token,
        id,
        (i) => i.status === 'generating' && i.text_status === 'generating' && i.image_status === 'generating',
      );
      // Both calls are with the provider (and held there) before anything else changes.
      await eventually(() => fake.count(CHAT) >= 1 && fake.count(IMAGES) >= 1, { timeout: 10_000 }).toBe(true);

      // A new process starts on the same database and asset volume; its provider answers.
      fake.whenIdle(CHAT, () => ({ status: 200, body: words(SECOND) }));
      fake.whenIdle(IMAGES, () => ({ status: 200, body: imageReply() }));
      second.current = await startGenerationHarness({ config });
      const t2 = second.current;
      // The same customer, signed in on the second process's BFF (each process has its own identity fake).
      const { id: user_id, account_id, email } = user.user;
      const token2 = t2.identity.signIn({ user_id, account_id, email, admin: false });
      const done = await waitForInstance(t2, token2, id, (i) => i.status === 'ready');
      expect(done.text).toBe(`Dear Sam,\n\n${SECOND}\n\nWith love,`);

      // The stuck calls now fail and the SDK retries them; the answer comes back to a worker that lost its lease.
      fake.whenIdle(CHAT, () => ({ status: 200, body: words(LATE) }));
      const before = fake.count(CHAT);
      fake.release();
      await eventually(() => fake.count(CHAT), { timeout: 10_000 }).toBeGreaterThan(before);
      await new Promise((r) => setTimeout(r, 300));
      const after = (await call<CardInstance>(t2, token2, 'GET', `/card_instances/${id}`)).body;
      expect(after).toMatchObject({ status: 'ready', text: done.text, image_url: done.image_url });
      // Nothing stays unfinished, the seeded sample cards included.
      const stuck = async () =>
        (await t2.db.query(`SELECT count(*)::int AS n FROM generation.card_instances WHERE status IN ('queued','generating')`))[0]!.n;
      await eventually(stuck, { timeout: 30_000 }).toBe(0);
    } finally {
      fake.release();
      await second.current?.stop();
      await t1.stop();
      await fake.stop();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
