import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { OpenAiImageGenerator } from '../src/generators/openai/openai-image-generator.js';
import { OpenAiTextGenerator } from '../src/generators/openai/openai-text-generator.js';
import { ProviderError } from '../src/generators/provider-error.js';
import type { ProviderMeter, ProviderUsage } from '../src/generators/provider-meter.js';
import type { TextRequest } from '../src/generators/text-generator.port.js';
import {
  FakeOpenAi,
  IMAGE_USAGE,
  PNG_1PX,
  WORDS_USAGE,
  apiError,
  cutOffReply,
  imageReply,
  refusalReply,
  wordsReply,
} from './fake-openai.js';

const RESPONSES = '/responses';
const IMAGES = '/images/generations';

const request = (over: Partial<TextRequest> = {}): TextRequest => ({
  instanceId: 7,
  version: 1,
  occasion: { slug: 'birthday', name: 'Birthday' },
  persona: { slug: 'witty', name: 'Witty', tone_prompt: 'Light and funny, never mean.' },
  style: { slug: 'watercolour', name: 'Watercolour', prompt_hint: 'soft washes' },
  recipient_name: 'Sam',
  sender_name: 'Alex',
  details: 'just ran a marathon',
  accountId: 42,
  ...over,
});
const ANSWER = { front: 'Happy Birthday, Sam!', greeting: 'Dear Sam,', message: '26.2 miles! You legend.', sign_off: 'Love,' };

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ProviderError);
  return e as ProviderError;
}

/** The OpenAI adapters with the real SDK against a local fake of the API. */
describe('OpenAI generators against a fake API', () => {
  const fake = new FakeOpenAi();
  const used: ProviderUsage[] = [];
  const meter: ProviderMeter = { used: (u) => used.push(u), fellBack: () => undefined };
  beforeAll(async () => {
    await fake.start();
  });
  afterEach(() => {
    fake.release();
  });
  afterAll(async () => {
    await fake.stop();
  });

  const text = (o: { maxRetries?: number; timeoutMs?: number; model?: string; temperature?: number } = {}) =>
    new OpenAiTextGenerator({
      apiKey: 'sk-test',
      baseURL: fake.url,
      model: o.model ?? 'gpt-test',
      maxRetries: o.maxRetries ?? 0,
      timeoutMs: o.timeoutMs ?? 5000,
      maxOutputTokens: 900,
      temperature: o.temperature,
      meter,
    });
  const image = () =>
    new OpenAiImageGenerator({
      apiKey: 'sk-test',
      baseURL: fake.url,
      model: 'gpt-image-test',
      quality: 'low',
      maxRetries: 0,
      timeoutMs: 5000,
      meter,
    });

  it('when the model answers, then the words are its parsed fields, and the request is the Responses API with storage off, a limit and a hashed account', async () => {
    fake.script(RESPONSES, { status: 200, body: wordsReply(ANSWER) });
    used.length = 0;
    const words = await text().generate(request(), AbortSignal.timeout(5000));
    expect(words).toEqual({ front: 'Happy Birthday, Sam!', inside: 'Dear Sam,\n\n26.2 miles! You legend.\n\nLove,\nAlex' });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'gpt-test', store: false, max_output_tokens: 900 });
    expect(sent.body.text).toMatchObject({ format: { type: 'json_schema', name: 'card_words', strict: true } });
    const schema = (sent.body.text as { format: { schema: { required: string[] } } }).format.schema;
    expect(schema.required).toEqual(['front', 'greeting', 'message', 'sign_off']);
    expect(sent.body.safety_identifier).toMatch(/^acct_[0-9a-f]{32}$/);
    expect(sent.body.safety_identifier).not.toContain('42');
    expect(used).toEqual([
      { part: 'words', model: 'gpt-test', inputTokens: WORDS_USAGE.input_tokens, outputTokens: WORDS_USAGE.output_tokens, images: 0 },
    ]);
  });

  it('when the card has notes and a sender, then they travel in the user message inside delimiters and never in the instructions', async () => {
    fake.script(RESPONSES, { status: 200, body: wordsReply(ANSWER) });
    await text().generate(request(), AbortSignal.timeout(5000));
    const body = fake.requests.at(-1)!.body;
    const instructions = String(body.instructions);
    const user = JSON.stringify(body.input);
    for (const personal of ['Sam', 'Alex', 'marathon']) expect(instructions).not.toContain(personal);
    expect(user).toMatch(/<notes>\\njust ran a marathon\\n<\/notes>/);
    for (const bit of ['Birthday', 'Recipient: Sam', 'From: Alex', 'Light and funny', 'Watercolour', '## Example cards', '<example>'])
      expect(user).toContain(bit);
    expect(instructions).toMatch(/addressing the recipient by name/);
  });

  it('when the model is a reasoning model, then no temperature is sent; an older chat model gets the configured one', async () => {
    fake.script(RESPONSES, { status: 200, body: wordsReply(ANSWER) }, { status: 200, body: wordsReply(ANSWER) });
    await text({ model: 'gpt-test', temperature: 0.9 }).generate(request(), AbortSignal.timeout(5000));
    expect(fake.requests.at(-1)!.body).not.toHaveProperty('temperature');
    await text({ model: 'gpt-4.1-mini', temperature: 0.9 }).generate(request(), AbortSignal.timeout(5000));
    expect(fake.requests.at(-1)!.body.temperature).toBe(0.9);
  });

  it('when the options of a card are written, then each gets its own angle by position and the history shown is capped', async () => {
    const angles: string[] = [];
    const earlier = Array.from({ length: 9 }, (_, i) => ({ front: 'Hi', inside: `Dear Sam, earlier text number ${i}.` }));
    for (const option of [0, 1, 2]) {
      fake.script(RESPONSES, { status: 200, body: wordsReply(ANSWER) });
      await text().generate(request({ option, earlier }), AbortSignal.timeout(5000));
      const user = String((fake.requests.at(-1)!.body.input as Array<{ content: string }>)[0]!.content);
      angles.push(/## This option\n(.*)/.exec(user)![1]!);
      expect(user.match(/earlier text number/g)).toHaveLength(4);
    }
    expect(angles[0]).toMatch(/Short/);
    expect(angles[1]).toMatch(/Detail-led/);
    expect(angles[2]).toMatch(/Forward-looking/);
  });

  it('when the API is rate limited once, then the SDK retries and the words arrive', async () => {
    const before = fake.count(RESPONSES);
    fake.script(RESPONSES, apiError(429, 'Rate limit reached', 'rate_limit_exceeded', 'requests'), {
      status: 200,
      body: wordsReply(ANSWER),
    });
    const words = await text({ maxRetries: 1 }).generate(request(), AbortSignal.timeout(10_000));
    expect(words.front).toBe('Happy Birthday, Sam!');
    expect(fake.count(RESPONSES) - before).toBe(2);
  });

  it("when the API fails, then each failure is classified: transient ones retryable, final ones not, never in the provider's raw words", async () => {
    const cases: Array<[ReturnType<typeof apiError>, string, boolean]> = [
      [apiError(503, 'overloaded', null, 'server_error'), 'provider_error', true],
      [apiError(429, 'Rate limit reached', 'rate_limit_exceeded', 'requests'), 'rate_limited', true],
      [apiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'), 'no_credit', false],
      [apiError(401, 'Incorrect API key provided', 'invalid_api_key'), 'bad_key', false],
      [apiError(404, 'The model `gpt-test` does not exist', 'model_not_found'), 'model_unavailable', false],
      [apiError(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation'), 'content_policy', false],
    ];
    for (const [reply, code, retryable] of cases) {
      fake.script(RESPONSES, reply);
      const e = await failure(text().generate(request(), AbortSignal.timeout(5000)));
      expect({ code: e.code, retryable: e.retryable }).toEqual({ code, retryable });
      expect(e.reason).not.toMatch(/Incorrect API key|exceeded your current quota|does not exist/);
      expect(e.reason).not.toMatch(/will be retried|we will try again/);
    }
  });

  it('when the model refuses, answers cut off at the token limit or answers outside the fields, then refusal is final and the others are malformed', async () => {
    fake.script(
      RESPONSES,
      { status: 200, body: refusalReply() },
      { status: 200, body: cutOffReply() },
      { status: 200, body: wordsReply('Sure! Here is a card…') },
    );
    const refused = await failure(text().generate(request(), AbortSignal.timeout(5000)));
    expect({ code: refused.code, retryable: refused.retryable }).toEqual({ code: 'refused', retryable: false });
    expect((await failure(text().generate(request(), AbortSignal.timeout(5000)))).code).toBe('cut_off');
    expect((await failure(text().generate(request(), AbortSignal.timeout(5000)))).code).toBe('malformed');
  });

  it('when the API does not answer in time, then the call is cut off and may be retried', async () => {
    fake.script(RESPONSES, 'hang');
    const e = await failure(text({ timeoutMs: 300 }).generate(request(), AbortSignal.timeout(5000)));
    expect({ code: e.code, retryable: e.retryable }).toEqual({ code: 'timeout', retryable: true });
    expect(e.reason).toMatch(/took too long/);
    fake.script(RESPONSES, 'hang');
    const aborted = await failure(text().generate(request(), AbortSignal.timeout(200)));
    expect(aborted.retryable).toBe(true);
  });

  it('when the images API answers in base64, then the artwork is a PNG at the configured model, size and quality, the prompt forbids lettering, and usage is reported', async () => {
    fake.script(IMAGES, { status: 200, body: imageReply() });
    used.length = 0;
    const art = await image().generate(
      {
        instanceId: 1,
        version: 1,
        occasion: { slug: 'wedding', name: 'Wedding' },
        style: { slug: 'line', name: 'Line art', family: 'line', prompt_hint: 'gold lines', palette: ['#d4af37'] },
        recipient_name: 'Ann',
        details: 'a Cornish beach',
        accountId: 5,
      },
      AbortSignal.timeout(5000),
    );
    expect(art.contentType).toBe('image/png');
    expect(art.body.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    const sent = fake.requests.at(-1)!.body;
    expect(sent).toMatchObject({ model: 'gpt-image-test', n: 1, size: '1024x1536', quality: 'low' });
    expect(sent.user).toMatch(/^acct_/);
    expect(String(sent.prompt)).toMatch(/no text, letters, numbers, words/);
    expect(String(sent.prompt)).toContain('Wedding');
    expect(String(sent.prompt)).toContain('#d4af37');
    expect(used).toEqual([
      {
        part: 'artwork',
        model: 'gpt-image-test',
        inputTokens: IMAGE_USAGE.input_tokens,
        outputTokens: IMAGE_USAGE.output_tokens,
        images: 1,
      },
    ]);
  });

  it('when three options of a card are drawn, then each gets its own composition', async () => {
    const compositions = new Set<string>();
    for (const instanceId of [11, 12, 13]) {
      fake.script(IMAGES, { status: 200, body: imageReply() });
      await image().generate(
        { instanceId, version: 1, occasion: { slug: 'birthday', name: 'Birthday' }, style: null, recipient_name: 'Ann', details: '' },
        AbortSignal.timeout(5000),
      );
      compositions.add(/Composition: ([^.]*)/.exec(String(fake.requests.at(-1)!.body.prompt))![1]!);
    }
    expect(compositions.size).toBe(3);
  });

  it('when the images API sends no image or an unreadable one, then it is a retryable failure', async () => {
    fake.script(
      IMAGES,
      { status: 200, body: { created: 1, data: [] } },
      { status: 200, body: imageReply(Buffer.from('not an image at all').toString('base64')) },
    );
    const req = {
      instanceId: 1,
      version: 1,
      occasion: { slug: 'birthday', name: 'Birthday' },
      style: null,
      recipient_name: 'Ann',
      details: '',
    };
    expect((await failure(image().generate(req, AbortSignal.timeout(5000)))).retryable).toBe(true);
    expect((await failure(image().generate(req, AbortSignal.timeout(5000)))).retryable).toBe(true);
  });
});
