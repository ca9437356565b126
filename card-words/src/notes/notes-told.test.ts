import { describe, expect, it } from '@jest/globals';
import { byRole, writeCards } from '../answers/answer-cards.support.js';
import { readNotes } from '../notes-reader.js';
import { bondOf } from '../relationship.js';

const facts = (notes: string) => readNotes(notes).facts.map((f) => `${f.kind}: ${f.phrase} (${f.owner})`);
const THREE = { options: 3, card: 47 };
const insides = async (...args: Parameters<typeof writeCards>) => (await writeCards(...args)).map((w) => w.inside);

describe('what the notes say, told to the right person', () => {
  it('when the notes name the anniversary (a ruby wedding, a silver one with its years), then it is that many years together', () => {
    expect(facts('its their ruby wedding in june')).toEqual(['milestone: forty years (recipient)']);
    expect(facts('our silver wedding anniversary, 25 years. we went to cornwall')[0]).toBe('milestone: twenty-five years (shared)');
    expect(facts('golden wedding anniversary this year, 50 years! party at the cricket club')[0]).toBe(
      'milestone: fifty years (recipient)',
    );
  });

  it('when the notes give a ruby wedding, then every option tells the forty years and none calls it another year', async () => {
    const cards = await insides('anniversary', null, [], {
      ...THREE,
      recipient: 'Pat and Ray',
      sender: 'Sue',
      notes: 'its their ruby wedding. they met at a dance',
    });
    for (const c of cards) {
      expect(c).toMatch(/\bforty years\b/i);
      expect(c).not.toMatch(/\banother (?:year|anniversary)\b/i);
    }
  });

  it('when the notes tell of exams, a test or an interview still ahead, then it is a trial of the recipient’s, and one already sat is none', () => {
    expect(facts('my niece Leah has her A levels next month, shes worked so hard')).toEqual(['trial: your A levels (recipient)']);
    expect(facts('josh has a job interview at the bbc on monday')).toEqual(['trial: your job interview (recipient)']);
    expect(facts('running the london marathon in april')).toEqual(['trial: the marathon (recipient)']);
    expect(facts('he had his interview last week')).toEqual([]);
  });

  it('when a good-luck card’s notes name the exams, then an option wishes luck with them; when an answer already does, then the notes do not say it again', async () => {
    const notesOnly = await insides('good-luck', null, [], {
      ...THREE,
      recipient: 'Leah',
      sender: 'Auntie Jan',
      notes: 'my niece Leah has her A levels next month',
    });
    expect(notesOnly.join(' ')).toMatch(/your A levels/);
    const answered = await insides(
      'good-luck',
      null,
      byRole('good-luck', null, { luck_for: 'her exams', strength: 'she has worked so hard' }),
      {
        ...THREE,
        recipient: 'Leah',
        sender: 'Jan',
        notes: 'my niece leah has her gcses in may',
      },
    );
    expect(answered.join(' ')).not.toMatch(/GCSE/i);
  });

  it('when a household announces its own news, then it is told whole as theirs, as it stands now, in no more of the notes’ words than allowed', () => {
    expect(facts('our big news is that Chidi graduated and we finally got a dog, Pepper')).toEqual([
      'our-news: Chidi has graduated, and we finally have a dog, Pepper (sender)',
    ]);
    expect(facts('our news this year: we moved to leeds, Pete retired and we went to Canada')).toEqual([
      "our-news: we've moved to Leeds, Pete has retired, and we've been to Canada (sender)",
    ]);
  });

  it('when a household’s Christmas card to friends carries its big news in the notes, then every option tells it as the senders’ and none congratulates the recipients', async () => {
    const cards = await insides('christmas', null, [], {
      ...THREE,
      recipient: 'The Okafors',
      sender: 'Ngozi, Emeka and the kids',
      notes: 'our big news is that Chidi graduated and we finally got a dog, Pepper',
    });
    for (const c of cards) {
      expect(c).toMatch(/(?:\b[Uu]s\b|\b[Oo]ur\b|In other news)[^.]*?[,:] Chidi has graduated, and we finally have a dog, Pepper\./);
      expect(c).not.toMatch(/congratulations|well done|proud of you/i);
    }
  });

  it('when the notes name the sender’s sister as someone else ("first grandchild for my sister"), then the recipients are not the sender’s sister', () => {
    const brief = { occasion: { slug: 'new-baby', name: 'new baby' }, recipient_name: 'Jess and Tom', sender_name: 'Lou' };
    expect(
      bondOf({ ...brief, details: 'baby girl called Isla born on tuesday, first grandchild for my sister' }).relationship,
    ).toBeUndefined();
    expect(bondOf({ ...brief, details: "my sister's baby girl Isla" }).relationship).toBeUndefined();
    expect(bondOf({ ...brief, recipient_name: 'Jess', details: 'my sister had a baby girl, Isla' }).relationship).toBe('sibling');
  });

  it('when a comma follows the place of a new job, then the place ends at the comma', () => {
    expect(facts('fiona is off to a new job in Edinburgh, she made the best brownies')[0]).toBe(
      'new-job: the new job in Edinburgh (recipient)',
    );
  });

  it('when a card’s notes give the very thing it is for (a driving test passed, the new job a leaver goes to), then no option congratulates on it as if it came second ("too", "also")', async () => {
    const cards = await insides('congratulations', null, [], {
      ...THREE,
      recipient: 'Priya',
      sender: 'Sam',
      notes: 'priya passed her driving test first time!! she wants to drive to the coast',
    });
    expect(cards.join(' ')).toMatch(/driving test/);
    for (const c of cards) expect(c).not.toMatch(/\b(?:also on|And)\b[^.]*driving test|driving test, too\b/);
    const leaving = await insides('leaving', 'colleague', [], {
      ...THREE,
      card: 7,
      recipient: 'Fiona',
      sender: 'The Marketing Team',
      notes: 'fiona is off to a new job in Edinburgh',
    });
    expect(leaving.join(' ')).toMatch(/new job in Edinburgh/);
    for (const c of leaving) expect(c).not.toMatch(/also on the new job|new job in Edinburgh, too\b/);
  });

  it('when the notes tell what the neighbour did while the sender was away, then it is a kindness to thank, never a trip together', () => {
    expect(facts('ken fed the cats while we were away in portugal and watered the tomatoes')).toEqual([
      'kindness: feeding the cats (recipient)',
    ]);
  });
});
