import type { CardAnswer, Relationship } from '@cards/contracts';
import { warmProseCheck } from '../prose-check.js';
import { LIBRARY } from '../phrases.js';
import { ANSWER_LINES } from './answer-lines.js';
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

  it('when a retirement or a leaving was not wanted, then no option offers condolences, calls it earned or sends a colleague love', async () => {
    const briefs: Array<[string, string[], string, string]> = [
      [
        'retirement',
        ['no', 'spend more time with the grandchildren', '22 years at the depot', 'his calm in a crisis'],
        'Gary',
        'Everyone at the depot',
      ],
      ['leaving', ['no', 'a new role at the council', 'your spreadsheets', 'eight years'], 'Helen', 'The finance team'],
    ];
    const options = [];
    for (const [slug, texts, to, from] of briefs)
      options.push(...(await card(slug, 'colleague', answer(slug, 'colleague', texts), to, from)));
    const all = options.map((o) => o.inside).join('\n');
    expect(all).not.toMatch(/thoughts are with you|at this time|earned|sounds perfect|\blove\b|brilliant/i);
    // Still forward and warm: the plan and the new role are wished well.
    expect(all).toMatch(/spend more time with the grandchildren/);
    expect(all).toMatch(/new role at the council/);
  }, 120_000);

  it('when a get-well card is for a broken ankle, then no option, in any voice, takes it for an illness', async () => {
    // The get-well lines every card may draw on say nothing of what kind of trouble it is: an injury, an operation and an illness differ.
    const illness = /unwell|under the weather|poorly|\bbug\b|germs/i;
    const lines = [ANSWER_LINES.occasions['get-well']!.open, ANSWER_LINES.occasions['get-well']!.close, LIBRARY['get-well']!.openings];
    expect(lines.flatMap((set) => Object.values(set).flat()).filter((l) => illness.test(l))).toEqual([]);
    for (const voice of ['warm', 'funny', 'formal']) {
      const options = await writeCards('get-well', 'friend', answer('get-well', 'friend', ['yes', 'our Saturday park runs']), {
        recipient: 'Dave',
        sender: 'Rob',
        voice,
        notes: 'Broke his ankle playing five-a-side',
        options: 3,
      });
      for (const o of options) expect(o.inside).not.toMatch(illness);
    }
  }, 120_000);

  it('when a card is in the funny voice, then at most one option carries a stock joke and the detail carries the rest', async () => {
    // Every stock joke of the occasion, its [I|we] choices either way.
    const jokes = (slug: string) => {
      const words = ANSWER_LINES.occasions[slug]!;
      return [...words.open.funny, ...words.close.funny].map(
        (l) => new RegExp(l.replace(/[.*+?^${}()\\]/g, '\\$&').replace(/\[([^|\]]*)\|([^\]]*)\]/g, '(?:$1|$2)'), 'i'),
      );
    };
    const briefs: Array<[string, Relationship, string[], string]> = [
      [
        'retirement',
        'friend',
        ['yes', 'sail round the Scottish islands', 'thirty years as a postman', 'your stories from the round'],
        'Keith',
      ],
      ['good-luck', 'friend', ['your driving test', 'you have practised every weekend', 'go for a drive to the coast'], 'Maya'],
      ['new-home', 'friend', ['a cottage in the Peak District', 'long walks when we visit', 'having you round the corner'], 'Sophie'],
    ];
    for (const [slug, relationship, texts, recipient] of briefs) {
      const options = await writeCards(slug, relationship, answer(slug, relationship, texts), {
        recipient,
        sender: 'Jan',
        voice: 'funny',
        options: 3,
      });
      const joking = options.filter((o) => jokes(slug).some((re) => re.test(o.inside)));
      expect(joking.length).toBeLessThanOrEqual(1);
    }
  }, 120_000);

  it('when the baby is named in full, then the card names them in full once and by the first name after', async () => {
    const options = await card(
      'new-baby',
      'sibling',
      answer('new-baby', 'sibling', ['Arlo James', 'sleeps better than his dad did', 'taking the big two to the park']),
      'Jess and Mo',
      'Auntie Kat',
    );
    for (const o of options) expect(o.inside.match(/Arlo James/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(options.map((o) => o.inside).join('\n')).toMatch(/Arlo sleeps better/);
  }, 120_000);

  it('when a colleague is appreciated for something, then the memory-led option leads with it, not with a wish about their pastime', async () => {
    const [, memory] = await card(
      'birthday',
      'colleague',
      answer('birthday', 'colleague', ['baking sourdough', 'always keeps the office calm on deadline days']),
      'Mark',
      'The accounts team',
    );
    const body = memory!.inside.split('\n\n')[1]!;
    expect(body.split(/(?<=\.) /)[0]).toMatch(/keep the office calm/);
  }, 120_000);
});
