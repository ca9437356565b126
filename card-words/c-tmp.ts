import nlp from 'compromise';
import { readAnswers } from './src/answers/answered.js';
for (const t of ['getting engaged Owen asked her on the beach at sunset', 'passed his test first time he was so chuffed', 'Lego and trains he built a tower taller than him'])
  console.log(t, '|', nlp(t).match('(#Verb|#Adjective|#Noun) [#ProperNoun+ #PastTense]', 0).text(), '|', nlp(t).match('[#Pronoun] (#PastTense|#Copula)', 0).text(), JSON.stringify(nlp(t).terms().json().map((x: any) => x.terms[0].tags.slice(0,3))));
const a = readAnswers({ slug: 'birthday', name: 'birthday' }, [
  { question_id: 'birthday.child.this_year', question: 'This year they…', role: 'this_year', text: 'has started school and loves it' },
  { question_id: 'birthday.child.interest', question: 'They’re really into…', role: 'interest', text: 'dinosaurs, trains' },
] as never);
console.log(a.placed.map((p) => [p.text, p.frames]));
