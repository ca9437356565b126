import type { CardAnswer, Relationship } from '@cards/contracts';
import { questionsFor } from '@cards/card-words/playbooks';
import type { Brief, Voice } from './briefs.js';

/**
 * The evaluation's briefs with answers, as customers give them through the form's questions:
 * every occasion (the seeded ones, Good Luck, New Home, Leaving, and one an admin adds) in
 * every voice, each with two of the relationships it is sent in (every relationship is in the
 * set), a household writing Christmas cards to many, a recovery not expected, a leaving not
 * chosen, and briefs that leave a question or two unanswered.
 */
const VOICES: Voice[] = ['warm', 'witty', 'formal', 'poetic'];

/** What a customer writes to each question, by question id. */
const ANSWERS: Record<string, string> = {
  'birthday.child.interest': 'dinosaurs and anything with a T. rex on it',
  'birthday.child.this_year': 'lost his first front tooth and whistles through the gap',
  'birthday.child.age': '7',
  'birthday.partner.memory': 'got caught in the rain on the way to Whitby',
  'birthday.partner.love_most': 'the way you sing in the kitchen',
  'birthday.partner.plans': 'finally take that trip to Rome',
  'birthday.work.interest': 'cold-water swimming at the lido',
  'birthday.work.appreciate': 'always make time to help the new starters',
  'birthday.interest': 'keeping bees and baking lemon drizzle',
  'birthday.this_year': 'ran her first half marathon',
  'birthday.memory': 'camped in the rain in the Lakes',
  'birthday.age': '70',
  'anniversary.partner.memory': 'danced in the kitchen on our first night in the flat',
  'anniversary.partner.love_most': 'how you make everyone feel at home',
  'anniversary.partner.years': '30 years',
  'anniversary.work.years': 'ten years',
  'anniversary.work.appreciate': 'keep the whole team laughing on a Monday',
  'anniversary.years': '40 years',
  'anniversary.admire': 'how they still hold hands on every walk',
  'anniversary.memory': 'all went to their silver wedding party in Blackpool',
  'wedding.partner_name': 'Sam',
  'wedding.admire': "how they finish each other's sentences",
  'wedding.memory': 'sang karaoke until two in the morning in Leeds',
  'wedding.plans': 'Portugal for the honeymoon',
  'thank-you.carer.thanks_for': 'looking after Dad on the ward in March',
  'thank-you.carer.difference': 'he felt safe and we could sleep at night',
  'thank-you.carer.memory': 'sang to him on his last morning there',
  'thank-you.teacher.thanks_for': 'helping Oliver with his reading this year',
  'thank-you.teacher.difference': 'he reads to us every night now',
  'thank-you.teacher.memory': 'always had time for his questions',
  'thank-you.neighbour.thanks_for': 'taking in our parcels and feeding the cat',
  'thank-you.neighbour.difference': 'we could go away without a worry',
  'thank-you.neighbour.memory': 'turned up with soup when we all had flu',
  'thank-you.work.thanks_for': 'covering my shifts while I moved house',
  'thank-you.work.difference': 'I could get it all done without panicking',
  'thank-you.work.memory': 'stayed late to help me finish the report',
  'thank-you.thanks_for': 'driving me to the airport at five in the morning',
  'thank-you.difference': "I'd never have made the flight otherwise",
  'thank-you.memory': 'kept me laughing the whole way there',
  'sympathy.deceased_name': 'her mum, Margaret',
  'sympathy.knew': 'yes',
  'sympathy.memory': 'she taught me to bake',
  'sympathy.help': 'bringing round a meal on Sunday',
  'christmas.many.our_news': 'we moved to Devon and Pete retired',
  'christmas.many.hope_to_see': 'when the weather warms up',
  'christmas.memory': 'burnt the turkey and had chips instead',
  'christmas.this_year': 'started a new job at the bakery',
  'christmas.hope_to_see': 'over New Year',
  'new-baby.baby_name': 'Rosie',
  'new-baby.wish': 'sleeps better than her dad did',
  'new-baby.help': 'bringing round dinners in the first few weeks',
  'get-well.recovery': 'yes',
  'get-well.looking_forward': 'our walk along the river again',
  'get-well.help': 'walking the dog while you rest',
  'congratulations.achievement': 'passing your driving test',
  'congratulations.effort': 'two goes and a lot of patience',
  'congratulations.plans': 'drive to the coast with friends',
  'graduation.subject': 'marine biology from Plymouth',
  'graduation.effort': 'worked nights at the pub to pay for it',
  'graduation.plans': 'start a job at the aquarium',
  'retirement.glad': 'yes',
  'retirement.plans': 'spend more time on the allotment',
  'retirement.years': 'thirty years at the fire service',
  'retirement.will_miss': 'your tea rounds and your terrible puns',
  'mothers-day.love_most': 'how you always know when to ring',
  'mothers-day.memory': 'got lost on the way to Skegness',
  'mothers-day.thanks_for': 'every lift to football practice',
  'fathers-day.love_most': 'your terrible jokes at dinner',
  'fathers-day.memory': 'built the shed that fell down',
  'fathers-day.thanks_for': 'teaching me to ride a bike',
  'valentines-day.memory': 'missed the last train in Paris',
  'valentines-day.love_most': 'your laugh',
  'valentines-day.plans': 'finally learn to dance',
  'good-luck.for': 'your driving test on Friday',
  'good-luck.strength': "they've practised every weekend since May",
  'good-luck.after': 'celebrate with a curry',
  'new-home.moving_to': 'a cottage near Hebden Bridge',
  'new-home.looking_forward': 'a cup of tea in the new garden',
  'new-home.will_miss': 'waving at you over the fence',
  'leaving.work.wanted': 'yes',
  'leaving.work.off_to': 'a new job at the council in Leeds',
  'leaving.work.will_miss': 'your Friday cake and your calm in a crisis',
  'leaving.work.years': 'six years',
  'leaving.wanted': 'yes',
  'leaving.off_to': 'start a new life in Melbourne',
  'leaving.will_miss': 'our Sunday walks by the canal',
  'generic.work.appreciate': 'always find time for everyone',
  'generic.work.hope': 'have a wonderful celebration with the family',
  'generic.detail': 'training for the Great North Run',
  'generic.memory': 'got lost on the way to Whitby',
  'generic.hope': 'get a well-earned rest',
};

/** Who sends to whom, by relationship: [recipient, sender]. */
const PEOPLE: Record<Relationship, [string, string]> = {
  partner: ['Claire', 'Dan'],
  parent: ['Mum', 'Ellie'],
  grandparent: ['Grandma Rose', 'Maya'],
  child: ['Leo', 'Mum and Dad'],
  sibling: ['Sam', 'Jess'],
  relative: ['Aunt June', 'Ruby'],
  friend: ['Sarah', 'Jo'],
  colleague: ['Dev', 'Ana'],
  teacher: ['Mrs Patel', 'Oliver'],
  carer: ['Nurse Bailey', 'Priya'],
  neighbour: ['Pat', 'Anna and Tom'],
};
/** Couple occasions are sent to two. */
const COUPLES = new Set(['wedding', 'anniversary', 'new-baby']);

/** The relationships each occasion is sent in, four apiece. */
const SENT_TO: Record<string, Relationship[]> = {
  birthday: ['child', 'partner', 'colleague', 'relative'],
  anniversary: ['partner', 'parent', 'colleague', 'friend'],
  wedding: ['friend', 'child', 'colleague', 'sibling'],
  'thank-you': ['teacher', 'carer', 'neighbour', 'friend'],
  sympathy: ['friend', 'colleague', 'neighbour', 'relative'],
  christmas: ['grandparent', 'friend', 'parent', 'neighbour'],
  'new-baby': ['sibling', 'friend', 'colleague', 'child'],
  'get-well': ['friend', 'parent', 'colleague', 'grandparent'],
  congratulations: ['child', 'colleague', 'friend', 'sibling'],
  'mothers-day': ['parent', 'grandparent', 'parent', 'grandparent'],
  'fathers-day': ['parent', 'grandparent', 'parent', 'grandparent'],
  'valentines-day': ['partner', 'partner', 'partner', 'partner'],
  graduation: ['child', 'relative', 'friend', 'sibling'],
  retirement: ['colleague', 'parent', 'friend', 'relative'],
  'good-luck': ['child', 'friend', 'colleague', 'sibling'],
  'new-home': ['friend', 'neighbour', 'child', 'sibling'],
  leaving: ['colleague', 'neighbour', 'friend', 'teacher'],
  diwali: ['friend', 'colleague', 'neighbour', 'relative'],
};

function answersTo(
  slug: string,
  relationship: Relationship,
  opts: { toMany?: boolean; change?: Record<string, string>; skip?: number } = {},
) {
  const questions = questionsFor({ occasion: { slug, name: slug }, relationship, toMany: opts.toMany });
  return questions
    .slice(0, questions.length - (opts.skip ?? 0))
    .map((q): CardAnswer => ({ question_id: q.id, question: q.prompt, role: q.role, text: opts.change?.[q.id] ?? ANSWERS[q.id]! }));
}

function brief(slug: string, voice: Voice, relationship: Relationship, opts: Parameters<typeof answersTo>[2] = {}): Brief {
  const [recipient, sender] = PEOPLE[relationship];
  const to =
    COUPLES.has(slug) && relationship !== 'partner' ? (relationship === 'child' ? 'Amy and Josh' : `${recipient} and Chris`) : recipient;
  return [slug, voice, to, sender, '', relationship, answersTo(slug, relationship, opts)];
}

export const ANSWERED_BRIEFS: Brief[] = [
  ...Object.entries(SENT_TO).flatMap(([slug, rels]) =>
    VOICES.flatMap((voice, v) => [brief(slug, voice, rels[v]!), brief(slug, voice, rels[(v + 1) % 4]!, { skip: v % 2 })]),
  ),
  ...VOICES.map((voice): Brief => [
    'christmas',
    voice,
    'Everyone',
    'Pat and Pete',
    '',
    'friend',
    answersTo('christmas', 'friend', { toMany: true }),
  ]),
  ...(['warm', 'witty'] as Voice[]).map((voice) => brief('get-well', voice, 'friend', { change: { 'get-well.recovery': 'no' } })),
  ...(['warm', 'witty'] as Voice[]).map((voice) => brief('leaving', voice, 'colleague', { change: { 'leaving.work.wanted': 'no' } })),
];
