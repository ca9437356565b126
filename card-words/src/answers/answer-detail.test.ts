import type { CardAnswer } from '@cards/contracts';
import { questionsFor } from '../playbooks.js';
import { warmProseCheck } from '../prose-check.js';
import { answer, insides } from './answer-cards.support.js';
import { ANSWER_LINES } from './answer-lines.js';

/**
 * The floor of a card written from answers, for what it tells: every option tells something the
 * sender told (never the age alone), an answer whose "her" is someone only another answer names
 * is not told alone, and a card's options close in different words.
 */

beforeAll(() => warmProseCheck(), 120_000);

describe('the answered writer, telling what the sender told', () => {
  it('when a birthday gives an age and one interest, then every option tells the interest, not the age alone', async () => {
    const birthday = questionsFor({ occasion: { slug: 'birthday', name: 'birthday' }, relationship: 'grandparent' });
    const answers = birthday
      .filter((q) => q.role === 'interest' || q.role === 'age')
      .map((q): CardAnswer => ({
        question_id: q.id,
        question: q.prompt,
        role: q.role,
        text: q.role === 'age' ? '90' : 'crosswords and a nice sherry',
      }));
    for (const inside of await insides('birthday', 'grandparent', answers, 'Great Nan', 'The Robinsons', 'formal'))
      expect(inside).toContain('crosswords');
  }, 120_000);

  it('when a thank-you memory says "her" and only the thanks names her, then no option tells the memory without the thanks', async () => {
    const options = await insides(
      'thank-you',
      'carer',
      answer('thank-you', 'carer', [
        'looking after mum on ward 7 after her fall',
        'she felt safe and we could finally sleep',
        'always made her a cuppa just how she likes it',
      ]),
      'Nurse Kaur',
      'The Doyle family',
    );
    for (const inside of options) if (inside.includes('made her a cuppa')) expect(inside).toContain('Mum');
  }, 120_000);

  it('when a card in a funny voice has four options, then they close in four different lines', async () => {
    const options = await insides(
      'thank-you',
      'neighbour',
      answer('thank-you', 'neighbour', ['feeding the cats (Salt n Pepper) while we were away', 'we didnt worry once']),
      'Brenda',
      'Steve & Kaz',
      'witty',
    );
    const closings = options.map((inside) =>
      inside
        .split('\n\n')[1]!
        .split(/(?<=[.!?])\s+(?=[A-Z])/)
        .at(-1),
    );
    expect(new Set(closings).size).toBe(4);
  }, 120_000);

  it('when the closing lines are counted, then every occasion has at least three in each voice it allows jokes in, and three formal', () => {
    for (const [slug, words] of Object.entries(ANSWER_LINES.occasions)) {
      if (slug !== 'sympathy') expect({ slug, funny: words.close.funny.length >= 3 }).toEqual({ slug, funny: true });
      expect({ slug, formal: words.close.formal.length >= 3 }).toEqual({ slug, formal: true });
    }
  });
});
