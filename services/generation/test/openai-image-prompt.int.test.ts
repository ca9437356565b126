import { FAMILY_LOOK, styleFamily } from '@cards/card-layout';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STYLES } from '../../catalog/src/seed/styles.seed.js';
import { OpenAiImageGenerator } from '../src/generators/openai/openai-image-generator.js';
import { FakeOpenAi, imageReply } from './fake-openai.js';

const IMAGES = '/images/generations';

describe('OpenAI artwork prompt (real SDK against a local fake)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await new FakeOpenAi().start();
    fake.whenIdle(IMAGES, () => ({ status: 200, body: imageReply() }));
  });
  afterAll(async () => {
    await fake.stop();
  });

  it("when artwork is asked for in each seeded style, then the prompt carries that style and its family's look, the occasion's motif first with the one the notes name beside it, and none of the private notes", async () => {
    const gen = new OpenAiImageGenerator({ apiKey: 'sk-test', baseURL: fake.url, model: 'gpt-image-1', maxRetries: 0, timeoutMs: 5000 });
    const looks = new Set<string>();
    for (const s of STYLES) {
      const notes = 'Her son passed away in March; she finds peace among her dahlias';
      await gen.generate(
        {
          instanceId: 1,
          version: 1,
          occasion: { slug: 'sympathy', name: 'Sympathy' },
          style: { slug: s.slug, name: s.name, family: s.family, prompt_hint: s.prompt_hint, palette: s.palette },
          recipient_name: 'Ann',
          details: notes,
        },
        AbortSignal.timeout(5000),
      );
      const prompt = String(fake.requests.at(-1)!.body.prompt);
      const look = FAMILY_LOOK[styleFamily(s)];
      looks.add(look);
      expect(prompt).toContain(`Style: ${s.name}. ${s.prompt_hint}`);
      expect(prompt).toContain(look);
      // The occasion leads the picture; what the notes name comes second, so a sympathy card never leads with a detail.
      expect(prompt).toMatch(/Motifs: [^.]+ as the main subject, with dahlias/);
      expect(prompt).not.toMatch(/dahlias as the main subject/);
      expect(prompt).not.toMatch(/passed away|son|March/);
      expect(prompt).toMatch(/middle third .* calm and uncluttered/);
      expect(prompt).toMatch(/no text, letters, numbers, words/);
    }
    expect(looks.size).toBe(STYLES.length);
  });
});
