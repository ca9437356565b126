import type { CardAnswer, Relationship } from '@cards/contracts';
import { questionsFor } from '@cards/card-words/playbooks';
import type { Brief, Voice } from './briefs.js';

/**
 * Briefs typed the way customers type into the form's questions, not the way a test writer
 * would: shorthand, brackets, "me (lou)", nicknames, pets, a child's birthday, a driving test
 * passed at the second go, a work anniversary, a household's Christmas news. Written to find
 * the offline writer's faults by class (answers printed as typed, sorrow invented, the
 * occasion's words wrong, the best detail lost), never to be passed by special cases.
 * Each is [occasion, voice, recipient, sender, notes, relationship, answers by question id].
 */
function typed(slug: string, relationship: Relationship, text: Record<string, string>, toMany = false): CardAnswer[] {
  const questions = questionsFor({ occasion: { slug, name: slug }, relationship, toMany });
  return questions
    .filter((q) => text[q.id] !== undefined)
    .map((q): CardAnswer => ({ question_id: q.id, question: q.prompt, role: q.role, text: text[q.id]! }));
}

/** Who sends what to whom: [occasion, voice, recipient, sender, relationship]. */
type Scene = [slug: string, voice: Voice, recipient: string, sender: string, relationship: Relationship];

function customer(
  [slug, voice, recipient, sender, relationship]: Scene,
  text: Record<string, string>,
  opts: { toMany?: boolean } = {},
): Brief {
  return [slug, voice, recipient, sender, '', relationship, typed(slug, relationship, text, opts.toMany)];
}

export const CUSTOMER_BRIEFS: Brief[] = [
  customer(['birthday', 'warm', 'Alfie', 'Mummy and Daddy', 'child'], {
    'birthday.child.interest': 'paw patrol n his bike',
    'birthday.child.this_year': 'lost his first tooth!! (tooth fairy left £1)',
    'birthday.child.age': '6',
  }),
  customer(['birthday', 'witty', 'Gaz', 'me (lou)', 'friend'], {
    'birthday.interest': 'darts, the footy & his dog biscuit',
    'birthday.this_year': 'finally passed his driving test lol',
    'birthday.memory': 'got lost in ikea for 3 hrs',
    'birthday.age': '40',
  }),
  customer(['birthday', 'warm', 'Mum', 'Ellie x', 'parent'], {
    'birthday.interest': 'her garden (esp the roses)',
    'birthday.memory': 'went to see mamma mia and cried laughing',
    'birthday.age': '65',
  }),
  customer(['birthday', 'formal', 'Great Nan', 'The Robinsons', 'grandparent'], {
    'birthday.interest': 'crosswords and a nice sherry',
    'birthday.age': '90',
  }),
  customer(['birthday', 'poetic', 'Maisie', 'Auntie Jo', 'relative'], {
    'birthday.interest': 'horses (obsessed!!)',
    'birthday.this_year': 'started big school',
    'birthday.age': '4',
  }),
  customer(['birthday', 'warm', 'Kev', 'everyone in the warehouse', 'colleague'], {
    'birthday.work.interest': 'fishing at the weekends',
    'birthday.work.appreciate': 'always sort out the rota without moaning',
  }),
  customer(['thank-you', 'warm', 'Nurse Kaur', 'the Doyle family', 'carer'], {
    'thank-you.carer.thanks_for': 'looking after mum on ward 7 after her fall',
    'thank-you.carer.difference': 'she felt safe and we could finally sleep',
    'thank-you.carer.memory': 'always made her a cuppa just how she likes it',
  }),
  customer(['thank-you', 'warm', 'Miss Hughes', 'Poppy (and mum)', 'teacher'], {
    'thank-you.teacher.thanks_for': 'helping poppy with her reading this yr',
    'thank-you.teacher.difference': 'she reads on her own every night now',
    'thank-you.teacher.memory': 'gave her the star of the week certificate',
  }),
  customer(['thank-you', 'witty', 'Brenda', 'Steve & Kaz at no. 14', 'neighbour'], {
    'thank-you.neighbour.thanks_for': 'feeding the cats (Salt n Pepper) while we were away',
    'thank-you.neighbour.difference': 'we didnt worry once',
  }),
  customer(['thank-you', 'warm', 'Jen', 'Hannah', 'friend'], {
    'thank-you.thanks_for': 'being there when things were rubbish this year',
    'thank-you.memory': 'turned up with wine and pizza without being asked',
  }),
  customer(['sympathy', 'warm', 'Carol', 'Sue and Mike', 'friend'], {
    'sympathy.deceased_name': 'her husband Dave',
    'sympathy.knew': 'yes',
    'sympathy.memory': 'he always had a joke for everyone down the club',
    'sympathy.help': 'doing some meals and walking the dog',
  }),
  customer(['sympathy', 'formal', 'Raj', 'all of us in IT', 'colleague'], {
    'sympathy.deceased_name': 'his dad',
    'sympathy.knew': 'no',
  }),
  customer(['new-baby', 'warm', 'Chloe and Ryan', 'Auntie Bev', 'relative'], {
    'new-baby.baby_name': 'baby Noah (7lb 2oz)',
    'new-baby.wish': 'gets his mums good looks lol',
    'new-baby.help': 'babysitting whenever u need a break',
  }),
  customer(['wedding', 'poetic', 'Becky and Tom', 'Laura', 'friend'], {
    'wedding.partner_name': 'Tom',
    'wedding.admire': 'how he makes her laugh every day',
    'wedding.memory': 'went to magaluf for her hen do',
    'wedding.plans': 'Bali!!',
  }),
  customer(['retirement', 'witty', 'Pete', 'the lads at the depot', 'colleague'], {
    'retirement.glad': 'yes definitely',
    'retirement.plans': 'golf, golf and more golf (and the caravan)',
    'retirement.years': '32 yrs',
    'retirement.will_miss': 'his bacon butties on a friday',
  }),
  customer(['anniversary', 'warm', 'Sandra', 'everyone at the surgery', 'colleague'], {
    'anniversary.work.years': '25 years',
    'anniversary.work.appreciate': 'always remember every patients name',
  }),
  customer(['congratulations', 'witty', 'Liam', 'Mum & Dad', 'child'], {
    'congratulations.achievement': 'passing ur driving test (2nd time lucky!)',
    'congratulations.effort': 'two goes and loads of lessons with dad',
    'congratulations.plans': 'drive to see his mates in Bristol',
  }),
  customer(['get-well', 'warm', 'Tony', 'the five-a-side lot', 'friend'], {
    'get-well.recovery': 'yes',
    'get-well.looking_forward': 'having him back in goal on a tues',
    'get-well.help': 'giving lifts to physio',
  }),
  customer(['new-home', 'warm', 'Aisha', 'Nadia', 'friend'], {
    'new-home.moving_to': 'a flat in manchester (finally!)',
    'new-home.looking_forward': 'a housewarming with loads of food',
    'new-home.will_miss': 'our late night chats on the stairs',
  }),
  customer(['good-luck', 'warm', 'Josh', 'Nan', 'relative'], {
    'good-luck.for': 'ur gcse exams',
    'good-luck.strength': 'hes revised so hard',
    'good-luck.after': 'go for a big pizza',
  }),
  customer(
    ['christmas', 'warm', 'Everyone', 'The Millers (Dan, Sophie, Evie & Bruno the dog)', 'friend'],
    {
      'christmas.many.our_news': 'Evie started school and we got a puppy (Bruno)',
      'christmas.many.hope_to_see': 'in the new year',
    },
    { toMany: true },
  ),
  customer(['anniversary', 'poetic', 'Jess', 'Matt', 'partner'], {
    'anniversary.partner.memory': 'got stuck on the ferry to skye in a storm',
    'anniversary.partner.love_most': 'ur laugh and how u put up with me',
    'anniversary.partner.years': '10 yrs',
  }),
  customer(['anniversary', 'warm', 'Mum and Dad', 'Katie, Ben and the kids', 'parent'], {
    'anniversary.years': '50 years (golden!)',
    'anniversary.admire': 'they still go dancing every saturday',
  }),
  customer(['leaving', 'warm', 'Priya', 'all at Hartley Accounts', 'colleague'], {
    'leaving.work.wanted': 'yes',
    'leaving.work.off_to': 'new job in london',
    'leaving.work.will_miss': 'her brownies and her calm in a crisis',
    'leaving.work.years': '8 years',
  }),
  customer(['christmas', 'witty', 'Dad', 'Sam', 'parent'], {
    'christmas.memory': 'burnt the sprouts and blamed the dog',
    'christmas.this_year': 'had his knee done and is walking again',
    'christmas.hope_to_see': 'boxing day',
  }),
  customer(['graduation', 'warm', 'Ellie', 'Gran and Pops', 'relative'], {
    'graduation.subject': 'nursing (1st class!)',
    'graduation.effort': 'did nights at the care home the whole way through',
    'graduation.plans': 'start on the childrens ward in sept',
  }),
  // The blind reading's cards, as its reader typed them: the details it found dropped or pasted broken.
  customer(['birthday', 'warm', 'Granny', 'Love from all of us, Helen, Mark and the kids', 'grandparent'], {
    'birthday.interest': 'does the crossword in pen every morning',
    'birthday.age': '90',
  }),
  customer(['birthday', 'witty', 'Oscar', 'Grandma and Grandad', 'grandparent'], {
    'birthday.interest': 'dinosaurs',
    'birthday.this_year': 'lost his front tooth and now whistles through the gap',
    'birthday.age': '7',
  }),
  customer(['birthday', 'warm', 'Lily', 'Mummy', 'child'], {
    'birthday.child.interest': 'unicorns and glitter',
    'birthday.child.this_year': 'had her first sleepover at grandmas',
    'birthday.child.age': '5',
  }),
  customer(['congratulations', 'warm', 'Jack', 'Mum', 'child'], {
    'congratulations.achievement': 'passing his driving test',
    'congratulations.effort': 'passed at the second go',
  }),
  customer(['good-luck', 'warm', 'Megan', 'Sarah', 'friend'], {
    'good-luck.for': 'her interview at the hospital',
    'good-luck.strength': 'shes worked so hard for this',
    'good-luck.after': 'take her out for a curry',
  }),
  customer(['retirement', 'warm', 'Ken', 'everyone at the sorting office', 'colleague'], {
    'retirement.glad': 'yes',
    'retirement.years': '30 years as a postman and never missed a day even in the snow',
    'retirement.will_miss': 'his terrible jokes at 6am',
  }),
  customer(['retirement', 'warm', 'Maureen', 'the team at Dalton Road', 'colleague'], {
    'retirement.glad': 'yes',
    'retirement.plans': 'keep running the tea fund',
    'retirement.will_miss': 'her flapjacks',
  }),
  // A group of friends signing together: warm, never "Dearest", hugs or all their love.
  customer(['birthday', 'poetic', 'Tony', 'The five-a-side lot', 'friend'], {
    'birthday.interest': 'darts n the footy',
    'birthday.this_year': 'ran his first half marathon',
    'birthday.age': '40',
  }),
  customer(['get-well', 'witty', 'Tony', 'the lads from five-a-side', 'friend'], {
    'get-well.recovery': 'yes',
    'get-well.looking_forward': 'having him back in goal',
  }),
  // The sender's news typed without its subject; a memory of the dead that is a thing of hers; a thanks typed as a deed.
  customer(
    ['christmas', 'warm', 'Everyone', 'The Taylors', 'friend'],
    {
      'christmas.many.our_news': 'moved to devon and pete retired!!',
      'christmas.many.hope_to_see': 'in the spring',
    },
    { toMany: true },
  ),
  customer(['sympathy', 'warm', 'Jen', 'Sam', 'friend'], {
    'sympathy.deceased_name': 'her mum, Margaret',
    'sympathy.knew': 'yes',
    'sympathy.memory': 'her sunday roasts',
  }),
  customer(['thank-you', 'warm', 'Dave', 'Kerry', 'friend'], {
    'thank-you.thanks_for': 'drove me to the airport at 5am',
    'thank-you.difference': 'i would have missed my flight otherwise',
  }),
  // The second blind reading: a household's own news typed to "This year they…", a plan after "They're off to…", a deed as a reason.
  customer(['christmas', 'warm', 'Friends and neighbours', 'The Robinsons — Claire, James, Maisie and Otis', 'friend'], {
    'christmas.this_year': 'we got a puppy called Otis who has eaten two pairs of shoes and a Christmas bauble',
  }),
  customer(['leaving', 'warm', 'Pat and Derek', 'The Nguyens at number 4', 'neighbour'], {
    'leaving.off_to': 'live near their grandchildren in Devon',
    'leaving.will_miss': 'their chats over the fence',
  }),
  customer(['good-luck', 'warm', 'Ellie', 'Mum and Dad', 'child'], {
    'good-luck.for': 'her GCSEs',
    'good-luck.strength': 'has revised every evening since January',
  }),
  customer(['thank-you', 'warm', 'Brenda', 'Steve and Kaz', 'neighbour'], {
    'thank-you.neighbour.thanks_for': 'taking in all our parcels',
    'thank-you.neighbour.memory': 'always waves from the garden',
  }),
];
