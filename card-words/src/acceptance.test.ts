import { describe, expect, it } from '@jest/globals';
import type { CardWords, WritingRequest } from './card-brief.js';
import { writeOption } from './card-writer.js';
import { overusedWords } from './said-once.js';

const VOICE = {
  warm: { slug: 'warm', name: 'Warm', tone_prompt: '' },
  witty: { slug: 'witty', name: 'Witty', tone_prompt: '' },
  formal: { slug: 'formal', name: 'Formal', tone_prompt: '' },
  poetic: { slug: 'poetic', name: 'Poetic', tone_prompt: '' },
};

/** Three options of a card, written as the pipeline writes them; each must keep every rule. */
async function card(slug: string, voice: keyof typeof VOICE, recipient: string, sender: string, details: string): Promise<CardWords[]> {
  const out: CardWords[] = [];
  for (let option = 0; option < 3; option++) {
    const req: WritingRequest = {
      instanceId: 500 + option,
      cardId: 50,
      option,
      version: 1,
      occasion: { slug, name: slug },
      persona: VOICE[voice],
      recipient_name: recipient,
      sender_name: sender,
      details,
    };
    const written = await writeOption(req);
    expect({ option, problems: [...written.check.problems, ...written.prose] }).toEqual({ option, problems: [] });
    out.push(written.words);
  }
  return out;
}
const text = (w: CardWords) => `${w.front}\n${w.inside}`;

/** The cards the issue quotes as failures, written again: the words a person would send. */
describe('the cards that failed, written again', () => {
  it('when a pupil thanks the teacher who stayed after school to help with fractions, then every option thanks for it, each in its own way', async () => {
    const options = await card(
      'thank-you',
      'formal',
      'Mrs Patel',
      'Oliver',
      'My year 6 teacher, who stayed after school every Tuesday to help me with fractions.',
    );
    for (const w of options) expect(w.inside).toMatch(/fractions|Tuesdays after school/);
    expect(new Set(options.map((w) => w.inside.split('\n')[2])).size).toBe(3);
  }, 60_000);

  it('when a card wishes well after a skiing accident, then every option speaks of the leg or the skiing, never of spring', async () => {
    for (const w of await card('get-well', 'poetic', 'Tom', 'Sarah', 'Broke his leg skiing.')) {
      expect(w.inside).toMatch(/\bleg\b|skiing/i);
      expect(w.inside).not.toMatch(/unfold gently, like spring/);
    }
  }, 60_000);

  it('when someone thanks the nurse who cared for their father, then the card thanks and never wishes recovery', async () => {
    for (const w of await card('thank-you', 'warm', 'Nurse Bailey', 'Priya', 'The nurse who cared for my father after his stroke.')) {
      expect(w.inside).toMatch(/\bthank/i);
      expect(w.inside).not.toMatch(/strength|get well|recover|stroke/i);
    }
  }, 60_000);

  it('when Dan writes to his wife Claire for their anniversary, then he writes as her husband, never to the couple from outside', async () => {
    for (const w of await card('anniversary', 'witty', 'Claire', 'Dan', 'My wife.')) {
      expect(text(w)).not.toMatch(/you two|you both|opposites attract|cheers to you both|each other/i);
    }
  }, 60_000);

  it('when the notes tell of a first date ten years ago in the Lake District, then it is a memory, with its article', async () => {
    for (const w of await card('anniversary', 'witty', 'Priya', 'Tom', 'Our first date was in the Lake District ten years ago.')) {
      expect(text(w)).not.toMatch(/weather in|(?<!the )Lake District knows|\bin Lake District/);
      if (/Lake District/.test(w.inside)) expect(w.inside).toMatch(/the Lake District/);
    }
  }, 60_000);

  it('when the notes say they met at a rainy bus stop in Leeds, then the card says so in its own words, whole', async () => {
    for (const w of await card('valentines-day', 'poetic', 'Priya', 'Tom', 'We met at a rainy bus stop in Leeds.')) {
      expect(w.inside).toContain('rainy bus stop in Leeds');
      expect(w.inside).not.toMatch(/rainy bus together/);
    }
  }, 60_000);

  it('when a formal thank-you is written, then no long word is said three times ("appreciated… appreciated… appreciated")', async () => {
    for (const w of await card(
      'thank-you',
      'formal',
      'Mrs Green',
      'The Brown family',
      'Your generosity. The meals you brought round every week.',
    )) {
      expect(overusedWords(w.inside)).toEqual([]);
      expect((w.inside.match(/appreciated/g) ?? []).length).toBeLessThan(2);
    }
  }, 60_000);

  it("when a widow's late husband loved fishing, then fishing is a memory of him, never a wish on her", async () => {
    for (const w of await card('sympathy', 'poetic', 'Margaret', 'Sue', 'Her husband John passed away in March. He loved fishing.')) {
      expect(w.inside).not.toMatch(/May fishing|fishing be|enjoy fishing/i);
      for (const sentence of w.inside.match(/[^.!?]*fishing[^.!?]*/g) ?? []) expect(sentence).toMatch(/John/);
    }
  }, 60_000);

  it('when Class 4B thanks Mr Okafor for the school trip to the Science Museum, then every option thanks for the trip', async () => {
    for (const w of await card('thank-you', 'formal', 'Mr Okafor', 'Class 4B', 'the brilliant school trip to the Science Museum')) {
      expect(w.inside).toContain('the Science Museum');
    }
  }, 60_000);
});
