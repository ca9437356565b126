import { answer, byRole, writeCards } from './answer-cards.support.js';
import { bondOf, bondProblems } from '../relationship.js';

/** The shop's three options of one card, from this file's own seed. */
const THREE = { options: 3, card: 31 };
const insides = async (...args: Parameters<typeof writeCards>) => (await writeCards(...args)).map((w) => w.inside);
const signOffOf = (inside: string) => inside.split('\n\n').at(-1)!.split('\n')[0]!;

describe('the notes beside the answers, and whose news is whose', () => {
  it('when the notes name the recipient’s pet and the answers say nothing of it, then an option names the pet as well as the answers', async () => {
    const cards = await insides(
      'birthday',
      'friend',
      byRole('birthday', 'friend', { interest: 'bouldering and bad horror films', this_year: 'learnt to drive a canal boat' }),
      { ...THREE, recipient: 'Ola', sender: 'Min', notes: 'She has a rabbit called Clover. Turning 29.' },
    );
    expect(cards.join(' ')).toMatch(/\bClover\b/);
    // The answers still make the card: every option tells one.
    for (const c of cards) expect(c).toMatch(/bouldering|canal boat/);
  });

  it('when the notes tell of something the answers already say, then it is not told again from the notes', async () => {
    const cards = await insides('birthday', 'friend', byRole('birthday', 'friend', { interest: 'walking her dog Pickle on the moors' }), {
      ...THREE,
      recipient: 'Ola',
      sender: 'Min',
      notes: 'Her dog Pickle is her world.',
    });
    for (const c of cards) expect(c.match(/\bPickle\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('when a household writes to many and the notes give its own news, then no option hands that news to the recipients', async () => {
    const cards = await insides('christmas', null, [], {
      ...THREE,
      recipient: 'Friends and family',
      sender: 'Hal and Bea',
      notes: 'We finally built the garden room. We went to Norway in the summer.',
    });
    const all = cards.join(' ');
    expect(all).not.toMatch(/(?:well done|congratulations|proud|hear(?:d|ing)? about|thrilled|triumph)[^.]*garden room/i);
    expect(all).not.toMatch(/our trip to Norway|\byour\b[^.]*garden room/i);
  });

  it('when a card goes to many, then it never speaks as if to one friend ("a friend like you")', async () => {
    for (const option of [0, 1, 2]) {
      const [words] = await writeCards('christmas', 'friend', [], {
        recipient: 'Everyone',
        sender: 'Nell',
        notes: '',
        options: 1,
        card: 40 + option,
      });
      expect(words!.inside).not.toMatch(/a friend like you|with you in it/i);
    }
  });

  it('when the answers tell of a new job and the notes of the recipient’s wedding, then the wedding is told only where the notes are sure of it', async () => {
    const cards = await insides('good-luck', 'friend', byRole('good-luck', 'friend', { luck_for: 'the new job at the planetarium' }), {
      ...THREE,
      recipient: 'Ade',
      sender: 'Kit',
      notes: 'I think he might be getting married next year, not sure.',
    });
    expect(cards.join(' ')).not.toMatch(/wedding|married|engage/i);
  });
});

describe('closings that follow who signs and to whom', () => {
  it('when parents or grandchildren write in a playful voice, then the card never signs off like a mate ("Cheers")', async () => {
    for (const [slug, relationship, texts, sender] of [
      ['birthday', 'child', ['volcanoes and slime', 'learnt to ride without stabilisers', '6'], 'Mum and Dad'],
      ['birthday', 'grandparent', ['bowls and sudoku', 'took up tai chi', '85'], 'Zara'],
    ] as const) {
      const cards = await writeCards(slug, relationship, answer(slug, relationship, [...texts]), {
        recipient: 'Ted',
        sender,
        voice: 'funny',
        card: 33,
      });
      for (const c of cards) expect(signOffOf(c.inside)).not.toMatch(/cheers/i);
    }
  });

  it('when a friend writes, then the card never closes with an acquaintance’s "All the best" or "With every good wish"', async () => {
    const answers = answer('new-home', 'friend', ['a flat above the bakery in Hebden Bridge', 'Sunday breakfasts there']);
    for (const card of [34, 35, 36]) {
      const cards = await writeCards('new-home', 'friend', answers, { recipient: 'Rowan', sender: 'Ifeoma', card });
      for (const c of cards) expect(signOffOf(c.inside)).not.toMatch(/all the best|every good wish|kind regards/i);
    }
  });

  it('when a whole office signs, then no line holds the recipient in "our heart"', () => {
    const bond = bondOf({
      occasion: { slug: 'leaving', name: 'Leaving' },
      details: '',
      sender_name: 'Everyone at the depot',
      recipient_name: 'Sue',
      relationship: 'colleague',
    });
    expect(bondProblems('You will always be in our hearts.', bond)).not.toEqual([]);
    expect(bondProblems('You will always be in our thoughts.', bond)).toEqual([]);
  });
});
