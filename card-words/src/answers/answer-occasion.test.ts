import type { CardAnswer, Relationship } from '@cards/contracts';
import { warmProseCheck } from '../prose-check.js';
import { answer, writeCards } from './answer-cards.support.js';

/**
 * The floor of a card written from answers, for the occasion and the people: the occasion's own
 * words (a work anniversary is no marriage), the recipients spoken to as "you" (never "you and
 * Tom" to Becky and Tom, never "having him back" to Tony).
 */
const card = (slug: string, relationship: Relationship, answers: CardAnswer[], recipient: string, sender: string, voice?: string) =>
  writeCards(slug, relationship, answers, { recipient, sender, voice });

beforeAll(() => warmProseCheck(), 120_000);

describe('the answered writer, keeping to the occasion and the people', () => {
  it('when an anniversary card is for a colleague, then no option or front speaks of a couple, a marriage or years "together"', async () => {
    const options = await card(
      'anniversary',
      'colleague',
      answer('anniversary', 'colleague', ['25 years', 'always remember every patients name']),
      'Sandra',
      'Everyone at the surgery',
    );
    const all = options.map((o) => `${o.front}\n${o.inside}`).join('\n');
    expect(all).not.toMatch(/\b(?:together|couple|marri\w*|you both|love)\b/i);
    expect(options.filter((o) => /work anniversary|with us|on the team/i.test(o.inside)).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('when a wedding card is to both and the answer says whom one marries, then no option says "you and" that recipient', async () => {
    const options = await card(
      'wedding',
      'friend',
      answer('wedding', 'friend', ['Tom', 'how he makes her laugh every day', 'went to magaluf for her hen do']),
      'Becky and Tom',
      'Laura',
    );
    for (const o of options) expect(o.inside).not.toMatch(/\byou and Tom\b|\bTom are\b/);
  }, 120_000);

  it('when a get-well answer looks forward to "having him back", then the card says "having you back" to him', async () => {
    const options = await card(
      'get-well',
      'friend',
      answer('get-well', 'friend', ['yes', 'having him back in goal on a tues', 'giving lifts to physio']),
      'Tony',
      'The five-a-side lot',
    );
    const all = options.map((o) => o.inside).join('\n');
    expect(all).not.toMatch(/\bhim\b/);
    expect(all).toContain('having you back in goal');
    // A group sends it: "we", never "I".
    expect(all).not.toMatch(/\bI\b|\bI'm\b/);
  }, 120_000);
});
