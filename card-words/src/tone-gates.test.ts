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
    for (const o of written) expect(o.inside).not.toMatch(/\blove\b|\bkisses\b|\bxx\b|\bhugs?\b/i);
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
