import { askedSentence } from './answer-asked.js';
import { gerundOf } from './answer-form.js';
import { pronounsToYou } from './answer-pronouns.js';
import { byRole, writeCards } from './answer-cards.support.js';

describe('an answer whose shape cannot be read goes into its own question’s sentence', () => {
  it('when an answer is a label and its detail, then it finishes its question and no other frame', async () => {
    expect(askedSentence('achievement', 'recipient', 'Congratulations on…', 'Grade 8 cello: merit')).toBe(
      'Congratulations on Grade 8 cello: merit.',
    );
    const cards = await writeCards(
      'congratulations',
      'child',
      byRole('congratulations', 'child', { achievement: 'Grade 8 cello: merit', plans: 'join the county youth orchestra' }),
      { recipient: 'Ravi', sender: 'Mum and Dad', options: 3, card: 51 },
    );
    const all = cards.map((c) => c.inside).join(' ');
    expect(all).toMatch(/Congratulations on Grade 8 cello: merit\./);
    // Never after a frame that needs a doing or a thing of its own shape.
    expect(all).not.toMatch(/(?:the way you're|proud of you for|well done on|what an achievement)[^.]*cello/i);
  });

  it('when two sentences are typed as one, then each is a sentence, the second told to the recipient', () => {
    expect(askedSentence('achievement', 'recipient', 'Congratulations on…', 'getting promoted Priya rang her that night')).toBe(
      'Congratulations on getting promoted. Priya rang you that night.',
    );
    expect(askedSentence('this_year', 'recipient', 'This year they…', 'took up rowing; she now trains at dawn')).toBe(
      'This year you took up rowing. You now train at dawn.',
    );
  });

  it('when two clauses are joined by a comma alone ("football, he wants to be a goalie"), then each is a sentence of its own', async () => {
    expect(askedSentence('interest', 'recipient', "They're really into…", 'football, he wants to be a goalie')).toBe(
      "You're really into football. You want to be a goalie.",
    );
    // A name with nothing done after the comma is no second sentence.
    expect(askedSentence('interest', 'recipient', "They're really into…", 'football, Arsenal mostly')).toBeUndefined();
    const cards = await writeCards(
      'birthday',
      'child',
      byRole('birthday', 'child', { interest: 'football, you want to be a goalie', age: '7' }),
      {
        recipient: 'Alfie',
        sender: 'Mum and Dad',
        options: 3,
        card: 54,
      },
    );
    for (const c of cards) expect(c.inside).not.toMatch(/football, you want/);
  });

  it('when halves after a semicolon have no subject of their own, then they are one list in the sentence', () => {
    expect(askedSentence('help_offer', 'sender', 'I can help by…', 'doing the school run; mowing the lawn')).toBe(
      '[I|We] can help by doing the school run and mowing the lawn.',
    );
  });

  it('when a comma is followed by something done ("12 years, wed for 8"), then it is told whole in its question, never in a frame it breaks', async () => {
    expect(askedSentence('years', 'couple', "We've been together for…", '12 years, wed for 8')).toBe(
      "We've been together for 12 years, wed for 8.",
    );
    const cards = await writeCards('anniversary', 'partner', byRole('anniversary', 'partner', { years: '12 years, wed for 8' }), {
      recipient: 'Joss',
      sender: 'Kim',
      options: 3,
      card: 52,
    });
    const all = cards.map((c) => c.inside).join(' ');
    expect(all).toMatch(/together for 12 years, wed for 8\./);
    expect(all).not.toMatch(/wed for 8 (?:together|is|and)/);
  });

  it('when an answer reads plainly (a list, a doing), then its role’s own frames are kept, not the question', () => {
    expect(askedSentence('interest', 'recipient', "They're really into…", 'netball, baking and their hamster')).toBeUndefined();
    expect(askedSentence('plans', 'recipient', 'They plan to…', 'walk the Pennine Way')).toBeUndefined();
    // Who died, a baby's name: their own tellings, whatever the shape.
    expect(askedSentence('deceased_name', 'deceased', 'The person who died was…', 'her dad, Ron')).toBeUndefined();
  });

  it('when an offer of help joins two things done with "and", then both are told alike after "by"', async () => {
    expect(gerundOf('cook the tea and mow the lawn')).toBe('cooking the tea and mowing the lawn');
    const cards = await writeCards(
      'get-well',
      'friend',
      byRole('get-well', 'friend', { recovery_expected: 'yes', help_offer: 'drop round on Mondays and drive her to physio' }),
      { recipient: 'Lena', sender: 'Gus', options: 3, card: 53 },
    );
    const all = cards.map((c) => c.inside).join(' ');
    expect(all).not.toMatch(/\bby dropping round on Mondays and drive\b/);
    expect(all).toMatch(/drive you to physio|driving you to physio/);
  });

  it('when "her" is followed by a word that opens a phrase of its own ("rang her that night"), then she is the one spoken to', () => {
    expect(pronounsToYou('phoned her the minute the results came')).toBe('phoned you the minute the results came');
    expect(pronounsToYou('her Saturday bake sales')).toBe('your Saturday bake sales');
  });
});
