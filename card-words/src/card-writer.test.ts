import { describe, expect, it } from '@jest/globals';
import type { WritingRequest } from './card-brief.js';
import { toneOf, writeOption } from './card-writer.js';
import { readNotes } from './notes-reader.js';
import { LIBRARY } from './phrases.js';

const req = (over: Partial<WritingRequest> = {}): WritingRequest => ({
  instanceId: 11,
  version: 1,
  occasion: { slug: 'birthday', name: 'Birthday' },
  persona: null,
  recipient_name: 'Grandma Rose',
  sender_name: 'Ellie',
  details: 'loves her garden',
  ...over,
});

describe('the card writer', () => {
  const gen = { generate: async (r: WritingRequest) => (await writeOption(r)).words };

  // One test an occasion (four voices each), so each has its own time limit on a busy machine.
  for (const slug of Object.keys(LIBRARY)) {
    it(`when words are written for ${slug} in any tone, then they greet the recipient by name and sign off from the sender`, async () => {
      for (const persona of [
        null,
        { slug: 'witty', name: 'Witty', tone_prompt: '' },
        { slug: 'formal', name: 'Formal', tone_prompt: '' },
        { slug: 'poetic', name: 'Poetic', tone_prompt: '' },
      ]) {
        const w = await gen.generate(req({ occasion: { slug, name: slug }, persona }));
        expect(w.inside.split('\n')[0]).toContain('Grandma Rose');
        expect(w.inside.trim().endsWith('Ellie')).toBe(true);
        expect(w.front.length).toBeGreaterThan(3);
        expect(w.inside).not.toMatch(/\{r\}|\{clause\}|\{np\}|undefined/);
      }
    });
  }

  it('when an option is regenerated again and again, then it never gets the same words twice in a row', async () => {
    let previous: { front: string; inside: string } | undefined;
    for (let v = 1; v <= 12; v++) {
      const w = await gen.generate(req({ version: v, previous }));
      if (previous) expect(w.inside).not.toBe(previous.inside);
      previous = w;
    }
  });

  it('when the same instance and version are asked twice, then the words are the same (seeded)', async () => {
    expect(await gen.generate(req())).toEqual(await gen.generate(req()));
  });

  it('when the details are written about the recipient, then they are read as facts in card words, never copied', () => {
    const facts = (notes: string) => readNotes(notes).facts.map((f) => [f.kind, f.phrase]);
    expect(facts('loves her garden')).toEqual([['hobby', 'the garden']]);
    expect(facts('Our first date was in the Lake District ten years ago.')).toEqual([['memory', 'our first date in the Lake District']]);
    expect(facts('We met at a rainy bus stop in Leeds')).toEqual([['memory', 'that rainy bus stop in Leeds']]);
    expect(facts('She is turning 90')).toEqual([['milestone', '90th']]);
    expect(facts('Rose just retired.')).toEqual([['retirement', 'all those working years']]);
    expect(facts('her new job at the bank')).toEqual([['new-job', 'the new job at the bank']]);
    expect(facts('we met at university in 1998')).toEqual([['memory', 'our days at university']]);
    expect(facts('The lovely dinner')).toEqual([['kindness', 'the lovely dinner']]);
    expect(facts('Passed her driving test. So proud!')).toEqual([['achievement', 'the driving test']]);
    expect(readNotes('   ').facts).toEqual([]);
  });

  it('when a sympathy card is written in a funny persona, then it stays gentle', async () => {
    expect(toneOf({ slug: 'witty', name: 'Witty', tone_prompt: '' })).toBe('funny');
    for (let v = 1; v <= 4; v++) {
      const w = await gen.generate(
        req({
          version: v,
          occasion: { slug: 'sympathy', name: 'Sympathy' },
          persona: { slug: 'witty', name: 'Witty', tone_prompt: '' },
          details: '',
        }),
      );
      expect(w.inside).not.toMatch(/!/);
    }
  });

  it('when a poetic card is written, then at most three sentences open with "May" and its front is quiet', async () => {
    const poetic = { slug: 'poetic', name: 'Poetic', tone_prompt: '' };
    for (const slug of Object.keys(LIBRARY)) {
      for (let option = 0; option < 4; option++) {
        const w = await gen.generate(
          req({
            cardId: 7,
            option,
            occasion: { slug, name: slug },
            persona: poetic,
            details: 'Spends every Sunday on the allotment and just started a new job at the bakery.',
          }),
        );
        const wishes = (w.inside.match(/[^.!?;:]+/g) ?? []).filter((s) => /^\s*May\b/.test(s));
        expect(wishes.length).toBeLessThanOrEqual(3);
        expect(w.front).not.toContain('!');
      }
    }
  });

  it('when a get-well card notes an illness, then its verse wishes recovery and never grieves', async () => {
    for (let option = 0; option < 4; option++) {
      const w = await gen.generate(
        req({
          cardId: 8,
          option,
          occasion: { slug: 'get-well', name: 'Get Well' },
          persona: { slug: 'poetic', name: 'Poetic', tone_prompt: '' },
          details: 'Started chemo last week. Loves her garden.',
        }),
      );
      expect(w.inside).not.toMatch(/every tear|Love does not end|memories like candles|quiet word and prayer|held by all who know/);
    }
  });

  it('when a group signs a formal card, then it writes "we", never "I"', async () => {
    for (let option = 0; option < 4; option++) {
      const w = await gen.generate(
        req({
          cardId: 9,
          option,
          occasion: { slug: 'get-well', name: 'Get Well' },
          persona: { slug: 'formal', name: 'Formal', tone_prompt: '' },
          sender_name: "The governors of St Mary's School",
          details: '',
        }),
      );
      expect(w.inside).not.toMatch(/\b(I|my|me)\b/);
    }
  });

  it("when an option is regenerated again and again and told the card's earlier texts, then it never gives one of them back", async () => {
    const earlier: Array<{ front: string; inside: string }> = [];
    for (let v = 1; v <= 15; v++) {
      const w = await gen.generate(req({ cardId: 21, version: v, previous: earlier.at(-1), earlier: earlier.slice(0, -1) }));
      expect(earlier.map((e) => e.inside)).not.toContain(w.inside);
      earlier.push(w);
    }
    expect(new Set(earlier.map((e) => e.inside)).size).toBe(15);
  }, 60_000);
});
