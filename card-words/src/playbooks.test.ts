import { readFileSync } from 'node:fs';
import { jokesAllowed, PLAYBOOKS, playbookFor, questionsFor, yesNo } from './playbooks.js';

const SEEDED = [
  'birthday',
  'anniversary',
  'wedding',
  'thank-you',
  'sympathy',
  'christmas',
  'new-baby',
  'get-well',
  'congratulations',
  'mothers-day',
  'fathers-day',
  'valentines-day',
  'graduation',
  'retirement',
];

describe('playbooks', () => {
  it.each([...SEEDED, 'good-luck', 'new-home', 'leaving'])('when the occasion is %s, then it has its own playbook', (slug) => {
    expect(playbookFor({ slug, name: slug }).slug).toBe(slug);
  });

  it('when every question set is listed, then each asks 2 to 4 questions with unique ids, each an unfinished sentence or a question', () => {
    const ids = PLAYBOOKS.flatMap((p) => p.question_sets.flatMap((s) => s.questions.map((q) => q.id)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const q of PLAYBOOKS.flatMap((p) => p.question_sets.flatMap((s) => s.questions)))
      expect(q.kind === 'yes_no' ? /\?$/.test(q.prompt) : /…$/.test(q.prompt)).toBe(true);
  });

  it('when an admin adds an occasion by a name the shop knows, then its playbook follows the name', () => {
    expect(playbookFor({ slug: 'farewell-card', name: 'Farewell' }).slug).toBe('leaving');
    expect(playbookFor({ slug: 'housewarming', name: 'Housewarming' }).slug).toBe('new-home');
    expect(playbookFor({ slug: 'exams', name: 'Good luck in your exams' }).slug).toBe('good-luck');
    expect(playbookFor({ slug: 'eid', name: 'Eid Mubarak' }).slug).toBe('generic');
  });

  it('when the occasion is unknown, then the generic questions never name an occasion', () => {
    const prompts = questionsFor({ occasion: { slug: 'diwali', name: 'Diwali' }, relationship: 'friend' }).map((q) => q.prompt);
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    expect(prompts.join(' ')).not.toMatch(/birthday|christmas|wedding|baby|diwali/i);
  });

  it('when a birthday is for a child, a partner or a colleague, then the questions differ by relationship', () => {
    const ask = (relationship: 'child' | 'partner' | 'colleague') =>
      questionsFor({ occasion: { slug: 'birthday', name: 'Birthday' }, relationship }).map((q) => q.prompt);
    expect(ask('child')).toContain("They're really into…");
    expect(ask('child')).toContain('This year they…');
    expect(ask('partner')).toEqual(expect.arrayContaining(['I still smile about the time we…', 'What I love most about you is…']));
    expect(ask('colleague').join(' ')).not.toMatch(/love/i);
  });

  it('when a household sends Christmas cards to many, then it is asked for its own news, not about the recipient', () => {
    const many = questionsFor({ occasion: { slug: 'christmas', name: 'Christmas' }, toMany: true });
    expect(many.map((q) => [q.prompt, q.owner])).toEqual([
      ['Our news this year…', 'sender'],
      ['We hope to see you…', 'sender'],
    ]);
    expect(questionsFor({ occasion: { slug: 'christmas', name: 'Christmas' } }).map((q) => q.id)).not.toContain('christmas.many.our_news');
  });

  it('when a sympathy card is made, then it asks the name, whether they knew them, a memory and an offer of help', () => {
    expect(questionsFor({ occasion: { slug: 'sympathy', name: 'Sympathy' } }).map((q) => q.role)).toEqual([
      'deceased_name',
      'knew_deceased',
      'memory_of_deceased',
      'help_offer',
    ]);
  });

  it('when the answers say a recovery is not expected or a leaving was not chosen, then no jokes; a sympathy card never has them', () => {
    const getWell = playbookFor({ slug: 'get-well', name: 'Get Well' });
    expect(jokesAllowed(getWell, [{ role: 'recovery_expected', text: 'Sadly not' }])).toBe(false);
    expect(jokesAllowed(getWell, [{ role: 'recovery_expected', text: 'Yes' }])).toBe(true);
    expect(jokesAllowed(playbookFor({ slug: 'leaving', name: 'Leaving' }), [{ role: 'leaving_wanted', text: 'no' }])).toBe(false);
    expect(jokesAllowed(playbookFor({ slug: 'sympathy', name: 'Sympathy' }), [])).toBe(false);
    expect(yesNo('Not really')).toBe('no');
  });

  it('when the playbooks entry is read, then it imports no Node API, retext, dictionary or harper (the web app bundles it)', () => {
    const source = readFileSync(new URL('./playbooks.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.filter((i) => !/^(?:zod|@cards\/contracts|\.\/playbooks\/[a-z-]+\.json)$/.test(i!))).toEqual([]);
  });
});
