import type { Card, CardInstance, QueuesReply } from '@cards/contracts';
import { metricsRegistry } from '@cards/kit';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FakeOpenAi, apiError, cutOffReply, imageReply, refusalReply, wordsReply, type Reply } from './fake-openai.js';
import { call, createCard, occasions, waitForInstance } from './generation-test-support.js';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';

const RESPONSES = '/responses';
const IMAGES = '/images/generations';

/** How many fallbacks the process has counted for a part and reason. */
async function fallbacks(part: 'words' | 'artwork', reason: string): Promise<number> {
  const m = (await metricsRegistry.getMetricsAsJSON()).find((x) => x.name === 'generation_provider_fallbacks_total') as
    { values: Array<{ labels: Record<string, string>; value: number }> } | undefined;
  return m?.values.find((v) => v.labels.part === part && v.labels.reason === reason)?.value ?? 0;
}

/**
 * Every final provider failure, and a transient one once the queue's retries are spent, gives
 * the option offline words and artwork and a counted fallback: the real SDK against the local
 * fake, through the whole pipeline.
 */
describe('when the AI provider fails, every option is still made', () => {
  const fake = new FakeOpenAi();
  let t: GenerationHarness;
  let user: SignedIn;
  let birthday: number;
  beforeAll(async () => {
    await fake.start();
    t = await startGenerationHarness({
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        GENERATION_BACKOFF_MS: '20',
        GENERATION_OPTIONS: '1',
        GENERATION_PROVIDER_TIMEOUT_MS: '3000',
      },
    });
    user = await t.identity.signUp();
    birthday = (await occasions(t)).birthday!;
  });
  afterAll(async () => {
    fake.release();
    await t?.stop();
    await fake.stop();
  });

  /** One card made while the provider answers every words call and every picture call as given. */
  async function cardWhile(words: () => Reply, artwork: () => Reply): Promise<CardInstance> {
    fake.whenIdle(RESPONSES, words);
    fake.whenIdle(IMAGES, artwork);
    const card = await createCard(t, user.token, {
      event_id: birthday,
      recipient_name: 'Sam',
      sender_name: 'Alex',
      details: 'loves gardening',
    });
    const gen = await call<Card>(t, user.token, 'POST', `/cards/${card.id}/generate`);
    return waitForInstance(t, user.token, gen.body.card_instances[0]!.id, (i) => i.status === 'ready' || i.status === 'failed');
  }

  const cases: Array<[string, string, () => Reply, () => Reply]> = [
    [
      'the key is wrong (401)',
      'bad_key',
      () => apiError(401, 'Incorrect API key provided', 'invalid_api_key'),
      () => apiError(401, 'Incorrect API key provided', 'invalid_api_key'),
    ],
    [
      'the account has no credit (429 insufficient_quota)',
      'no_credit',
      () => apiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'),
      () => apiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'),
    ],
    [
      'the model is unknown or retired (404)',
      'model_unavailable',
      () => apiError(404, 'The model does not exist', 'model_not_found'),
      () => apiError(404, 'The model does not exist', 'model_not_found'),
    ],
    [
      'the prompt breaks the content policy (400)',
      'content_policy',
      () => apiError(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation'),
      () => apiError(400, 'Your request was rejected as a result of our safety system.', 'moderation_blocked'),
    ],
    [
      'the provider keeps failing (503)',
      'provider_error',
      () => apiError(503, 'overloaded', null, 'server_error'),
      () => apiError(503, 'overloaded', null, 'server_error'),
    ],
    ['the provider never answers in time', 'timeout', () => 'hang', () => 'hang'],
  ];

  for (const [when, reason, words, artwork] of cases) {
    it(`when ${when}, then the option gets offline words and artwork and both fallbacks are counted as ${reason}`, async () => {
      const before = { words: await fallbacks('words', reason), artwork: await fallbacks('artwork', reason) };
      const inst = await cardWhile(words, artwork);
      expect({ status: inst.status, reason: inst.status_reason }).toEqual({ status: 'ready', reason: null });
      expect(inst.text).toMatch(/Sam/);
      expect(inst.image_url).toMatch(/\.svg$/); // the offline painter's vector artwork
      expect(await fallbacks('words', reason)).toBe(before.words + 1);
      expect(await fallbacks('artwork', reason)).toBe(before.artwork + 1);
    }, 60_000);
  }

  it("when options fell back for reasons ops must act on, then the admin's queues page says what happened and what to do; a customer's refusal is not among them", async () => {
    const admin = await t.identity.signUp({ admin: true });
    const page = await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues');
    const messages = page.body.warnings.map((w) => `${w.part}: ${w.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^words: The AI provider says the account is out of credit: add credit to it\. The offline writer made the words of 1 option instead/,
        ),
        expect.stringMatching(
          /^artwork: The AI provider refused the API key: check OPENAI_API_KEY\. The offline painter made the artwork of 1 option/,
        ),
      ]),
    );
    expect(messages.join('\n')).not.toMatch(/content_policy|declined/);
  });

  it('when the model refuses, then the option gets offline words and the refusal is counted', async () => {
    const before = await fallbacks('words', 'refused');
    const inst = await cardWhile(
      () => ({ status: 200, body: refusalReply() }),
      () => ({ status: 200, body: imageReply() }),
    );
    expect(inst.status).toBe('ready');
    expect(inst.text).toMatch(/Sam/);
    expect(inst.image_url).toMatch(/\.png$/); // the artwork was the provider's
    expect(await fallbacks('words', 'refused')).toBe(before + 1);
  }, 60_000);

  it('when the answer is cut off at the token limit twice, then it is asked once more, then the offline writer writes and the cut-off is counted', async () => {
    const before = { cut: await fallbacks('words', 'cut_off'), calls: fake.count(RESPONSES) };
    const inst = await cardWhile(
      () => ({ status: 200, body: cutOffReply() }),
      () => ({ status: 200, body: imageReply() }),
    );
    expect(inst.status).toBe('ready');
    expect(inst.text).toMatch(/Sam/);
    expect(fake.count(RESPONSES) - before.calls).toBe(2);
    const reask = JSON.stringify(fake.requests.filter((r) => r.path === RESPONSES).at(-1)!.body.input);
    expect(reask).toMatch(/cut off at the length limit/);
    expect(await fallbacks('words', 'cut_off')).toBe(before.cut + 1);
  }, 60_000);

  it('when the provider fails with server errors and then answers, then the retries with backoff bring its words, with no fallback', async () => {
    const good = {
      front: 'Happy Birthday, Sam!',
      greeting: 'Dear Sam,',
      message:
        'I hope your birthday brings sunshine and a long afternoon of gardening. Your patience with every seedling is something I have always admired, and your roses are proof of it. Have a wonderful day and a very happy year ahead.',
      sign_off: 'With love,',
    };
    const before = await fallbacks('words', 'provider_error');
    fake.script(RESPONSES, apiError(503, 'overloaded', null, 'server_error'), apiError(503, 'overloaded', null, 'server_error'));
    const inst = await cardWhile(
      () => ({ status: 200, body: wordsReply(good) }),
      () => ({ status: 200, body: imageReply() }),
    );
    expect(inst.status).toBe('ready');
    expect(inst.text).toBe(`Dear Sam,\n\n${good.message}\n\nWith love,\nAlex`);
    expect(await fallbacks('words', 'provider_error')).toBe(before);
  }, 60_000);
});

/** The start check: the service asks the provider about each configured model before its first job. */
describe('when a configured model is unknown to the provider', () => {
  const fake = new FakeOpenAi();
  let t: GenerationHarness;
  beforeAll(async () => {
    await fake.start();
    fake.whenIdle(IMAGES, () => ({ status: 200, body: imageReply() }));
    t = await startGenerationHarness({
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url, OPENAI_TEXT_MODEL: 'gpt-4o-mini', GENERATION_OPTIONS: '1' },
    });
  });
  afterAll(async () => {
    await t?.stop();
    await fake.stop();
  });

  it('when the service starts, then it asks about each model, and the admin queues page says the words are made offline until the model is changed', async () => {
    expect(fake.requests.filter((r) => r.path.startsWith('/models/')).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/models/gpt-4o-mini', '/models/gpt-image-2.6-flare']),
    );
    const admin = await t.identity.signUp({ admin: true });
    const page = await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues');
    expect(page.status).toBe(200);
    expect(page.body.warnings).toEqual([
      {
        part: 'words',
        model: 'gpt-4o-mini',
        offline: true,
        message: expect.stringMatching(
          /"gpt-4o-mini" is unknown to the provider or retired\. Until OPENAI_TEXT_MODEL names a current model/,
        ),
      },
    ]);
  });

  it('when a card is made, then its words are the offline writer’s without a call to the unknown model, counted, and its artwork is the provider’s', async () => {
    const before = { fallbacks: await fallbacks('words', 'model_unavailable'), calls: fake.count(RESPONSES) };
    const user = await t.identity.signUp();
    const card = await createCard(t, user.token, { event_id: (await occasions(t)).birthday!, recipient_name: 'Sam', sender_name: 'Alex' });
    const gen = await call<Card>(t, user.token, 'POST', `/cards/${card.id}/generate`);
    const inst = await waitForInstance(t, user.token, gen.body.card_instances[0]!.id, (i) => i.status === 'ready' || i.status === 'failed');
    expect(inst.status).toBe('ready');
    expect(inst.text).toMatch(/Sam/);
    expect(inst.image_url).toMatch(/\.png$/);
    expect(fake.count(RESPONSES)).toBe(before.calls);
    expect(await fallbacks('words', 'model_unavailable')).toBe(before.fallbacks + 1);
  }, 60_000);
});
