import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { OpenAiImageGenerator } from '../src/generators/openai/openai-image-generator.js';
import { OpenAiTextGenerator } from '../src/generators/openai/openai-text-generator.js';
import { ProviderError } from '../src/generators/provider-error.js';
import type { TextRequest } from '../src/generators/text-generator.port.js';
import { FakeOpenAi, PNG_1PX, apiError, chatReply, imageReply } from './fake-openai.js';

const CHAT = '/chat/completions';
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
  ...over,
});

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
  beforeAll(async () => {
    await fake.start();
  });
  afterEach(() => {
    fake.release();
  });
  afterAll(async () => {
    await fake.stop();
  });

  const text = (maxRetries = 0, timeoutMs = 5000) =>
    new OpenAiTextGenerator({ apiKey: 'sk-test', baseURL: fake.url, model: 'gpt-test', maxRetries, timeoutMs });
  const image = (model = 'gpt-image-1') =>
    new OpenAiImageGenerator({ apiKey: 'sk-test', baseURL: fake.url, model, maxRetries: 0, timeoutMs: 5000 });

  it('when the model answers, then the words come from its structured output and the prompt carries the card', async () => {
    fake.script(CHAT, { status: 200, body: chatReply({ front: 'Happy Birthday, Sam!', inside: 'Dear Sam, 26.2 miles! Love, Alex' }) });
    const words = await text().generate(request(), AbortSignal.timeout(5000));
    expect(words).toEqual({ front: 'Happy Birthday, Sam!', inside: 'Dear Sam, 26.2 miles! Love, Alex' });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('gpt-test');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'card_words', strict: true } });
    const prompt = JSON.stringify(sent.body.messages);
    for (const bit of ['Birthday', 'Sam', 'Alex', 'just ran a marathon', 'Light and funny', 'Watercolour', 'by name'])
      expect(prompt).toContain(bit);
  });

  it('when the card is for a sympathy occasion, then the prompt asks for a gentle register whatever the persona', async () => {
    fake.script(CHAT, { status: 200, body: chatReply({ front: 'With sympathy', inside: 'Dear Sam, thinking of you.' }) });
    await text().generate(request({ occasion: { slug: 'sympathy', name: 'Sympathy' } }), AbortSignal.timeout(5000));
    const system = (fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>)[0]!.content;
    expect(system).toMatch(/sympathy card: be gentle/);
    expect(system).toMatch(/no jokes/);
  });

  it('when the API is rate limited once, then the SDK retries and the words arrive', async () => {
    const before = fake.count(CHAT);
    fake.script(CHAT, apiError(429, 'Rate limit reached', 'rate_limit_exceeded', 'requests'), {
      status: 200,
      body: chatReply({ front: 'Hi', inside: 'Dear Sam' }),
    });
    const words = await text(1).generate(request(), AbortSignal.timeout(10_000));
    expect(words.inside).toBe('Dear Sam');
    expect(fake.count(CHAT) - before).toBe(2);
  });

  it('when the API keeps failing with server errors, then the failure is retryable with a readable reason', async () => {
    fake.script(CHAT, apiError(503, 'overloaded', null, 'server_error'));
    const e = await failure(text().generate(request(), AbortSignal.timeout(5000)));
    expect(e.retryable).toBe(true);
    expect(e.reason).toMatch(/AI service had a problem making the words/);
  });

  it('when the prompt is refused by the safety system or the key is wrong, then the failure is final', async () => {
    fake.script(CHAT, apiError(400, 'Your request was rejected as a result of our safety system.', 'content_policy_violation'));
    const refused = await failure(text().generate(request(), AbortSignal.timeout(5000)));
    expect(refused.retryable).toBe(false);
    expect(refused.reason).toMatch(/declined .* Try rewording the details/);
    fake.script(CHAT, apiError(401, 'Incorrect API key provided', 'invalid_api_key'));
    const key = await failure(text().generate(request(), AbortSignal.timeout(5000)));
    expect(key.retryable).toBe(false);
    expect(key.reason).not.toContain('Incorrect API key'); // never the provider's raw words
  });

  it('when the answer is not the schema, then it is a retryable failure', async () => {
    fake.script(CHAT, {
      status: 200,
      body: {
        ...chatReply({ front: 'x', inside: 'y' }),
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Sure! Here is a card…', refusal: null } }],
      },
    });
    const e = await failure(text().generate(request(), AbortSignal.timeout(5000)));
    expect(e.retryable).toBe(true);
  });

  it('when the API does not answer in time, then the call is cut off and may be retried', async () => {
    fake.script(CHAT, 'hang');
    const e = await failure(text(0, 300).generate(request(), AbortSignal.timeout(5000)));
    expect(e.retryable).toBe(true);
    expect(e.reason).toMatch(/took too long/);
    fake.script(CHAT, 'hang');
    const aborted = await failure(text(0, 5000).generate(request(), AbortSignal.timeout(200)));
    expect(aborted.retryable).toBe(true);
  });

  it('when the images API answers in base64, then the artwork is a PNG and the prompt forbids lettering', async () => {
    fake.script(IMAGES, { status: 200, body: imageReply() });
    const art = await image().generate(
      {
        instanceId: 1,
        version: 1,
        occasion: { slug: 'wedding', name: 'Wedding' },
        style: { slug: 'line', name: 'Line art', prompt_hint: 'gold lines', palette: ['#d4af37'] },
        recipient_name: 'Ann',
        details: 'a Cornish beach',
      },
      AbortSignal.timeout(5000),
    );
    expect(art.contentType).toBe('image/png');
    expect(art.body.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    const sent = fake.requests.at(-1)!.body;
    expect(sent).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1536' });
    expect(sent.response_format).toBeUndefined();
    expect(String(sent.prompt)).toMatch(/no text, letters, numbers, words/);
    expect(String(sent.prompt)).toContain('Wedding');
    expect(String(sent.prompt)).toContain('#d4af37');
  });

  it('when a DALL·E model is configured, then base64 is asked for explicitly', async () => {
    fake.script(IMAGES, { status: 200, body: imageReply() });
    await image('dall-e-3').generate(
      { instanceId: 1, version: 1, occasion: { slug: 'birthday', name: 'Birthday' }, style: null, recipient_name: 'Ann', details: '' },
      AbortSignal.timeout(5000),
    );
    expect(fake.requests.at(-1)!.body).toMatchObject({ response_format: 'b64_json', size: '1024x1792' });
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
