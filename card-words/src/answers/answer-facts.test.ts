import type { Relationship } from '@cards/contracts';
import { warmProseCheck } from '../prose-check.js';
import { insidesOf } from './answer-cards.support.js';
import { factOf, toldAs } from './answer-fact.js';
import { tidyTyping } from './answer-typing.js';

/**
 * The blind reading's cards, typed as its reader typed them: each answer is read as a fact (who
 * does what, when, or a thing) before it is placed, so it goes into a sentence of its own shape,
 * in the card's person and tense, never pasted as typed.
 */
type Brief = [slug: string, relationship: Relationship, texts: string[], recipient: string, sender: string, voice?: string];

const GRANNY: Brief = [
  'birthday',
  'grandparent',
  ['does the crossword in pen every morning', '', '', '90'],
  'Granny',
  'Love from all of us, Helen, Mark and the kids',
];
const OSCAR: Brief = [
  'birthday',
  'relative',
  ['dinosaurs', 'lost his front tooth and now whistles through the gap', '7'],
  'Oscar',
  'Grandma and Grandad',
  'witty',
];
const LILY: Brief = ['birthday', 'child', ['unicorns and glitter', 'had her first sleepover at grandmas', '5'], 'Lily', 'Mummy'];
const MEGAN: Brief = [
  'good-luck',
  'friend',
  ['her interview at the hospital', 'shes worked so hard for this', 'take her out for a curry'],
  'Megan',
  'Sarah',
];
const JACK: Brief = ['congratulations', 'child', ['passing his driving test', 'passed at the second go'], 'Jack', 'Mum'];
const KEN: Brief = [
  'retirement',
  'colleague',
  ['yes', '', '30 years as a postman and never missed a day even in the snow', 'his terrible jokes at 6am'],
  'Ken',
  'everyone at the sorting office',
];
const MAUREEN: Brief = [
  'retirement',
  'colleague',
  ['yes', 'keep running the tea fund', '', 'her flapjacks'],
  'Maureen',
  'the team at Dalton Road',
];
const NANA: Brief = [
  'birthday',
  'grandparent',
  ['her garden and feeding the birds', 'had her hip done and is back walking the dog', '', '80'],
  'Nana',
  'Ruby',
];
const BRENDA: Brief = [
  'thank-you',
  'neighbour',
  ['taking in all our parcels', '', 'always waves from the garden'],
  'Brenda',
  'Steve and Kaz',
];

/** The first three options of a brief, whole. */
const insides = async ([slug, relationship, texts, recipient, sender, voice]: Brief) =>
  (await insidesOf([slug, relationship, texts], { recipient, sender, voice })).slice(0, 3);
/** Their bodies: the salutation and the sign-off left out. */
const bodies = async (brief: Brief) => (await insides(brief)).map((i) => i.split('\n\n').slice(1, -1).join(' '));

beforeAll(() => warmProseCheck(), 120_000);

describe('an answer read as a fact before it is placed', () => {
  it('when answers are typed as habits, past events, plans and things, then each is read in its shape, with its subject', () => {
    expect(factOf('does the crossword in pen every morning', 'recipient')).toMatchObject({ subject: 'recipient', shape: 'habit' });
    expect(factOf('always waves from the garden', 'recipient')).toMatchObject({ shape: 'habit' });
    expect(factOf('passed at the second go', 'recipient')).toMatchObject({ shape: 'past', feat: true });
    expect(factOf('lost his front tooth and now whistles through the gap', 'recipient')).toMatchObject({ shape: 'past', feat: false });
    expect(factOf('keep running the tea fund', 'recipient')).toMatchObject({ shape: 'keep' });
    expect(factOf('take her out for a curry', 'shared')).toMatchObject({ subject: 'shared', shape: 'plan' });
    expect(factOf('is learning to swim', 'recipient')).toMatchObject({ shape: 'ongoing' });
    expect(factOf('always sort out the rota without moaning', 'recipient')).toMatchObject({ shape: 'habit' });
    expect(factOf('dinosaurs', 'recipient')).toMatchObject({ shape: 'thing' });
    expect(factOf('crosswords and a nice sherry', 'recipient')).toMatchObject({ shape: 'thing' });
    expect(factOf('two goes and loads of lessons with Dad', 'recipient')).toMatchObject({ shape: 'thing' });
    expect(factOf('years of hard work and night classes', 'recipient')).toMatchObject({ thing: 'years of hard work and night classes' });
    expect(factOf("running, she's doing the London marathon in April", 'recipient')).toMatchObject({
      thing: 'running',
      then: { shape: 'ongoing' },
    });
    expect(factOf('30 years as a postman and never missed a day even in the snow', 'recipient')).toMatchObject({
      shape: 'thing',
      thing: '30 years as a postman',
      then: { shape: 'past' },
    });
  });

  it('when the sender or a late loved one owns the answer, then the fact stays theirs: "we" is the sender, "she" the one who died, and nothing is told to "you"', () => {
    expect(factOf('moved to Devon and Pete retired', 'sender')).toMatchObject({ subject: 'sender', shape: 'past' });
    expect(toldAs(factOf('we got our new puppy, Biscuit', 'sender')!)).toBe('got our new puppy, Biscuit');
    expect(factOf('we got a puppy called Otis', 'recipient')).toMatchObject({ subject: 'sender', who: 'we', shape: 'past' });
    expect(factOf('he started school in September', 'sender')).toBeUndefined();
    const memory = factOf('she taught me to bake and let me lick the spoon', 'deceased')!;
    expect(memory).toMatchObject({ subject: 'other', shape: 'past' });
    expect(toldAs(memory)).toBe('taught me to bake and let me lick the spoon');
    expect(factOf('we used to bake together', 'deceased')).toBeUndefined();
  });

  it('when a fact is told to its recipient, then its verbs agree with "you" through compromise and its pronouns are the recipient\'s', () => {
    const told = (text: string, owner: 'recipient' | 'shared' = 'recipient') => toldAs(factOf(text, owner)!);
    expect(told('lost his front tooth and now whistles through the gap')).toBe('lost your front tooth and now whistle through the gap');
    expect(told('lost his first front tooth and whistles through the gap')).toBe('lost your first front tooth and whistle through the gap');
    // After a plural, the same shape is a list of things: nobody is told "you train in the garden".
    expect(toldAs(factOf('dinosaurs and trains in the garden', 'recipient')!)).toBe('dinosaurs and trains in the garden');
    expect(told('does the crossword in pen every morning')).toBe('do the crossword in pen every morning');
    expect(told('always waves from the garden')).toBe('always wave from the garden');
    expect(told('take her out for a curry', 'shared')).toBe('take you out for a curry');
    expect(told('is learning to swim')).toBe('are learning to swim');
    expect(told('had his knee done and is walking again')).toBe('had your knee done and are walking again');
    // A thank-you's "them" is the ones helped: "made them pancakes" stays theirs.
    expect(toldAs(factOf('made them pancakes every morning', 'recipient')!, { third: true })).toBe('made them pancakes every morning');
  });
});

describe('the answered writer, placing facts in frames of their shape', () => {
  it('when "Afterwards I hope we…" is "take her out for a curry", then the card takes "you" out, never "your"', async () => {
    const all = (await bodies(MEGAN)).join(' ');
    expect(all).not.toMatch(/\btake your\b/);
    expect(all).toContain('take you out for a curry');
  }, 120_000);

  it('when "This year they…" is "had her first sleepover at grandmas", then it is "at grandma\'s", told as news and not as an achievement', async () => {
    const all = (await bodies(LILY)).join(' ');
    expect(all).not.toMatch(/\bgrandmas\b/);
    expect(all).toContain("had your first sleepover at grandma's");
    expect(all).not.toMatch(/proud/);
  }, 120_000);

  it('when "This year they…" is "lost his front tooth and now whistles through the gap", then each verb agrees with "you", nobody is proud of a tooth, two options tell the dinosaurs and no joke is a grown-up\'s', async () => {
    const cards = await bodies(OSCAR);
    const all = cards.join(' ');
    expect(all).not.toMatch(/\bwhistles\b|\bhis\b/);
    expect(all).toContain('lost your front tooth and now whistle through the gap');
    expect(all).not.toMatch(/proud/);
    expect(cards.filter((c) => c.includes('dinosaurs')).length).toBeGreaterThanOrEqual(2);
    // A grown-up's joke (leave the washing up to someone else) is not for a 7-year-old.
    expect(all).not.toMatch(/washing up/);
  }, 120_000);

  it('when a retirement\'s plan is "keep running the tea fund", then it is told as something that carries on, never "when you keep running"', async () => {
    const cards = await bodies(MAUREEN);
    expect(cards.join(' ')).not.toMatch(/when you keep/);
    expect(cards.filter((c) => c.includes("you'll keep running the tea fund")).length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('when a thank-you memory is a habit ("always waves from the garden"), then it is told as one ("you always wave"), never "how you always waves"', async () => {
    const all = (await bodies(BRENDA)).join(' ');
    expect(all).not.toMatch(/\bwaves\b/);
    expect(all).toContain('always wave from the garden');
  }, 120_000);
});

describe('the answered writer, keeping the best detail', () => {
  it('when a 90th birthday\'s one answer is "does the crossword in pen every morning", then at least two options of three tell it, and none says the age twice or wishes a best year yet', async () => {
    const cards = await bodies(GRANNY);
    expect(cards.filter((c) => c.includes('the crossword in pen every morning')).length).toBeGreaterThanOrEqual(2);
    for (const c of cards) {
      expect(c.match(/90th/g)?.length ?? 0).toBeLessThan(2);
      expect(c).not.toMatch(/best year yet/i);
    }
  }, 120_000);

  it('when an 80th tells a deed of this year beside a list of things she loves, then the deed is in two options of three', async () => {
    const cards = await bodies(NANA);
    expect(cards.filter((c) => c.includes('had your hip done and are back walking the dog')).length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('when a day of the year is typed in lower case ("on boxing day", "at nans"), then it is named as a day, and a home as someone\'s', () => {
    expect(tidyTyping('on boxing day')).toBe('on Boxing Day');
    expect(tidyTyping('christmas eve at nans')).toBe("Christmas Eve at nan's");
  });

  it('when "It took…" is "passed at the second go", then an option tells it in the past, to "you"', async () => {
    expect((await bodies(JACK)).join(' ')).toMatch(/\byou passed at the second go\b/i);
  }, 120_000);

  it('when the years are typed with a deed ("30 years as a postman and never missed a day even in the snow"), then both are told, the deed as "you never missed a day"', async () => {
    const all = (await bodies(KEN)).join(' ');
    expect(all).toContain('30 years as a postman');
    expect(all).toMatch(/\byou never missed a day\b/i);
    expect(all).not.toMatch(/postman and never missed/);
  }, 120_000);
});

describe('the answered writer, in the right register and never the same twice', () => {
  it('when neighbours thank a neighbour, then no option signs off with love', async () => {
    for (const c of await insides(BRENDA)) expect(c.split('\n').at(-2)).not.toMatch(/\blove\b/i);
  }, 120_000);

  it("when a card's three options are written, then no sentence that tells an answer is the same in two of them", async () => {
    for (const [brief, told] of [
      [BRENDA, /parcels|garden/],
      [OSCAR, /tooth|dinosaurs/],
      [GRANNY, /crossword/],
    ] as const) {
      const sentences = (await bodies(brief)).flatMap((c) => c.split(/(?<=[.!?])\s+/).filter((s) => told.test(s)));
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  }, 120_000);
});
