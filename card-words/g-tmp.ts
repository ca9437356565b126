import { writeOption } from './src/card-writer.js';
import { questionsFor } from './src/playbooks.js';
const briefs: Array<[string, string, string, string, string[]]> = [
  ['congratulations', 'child', 'Maya', 'Mum and Dad', ['GCSE results: 9s in maths and physics', 'two years of revision', 'do sciences at college']],
  ['congratulations', 'friend', 'Beth', 'Carys', ['getting engaged Owen asked her on the beach at sunset', '', '']],
  ['anniversary', 'partner', 'Dan', 'Lucy', ['', '', '15 years, married for 11']],
  ['get-well', 'friend', 'Rob', 'Andy', ['yes', 'going fishing again', '']],
];
for (const [slug, rel, to, from, texts] of briefs) {
  const qs = questionsFor({ occasion: { slug, name: slug }, relationship: rel as never, toMany: false });
  const answers = qs.map((q, i) => ({ question_id: q.id, question: q.prompt, role: q.role, text: texts[i] ?? '' })).filter((a) => a.text);
  console.log('\n###', slug, answers.map((a) => `${a.role}=${a.text}`).join(' | '));
  for (let option = 0; option < 3; option++) {
    const w = await writeOption({ occasion: { slug, name: slug }, persona: { slug: 'warm', name: 'warm', tone_prompt: '' }, recipient_name: to, sender_name: from, details: '', relationship: rel as never, answers, instanceId: 1, cardId: 9, version: 1, option });
    console.log('--', w.words.inside.split('\n\n').slice(1, -1).join(' '));
  }
}
