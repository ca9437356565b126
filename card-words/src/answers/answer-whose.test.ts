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

  it('when a sympathy card remembers a pet by its name, then its memory is told of the pet by name, never as "the dog"', async () => {
    const cards = await insides(
      'sympathy',
      'friend',
      byRole('sympathy', 'friend', {
        deceased_name: 'her cat Pudding',
        knew_deceased: 'yes',
        memory_of_deceased: 'always slept on the warm laptop',
      }),
      { ...THREE, recipient: 'Gemma', sender: 'Lou' },
    );
    const told = cards.filter((c) => /warm laptop/.test(c));
    expect(told.length).toBeGreaterThan(0);
    for (const c of told) expect(c).toMatch(/how Pudding always slept/);
  });

  it('when an offer of help lists two things done ("taking…, or just popping…"), then both are offered in the same form', async () => {
    const cards = await insides(
      'sympathy',
      'friend',
      byRole('sympathy', 'friend', {
        deceased_name: 'his dad, Ken',
        knew_deceased: 'yes',
        help_offer: 'taking the kids on Sunday, or just popping round with soup',
      }),
      { ...THREE, recipient: 'Raj', sender: 'Emma' },
    );
    const offered = cards.filter((c) => /soup/.test(c));
    expect(offered.length).toBeGreaterThan(0);
    for (const c of offered) expect(c).toMatch(/taking the kids on Sunday, or just popping|take the kids on Sunday, or just pop round/);
  });

  it('when the notes say how an injury happened ("falling off a ladder"), then no option wishes the recipient back to it', async () => {
    const cards = await insides('get-well', 'friend', [], {
      ...THREE,
      recipient: 'Ian',
      sender: 'The choir',
      notes: 'broke his wrist falling off a stepladder cleaning the gutters',
    });
    for (const c of cards) expect(c).not.toMatch(/\bfalling\b/i);
  });

  it('when the notes tell the writer what not to say, then the instruction is never read as news and its words are not said', async () => {
    const cards = await insides('retirement', 'colleague', byRole('retirement', 'colleague', { glad_to_retire: 'no', years: '27 years' }), {
      ...THREE,
      recipient: 'Pam',
      sender: 'The Finance team',
      notes: "she didn't want to go. be tactful, don't say enjoy your retirement cruise",
    });
    for (const c of cards) expect(c).not.toMatch(/cruise/i);
  });
});
