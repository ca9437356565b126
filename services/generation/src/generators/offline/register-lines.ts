import type { Register, Tone } from './message-library.js';

/**
 * Lines shared by the occasions of one register: `middles` carry the card when the notes
 * give nothing to weave in, `closings` end the message before the sign-off. `{day}` is the
 * occasion's day ("birthday", "Christmas"). Mother's and Father's Day share the celebration lines.
 */
export interface RegisterLines {
  middles: Record<Exclude<Tone, 'poetic'>, string[]>;
  closings: Record<Tone, string[]>;
  /** Couplets that end a poetic card's verse after the occasion's own couplet. */
  codas: Array<[string, string]>;
}

const BRIGHT_CODAS: Array<[string, string]> = [
  ['So here’s a wish, sincere and true:', 'may every good thing come to you.'],
  ['May laughter ring and glasses clink,', 'and life be sweeter than you think.'],
  ['May sunshine find you, bright and clear,', 'and keep you company all year.'],
  ['With every wish this card can hold,', 'may all your days be bright as gold.'],
  ['May every hour be warm and kind,', 'with all the joy that you can find.'],
  ['May friends be near and worries few,', 'and all your dearest dreams come true.'],
];

const CELEBRATE: RegisterLines = {
  middles: {
    warm: [
      'You bring so much warmth to the people around you, and it’s lovely to have a reason to say so.',
      '[I|We] hope you take a moment today to feel proud of everything you are.',
      'It’s a joy to know you, and an even bigger joy to celebrate you.',
      'Days like this are a chance to remember how very loved you are.',
      'You deserve a day that feels as good as you make other people feel.',
      '[I|We] hope you feel properly spoilt today.',
    ],
    funny: [
      '[I|We] did consider a sensible message, but it didn’t seem like you.',
      'Please accept this card in place of the marching band [I|we] couldn’t afford.',
      'Rumour has it there will be cake. [I|We] fully support this rumour.',
      'Today you have full permission to be the centre of attention. Not that you need it.',
      '[I|We] have been told to keep this card short, so: you’re brilliant. Done.',
      'This card is legally binding proof that you are wonderful.',
    ],
    formal: [
      'It is a pleasure to mark the occasion with you.',
      '[I|We] hope the day brings you every satisfaction.',
      'You have [my|our] warmest regard, today and always.',
      'It is a fitting moment to recognise all that you bring to those around you.',
      'It is a real pleasure to send you [my|our] good wishes.',
      'Please accept [my|our] warm regards on this happy occasion.',
    ],
  },
  codas: BRIGHT_CODAS,
  closings: {
    warm: ['Have the most wonderful {day}.', 'Wishing you a {day} as lovely as you are.', 'Here’s to a wonderful year ahead.', 'Enjoy every minute of it.', 'Sending you so much love today.', '[I|We] hope it’s a day to remember.'],
    funny: ['Go on, treat <yourself|yourselves>. You’ve earned it.', 'Have a brilliant {day}, and don’t do anything [I|we] wouldn’t do.', 'Make it a good one. No pressure.', 'Celebrate like nobody’s counting.', 'Enjoy <yourself|yourselves>, and save [me|us] some cake.', 'Here’s to you, and to snacks.'],
    formal: ['With every good wish for the year ahead.', 'May the coming year bring you every success.', 'Wishing you a thoroughly enjoyable {day}.', '[I|We] hope you have a most pleasant {day}.', 'With best wishes for your continued happiness.'],
    poetic: ['Here’s to a year as lovely as you are.', 'Wishing you a year of small, bright joys.', 'May the year ahead be gentle and golden.', 'May your days be long and your evenings warm.', 'May joy find you often, and stay a while.', 'Here’s to every bright thing still to come.', 'May the light of today stay with you.'],
  },
};

export const REGISTER_LINES: Record<Register, RegisterLines> = {
  celebrate: CELEBRATE,
  family: CELEBRATE,
  couple: {
    middles: {
      warm: ['You bring out the very best in each other, and it shows.', 'It is a joy to see two people so right for each other.', '[I|We] hope you take a moment today to look back on everything you’ve built together.', 'Your kindness to each other is something [I|we] truly admire.', 'The love you share is a joy to everyone around you.', 'You two are a wonderful reminder that the best things are built together.'],
      funny: ['You two are proof that opposites attract, then argue about the dishwasher.', 'Honestly, [I|we] don’t know how you put up with each other. Keep it up.', 'May your love be strong and your wifi stronger.', '[I|We] give it another fifty years, at least.', 'You still laugh at each other’s jokes, which is frankly heroic.', 'Together you make one fully functioning adult, and that is true love.'],
      formal: ['Your partnership is an example to all who know you.', 'It is a pleasure to share in your happiness.', '[I|We] wish you every joy together.', 'May your life together be long and contented.', 'It is a pleasure to offer you both [my|our] warmest regards.', 'Your devotion to each other is an inspiration.'],
    },
    codas: BRIGHT_CODAS,
    closings: {
      warm: ['Wishing you both a very happy {day}.', 'Here’s to many more years of love and laughter.', 'May this be the happiest year yet.', 'With so much love to you both.', 'Enjoy every moment together.'],
      funny: ['Go and celebrate. Someone else can do the washing-up.', 'Here’s to many more years of stealing the duvet.', 'Have a wonderful {day}, you two lovebirds.', 'Cheers to you both, and to the last biscuit.', 'Keep being disgustingly happy.'],
      formal: ['With every good wish for your future together.', 'Wishing you many more happy years together.', 'May you enjoy a very happy {day}.', 'With warmest congratulations to you both.', 'With every good wish for the years ahead.'],
      poetic: ['Here’s to the two of you, and all the years ahead.', 'May your love keep growing, year upon year.', 'May every season find you hand in hand.', 'May your home always be full of light.', 'Here’s to a love that keeps on blooming.', 'May your story only grow sweeter.'],
    },
  },
  love: {
    middles: {
      warm: ['Every day with you feels like coming home.', '[I|We] love the way you laugh, and the way you make everything feel possible.', 'You are [my|our] favourite person to do nothing with.', 'Being with you is the easiest thing in the world.', 'You are the best part of every day.', 'Thank you for every little kindness, every laugh, every cup of tea.'],
      funny: ['You’re the cheese to [my|our] toastie.', '[I|We] like you even when you’re hungry, which is true love.', 'You are [my|our] favourite notification.', 'Stay forever. The snacks are good.', 'You are the only person [I|we] would give the last roast potato to.', 'You make Mondays bearable. That is a superpower.'],
      formal: ['You are cherished, today and every day.', 'Your love means more than words can say.', 'You have all [my|our] admiration and affection.', 'Every day with you is a gift.', 'Your company is the finest gift of all.', 'With you, every day is a little brighter.'],
    },
    codas: BRIGHT_CODAS,
    closings: {
      warm: ['Happy Valentine’s Day, with all [my|our] heart.', 'Love you to the moon and back.', 'You have [my|our] heart, today and always.', '[I|We] can’t wait for the next adventure with you.', 'Here’s to many more days like this one.'],
      funny: ['You may now have the last chip.', 'No refunds, no returns, just love.', 'Love you lots. Even before coffee.', 'Let’s celebrate with pizza.', 'You’re stuck with [me|us]. Sorry.'],
      formal: ['With all [my|our] love this Valentine’s Day.', 'May today be as special as you are.', 'With affection, today and always.', 'Wishing you a most happy Valentine’s Day.', 'With fondest love and admiration.'],
      poetic: ['You are [my|our] favourite place to be.', 'Every beat of [my|our] heart says you.', 'May our story never end.', 'With you, every day is spring.', 'You are the song [I|we] keep singing.'],
    },
  },
  festive: {
    middles: {
      warm: ['[I|We] hope there’s time to slow down, enjoy good food and be with the people who matter.', 'It has been lovely to have you in [my|our] life this year.', 'Christmas always makes [me|us] think of the people who make life brighter, and you are one of them.', 'May your home be filled with warmth, laughter and twinkling lights.', '[I|We] hope the festive season brings you all the comfort and joy you deserve.', 'Here’s to carols, candlelight and good company.'],
      funny: ['Remember: calories don’t count at Christmas. It’s in the rules.', 'May your wrapping paper tear neatly and your batteries be included.', 'Here’s hoping Santa read your list properly this year.', '[I|We] hope your Christmas jumper is suitably terrible.', 'May your paper hat stay on and your cracker jokes be mercifully short.', 'Wishing you a season of naps, nibbles and no washing-up.'],
      formal: ['May the festive season bring you rest and happiness.', '[I|We] hope you enjoy a well-earned break.', 'Thank you for your friendship throughout the year.', 'May the season bring you peace and good company.', 'It has been a pleasure to know you this year.', 'May the holidays bring you a restful and happy break.'],
    },
    codas: BRIGHT_CODAS,
    closings: {
      warm: ['Merry Christmas and a very happy New Year.', 'Wishing you every happiness in the year ahead.', 'Have a wonderful Christmas.', 'Here’s to a bright and happy New Year.', 'Enjoy every cosy minute.'],
      funny: ['Have a cracking Christmas.', 'Eat, drink and be merry, then have a nap.', 'Save [me|us] a mince pie.', 'Have a brilliant Christmas and an unbeatable New Year.', 'Happy holidays. Go easy on the sprouts.'],
      formal: ['With best wishes for the New Year.', 'Wishing you health and happiness in the year ahead.', 'With warmest wishes for a prosperous New Year.', 'May the New Year bring you every success.', 'With the compliments of the season.'],
      poetic: ['Wishing you a Christmas full of candlelight.', 'May the New Year bring you peace and light.', 'May every candle burn bright for you.', 'May the stars keep watch over you this Christmas.', 'May your winter be warm and your heart light.', 'Here’s to a new year full of wonder.'],
    },
  },
  baby: {
    middles: {
      warm: ['What an exciting time for your family.', 'There is nothing quite like the joy a new baby brings.', '[I|We] hope you’re managing to get a little rest among all the cuddles.', 'Your little one has arrived into so much love.', 'Those first weeks are so precious; [I|we] hope you enjoy every one.', 'What a lucky little one to be born into such a loving home.'],
      funny: ['Top tip: nappies are like buses. There’s always another one coming.', 'Enjoy the newborn smell. It makes up for everything else.', '[I|We] hear babies are great at waking up early. Good luck.', 'Prepare to be outnumbered by tiny socks.', 'Your little one is already the boss. Congratulations on your promotion to assistant.', 'Welcome to the best kind of tired.'],
      formal: ['This is wonderful news for your whole family.', '[I|We] hope mother and baby are both doing well.', 'May your new arrival bring you great happiness.', 'It is a joyful time, and [I am|we are] delighted for you.', 'It is a great joy to welcome a new member of your family.', '[I|We] send you and your family [my|our] very best wishes.'],
    },
    codas: BRIGHT_CODAS,
    closings: {
      warm: ['Enjoy every precious moment.', 'Sending lots of love to you all.', 'Wishing your family every happiness.', '[I|We] can’t wait to meet the little one.', 'Enjoy all the cuddles.'],
      funny: ['Good luck with the nappies.', 'Get some sleep. Eventually.', 'Welcome to the club. The badge is a burp cloth.', 'Enjoy the tiny chaos.', 'Coffee is your friend now.'],
      formal: ['With warmest wishes to you all.', 'Wishing your family every happiness.', 'With every good wish for the years ahead.', 'May your little one bring you much joy.', 'With heartfelt congratulations.'],
      poetic: ['Welcome to the brightest chapter yet.', 'May your little one grow up in sunshine.', 'May every day bring a new wonder.', 'May love surround your little one always.', 'Here’s to first smiles and first steps.', 'May your home be full of lullabies and laughter.'],
    },
  },
  thanks: {
    middles: {
      warm: ['It meant so much to [me|us], and it still does.', 'You went out of your way, and [I|we] noticed every bit of it.', 'Your thoughtfulness made a real difference.', '[I|We] feel very lucky to know you.', '[I|We] really can’t thank you enough.', 'You have a gift for making people feel looked after.'],
      funny: ['[I|We] owe you one. Possibly two.', 'If there were a prize for kindness, you would win it by a mile.', 'You deserve a round of applause. Please imagine one now.', 'Consider this card a hug in paper form.', 'If thank-you cards came in a bigger size, this would be it.', 'You are now officially [my|our] favourite person. Sorry to everyone else.'],
      formal: ['Your help was greatly appreciated.', 'Your kindness will not be forgotten.', 'It made a considerable difference, and [I am|we are] most grateful.', '[I|We] appreciate it more than [I|we] can easily say.', 'Your generosity has been very much appreciated.', 'It was a great help, and it did not go unnoticed.'],
    },
    codas: [
      ['For every kindness, large and small,', 'you are the kindest one of all.'],
      ['May all the good you give away', 'come back to you another day.'],
      ['So here’s [my|our] thanks, both warm and true,', 'and every happy wish for you.'],
      ['Your thoughtfulness will long remain', 'like sunlight after April rain.'],
      ['A little card can only say', 'you brightened up a cloudy day.'],
    ],
    closings: {
      warm: ['Thank you again, from the bottom of [my|our] heart.', 'You really are one in a million.', '[I|We] hope you know how much it meant.', 'Thank you for everything.', 'Thank you, truly.'],
      funny: ['Thanks a million. Well, at least a thousand.', 'You’re a star. A proper, shiny one.', 'Next round’s on [me|us].', 'Seriously, thank you.', 'Gold stars all round.'],
      formal: ['Thank you once again.', 'With renewed thanks.', 'It is very much appreciated.', '[I|We] remain most grateful.', 'Thank you for your generosity.'],
      poetic: ['Thank you for the light you share.', 'Your kindness will stay with [me|us].', 'Some gifts are carried in the heart.', 'Thank you, for all you gave.', 'May kindness come back to you tenfold.'],
    },
  },
  solemn: {
    middles: {
      warm: ['Please be gentle with <yourself|yourselves> in the days ahead.', 'Take all the time you need; there is no right way to feel.', 'You have been so much in [my|our] thoughts.', '[I|We] hope the love of those around you brings you some comfort.', '[I|We] hope that in time, the memories bring more comfort than pain.', 'Be kind to <yourself|yourselves>, and lean on those who love you.'],
      funny: ['There is no need to be strong for anyone right now.', 'If you need someone to sit with you, or to do the shopping, [I am|we are] only a phone call away.', 'There is no rush, and no right way to do this.', 'Whatever you need, just ask.', 'There is no wrong way to feel, and no need to reply.', 'If a meal on the doorstep would help, just say.'],
      formal: ['Please know that you are in [my|our] thoughts.', '[I|We] hope you find comfort in the support of those around you.', 'You and your family are in [my|our] thoughts.', 'May you find strength in the days ahead.', 'May you be comforted by the support of family and friends.', 'Please accept [my|our] sincere sympathy and kind thoughts.'],
    },
    codas: [
      ['May those around you hold you near', 'through every hour, through every tear.'],
      ['Love does not end when days are done;', 'it shines on, steady as the sun.'],
      ['May memories like candles glow,', 'and light the path you have to go.'],
      ['In every quiet word and prayer,', 'know that [I am|we are] with you there.'],
      ['May gentle days come one by one,', 'like morning light when night is done.'],
      ['When words run out and days are slow,', 'may you be held by all who know.'],
    ],
    closings: {
      warm: ['Sending you all [my|our] love.', 'Thinking of you, today and every day.', '[I am|We are] here whenever you need [me|us].', 'Holding you in [my|our] heart.', 'You are not alone.'],
      funny: ['[I’ll|We’ll] be in touch soon, and [I’m|we’re] here whenever you need.', 'Just call. Any time.', 'Here for you, always.', 'Take good care of <yourself|yourselves>.', 'Sending a big, quiet hug.'],
      formal: ['With sincere sympathy to you and your family.', 'With kind thoughts at this difficult time.', '[My|Our] thoughts are with you.', 'With every sympathy.', 'May you find comfort in the days ahead.'],
      poetic: ['Love outlasts every goodbye.', 'You are held in [my|our] thoughts, gently.', 'May peace find you gently.', 'May love hold you through the long days.', 'May memories bring you comfort.', 'May you be held in light.', 'May each dawn bring a little ease.'],
    },
  },
  recover: {
    middles: {
      warm: ['Take all the time you need to rest, and don’t rush a thing.', 'Everyone is missing you, and sending good wishes your way.', 'Be kind to <yourself|yourselves> and let others look after you for a change.', '[I|We] hope each day feels a little easier than the one before.', 'Rest up, and let everyone spoil you for a while.', 'You have been so much in [my|our] thoughts.'],
      funny: ['Take this as an official excuse to do absolutely nothing.', 'Please get better soon. Nobody else tells such good stories.', 'Make the most of the sofa. You’ve earned it.', 'You are allowed unlimited biscuits while recovering. It’s medical science.', 'You are officially excused from all chores until further notice.', 'Please recover soon. The world needs your opinions.'],
      formal: ['Please take the time you need to recover.', '[I|We] hope you are being well looked after.', 'You are missed, and [I|we] look forward to seeing you soon.', 'Please do not hesitate to ask if there is anything [I|we] can do.', '[I|We] hope each day brings a little more strength.', 'Please take good care of <yourself|yourselves>.'],
    },
    codas: [
      ['Each day a little stronger grown,', 'and never feel you’re on your own.'],
      ['May rest and kindness see you through,', 'until you’re feeling good as new.'],
      ['A get-well wish, sincere and true:', 'the world feels quieter without you.'],
      ['May every dawn bring something bright,', 'and every evening a peaceful night.'],
      ['So sip your tea and take your rest;', 'a gentle pace is always best.'],
    ],
    closings: {
      warm: ['Get well soon.', 'Sending you a big hug.', 'Look after <yourself|yourselves>.', 'See you back on your feet soon.', 'Wishing you strength and comfort.'],
      funny: ['Get well soon. That’s an order.', 'Hurry up and get better.', 'Rest up, and save [me|us] a biscuit.', 'Back on your feet soon, please.', 'Doctor’s orders: more naps.'],
      formal: ['With best wishes for a speedy recovery.', 'Wishing you a full recovery.', 'With every good wish.', '[I|We] look forward to seeing you well again.', 'With good wishes for the weeks ahead.'],
      poetic: ['Wishing you brighter days, one by one.', 'Here’s to a gentle mending.', 'May each day bring you strength.', 'May healing come gently.', 'May sunshine find your window.', 'May rest restore you.', 'May comfort surround you.'],
    },
  },
};
