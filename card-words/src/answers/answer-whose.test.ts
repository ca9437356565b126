import { byRole, writeCards } from './answer-cards.support.js';

/** The shop's three options of one card, from this file's own seed. */
const THREE = { options: 3, card: 47 };
const insides = async (...args: Parameters<typeof writeCards>) => (await writeCards(...args)).map((w) => w.inside);

describe('who an answer or a note speaks of, and what an occasion without notes phrases of its own says', () => {
  it('when a shared memory is typed with the recipient as its subject ("he showed me…"), then it is told to them as "you", never as "we showed me"', async () => {
    const cards = await insides(
      'birthday',
      'parent',
      byRole('birthday', 'parent', { memory: 'he showed me how to change a tyre on the hard shoulder in the pouring rain', age: '65' }),
      { ...THREE, recipient: 'Dad', sender: 'Sophie' },
    );
    const told = cards.filter((c) => /change a tyre/.test(c));
    expect(told.length).toBeGreaterThan(0);
    for (const c of told) {
      expect(c).toMatch(/\byou showed me how to change a tyre/);
      expect(c).not.toMatch(/\bwe showed me\b|\bhe showed\b/);
    }
  });

  it('when a shared memory names the recipient as "she" after what was done together, then that "she" is "you"', async () => {
    const cards = await insides(
      'christmas',
      'grandparent',
      byRole('christmas', 'grandparent', { memory: 'built a snowman every winter and she always gave it her scarf' }),
      { ...THREE, recipient: 'Nana Pat', sender: 'Leo and Ava' },
    );
    const told = cards.filter((c) => /snowman/.test(c));
    expect(told.length).toBeGreaterThan(0);
    for (const c of told) expect(c).toMatch(/you always gave it your scarf/);
  });

  it('when the notes of a birthday card hold a clause the reader cannot place, then no option thanks the recipient for it', async () => {
    const cards = await insides(
      'birthday',
      'partner',
      byRole('birthday', 'partner', { love_most: 'how you sing to the cat when you think nobody is listening' }),
      {
        ...THREE,
        recipient: 'Sam',
        sender: 'Alex',
        notes: 'turning 41 on tuesday. addicted to his new coffee machine which he calls Barry',
      },
    );
    for (const c of cards) expect(c).not.toMatch(/thank you|thanks|grateful|a gift (?:I|we) will not forget/i);
  });

  it('when a good-luck card is written from notes only, then it wishes luck in its own words, never "happy good luck" or a birthday’s lines', async () => {
    for (const voice of ['warm', 'witty', 'formal']) {
      const cards = await writeCards('good-luck', 'friend', [], {
        ...THREE,
        voice,
        recipient: 'Mina',
        sender: 'Jo',
        notes: 'Her driving test is on Thursday.',
      });
      for (const { front, inside } of cards) {
        expect(`${front} ${inside}`).not.toMatch(/happy good luck|wonderful good luck|your good luck|birthday|today is your/i);
        expect(`${front} ${inside}`).toMatch(/luck|believe in you|cheering|confidence|fingers|go for it|wish you well|how it all goes/i);
      }
    }
  });

  it('when Mum and Dad tell what their child did this year, then no option says they heard about it', async () => {
    for (const card of [47, 48, 49]) {
      const cards = await insides(
        'birthday',
        'child',
        byRole('birthday', 'child', { this_year: 'learnt to swim a whole length', age: '6' }),
        {
          options: 3,
          card,
          recipient: 'Ruby',
          sender: 'Mum and Dad',
        },
      );
      for (const c of cards) expect(c).not.toMatch(/\bhear(?:d|ing)? that\b/i);
    }
  });
});
