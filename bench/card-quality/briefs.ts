import type { CardAnswer, Relationship } from '@cards/contracts';

/**
 * The evaluation's briefs: every seeded occasion in every voice, each with people of several
 * relationships (partner, parents, grandparent, child, sibling, relative, friend, team,
 * teacher, nurse, neighbour); one sender and groups, one recipient and two; past and future
 * facts, sad news, one and several details, names with their article; the cards the issue
 * quotes as failures; and one occasion an admin might add. Each is [occasion, voice,
 * recipient, sender, notes, relationship the customer chose (else inferred)].
 */
export type Voice = 'warm' | 'witty' | 'formal' | 'poetic';
export type Brief = [
  occasion: string,
  voice: Voice,
  recipient: string,
  sender: string,
  notes: string,
  relationship?: Relationship,
  /** The answers to the card's questions (the answered set: `answered-briefs.ts`). */
  answers?: CardAnswer[],
];
const VOICES: Voice[] = ['warm', 'witty', 'formal', 'poetic'];

/** People and notes per occasion, each written in every voice: [recipient, sender, notes, relationship chosen]. */
const SCENES: Record<string, Array<[string, string, string, Relationship?]>> = {
  birthday: [
    ['Grandad', 'Ellie and Tom', 'Turning 80 next week. We are taking him to the Lake District in June. Loves the cricket.'],
    ['Sophie', 'James', 'My wife. Our first holiday was in the Peak District years ago. She loves wild swimming.'],
  ],
  anniversary: [
    [
      'Mum and Dad',
      'Ellie and Tom',
      'Their 40th anniversary. They met at a dance in Blackpool. Still walk the dog together every evening.',
    ],
    ['Claire', 'Dan', 'My wife. Our first date was in the Lake District ten years ago.'],
  ],
  wedding: [
    ['Sophie and James', 'Hannah', 'My best friend. They are off to Japan for the honeymoon next month.'],
    ['Amy and Josh', 'Mum and Dad', 'Our daughter Amy. Getting married in the Cotswolds.', 'child'],
  ],
  'thank-you': [
    ['Mrs Patel', 'Oliver', 'My year 6 teacher, who stayed after school every Tuesday to help me with fractions.'],
    ['Nurse Bailey', 'Priya', 'The nurse who cared for my father after his stroke.'],
  ],
  sympathy: [
    ['Margaret', 'Sue', 'Her husband John died last spring. He loved fishing.', 'friend'],
    ['Dave', 'Everyone in Accounts', 'His mum passed away last week. She was a keen gardener.'],
  ],
  christmas: [
    ['the Hendersons', 'Jo & Sam', 'Our lovely neighbours. Fed the cat every day while we were in Spain.'],
    ['Nan', 'Maya', 'First Christmas in her new flat in York. Loves mince pies.'],
  ],
  'new-baby': [
    ['Priya and Sam', 'Anna', 'My sister Priya. A little boy called Leo, born on Monday.', 'sibling'],
    ['Jess', 'The whole team', 'A baby girl called Isla.'],
  ],
  'get-well': [
    ['Dave', 'Everyone in Accounts', 'Broke his leg skiing in France.'],
    ['Dad', 'Ellie and Tom', 'Recovering from a knee operation. Loves his allotment.'],
  ],
  congratulations: [
    ['Maya', 'Mum and Dad', 'Passed her driving test at the first attempt. We are going to Cornwall in the summer.'],
    ['Marcus', 'Everyone at the office', 'Just got promoted to head chef.'],
  ],
  'mothers-day': [
    ['Mum', 'Ellie', 'Taught me to bake. We went to the Isle of Skye together last spring.'],
    ['Mum', 'Tom and Priya', 'Loves her garden and the grandchildren.'],
  ],
  'fathers-day': [
    ['Dad', 'Oliver', 'Loves fishing and the Arsenal. We are going to Wembley next month.'],
    ['Grandad', 'The grandchildren', 'Taught us all to play chess. Loves his greenhouse.'],
  ],
  'valentines-day': [
    ['Sam', 'Alex', 'We met at a rainy bus stop in Leeds. Loves old films.'],
    ['Jamie', 'Chris', 'Our trip to Rome last spring. Steals my hoodies.', 'partner'],
  ],
  graduation: [
    ['Maya', 'Mum and Dad', 'Graduated in law from Durham. Starts a new job in London next month.'],
    ['Jack', 'Uncle Pete', 'My nephew. Three years in Manchester studying physics.', 'relative'],
  ],
  retirement: [
    ['Linda', 'The whole team', 'Retiring after 35 years at the council. Plans to spend every morning on the golf course.'],
    ['Mr Hughes', 'Class 6', 'Our headteacher for 20 years. Loves birdwatching.'],
  ],
  housewarming: [['Sam and Alex', 'Hannah', 'Just moved to a new flat in Brighton.', 'friend']],
};

/** The cards the issue quotes as failures, as briefs: each must now pass. */
export const ACCEPTANCE: Brief[] = [
  ['thank-you', 'formal', 'Mrs Patel', 'Oliver', 'My year 6 teacher, who stayed after school every Tuesday to help me with fractions.'],
  ['get-well', 'poetic', 'Tom', 'Sarah', 'Broke his leg skiing.'],
  ['thank-you', 'warm', 'Nurse Bailey', 'Priya', 'The nurse who cared for my father after his stroke.'],
  ['anniversary', 'witty', 'Claire', 'Dan', 'My wife.'],
  ['anniversary', 'witty', 'Priya', 'Tom', 'Our first date was in the Lake District ten years ago.'],
  ['valentines-day', 'poetic', 'Priya', 'Tom', 'We met at a rainy bus stop in Leeds.'],
  ['thank-you', 'formal', 'Mrs Green', 'The Brown family', 'Your generosity. The meals you brought round every week.'],
  ['sympathy', 'poetic', 'Margaret', 'Sue', 'Her husband John passed away in March. He loved fishing.'],
  ['thank-you', 'formal', 'Mr Okafor', 'Class 4B', 'the brilliant school trip to the Science Museum'],
];
export const BRIEFS: Brief[] = [
  ['birthday', 'warm', 'Grandma Rose', 'Ellie', 'She is turning 90 and loves her garden and her cat Mabel. We had tea at Kew last summer.'],
  ['birthday', 'witty', 'Tom', 'The Smith family', 'Turning 40 next week. Loves wild swimming and his dog Biscuit.'],
  ['birthday', 'formal', 'Dr Okafor', 'Everyone at Northfield Dental', 'Our practice manager for twelve years and a keen cyclist.'],
  [
    'birthday',
    'poetic',
    'Priya',
    'Sam',
    'Spends every Sunday on the allotment and just started a new job at the bakery on the high street.',
  ],
  [
    'birthday',
    'warm',
    'Aunt June',
    'Tom and Priya',
    'Her husband died in the spring, so this is her first birthday without him. She loves crosswords.',
  ],
  ['anniversary', 'warm', 'Mum and Dad', 'Priya', '30 years married this June. They still dance in the kitchen.'],
  ['anniversary', 'witty', 'Mr and Mrs Patel', 'The Jones family', 'Their 25th anniversary. We met at university in Leeds.'],
  ['anniversary', 'poetic', 'Tom and Priya', 'Gran', ''],
  ['anniversary', 'formal', 'Mr and Mrs Hughes', 'Everyone at the Bridge Club', 'Married for 50 years, and both keen walkers.'],
  ['wedding', 'warm', 'Sophie and James', 'Aunt Mary', 'Getting married in Cornwall. They love sailing and their spaniel Bertie.'],
  ['wedding', 'witty', 'Sam and Alex', 'The Smith family', 'They just moved to a new house in Bristol.'],
  ['wedding', 'formal', 'Dr and Mrs Shah', 'The partners at Hale & Co', ''],
  [
    'wedding',
    'poetic',
    'Ben and Lily',
    'Ellie',
    'Their dog Pepper is the ring bearer. Our trip to Rome last spring was where they got engaged.',
  ],
  ['thank-you', 'warm', 'Mrs Green', 'Oliver', 'My teacher this year. She helped me with my reading and loves the school garden.'],
  ['thank-you', 'witty', 'Dave', 'Everyone in Accounts', 'Fixed the office coffee machine. Loves golf and bad puns.'],
  ['thank-you', 'formal', 'Dr Adeyemi', 'The Brown family', 'Looked after Dad so kindly in hospital in March.'],
  ['thank-you', 'poetic', 'Auntie Sue', 'Maya', 'Knitted a blanket for the baby. She lives in Cornwall.'],
  [
    'sympathy',
    'warm',
    'Mr and Mrs Patel',
    'Everyone at Northfield Dental',
    'Their son Arjun passed away last month after a long illness. They were so proud of him.',
  ],
  ['sympathy', 'witty', 'Jenny', 'Sam', 'Her mum died in March. Jenny loves walking her dog Rolo on the beach.'],
  [
    'sympathy',
    'formal',
    'The Williams family',
    'The team at Hale & Co',
    'Mr Williams, our longest-serving client, died suddenly last week.',
  ],
  ['sympathy', 'poetic', 'Grandad', 'Ellie and Tom', 'Nan passed away peacefully in her sleep. He loves his garden.'],
  ['sympathy', 'warm', 'Claire', 'Ben', ''],
  ['christmas', 'warm', 'Mum and Dad', 'Priya', 'First Christmas in the new house in York.'],
  ['christmas', 'witty', 'the whole team', 'Sarah', 'We survived the office move. Everyone loves the new coffee machine.'],
  ['christmas', 'formal', 'Mr and Mrs Patel', 'Northfield Dental', ''],
  ['christmas', 'poetic', 'Aunt June', 'Tom and Priya', 'Her husband died in the spring; this is her first Christmas without him.'],
  ['new-baby', 'warm', 'Aisha and Dan', 'The Jones family', 'A little girl called Zara, born on Tuesday.'],
  ['new-baby', 'witty', 'Priya', 'Ellie', 'A baby boy, their second. Big sister Maya is thrilled.'],
  ['new-baby', 'formal', 'Mr and Mrs Hughes', 'Everyone at Northfield Dental', ''],
  ['get-well', 'warm', 'Grandad', 'Ellie and Tom', 'Recovering from a hip operation. Loves crosswords and the cricket.'],
  ['get-well', 'witty', 'Dave', 'Everyone in Accounts', 'Broke his leg skiing in France.'],
  ['get-well', 'formal', 'Mrs Green', "The governors of St Mary's School", ''],
  ['get-well', 'poetic', 'Aunt Sue', 'Maya', 'Started chemo last week. Loves her garden and her cat Mabel.'],
  ['congratulations', 'warm', 'Sam', 'Mum and Dad', 'Passed her driving test at the first attempt.'],
  ['congratulations', 'witty', 'Priya', 'The whole team', 'Promoted to head of design.'],
  ['congratulations', 'formal', 'Dr Shah', 'The partners at Hale & Co', 'Elected president of the dental association.'],
  ['congratulations', 'poetic', 'Tom and Priya', 'Gran', 'Engaged at last. He proposed on the beach in Cornwall.'],
  ['good-luck', 'warm', 'Leah', 'Auntie Claire and Uncle Rob', 'My niece has her exams next month and has been so stressed.'],
  ['good-luck', 'witty', 'Dev', 'The five-a-side lot', 'Running his first marathon on Sunday.'],
  ['good-luck', 'formal', 'Ms Okoro', 'The board', 'Starts as chief executive in January.'],
  ['good-luck', 'poetic', 'Ella', 'Mum', 'Off to university in York next week.'],
  ['new-home', 'warm', 'Aisha and Ben', 'Nadia', 'Moved into their first house in Sheffield.'],
  ['new-home', 'witty', 'Gareth', 'Your old flatmates', 'Finally bought a place with a garden.'],
  ['new-home', 'formal', 'Mr and Mrs Patel', 'The Hendersons next door', 'Moving to a bungalow by the sea.'],
  ['new-home', 'poetic', 'Rosie', 'Grandma', 'New flat in Bristol with a view of the harbour.'],
  ['leaving', 'warm', 'Sophie', 'Everyone on the ward', 'Leaving after nine years to train as a midwife.'],
  ['leaving', 'witty', 'Marcus', 'The sales team', 'Off to a new job in Leeds. Always brought the best biscuits.'],
  ['leaving', 'formal', 'Mrs Evans', 'The governors', 'Leaving the school after twenty years as head.'],
  ['leaving', 'poetic', 'Jen', 'Nina', 'Moving to Melbourne with her family next month.'],
  ['mothers-day', 'warm', 'Mum', 'Ellie', 'Loves her garden and our Sunday walks with the dog.'],
  ['mothers-day', 'witty', 'Mum', 'Tom and Priya', ''],
  ['mothers-day', 'poetic', 'Mum', 'Sam', 'Always has a cake in the tin. We went to Paris together last spring.'],
  ['fathers-day', 'warm', 'Dad', 'Oliver', 'Loves fishing and the Arsenal.'],
  ['fathers-day', 'witty', 'Dad', 'The kids', 'Retired from the fire service after 30 years.'],
  ['fathers-day', 'formal', 'Grandad', 'Ellie and Tom', ''],
  ['valentines-day', 'warm', 'Sam', 'Alex', 'Our trip to Rome last spring. She loves old films.'],
  ['valentines-day', 'witty', 'Jamie', 'Chris', 'Steals my hoodies and loves pizza.'],
  ['valentines-day', 'poetic', 'Priya', 'Tom', ''],
  ['graduation', 'warm', 'Maya', 'Mum and Dad', 'Graduated in law from Durham. Loves rowing.'],
  ['graduation', 'witty', 'Jack', 'Uncle Pete', 'Three years in Manchester studying physics.'],
  ['graduation', 'formal', 'Miss Hughes', "The staff at St Mary's School", ''],
  ['retirement', 'warm', 'Dave', 'Everyone in Accounts', 'Retiring after 35 years at the council. Loves golf and his grandchildren.'],
  ['retirement', 'witty', 'Linda', 'The whole office', 'Plans to spend every morning on the golf course.'],
  ['retirement', 'formal', 'Mr Hughes', "The governors of St Mary's School", 'Headteacher here for 20 years.'],
  ['retirement', 'poetic', 'Grandad', 'Ellie', 'Finally retired, and a keen gardener.'],
  ['housewarming', 'warm', 'Sam and Alex', 'Gran', 'Just moved to a new flat in Brighton.'],
  ...ACCEPTANCE,
  ...Object.entries(SCENES).flatMap(([occasion, scenes]) =>
    scenes.flatMap(([recipient, sender, notes, relationship]) =>
      VOICES.map((voice): Brief =>
        relationship ? [occasion, voice, recipient, sender, notes, relationship] : [occasion, voice, recipient, sender, notes],
      ),
    ),
  ),
];
