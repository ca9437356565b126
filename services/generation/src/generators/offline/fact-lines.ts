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
  | 'new-job' | 'new-home' | 'baby' | 'retirement' | 'engagement' | 'achievement'
  | 'milestone-age' | 'milestone-years' | 'milestone-service'
  | 'memory' | 'habit' | 'hobby' | 'pet' | 'family' | 'place' | 'recovery'
  | 'remembrance' | 'allusion-loss' | 'allusion-illness';

type Lines = Partial<Record<Tone, string[]>> & { warm: string[] };

export const FACT_LINES: Record<FactKey, { bright?: Lines; gentle?: Lines }> = {
  'new-job': {
    bright: {
      warm: ['[I|We] hope {x} is everything you wanted it to be.', 'Congratulations on {x}, too; they are lucky to have you.', '[I am|We are] so pleased about {x}.'],
      funny: ['As for {x}: they have no idea how lucky they are.', '[I|We] heard about {x}. Remember, whoever makes the tea runs the place.'],
      formal: ['[I|We] wish you every success in {x}.', 'Congratulations also on {x}.'],
      poetic: ['May {x} open every door you hoped for.', 'May {x} be the start of something bright.'],
    },
  },
  'new-home': {
    bright: {
      warm: ['[I|We] hope {x} is already full of happy noise.', 'May {x} bring you years of happiness.', '[I|We] can’t wait to see {x}.'],
      funny: ['[I|We] hope {x} comes with good neighbours and a working kettle.', '[I|We] will be round to see {x} soon. Get the biscuits in.'],
      formal: ['[I|We] hope you will be very happy in {x}.', 'Warmest wishes for {x}.'],
      poetic: ['May {x} be warm with light and laughter.', 'May {x} hold many happy days.'],
    },
    gentle: { warm: ['[I|We] hope {x} becomes a place of comfort.', '[I|We] hope {x} brings you some peace.'] },
  },
  baby: {
    bright: {
      warm: ['Lots of love to {x}, too.', '[I|We] can’t wait to meet {x}.', '{X} is so lucky to have you.'],
      funny: ['{X} has clearly inherited your good looks.', '[I|We] suspect {x} will be running the house within a week.'],
      formal: ['Warmest wishes to {x}.', 'Every good wish to {x}.'],
      poetic: ['May {x} grow up surrounded by love.', 'May {x} know every kind of joy.'],
    },
    gentle: { warm: ['Sending love to {x}.', '[I|We] hope {x} brings you comfort and light.'] },
  },
  retirement: {
    bright: {
      warm: ['After {x}, you have earned every slow morning.', '{X} made a real difference, and now it’s your turn to rest.', 'Thank you for {x}; enjoy every moment of what comes next.'],
      funny: ['After {x}, the sofa has been waiting patiently.', 'After {x}, [I|we] hope the lie-ins are magnificent.'],
      formal: ['After {x}, you have the respect of everyone who worked with you.', 'Thank you for {x}.'],
      poetic: ['After {x}, may the days ahead be slow and sunlit.', 'May the hours after {x} be all your own.'],
    },
    gentle: { warm: ['After {x}, [I|we] hope the days ahead bring you rest.'] },
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
      warm: ['And well done on {x}. [I am|We are] so proud of you.', 'Hearing about {x} made [my|our] week.', 'Congratulations on {x}, too. You worked so hard for it.'],
      funny: ['And {x}! Is there anything you can’t do?', '{X}? Show-off. [I am|We are] so proud.'],
      formal: ['Congratulations also on {x}.', '[I was|We were] delighted to hear about {x}.'],
      poetic: ['And {x}: a bright star in a bright year.', 'May {x} be the first of many triumphs.'],
    },
  },
  'milestone-age': {
    bright: {
      warm: ['Your {x} is such a special milestone, and you wear it beautifully.', '{W} years of you, and every one worth celebrating.', 'Here’s to your {x}, and to all the adventures still to come.'],
      funny: ['{W}? [I|We] don’t believe it for a minute.', 'Your {x}! Don’t worry, the first {w} years are the hardest.'],
      formal: ['Congratulations on your {x} birthday.', 'Reaching {w} is a fine milestone.'],
      poetic: ['{W} years of light, and the brightest still ahead.', 'May your {x} year be your loveliest yet.'],
    },
    gentle: { warm: ['[I|We] hope your {x} brings you some gentle, happy moments.'], formal: ['[I|We] hope your {x} birthday brings you some quiet happiness.'] },
  },
  'milestone-years': {
    bright: {
      warm: ['{X} together is really something to celebrate.', 'Here’s to {x} of love, and many more to come.'],
      funny: ['{X} together! That deserves a medal, or at least a cake.'],
      formal: ['Congratulations on {x} together.'],
      poetic: ['{X} of love, and still it grows.'],
    },
    gentle: { warm: ['{X} together is something to treasure.'] },
  },
  'milestone-service': {
    bright: {
      warm: ['After {x} of hard work, you have more than earned this.'],
      funny: ['{X} of work! The sofa has been waiting.'],
      formal: ['Thank you for {x} of dedicated service.'],
      poetic: ['{X} given with care; now the time is yours.'],
    },
    gentle: { warm: ['{X} of service is something to be proud of.'] },
  },
  memory: {
    bright: {
      warm: ['[I|We] still smile when [I|we] think about {x}.', '{X} is still one of [my|our] favourite memories.', 'Here’s to more days like {x}.'],
      funny: ['Remember {x}? Let’s do it again soon.', '[I|We] still grin about {x}. Same again soon?'],
      formal: ['[I|We] remember {x} with great fondness.', '{X} remains a very happy memory.'],
      poetic: ['{X} still glows in [my|our] memory.', 'Some days stay golden, like {x}.'],
    },
    gentle: { warm: ['[I|We] often think of {x}, and smile.', '{X} is a memory [I|we] treasure.'], poetic: ['{X} is a memory that still shines.'] },
  },
  habit: {
    bright: {
      warm: ['May there be many more {x}.', '[I|We] hope the year ahead brings plenty of {x}.'],
      funny: ['May the year bring endless {x}, and the weather to match.'],
      formal: ['[I|We] hope you continue to enjoy your {x}.'],
      poetic: ['May there be many more golden {x}.'],
    },
    gentle: { warm: ['[I|We] hope {x} bring you a little peace.', 'May there be quiet {x} ahead.'] },
  },
  hobby: {
    bright: {
      warm: ['[I|We] hope there’s plenty of time for {x} in the year ahead.', 'Here’s to more time for {x}.', '[I|We] hope you find a moment for {x} today.'],
      funny: ['[I|We] hope the day involves {x} and absolutely no chores.', 'Take the day off from everything except {x}.'],
      formal: ['[I|We] hope you find time to enjoy {x}.', 'May the year ahead allow plenty of time for {x}.'],
      poetic: ['May the year bring long, bright days for {x}.', 'May there be sunny hours for {x}.'],
    },
    gentle: { warm: ['[I|We] hope you find a quiet moment for {x} in the weeks ahead.', 'When you feel ready, [I|we] hope there’s time for {x} again.'] },
  },
  pet: {
    bright: {
      warm: ['Give {x} a pat from [me|us].', 'Lots of love to {x}, too.'],
      funny: ['[I|We] expect {x} will want a share of the treats.', 'Please tell {x} this card is not a chew toy.'],
      formal: ['Best wishes to {x} as well.'],
      poetic: ['A gentle pat for {x}, too.', 'And a soft word for {x}.'],
    },
    gentle: { warm: ['Give {x} a gentle pat from [me|us].', '[I|We] hope {x} is keeping you good company.'] },
  },
  family: {
    bright: {
      warm: ['[I|We] hope {x} make a big fuss of you.', 'Love to {x}, too.'],
      funny: ['[I|We] hope {x} let you win at something today.'],
      formal: ['Warm wishes to {x} as well.'],
      poetic: ['May {x} fill your days with laughter.'],
    },
    gentle: { warm: ['[I|We] hope {x} are a comfort to you.'] },
  },
  place: {
    bright: {
      warm: ['[I|We] hope the sun shines on {x} for you.', 'Sending love all the way to {x}.'],
      funny: ['[I|We] hope the weather in {x} behaves itself.'],
      formal: ['With warm wishes to you in {x}.'],
      poetic: ['May the light over {x} be kind to you.'],
    },
    gentle: { warm: ['Sending love all the way to {x}.'] },
  },
  recovery: {
    bright: {
      warm: ['[I|We] hope {x} is going well, and that each day feels a little easier.', 'Take {x} one gentle day at a time.'],
      funny: ['Take {x} slowly; the sofa is your friend.'],
      formal: ['[I|We] hope {x} is going smoothly.'],
      poetic: ['May {x} come gently, day by day.'],
    },
    gentle: { warm: ['[I|We] hope {x} is going well, and that each day feels a little easier.', 'Take {x} one gentle day at a time.'], formal: ['[I|We] hope {x} is going smoothly.'] },
  },
  // The late loved one, named with care in a sympathy card: remembered, never the news restated.
  remembrance: {
    gentle: {
      warm: ['[I am|We are] remembering {x} with so much love.', 'Thinking of you, and of {x}.', '{X} is in [my|our] thoughts, and so are you.', '[I|We] will be remembering {x} with you.'],
      formal: ['May {x} rest in peace.', '[I|We] hold {x} in [my|our] thoughts, and you in [my|our] heart.'],
      poetic: ['May the love {x} gave stay with you always.', '{X} will live on in every memory you hold.'],
    },
  },
  // Sad news in the notes of a card for another occasion: alluded to, gently, once.
  'allusion-loss': {
    gentle: {
      warm: ['[I|We] know things have been so hard lately, so [I am|we are] sending extra love your way.', '[I am|We are] thinking of <you|you both|you all> at this hard time.'],
      formal: ['[I am|We are] mindful that this has been a difficult time, and [my|our] thoughts are with you.'],
      poetic: ['May the love around you hold you through this hard time.'],
    },
  },
  'allusion-illness': {
    gentle: {
      warm: ['[I am|We are] thinking of you, and sending all the strength [I|we] can.', '[I|We] know things have been tough lately, and [I am|we are] always here for you.'],
      formal: ['[I am|We are] thinking of you at what [I|we] know is a difficult time.'],
      poetic: ['May strength and comfort find you, day by day.'],
    },
  },
};
