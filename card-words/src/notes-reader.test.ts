import { describe, expect, it } from '@jest/globals';
import { readNotes } from './notes-reader.js';

const kinds = (notes: string) => readNotes(notes).facts.map((f) => `${f.kind}: ${f.phrase}`);

describe('reading the notes as facts', () => {
  it('when the notes tell of news, milestones and pastimes, then each becomes a fact in card words', () => {
    expect(kinds('Just started a new job at the bakery on the high street. Spends every Sunday on the allotment.')).toEqual([
      'new-job: the new job at the bakery',
      'habit: Sundays on the allotment',
    ]);
    expect(kinds("She's turning 40 and loves wild swimming and her dog Biscuit. We met at university in Leeds.")).toEqual(
      expect.arrayContaining(['milestone: 40th', 'hobby: wild swimming', 'pet: Biscuit', 'memory: our days at university in Leeds']),
    );
    expect(kinds('Dad retired from the fire service after 30 years.')).toEqual(['retirement: thirty years at the fire service']);
    expect(kinds('They just moved to a new house in Bristol and are expecting a baby in June')).toEqual([
      'new-home: the new home in Bristol',
      'baby: the baby',
    ]);
    expect(kinds('We had tea at Kew last summer')).toEqual(['memory: having tea at Kew together']);
    expect(kinds('Looked after Dad so kindly in hospital in March.')).toEqual(['kindness: looking after Dad']);
  });

  it('when the notes tell of a death or a serious illness, then the news is marked sensitive and nothing is woven from that sentence', () => {
    const loss = readNotes('Their son Arjun passed away last month after a long illness. They were so proud of him.');
    expect(loss.loss).toMatchObject({ kind: 'loss', name: 'Arjun', sensitive: true });
    expect(loss.facts).toEqual([]);
    expect(loss.sensitiveWords).toEqual(expect.arrayContaining(['passed away', 'illness', 'died']));
    expect(readNotes('Her mum died in March.').loss?.phrase).toBe('your mum');
    // Whose loss it is ("Mark's father") is never the one who died.
    expect(readNotes("Mark's father passed away suddenly at the weekend.").loss).toMatchObject({ phrase: 'your father', name: undefined });
    expect(readNotes("Emma's mum, Linda, died last week.").loss?.phrase).not.toMatch(/Emma/);
    expect(readNotes('Started chemo last week. Loves her garden.').illness).toBeDefined();
    expect(kinds('Started chemo last week. Loves her garden.')).toEqual(['hobby: the garden']);
  });

  it('when the notes tell of a minor ailment, then it is a recovery or an injury in card words, not sensitive news', () => {
    const r = readNotes('Recovering from a hip operation. Loves crosswords.');
    expect(r.illness).toBeUndefined();
    expect(kinds('Recovering from a hip operation. Loves crosswords.')).toEqual(
      expect.arrayContaining(['recovery: the hip operation', 'hobby: crosswords']),
    );
    expect(kinds('Broke his leg skiing in France.')).toEqual(expect.arrayContaining(['injury: your leg', 'hobby: skiing']));
  });

  it('when the notes say where he plays ("in goal", "usually in goal", "(in goal)"), then the pastime keeps it whole, and what cannot be read is left out', () => {
    const hobbies = (notes: string) =>
      readNotes(notes)
        .facts.filter((f) => f.kind === 'hobby')
        .map((f) => f.phrase);
    expect(hobbies('Tony plays in goal for the pub team.')).toEqual(['playing in goal for the pub team']);
    expect(hobbies('He plays football, usually in goal.')).toEqual(['football in goal']);
    expect(hobbies('Plays five-a-side (in goal) on Tuesdays.')).toEqual(['five-a-side in goal on Tuesdays']);
    expect(hobbies('Broke his leg playing in goal at five-a-side.')).toEqual(['playing in goal at five-a-side']);
    // Never a pastime cut short ("football" without where), nor a place said as a pastime ("in goal").
    for (const notes of ['He plays football, usually in goal for the Sunday league pub team.', 'He loves it in goal.'])
      expect(hobbies(notes).filter((h) => h === 'football' || /^in\b/.test(h))).toEqual([]);
  });

  it('when the notes tell of the past, the future or a late loved one, then each fact carries its time and owner', () => {
    const facts = (notes: string) => readNotes(notes).facts.map((f) => `${f.kind}: ${f.phrase} (${f.time}, ${f.owner})`);
    expect(facts('Our first date was in the Lake District ten years ago.')).toEqual([
      'memory: our first date in the Lake District (past, shared)',
    ]);
    expect(facts('Her husband John passed away in March. He loved fishing.')).toEqual(['hobby: fishing (past, late)']);
    expect(facts('Going to Japan next month.')).toEqual(['plan: the trip to Japan (future, recipient)']);
    expect(facts('My year 6 teacher, who stayed after school every Tuesday to help me with fractions.')).toEqual([
      'kindness: helping me with fractions (past, sender)',
      'memory: all those Tuesdays after school (past, shared)',
    ]);
  });

  it('when a child lost his first front tooth, then the notes tell of no loss and the card is not gentle', () => {
    const r = readNotes('Lost his first front tooth last week and whistles through the gap.');
    expect(r.loss).toBeUndefined();
    expect(readNotes('He lost his dad in the spring.').loss).toBeDefined();
  });

  it('when a note names a person ("the oldest friend Sarah"), then it is never read as something to thank them for', () => {
    const facts = readNotes('The oldest friend Sarah.').facts;
    expect(facts.filter((f) => f.kind === 'kindness')).toEqual([]);
    expect(readNotes('The lovely dinner.').facts.map((f) => f.kind)).toContain('kindness');
  });

  it('when a place is where they went, not where they live, then it is not made their home', () => {
    expect(readNotes('We went camping in the Lake District last summer.').facts.filter((f) => f.kind === 'place')).toEqual([]);
    expect(readNotes('Loves the Lake District.').facts.filter((f) => f.kind === 'place')).toEqual([]);
    expect(readNotes('Lives in Cornwall now.').facts.map((f) => f.phrase)).toContain('Cornwall');
  });
});
