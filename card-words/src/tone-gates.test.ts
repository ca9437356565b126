import { readFileSync, readdirSync } from 'node:fs';
import type { CardAnswer, Relationship } from '@cards/contracts';
import type { CardWords } from './card-brief.js';
import { writeOption } from './card-writer.js';
import { CLICHES, clichesIn } from './cliches.js';
import { questionsFor } from './playbooks.js';
import { checkWords } from './words-checker.js';

const FUNNY = { slug: 'witty', name: 'Witty', tone_prompt: 'Light-hearted, with a gentle joke.' };

function answer(slug: string, relationship: Relationship | null, texts: string[]): CardAnswer[] {
  return questionsFor({ occasion: { slug, name: slug }, relationship })
    .map((q, i) => ({ question_id: q.id, question: q.prompt, role: q.role, text: texts[i] ?? '' }))
    .filter((a) => a.text);
}

async function options(slug: string, relationship: Relationship, answers: CardAnswer[]): Promise<CardWords[]> {
  const out: CardWords[] = [];
  for (let option = 0; option < 3; option++) {
    const brief = {
      occasion: { slug, name: slug },
      persona: FUNNY,
      recipient_name: 'Dev',
      sender_name: 'Ana',
      details: '',
      relationship,
      answers,
    };
    out.push((await writeOption({ ...brief, instanceId: 3, cardId: 3, version: 1, option, siblings: [...out] })).words);
  }
  return out;
}

const JOKEY = /!|\b(?:joke|cake|pizza|snacks?|rude|no pressure|milk it|doctor's orders|stranger)\b/i;

describe('tone gated by occasion, relationship and answers', () => {
  it.each([
    ['get-well', 'a recovery is not expected', ['no', 'our walk along the river again']],
    ['leaving', 'the leaving was not chosen', ['no', 'a new job in Leeds', 'your calm in a crisis']],
    ['sympathy', 'it is a sympathy card', ['his dad, Tony', 'yes', 'he fixed my bike every summer']],
  ])('when a witty voice writes a %s card and %s, then no option jokes or exclaims', async (slug, _why, texts) => {
    const written = await options(slug, 'friend', answer(slug, 'friend', texts));
    for (const o of written) expect(`${o.front}\n${o.inside}`).not.toMatch(JOKEY);
  });

  it.each(['colleague', 'teacher', 'carer'] as const)('when the card is for a %s, then no option sends love or kisses', async (rel) => {
    const written = await options(
      'leaving',
      rel,
      answer('leaving', rel, ['yes', 'a new job in Leeds', 'your calm in a crisis', 'six years']),
    );
    for (const o of written) expect(o.inside).not.toMatch(/\blove\b|\bkisses\b|\bxx\b|\bhugs?\b|\bdearest\b/i);
    const brief = {
      occasion: { slug: 'leaving', name: 'Leaving' },
      recipient_name: 'Dev',
      sender_name: 'Ana',
      details: '',
      relationship: rel,
    };
    expect(checkWords({ front: 'Good luck', inside: 'Dear Dev,\n\nGood luck.\n\nLots of love,\nAna' }, brief).problems.join(' ')).toMatch(
      /love/,
    );
  });

  // One person's intimacy: never from a group of friends, teammates or colleagues signing together.
  const INTIMATE =
    /\bdearest\b|\b(?:my|our) dear\b|\bhugs?\b|\bkisses\b|\bxx\b|\ball (?:my|our) love\b|\bwith all (?:my|our) heart\b|\blove you\b/i;

  it.each([
    [
      'get-well',
      'Broke his leg in goal at five-a-side on Tuesday.',
      ['yes', 'having him back in goal on a tues', 'giving lifts to physio'],
    ],
    ['birthday', 'Turning 40. Loves darts and the footy.', ['darts and the footy', 'ran his first half marathon', '', '40']],
    ['sympathy', 'His dad Frank died last week.', ['his dad, Frank', 'yes', 'always came to watch us play']],
  ])(
    'when the five-a-side lot sign a %s card to their friend Tony, then no option (notes alone or answered, warm or poetic) opens "Dearest" or sends hugs, kisses or all their love',
    async (slug, notes, texts) => {
      const written: string[] = [];
      for (const persona of [null, { slug: 'poetic', name: 'Poetic', tone_prompt: 'In verse' }])
        for (const answers of [[], answer(slug, 'friend', texts)])
          for (let option = 0; option < 3; option++) {
            const brief = { occasion: { slug, name: slug }, persona, recipient_name: 'Tony', sender_name: 'The five-a-side lot' };
            const req = {
              ...brief,
              details: notes,
              relationship: 'friend' as const,
              answers,
              instanceId: 5,
              cardId: 5,
              version: 1,
              option,
            };
            written.push((await writeOption(req)).words.inside);
          }
      for (const inside of written) expect(inside).not.toMatch(INTIMATE);
      // They still sign as friends do: warmly, as a group.
      for (const inside of written) expect(inside.split('\n').at(-1)).toBe('The five-a-side lot');
    },
    180_000,
  );

  it('when the same words are signed by a group of teammates and by a couple, then the checker names the hugs and the "Dearest" for the group alone', () => {
    const brief = (sender: string) => ({
      occasion: { slug: 'get-well', name: 'Get Well' },
      recipient_name: 'Tony',
      sender_name: sender,
      details: '',
      relationship: 'friend' as const,
    });
    const words = (sender: string) => ({
      front: 'Get well soon',
      inside: `Dearest Tony,\n\nWe were so sorry to hear about your leg. Rest up and let everyone spoil you.\n\nSending hugs,\n${sender}`,
    });
    const team = checkWords(words('The five-a-side lot'), brief('The five-a-side lot')).relationship.problems.join(' ');
    expect(team).toMatch(/“Dearest”/);
    expect(team).toMatch(/“hugs”/);
    expect(checkWords(words('Tom and Priya'), brief('Tom and Priya')).relationship.problems).toEqual([]);
    expect(checkWords(words('Everyone at Harris & Co'), brief('Everyone at Harris & Co')).relationship.ok).toBe(false);
  });

  it.each(CLICHES.map((c) => c.says))('when a card says “%s”, then the checker names the cliché', (says) => {
    const brief = { occasion: { slug: 'sympathy', name: 'Sympathy' }, recipient_name: 'Sam', sender_name: 'Jo', details: '' };
    const inside = `Dear Sam,\n\nI am so sorry. ${says.replace(/^I know/, 'I know')}.\n\nWith love,\nJo`;
    expect(checkWords({ front: 'With sympathy', inside }, brief).problems).toContain(`the card says a cliché (“${says}”)`);
  });

  it('when every line the writer can use is read, then none says a cliché', () => {
    const dirs = ['phrases', 'phrases/occasions', 'answers'].map((d) => new URL(`./${d}/`, import.meta.url));
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.flatMap(strings)
          : v && typeof v === 'object'
            ? Object.values(v).flatMap(strings)
            : [];
    const lines = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json') && f !== 'cliches.json')
        .flatMap((f) => strings(JSON.parse(readFileSync(new URL(f, dir), 'utf8')))),
    );
    expect(lines.length).toBeGreaterThan(500);
    expect(lines.filter((l) => clichesIn(l).length)).toEqual([]);
  });
});
