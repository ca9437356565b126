import type { Tone } from './message-library.js';

/**
 * How each kind of fact is woven into a card, per mood and voice. `{x}` is the fact's phrase
 * ("the new job at the bakery", "Biscuit"), `{X}` the same with a capital; milestones add
 * `{w}`/`{W}`, the number in words. `bright` is for happy occasions; `gentle` for sympathy,
 * get-well and any card whose notes carry sad news: a kind without gentle lines is left out
 * of such a card (no "congratulations on the promotion" in a sympathy card). A voice without
 * lines of its own borrows the warm ones.
 */
export type FactKey =
  | 'kindness'
  | 'new-job'
  | 'new-home'
  | 'baby'
  | 'retirement'
  | 'engagement'
  | 'achievement'
  | 'milestone-age'
  | 'milestone-years'
  | 'milestone-service'
  | 'memory'
  | 'habit'
  | 'hobby'
  | 'pet'
  | 'family'
  | 'place'
  | 'recovery'
  | 'remembrance'
  | 'allusion-loss'
  | 'allusion-illness';

type Lines = Partial<Record<Tone, string[]>> & { warm: string[] };

export const FACT_LINES: Record<FactKey, { bright?: Lines; gentle?: Lines }> = {
  kindness: {
    bright: {
      warm: [
        'Thank you so much for {x}.',
        '{X} meant more than [I|we] can say.',
        '[I am|We are] still smiling about {x}.',
        'Thank you again for {x}; it meant the world.',
      ],
      funny: [
        'Thank you for {x}. Hero status confirmed.',
        '{X}? Above and beyond. Thank you.',
        '[I|We] would like to nominate you for a medal for {x}.',
      ],
      formal: [
        'Thank you most sincerely for {x}.',
        '[I am|We are] most grateful to you for {x}.',
        'Thank you for {x}; it was greatly appreciated.',
      ],
      poetic: [
        'Thank you for {x}, a kindness [I|we] will keep.',
        '{X} was a gift [I|we] will not forget.',
        'For {x}, [my|our] heartfelt thanks.',
      ],
    },
    gentle: {
      warm: ['Thank you, too, for {x}.', '[I|We] have not forgotten {x}.'],
      formal: ['[I|We] remain grateful for {x}.'],
      poetic: ['[I|We] still hold {x} dear.'],
    },
  },
  'new-job': {
    bright: {
      warm: [
        '[I|We] hope {x} is everything you wanted it to be.',
        'Congratulations on {x}, too; they are lucky to have you.',
        '[I am|We are] so pleased about {x}.',
        '[I|We] can’t wait to hear all about {x}.',
        'What a brilliant new start {x} is.',
      ],
      funny: [
        'As for {x}: they have no idea how lucky they are.',
        '[I|We] heard about {x}. Remember, whoever makes the tea runs the place.',
        '[I|We] give it a week before you are running {x}.',
      ],
      formal: ['[I|We] wish you every success in {x}.', 'Congratulations also on {x}.', '[I|We] were delighted to hear about {x}.'],
      poetic: [
        'Here’s to {x}, and the doors it opens.',
        'May {x} open every door you hoped for.',
        'May {x} be the start of something bright.',
        'May {x} bring you work you love and days that fly.',
      ],
    },
  },
  'new-home': {
    bright: {
      warm: [
        '[I|We] hope {x} is already full of happy noise.',
        'May {x} bring you years of happiness.',
        '[I|We] can’t wait to see {x}.',
        '[I|We] hope you are settling happily into {x}.',
      ],
      funny: [
        '[I|We] hope {x} comes with good neighbours and a working kettle.',
        '[I|We] will be round to see {x} soon. Get the biscuits in.',
      ],
      formal: ['[I|We] hope you will be very happy in {x}.', 'Warmest wishes for {x}.', 'May {x} bring you every comfort.'],
      poetic: [
        'Here’s to {x}, and the light in every room.',
        'May {x} be warm with light and laughter.',
        'May {x} hold many happy days.',
        'May every room of {x} be full of sunlight.',
      ],
    },
    gentle: {
      warm: ['[I|We] hope {x} becomes a place of comfort.', '[I|We] hope {x} brings you some peace.'],
      formal: ['[I|We] hope you are settling well into {x}.'],
      poetic: ['May {x} become a place of peace.'],
    },
  },
  baby: {
    bright: {
      warm: [
        'Lots of love to {x}, too.',
        '[I|We] can’t wait to meet {x}.',
        '{X} is so lucky to have you.',
        'Give {x} a cuddle from [me|us].',
      ],
      funny: [
        '{X} has clearly inherited your good looks.',
        '[I|We] suspect {x} will be running the house within a week.',
        'Please tell {x} that [I am|we are] available for babysitting. Occasionally.',
      ],
      formal: ['Warmest wishes to {x}.', 'Every good wish to {x}.', '[I|We] look forward to meeting {x}.'],
      poetic: [
        'Here’s to {x}, the newest star.',
        'May {x} grow up surrounded by love.',
        'May {x} know every kind of joy.',
        'May {x} sleep soundly and dream sweetly.',
      ],
    },
    gentle: {
      warm: ['Sending love to {x}.', '[I|We] hope {x} brings you comfort and light.'],
      formal: ['Warm wishes to {x}.'],
      poetic: ['May {x} bring light to the days ahead.'],
    },
  },
  retirement: {
    bright: {
      warm: [
        'After {x}, you have earned every slow morning.',
        '{X} made a real difference, and now it’s your turn to rest.',
        'Thank you for {x}; enjoy every moment of what comes next.',
        '[I|We] hope the years after {x} are the best ones yet.',
      ],
      funny: [
        'After {x}, the sofa has been waiting patiently.',
        'After {x}, [I|we] hope the lie-ins are magnificent.',
        'After {x}, you have earned a very long lie-in.',
      ],
      formal: [
        'After {x}, you have the respect of everyone who worked with you.',
        'Thank you for {x}.',
        '[I|We] thank you for {x} and wish you well.',
      ],
      poetic: [
        'After {x}, may the days ahead be slow and sunlit.',
        'May the hours after {x} be all your own.',
        'After {x}, may the mornings be yours to keep.',
      ],
    },
    gentle: {
      warm: ['After {x}, [I|we] hope the days ahead bring you rest.'],
      formal: ['After {x}, [I|we] wish you a restful time ahead.'],
      poetic: ['After {x}, may the days be soft.'],
    },
  },
  engagement: {
    bright: {
      warm: ['And congratulations on {x}. What wonderful news.', '[I am|We are] thrilled about {x}.'],
      funny: ['Congratulations on {x}. [I|We] will start practising [my|our] dance moves.'],
      formal: ['Congratulations also on {x}.'],
      poetic: ['May {x} be the first page of a long love story.'],
    },
  },
  achievement: {
    bright: {
      warm: [
        'And well done on {x}. [I am|We are] so proud of you.',
        'Hearing about {x} made [my|our] week.',
        'Congratulations on {x}, too. You worked so hard for it.',
        '[I was|We were] so thrilled to hear about {x}.',
      ],
      funny: [
        'And {x}! Is there anything you can’t do?',
        '{X}? Show-off. [I am|We are] so proud.',
        '[I|We] heard about {x}. Are you going to be insufferable now? Fair enough.',
      ],
      formal: ['Congratulations also on {x}.', '[I was|We were] delighted to hear about {x}.', 'Well done on {x}.'],
      poetic: ['And {x}: a bright star in a bright year.', 'May {x} be the first of many triumphs.'],
    },
  },
  'milestone-age': {
    bright: {
      warm: [
        'Your {x} is such a special milestone, and you wear it beautifully.',
        '{W} years of you, and every one worth celebrating.',
        'Here’s to your {x}, and to all the adventures still to come.',
        'What a wonderful milestone your {x} is.',
      ],
      funny: [
        '{W}? [I|We] don’t believe it for a minute.',
        'Your {x}! Don’t worry, the first {w} years are the hardest.',
        'Your {x}? [I|We] have checked, and you still don’t look a day over thirty.',
      ],
      formal: [
        'Congratulations on your {x} birthday.',
        'Reaching {w} is a fine milestone.',
        '[I|We] send you [my|our] congratulations on reaching this milestone, your {x}.',
      ],
      poetic: [
        '{W} years of light, and the brightest still ahead.',
        'May your {x} year be your loveliest yet.',
        'Your {x} year is ready to unfold like a flower.',
      ],
    },
    gentle: {
      warm: ['[I|We] hope your {x} brings you some gentle, happy moments.'],
      formal: ['[I|We] hope your {x} birthday brings you some quiet happiness.'],
      poetic: ['May your {x} year be gentle.'],
    },
  },
  'milestone-years': {
    bright: {
      warm: [
        '{X} together is really something to celebrate.',
        'Here’s to {x} of love, and many more to come.',
        '[I|We] can hardly believe it has been {x}, and [I|we] love you both for every one of them.',
        'Look at everything you have built in {x}.',
        'What a wonderful thing to share {x} with the person you love.',
      ],
      funny: ['{X} together! That deserves a medal, or at least a cake.', '{X}, and you still laugh at each other’s jokes.'],
      formal: ['Congratulations on {x} together.', '{X} together is a remarkable achievement.'],
      poetic: ['{X} of love, and still it grows.', '{X} of mornings shared, and every one a gift.'],
    },
    gentle: { warm: ['{X} together is something to treasure.'] },
  },
  'milestone-service': {
    bright: {
      warm: [
        'After {x} of hard work, you have more than earned this.',
        '{X} is quite something, and you have made every one of them count.',
      ],
      funny: ['{X} of work! The sofa has been waiting.', 'After {x}, you have earned a very long holiday.'],
      formal: ['Thank you for {x} of dedicated service.', '{X} of service is a remarkable contribution.'],
      poetic: ['{X} given with care; now the time is yours.', 'After {x}, the time is finally yours.'],
    },
    gentle: { warm: ['{X} of service is something to be proud of.'] },
  },
  memory: {
    bright: {
      warm: [
        '[I|We] still smile when [I|we] think about {x}.',
        '{X} is still one of [my|our] favourite memories.',
        'Here’s to more days like {x}.',
        '[I|We] often think back to {x} and smile.',
      ],
      funny: [
        'Remember {x}? Let’s do it again soon.',
        '[I|We] still grin about {x}. Same again soon?',
        '[I|We] still tell people about {x}. [I|We] may have improved the story slightly.',
      ],
      formal: ['[I|We] remember {x} with great fondness.', '{X} remains a very happy memory.', '[I|We] recall {x} with real pleasure.'],
      poetic: ['{X} still glows in [my|our] memory.', 'Some days stay golden, like {x}.', '[I|We] keep {x} like a pressed flower.'],
    },
    gentle: {
      warm: ['[I|We] often think of {x}, and smile.', '{X} is a memory [I|we] treasure.', '[I|We] hold on to {x}, and hope you can too.'],
      poetic: ['{X} is a memory that still shines.', 'May {x} shine softly in your memory.', '[I|We] keep {x} close, like a lamp.'],
      formal: ['[I|We] remember {x} with real warmth.', '{X} remains a memory [I|we] hold dear.'],
    },
  },
  habit: {
    bright: {
      warm: [
        'May there be many more {x}.',
        '[I|We] hope the year ahead brings plenty of {x}.',
        'Here’s to plenty more {x}.',
        '[I|We] hope there are lots of lovely {x} ahead.',
      ],
      funny: ['May the year bring endless {x}, and the weather to match.', '[I|We] hope this year brings perfect weather for {x}.'],
      formal: ['[I|We] hope you continue to enjoy your {x}.', 'May there be many more enjoyable {x}.'],
      poetic: ['Here’s to many more golden {x}.', 'May there be many more golden {x}.', 'May {x} stay sweet and slow.'],
    },
    gentle: {
      warm: ['[I|We] hope {x} bring you a little peace.', 'May there be quiet {x} ahead.'],
      formal: ['[I|We] hope you can return to your {x} when you feel ready.'],
      poetic: ['May {x} bring a little quiet.', 'May there be gentle {x} again.'],
    },
  },
  hobby: {
    bright: {
      warm: [
        '[I|We] hope there’s plenty of time for {x} in the year ahead.',
        'Here’s to more time for {x}.',
        '[I|We] hope you find a moment for {x} today.',
        'May the year ahead bring you plenty of {x}.',
      ],
      funny: [
        '[I|We] hope the day involves {x} and absolutely no chores.',
        'Take the day off from everything except {x}.',
        '[I|We] hereby prescribe more {x}. Doctor’s orders.',
      ],
      formal: [
        '[I|We] hope you find time to enjoy {x}.',
        'May the year ahead allow plenty of time for {x}.',
        '[I|We] hope you enjoy plenty of {x} in the year ahead.',
      ],
      poetic: [
        'Here’s to long, bright days of {x}.',
        'May the year bring long, bright days for {x}.',
        'May there be sunny hours for {x}.',
        'May {x} fill your days with quiet joy.',
      ],
    },
    gentle: {
      warm: [
        '[I|We] hope you find a quiet moment for {x} in the weeks ahead.',
        'When you feel ready, [I|we] hope there’s time for {x} again.',
        '[I|We] hope you find moments of calm in {x}.',
        '[I|We] hope there are gentle hours for {x} ahead.',
      ],
      formal: [
        '[I|We] hope you are able to enjoy {x} again soon.',
        'May {x} offer some comfort in the weeks ahead.',
        '[I|We] hope {x} brings you a measure of peace.',
      ],
      poetic: [
        'May {x} bring you quiet and ease.',
        'May {x} be a small, bright refuge.',
        'May {x} hold some quiet light for you.',
        'Let {x} be a place to rest your heart.',
      ],
    },
  },
  pet: {
    bright: {
      warm: [
        'Give {x} a pat from [me|us].',
        'Lots of love to {x}, too.',
        '[I|We] hope {x} gets a treat today too.',
        'Say hello to {x} from [me|us].',
      ],
      funny: [
        '[I|We] expect {x} will want a share of the treats.',
        'Please tell {x} this card is not a chew toy.',
        '[I|We] assume {x} will be taking the credit for this card.',
      ],
      formal: ['Best wishes to {x} as well.', 'Warm wishes to {x}, too.'],
      poetic: ['A gentle pat for {x}, too.', 'And a soft word for {x}.', 'A fond hello to {x}, too.'],
    },
    gentle: {
      warm: [
        'Give {x} a gentle pat from [me|us].',
        '[I|We] hope {x} is keeping you good company.',
        '[I am|We are] glad you have {x} beside you.',
        'Sending a gentle pat for {x}, too.',
      ],
      formal: ['[I|We] hope {x} is a comfort to you.', '[I|We] hope {x} is keeping you company.'],
      poetic: [
        'May {x} keep you gentle company.',
        'May {x} sit close on the quiet evenings.',
        'A soft word for {x}, who keeps you company.',
      ],
    },
  },
  family: {
    bright: {
      warm: ['[I|We] hope {x} make a big fuss of you.', 'Love to {x}, too.', '[I|We] hope {x} spoil you rotten.'],
      funny: ['[I|We] hope {x} let you win at something today.', '[I|We] hope {x} behave themselves. Just for today.'],
      formal: ['Warm wishes to {x} as well.', '[I|We] hope you enjoy time with {x}.'],
      poetic: [
        'Here’s to {x}, and all the laughter they bring.',
        'May {x} fill your days with laughter.',
        'May {x} bring you laughter and light.',
      ],
    },
    gentle: {
      warm: ['[I|We] hope {x} are a comfort to you.', '[I am|We are] so glad you have {x} around you.'],
      formal: ['[I|We] hope {x} are a great support.'],
      poetic: ['May {x} hold you close.', 'May {x} bring you warmth.'],
    },
  },
  place: {
    bright: {
      warm: ['[I|We] hope the sun shines on {x} for you.', 'Sending love all the way to {x}.', '[I|We] hope all is well with you in {x}.'],
      funny: ['[I|We] hope the weather in {x} behaves itself.', '[I|We] hope {x} knows how lucky it is to have you.'],
      formal: ['With warm wishes to you in {x}.', '[I|We] hope all is well in {x}.'],
      poetic: [
        'Sending sunshine all the way to {x}.',
        'May the light over {x} be kind to you.',
        'May {x} be bright with sunshine for you.',
      ],
    },
    gentle: {
      warm: ['Sending love all the way to {x}.', '[I am|We are] thinking of you all the way over in {x}.'],
      formal: ['[I|We] hope all is as well as it can be in {x}.', '[My|Our] thoughts are with you in {x}.'],
      poetic: ['May the light over {x} be gentle.', 'May {x} hold you gently.', 'May the skies over {x} be soft for you.'],
    },
  },
  recovery: {
    bright: {
      warm: ['[I|We] hope {x} is going well, and that each day feels a little easier.', 'Take {x} one gentle day at a time.'],
      funny: ['Take {x} slowly; the sofa is your friend.'],
      formal: ['[I|We] hope {x} is going smoothly.'],
      poetic: ['Step by step, {x} will come.', 'May {x} come gently, day by day.'],
    },
    gentle: {
      warm: [
        '[I|We] hope {x} is going well, and that each day feels a little easier.',
        'Take {x} one gentle day at a time.',
        'There is no rush with {x}; take it slowly.',
        '[I|We] hope {x} brings a little more strength each day.',
      ],
      formal: ['[I|We] hope {x} is going smoothly.', '[I|We] wish you well with {x}.'],
      poetic: ['May {x} unfold gently, like spring.', 'May {x} be steady and sure.'],
    },
  },
  // The late loved one, named with care in a sympathy card: remembered, never the news restated.
  remembrance: {
    gentle: {
      warm: [
        '[I am|We are] remembering {x} with so much love.',
        'Thinking of you, and of {x}.',
        '{X} is in [my|our] thoughts, and so are you.',
        '[I|We] will be remembering {x} with you.',
      ],
      formal: [
        'May {x} rest in peace.',
        '[I|We] hold {x} in [my|our] thoughts, and you in [my|our] heart.',
        '{X} will be remembered with great affection.',
        '[My|Our] thoughts are with you, and with the memory of {x}.',
      ],
      poetic: [
        'May the love {x} gave stay with you always.',
        '{X} will live on in every memory you hold.',
        'May the memory of {x} be a blessing.',
        '{X} will be held in every heart that knew such love.',
      ],
      funny: ['Thinking of you, and of {x}.', '[I|We] will be remembering {x} with you.', '[I am|We are] thinking of {x}, and of you.'],
    },
  },
  // Sad news in the notes of a card for another occasion: alluded to, gently, once.
  'allusion-loss': {
    gentle: {
      warm: [
        '[I|We] know things have been so hard lately, so [I am|we are] sending extra love your way.',
        '[I am|We are] thinking of <you|you both|you all> at this hard time.',
        '[I|We] know this year has had its sorrows, and [I am|we are] holding you close.',
      ],
      formal: [
        '[I am|We are] mindful that this has been a difficult time, and [my|our] thoughts are with you.',
        '[My|Our] thoughts are with you at what [I|we] know is a hard time.',
      ],
      poetic: ['May the love around you hold you through this hard time.', 'May love be near you through the harder days.'],
    },
  },
  'allusion-illness': {
    gentle: {
      warm: [
        '[I am|We are] thinking of you, and sending all the strength [I|we] can.',
        '[I|We] know things have been tough lately, and [I am|we are] always here for you.',
        '[I am|We are] sending gentle thoughts and lots of love.',
      ],
      formal: ['[I am|We are] thinking of you at what [I|we] know is a difficult time.', '[My|Our] very best wishes are with you.'],
      poetic: ['May strength and comfort find you, day by day.', 'May each day bring a little more light.'],
    },
  },
};
