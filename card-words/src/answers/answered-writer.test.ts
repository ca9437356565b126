import type { CardAnswer, Relationship } from '@cards/contracts';
import { answer, writeCards } from './answer-cards.support.js';
import { partsOf } from '../words-checker.js';
import { placeIn } from './answer-form.js';
import { pronounsToYou } from './answer-pronouns.js';
import { tidyTyping } from './answer-typing.js';
import { JOLLY } from './serious-notes.js';
import { toYou, withoutEcho } from './answer-grammar.js';

/** The shop's three options of one card, written from this file's own seed. */
const THREE = { options: 3, card: 7 };

describe('the writer composing from answers', () => {
  it('when a sympathy answer tells how she taught the sender to bake, then the card says how your mum taught me to bake (or she, once your mum is named)', async () => {
    const options = await writeCards(
      'sympathy',
      'friend',
      answer('sympathy', 'friend', ['her mum, Margaret', 'yes', 'she taught me to bake']),
      THREE,
    );
    const told = options.map((o) => o.inside).filter((t) => t.includes('taught me to bake'));
    expect(told.length).toBeGreaterThanOrEqual(1);
    // "She" only after "your mum" has been said: never "your mum" twice, never a "she" the card has not named.
    for (const t of told) expect(t).toMatch(/your mum taught me to bake|your mum, Margaret[^]*\bshe taught me to bake/);
    expect(options.map((o) => o.inside).join(' ')).not.toMatch(/thank/i);
  });

  it('when an API client sends a known question with a role of its own, then the answer still goes into the sentence its question was asked for', async () => {
    const asked = answer('sympathy', 'friend', ['her mum Anne', 'yes', 'made the best scones and always asked about my kids']);
    // The memory question's role is memory_of_deceased; a client guessing "memory" from its id must not turn it into a shared memory.
    const guessed = asked.map((a) => (a.question_id === 'sympathy.memory' ? { ...a, role: 'memory' as CardAnswer['role'] } : a));
    const all = (await writeCards('sympathy', 'friend', guessed, THREE)).map((o) => o.inside).join('\n');
    expect(all).toMatch(/how (your mum|she) made the best scones/);
    expect(all).not.toMatch(/the time we|grin|laugh|smile/i);
  });

  it('when a card goes to close family, then it never signs off as to an acquaintance ("All the best", "Best wishes", "With every good wish")', async () => {
    const cold = /^(?:all the best|(?:with )?best wishes|with every good wish|(?:with )?warm(?:est)? wishes|kind regards)/i;
    for (const [slug, relationship, texts] of [
      ['birthday', 'child', ['dinosaurs and anything pink', 'started big school', '5']],
      ['birthday', 'parent', ['golf and complaining about golf']],
      ['new-baby', 'sibling', ['Isla']],
    ] as const)
      // The two voices whose sign-offs include an acquaintance's.
      for (const voice of ['warm', 'formal'])
        for (const words of await writeCards(slug, relationship, answer(slug, relationship, [...texts]), {
          recipient: 'Maisie',
          sender: 'Mum',
          voice,
          card: 7,
        })) {
          const signOff = words.inside.split('\n\n').at(-1)!;
          expect({ slug, relationship, voice, signOff }).toEqual({ slug, relationship, voice, signOff: expect.not.stringMatching(cold) });
        }
  }, 180_000);

  it('when the sender tells their own news, then it stays theirs ("our new puppy" is never "your new puppy")', async () => {
    const options = await writeCards(
      'christmas',
      null,
      answer('christmas', null, ['we got our new puppy, Biscuit', 'in the spring'], true),
      {
        ...THREE,
        recipient: 'Everyone',
        sender: 'Tom and Priya',
      },
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toContain('our new puppy, Biscuit');
    expect(all).not.toContain('your new puppy');
  });

  it('when the sender types their news without its subject ("moved to Devon and Pete retired"), then the card tells it as theirs, "we moved…", never "Our news: moved…"', async () => {
    const options = await writeCards(
      'christmas',
      null,
      answer('christmas', null, ['moved to Devon and Pete retired', 'in the spring'], true),
      {
        ...THREE,
        recipient: 'Everyone',
        sender: 'Tom and Priya',
      },
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toMatch(/\bwe moved to Devon and Pete retired\b/);
    expect(all).not.toMatch(/: moved to Devon|\byou moved\b|\bmoved to Devon and Pete retired,? and\b/);
  });

  it('when the sympathy memory is a thing or a doing of hers ("her Sunday roasts", "singing in the kitchen"), then the card remembers your mum with it, never "how your mum her Sunday roasts"', async () => {
    for (const memory of ['her Sunday roasts', 'singing along to the radio in the kitchen']) {
      const options = await writeCards('sympathy', 'friend', answer('sympathy', 'friend', ['her mum, Margaret', 'yes', memory]), THREE);
      const all = options.map((o) => o.inside).join(' ');
      expect(all).toContain(memory);
      expect(all).toMatch(
        /\b(?:your mum|her|Margaret)\b[^.]*\b(?:Sunday roasts|singing along)|Sunday roasts will always make (?:me|us) think of (?:your mum|her)/,
      );
      expect(all).not.toMatch(/how (?:your mum|she) (?:her Sunday|singing)/);
    }
  });

  it('when a thank-you is for a deed typed in the past ("drove me to the airport at five in the morning"), then the card thanks them for driving, never leaves it out', async () => {
    const options = await writeCards(
      'thank-you',
      'friend',
      answer('thank-you', 'friend', ['drove me to the airport at five in the morning']),
      THREE,
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toMatch(/\bfor driving me to the airport at five in the morning\b/);
    expect(all).not.toMatch(/\bfor drove\b/);
  });

  it('when a new home is typed as a move ("in with her boyfriend in Leeds") and they will miss "having her round the corner", then the card tells the move and misses having you', async () => {
    const options = await writeCards(
      'new-home',
      'friend',
      answer('new-home', 'friend', ['in with her boyfriend in Leeds', 'seeing the new place', 'having her round the corner']),
      { ...THREE, recipient: 'Amy', sender: 'Jess' },
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toMatch(/\byou're moving in with your boyfriend in Leeds\b/);
    expect(all).not.toMatch(/\bthe in with\b|\bhappy in in\b|\byour round the corner\b/);
    expect(all).toContain('having you round the corner');
  });

  it('when a memory already says "always" or ends in a contraction ("couldn\'t"), then no sentence says "always" twice or leaves a space before its full stop', async () => {
    const grief = await writeCards('sympathy', 'friend', answer('sympathy', 'friend', ['his dad', 'yes', 'he always had a joke ready']), {
      ...THREE,
      recipient: 'Tom',
      sender: 'Jo',
    });
    for (const o of grief) expect(o.inside).not.toMatch(/\balways\b[^.]*\balways\b/);
    expect(grief.map((o) => o.inside).join(' ')).toContain('always had a joke ready');
    const thanks = await writeCards(
      'thank-you',
      'friend',
      answer('thank-you', 'friend', ['always being there', '', 'made me laugh when i couldnt']),
      {
        ...THREE,
        recipient: 'Sal',
        sender: 'Jo',
      },
    );
    const all = thanks.map((o) => o.inside).join(' ');
    expect(all).toContain("made me laugh when I couldn't.");
    expect(all).not.toMatch(/\s[.,!?]/);
  });

  it('when the baby\'s name is typed with the day she was born, then the wish names the baby alone ("I hope Rosie sleeps…")', async () => {
    const options = await writeCards(
      'new-baby',
      'friend',
      answer('new-baby', 'friend', ['Rosie, born on Tuesday at 7lb 2oz', 'sleeps better than her dad did']),
      {
        ...THREE,
        recipient: 'Priya and Sam',
        sender: 'Jo',
      },
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toMatch(/\bRosie sleeps better than her dad did\b/);
    expect(all).not.toMatch(/7lb 2oz sleeps/);
  });

  it('when answers are given, then every option uses one, the most specific is in two or more, and the short one has 15 to 30 words', async () => {
    const answers = answer('birthday', 'relative', ['keeping bees and baking lemon drizzle', 'ran her first half marathon']);
    const options = await writeCards('birthday', 'relative', answers, { ...THREE, recipient: 'Aunt June', sender: 'Ruby' });
    for (const o of options) expect(o.inside).toMatch(/keeping bees|half marathon/);
    expect(options.filter((o) => o.inside.includes('keeping bees and baking lemon drizzle')).length).toBeGreaterThanOrEqual(2);
    const short = partsOf(options[0]!.inside, 'Ruby').body.split(/\s+/).length;
    expect(short).toBeGreaterThanOrEqual(15);
    expect(short).toBeLessThanOrEqual(30);
  });

  it('when an answer already says "the way…" or is a list of things, then the frame takes it as typed (never "the way the way", never a thing as a clause)', () => {
    expect(placeIn('What I love most about you is {a}.', 'the way you sing in the kitchen')).toBe(
      'What I love most about you is the way you sing in the kitchen.',
    );
    expect(placeIn("[I'll|We'll] miss {a}.", 'your tea rounds and your terrible puns')).toBe(
      "[I'll|We'll] miss your tea rounds and your terrible puns.",
    );
    expect(placeIn("[I'll|We'll] miss {a}.", 'our Sunday walks by the canal')).toBe("[I'll|We'll] miss our Sunday walks by the canal.");
  });

  it('when the voice is poetic, then every option closes in a rhyming couplet on lines of its own, after the answer', async () => {
    const answers = answer('birthday', 'relative', ['keeping bees and baking lemon drizzle']);
    const options = await writeCards('birthday', 'relative', answers, {
      recipient: 'Aunt June',
      sender: 'Ruby',
      voice: 'poetic',
      options: 3,
      card: 8,
    });
    for (const o of options) {
      const verse = o.inside.split('\n\n').find((p) => p.split('\n').length === 2 && !/Ruby$/.test(p));
      expect(verse).toBeDefined();
      // Sounds are not spelt alike ("should", "good"): the last letters heard are compared.
      const ends = verse!.split('\n').map((l) => /(\w)\W*$/.exec(l)![1]);
      expect(ends[0]).toBe(ends[1]);
    }
    expect(options.some((o) => o.inside.includes('keeping bees and baking lemon drizzle'))).toBe(true);
  });

  it('when a celebration answer tells of a setback, then no option repeats it, and it is told softly', async () => {
    const answers = answer('congratulations', 'friend', ['getting into Leeds to study law', 'failing the first year exams and a resit']);
    const all = (await writeCards('congratulations', 'friend', answers, THREE)).map((o) => o.inside).join(' ');
    expect(all).toContain('getting into Leeds to study law');
    expect(all).not.toMatch(/fail|resit/i);
  });

  it('when a thank-you to a teacher tells what was done for a child, then "his" stays the child\'s and "they" is the teacher', async () => {
    const options = await writeCards(
      'thank-you',
      'teacher',
      answer('thank-you', 'teacher', ['helping Oliver with his reading', '', 'always had time for his questions']),
      THREE,
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toContain('always had time for his questions');
    expect(all).not.toContain('your questions');
  });

  it('when an offer of help is not given, then no option offers help in its place', async () => {
    const options = await writeCards('sympathy', 'friend', answer('sympathy', 'friend', ['his dad', 'no']), THREE);
    expect(options.map((o) => o.inside).join(' ')).not.toMatch(/\bhelp\b/i);
  });

  it('when the answer is a clause about them, then it is told to them with its verbs agreeing', () => {
    expect(toYou('she taught me to bake')).toBe('you taught me to bake');
    expect(toYou('has started school and loves it')).toBe('have started school and love it');
    expect(toYou("He's really into his football team")).toBe("you're really into your football team");
    expect(toYou('sang to him on his last morning there')).toBe('sang to him on his last morning there');
    expect(withoutEcho('Thank you for the meals.', 'Thank you for…')).toBe('the meals');
  });

  it('when a sympathy answer repeats the prompt or names the mum, then no prompt words are pasted and the sentences are whole', async () => {
    const options = await writeCards(
      'sympathy',
      'friend',
      answer('sympathy', 'friend', ['her mum, Margaret', 'yes', 'her mum always had biscuits out', 'i can do the school run']),
      THREE,
    );
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toMatch(/how your mum always had biscuits out/);
    expect(all).not.toMatch(/they her mum|I can i can|like to i can|help by do\b/i);
  });

  it('when an answer is a whole clause, a predicate or a bare verb, then each frame takes it grammatically or not at all', () => {
    expect(withoutEcho('i can do the school run', 'I can help by…')).toBe('do the school run');
    expect(placeIn('I can help by {a}, so please just say the word.', 'do the school run')).toBe(
      'I can help by doing the school run, so please just say the word.',
    );
    expect(placeIn('What I love most about you is {a}.', 'you still laugh at my jokes')).toBe(
      'What I love most about you is the way you still laugh at my jokes.',
    );
    expect(placeIn('I hope you love it when you {a}.', 'got a job at Rolls Royce')).toBe(
      'I hope you love it when you got a job at Rolls Royce.',
    );
    expect(placeIn('Thank you for {a}.', 'got a job at Rolls Royce')).toBeUndefined();
    expect(placeIn('Here is to a year full of {a}.', 'you still laugh at my jokes')).toBeUndefined();
  });

  it('when an answer names someone else, then their pronouns stay theirs; when it is about the recipient, then it is told to "you" with the verb agreeing', async () => {
    expect(pronounsToYou('caring for our dad Peter during his last weeks')).toBe('caring for our dad Peter during his last weeks');
    expect(pronounsToYou('went to Filey and he fell in')).toBe('went to Filey and you fell in');
    expect(pronounsToYou('she swore she never would')).toBe('you swore you never would');
    expect(pronounsToYou("she's had loads of lessons and the instructor says she's ready")).toBe(
      "you've had loads of lessons and the instructor says you're ready",
    );
    const options = await writeCards('thank-you', 'teacher', answer('thank-you', 'teacher', ['helping Oliver with his reading']), THREE);
    const all = options.map((o) => o.inside).join(' ');
    expect(all).toContain('helping Oliver with his reading');
    expect(all).not.toContain('your reading');
  });

  it('when the customer types "i", text-speak, "!!", misspellings or places in lower case, then the card tidies them and keeps their words', async () => {
    expect(tidyTyping('i can do the school run')).toBe('I can do the school run');
    expect(tidyTyping('ur the best tho')).toBe("you're the best though");
    expect(tidyTyping('ur mum is lovely')).toBe('your mum is lovely');
    expect(tidyTyping('your so kind')).toBe("you're so kind");
    expect(tidyTyping('actualy went to japan')).toBe('actually went to Japan');
    // The bracketed aside is the sender's word to us, never the card's (answer-floor.test.ts).
    expect(tidyTyping('driving test on friday (3rd attempt!!)')).toBe('driving test on Friday');
    expect(tidyTyping('burnt the turkey and had chips')).toBe('burnt the turkey and had chips');
    const answers = answer('retirement', 'colleague', ['yes', 'finaly get to london on a sunday']);
    const all = (await writeCards('retirement', 'colleague', answers, THREE)).map((o) => o.inside).join(' ');
    expect(all).toContain('finally get to London on a Sunday');
  });

  it('when notes alone tell of a hard year or chemo, then the card is gentle: no exclamation, no party words, no hurried recovery', async () => {
    const write = async (slug: string, details: string) => {
      const out = await writeCards(slug, 'friend', [], { voice: 'witty', notes: details, options: 3, card: 11 });
      return out.map((o) => `${o.front} ${o.inside}`).join(' ');
    };
    const hardYear = await write('birthday', "It's been a really hard year since the divorce, she's been low");
    expect(hardYear).not.toMatch(/!|\bcake\b|\bparty\b|spoilt|candles/i);
    expect(await write('get-well', 'Starting chemo next week and scared')).not.toMatch(
      /speedy|back on your feet|in no time|get well soon/i,
    );
  });

  it('when the notes say terminal, or a redundancy and not to be too jolly, then no option wishes a recovery or jollity', async () => {
    const ill = await writeAll(
      'get-well',
      'grandparent',
      ['', 'just sitting with you and doing the crossword'],
      'Nana is terminal, in a hospice now',
    );
    const redundancy = await writeAll(
      'retirement',
      'colleague',
      ['', 'spend more time in the garden'],
      "forced redundancy, don't make it too jolly",
    );
    for (const o of [...ill, ...redundancy]) expect(`${o.front} ${o.inside}`).not.toMatch(JOLLY);
    expect(ill.map((o) => o.inside).join(' ')).toContain('sitting with you and doing the crossword');
  });
});

/** The three options of a card to Sarah from Jo, written from the answers and the notes. */
function writeAll(slug: string, relationship: Relationship, texts: string[], details: string) {
  return writeCards(slug, relationship, answer(slug, relationship, texts), { ...THREE, notes: details });
}
