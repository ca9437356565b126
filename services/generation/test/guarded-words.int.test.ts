import { testLogger } from '@cards/testing/logger';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { GuardedTextGenerator } from '../src/generators/guarded-text-generator.js';
import { OfflineTextGenerator } from '../src/generators/offline/offline-text-generator.js';
import { OpenAiTextGenerator } from '../src/generators/openai/openai-text-generator.js';
import { ProviderError } from '../src/generators/provider-error.js';
import type { TextRequest } from '../src/generators/text-generator.port.js';
import { checkWords, warmProseCheck } from '@cards/card-words';
import { OpenAiModerator } from '../src/moderation/openai-moderator.js';
import { WordListModerator } from '../src/moderation/word-list-moderator.js';
import { FakeOpenAi, answerOf, apiError, moderationReply, wordsReply } from './fake-openai.js';

const CHAT = '/responses';
const MODERATIONS = '/moderations';

const sympathy = (over: Partial<TextRequest> = {}): TextRequest => ({
  instanceId: 41,
  version: 1,
  cardId: 9,
  option: 0,
  occasion: { slug: 'sympathy', name: 'Sympathy' },
  persona: { slug: 'witty', name: 'Witty', tone_prompt: 'One gentle joke.' },
  style: null,
  recipient_name: 'Mr and Mrs Patel',
  sender_name: 'Everyone at Northfield Dental',
  details: 'Their son Arjun passed away last month after a long illness. They were so proud of him.',
  ...over,
});
const GOOD = {
  front: 'With deepest sympathy',
  inside:
    'Dear Mr and Mrs Patel,\n\nWe are so sorry, and we are thinking of you both at this hard time. Arjun will be remembered so warmly.\n\nWith heartfelt sympathy,\nEveryone at Northfield Dental',
};
const BAD = {
  front: 'So sorry!',
  inside:
    'Dear Mr and Mrs Patel,\n\nI was so sorry to hear Arjun passed away last month after a long illness!\n\nLove,\nEveryone at Northfield Dental\n\nP.S. Their son Arjun passed away last month after a long illness.',
};

/** The guard on the OpenAI writer, with the real SDK against the local fake: rules, retry, fallback, moderation. */
describe('guarded card words against a fake OpenAI', () => {
  const fake = new FakeOpenAi();
  const log = testLogger('guard');
  beforeAll(async () => {
    await fake.start();
    // As the service does before its first job: the grammar checker's dictionary loads here (seconds on a busy
    // machine), not inside the first test's 20 s budget for one generation.
    await warmProseCheck();
  }, 120_000);
  afterEach(() => {
    fake.release();
  });
  afterAll(async () => {
    await fake.stop();
  });

  const guarded = () => {
    const moderator = new OpenAiModerator({ apiKey: 'sk-test', baseURL: fake.url }, new WordListModerator(), log);
    return new GuardedTextGenerator({
      writer: new OpenAiTextGenerator({ apiKey: 'sk-test', baseURL: fake.url, model: 'gpt-test', maxRetries: 0 }),
      fallback: new OfflineTextGenerator(),
      moderator,
      log,
    });
  };
  const prompts = () => fake.requests.filter((r) => r.path === CHAT).map((r) => JSON.stringify([r.body.instructions, r.body.input]));

  it('when the model keeps the rules, then its words are kept and the prompt states the rules and the siblings', async () => {
    const before = fake.count(CHAT);
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(GOOD)) });
    const sibling = {
      front: 'Thinking of you',
      inside: 'Dear Mr and Mrs Patel,\n\nSending love.\n\nWith love,\nEveryone at Northfield Dental',
    };
    const words = await guarded().generate(sympathy({ siblings: [sibling] }), AbortSignal.timeout(20_000));
    expect(words).toEqual(GOOD);
    expect(fake.count(CHAT) - before).toBe(1);
    const prompt = prompts().at(-1)!;
    for (const rule of [
      'private instructions',
      'never repeat five or more of their words',
      'never add them as a P.S.',
      'write as \\"we\\"',
      'never restate it',
      'no exclamation marks',
      'Sending love.',
    ])
      expect(prompt).toContain(rule);
    expect(fake.requests.filter((r) => r.path === MODERATIONS).at(-1)!.body.input).toEqual([GOOD.front, GOOD.inside]);
  });

  it('when the model breaks a rule, then it is asked once more with the problems named, and its second answer is kept if it keeps the rules', async () => {
    const before = fake.count(CHAT);
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(BAD)) }, { status: 200, body: wordsReply(answerOf(GOOD)) });
    expect(await guarded().generate(sympathy(), AbortSignal.timeout(20_000))).toEqual(GOOD);
    expect(fake.count(CHAT) - before).toBe(2);
    expect(prompts().at(-1)).toMatch(
      /Your last answer broke these rules.*P\.S\..*copies .* words in a row.*several people send this card, but it says “i”.*exclamation mark/,
    );
  });

  it('when the model breaks a rule twice, then the offline writer writes the words, and they keep every rule', async () => {
    const before = fake.count(CHAT);
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(BAD)) }, { status: 200, body: wordsReply(answerOf(BAD)) });
    const req = sympathy();
    const words = await guarded().generate(req, AbortSignal.timeout(20_000));
    expect(fake.count(CHAT) - before).toBe(2);
    expect(words).toEqual(await new OfflineTextGenerator().generate(req));
    expect(checkWords(words, req).ok).toBe(true);
  });

  it('when the model misspells a word or gives back an earlier text of the card, then it is asked once more with the problem named', async () => {
    const misspelt = { ...GOOD, inside: GOOD.inside.replace('remembered', 'rememberred') };
    const before = fake.count(CHAT);
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(misspelt)) }, { status: 200, body: wordsReply(answerOf(GOOD)) });
    expect(await guarded().generate(sympathy(), AbortSignal.timeout(20_000))).toEqual(GOOD);
    expect(fake.count(CHAT) - before).toBe(2);
    expect(prompts().at(-1)).toMatch(/“rememberred” is not a word we know/);

    const earlier = { front: 'Thinking of you', inside: GOOD.inside };
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(GOOD)) }, { status: 200, body: wordsReply(answerOf(GOOD)) });
    const words = await guarded().generate(sympathy({ earlier: [earlier] }), AbortSignal.timeout(20_000));
    expect(prompts().at(-1)).toMatch(/repeat an earlier text of this card/);
    expect(words.inside).not.toBe(GOOD.inside);
  }, 60_000);

  it('when the moderation endpoint flags the answer, then it is not kept; when it flags even the fallback, the option fails with a plain reason', async () => {
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(GOOD)) }, { status: 200, body: wordsReply(answerOf(GOOD)) });
    fake.script(MODERATIONS, { status: 200, body: moderationReply([false, true]) }, { status: 200, body: moderationReply([false, true]) });
    const words = await guarded().generate(sympathy(), AbortSignal.timeout(20_000));
    expect(words).not.toEqual(GOOD);
    fake.script(CHAT, { status: 200, body: wordsReply(answerOf(GOOD)) }, { status: 200, body: wordsReply(answerOf(GOOD)) });
    fake.script(MODERATIONS, ...Array.from({ length: 3 }, () => ({ status: 200, body: moderationReply([true, true]) })));
    const e = await guarded()
      .generate(sympathy(), AbortSignal.timeout(20_000))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(e).toBeInstanceOf(ProviderError);
    expect((e as ProviderError).retryable).toBe(false);
    expect((e as ProviderError).reason).toMatch(/could not write words we are happy to print/);
  });

  it('when the moderation endpoint is down, then the word list decides instead', async () => {
    fake.script(MODERATIONS, apiError(500, 'down', null, 'server_error'), apiError(500, 'down', null, 'server_error'));
    const moderator = new OpenAiModerator({ apiKey: 'sk-test', baseURL: fake.url }, new WordListModerator(), log);
    expect((await moderator.check(['Dear Rose, happy birthday', 'you absolute shithead'])).map((r) => r.flagged)).toEqual([false, true]);
  });

  it("when the provider itself fails, then the failure is the provider's (the queue retries it), not a fallback", async () => {
    fake.script(CHAT, apiError(503, 'overloaded', null, 'server_error'));
    const e = await guarded()
      .generate(sympathy(), AbortSignal.timeout(20_000))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect((e as ProviderError).retryable).toBe(true);
  });
});
