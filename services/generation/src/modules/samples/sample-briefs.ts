import type { CardAnswer, Relationship } from '@cards/contracts';
import { playbookFor } from '@cards/card-words/playbooks';

/**
 * The cards /samples opens with: briefs as a customer gives them through the card's questions
 * (a grandchild's birthday card, a husband's anniversary, a class thanking its teacher,
 * neighbours at Christmas, an aunt's new-baby card, a team saying goodbye, children wishing their
 * dad well, a friend's good luck, a new home). `answers` are keyed by the playbook's question id;
 * the question's wording and role come from the playbook, so a sample reads as the form asks.
 * Admins curate more by setting `sample`.
 */
interface SampleBrief {
  occasion: string;
  recipient: string;
  sender: string;
  relationship: Relationship;
  answers: Record<string, string>;
  details?: string;
  style: number;
  tone: string;
}

export const SAMPLES: SampleBrief[] = [
  {
    occasion: 'birthday',
    recipient: 'Grandma Rose',
    sender: 'Ellie',
    relationship: 'grandparent',
    answers: {
      'birthday.interest': 'her garden and the Sunday crossword',
      'birthday.memory': 'had tea at Kew and counted all the roses',
      'birthday.age': '90',
    },
    style: 0,
    tone: 'warm',
  },
  {
    occasion: 'anniversary',
    recipient: 'Priya',
    sender: 'Tom',
    relationship: 'partner',
    answers: {
      'anniversary.partner.memory': 'met at a rainy bus stop in Leeds',
      'anniversary.partner.love_most': 'how you laugh at my terrible jokes',
      'anniversary.partner.years': '25 years',
    },
    style: 1,
    tone: 'poetic',
  },
  {
    occasion: 'thank-you',
    recipient: 'Mr Okafor',
    sender: 'Class 4B',
    relationship: 'teacher',
    answers: {
      'thank-you.teacher.thanks_for': 'the brilliant trip to the Science Museum',
      'thank-you.teacher.memory': 'let us hold a real meteorite',
    },
    // A class writes to its teacher warmly; the formal voice reads like a letter from the office.
    style: 2,
    tone: 'warm',
  },
  {
    occasion: 'christmas',
    recipient: 'the Hendersons',
    sender: 'Jo & Sam',
    relationship: 'neighbour',
    answers: {
      'christmas.memory': 'shared a bonfire over the fence on Guy Fawkes night',
      'christmas.hope_to_see': 'for mince pies on Boxing Day',
    },
    details: 'They fed our cat every day while we were in Spain.',
    style: 3,
    tone: 'funny',
  },
  {
    occasion: 'new-baby',
    recipient: 'Aisha and Dan',
    sender: 'Auntie Meg',
    relationship: 'relative',
    answers: {
      'new-baby.baby_name': 'Zara',
      'new-baby.wish': 'has her mum’s laugh and her dad’s patience',
      'new-baby.help': 'cooking a week of dinners',
    },
    style: 0,
    tone: 'warm',
  },
  {
    occasion: 'leaving',
    recipient: 'Marcus',
    sender: 'Everyone in the kitchen',
    relationship: 'colleague',
    answers: {
      'leaving.work.wanted': 'yes',
      'leaving.work.off_to': 'run his own restaurant in Bristol',
      'leaving.work.will_miss': 'his Friday staff curry',
      'leaving.work.years': 'eight years',
    },
    style: 1,
    tone: 'funny',
  },
  {
    occasion: 'get-well',
    recipient: 'Dad',
    sender: 'Ellie and Tom',
    relationship: 'parent',
    answers: {
      'get-well.recovery': 'yes',
      'get-well.looking_forward': 'a day on the allotment together',
      'get-well.help': 'watering the tomatoes while your wrist mends',
    },
    details: 'He broke his wrist playing cricket.',
    style: 2,
    tone: 'warm',
  },
  {
    occasion: 'good-luck',
    recipient: 'Hannah',
    sender: 'Lou',
    relationship: 'friend',
    answers: {
      'good-luck.for': 'your first marathon on Sunday',
      'good-luck.after': 'celebrate with a very big breakfast',
    },
    style: 4,
    tone: 'warm',
  },
  {
    occasion: 'new-home',
    recipient: 'Kate and Ollie',
    sender: 'Mum',
    relationship: 'child',
    answers: {
      'new-home.moving_to': 'a terraced house with a red door in York',
      'new-home.looking_forward': 'a cup of tea in your new kitchen',
    },
    style: 5,
    tone: 'warm',
  },
];

/** A sample's answers as the card keeps them: each with its question as the form asks it. */
export function sampleAnswers(s: SampleBrief): CardAnswer[] {
  const questions = playbookFor({ slug: s.occasion, name: s.occasion }).question_sets.flatMap((set) => set.questions);
  return Object.entries(s.answers).map(([id, text]) => {
    const q = questions.find((x) => x.id === id);
    if (!q) throw new Error(`The ${s.occasion} sample answers "${id}", which no ${s.occasion} question is`);
    return { question_id: q.id, question: q.prompt, role: q.role, text };
  });
}
