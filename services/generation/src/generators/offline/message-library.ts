/**
 * The offline generator's curated words: per occasion a few front greetings and, per tone,
 * hand-written messages. `{r}` is the recipient's name. Lines are written to stand alone,
 * so the generator can combine them with a greeting, a sentence about the details and a
 * sign-off and still read as one message. British English throughout.
 */
export type Tone = 'warm' | 'funny' | 'formal' | 'poetic';
export type Family = 'celebrate' | 'thanks' | 'comfort' | 'recover';

export interface OccasionLines {
  family: Family;
  fronts: string[];
  messages: Record<Tone, string[]>;
}

export const LIBRARY: Record<string, OccasionLines> = {
  birthday: {
    family: 'celebrate',
    fronts: ['Happy Birthday, {r}!', 'Happy Birthday, {r}', 'Hip hip hooray, {r}!', 'Celebrating you, {r}', 'It’s your day, {r}!'],
    messages: {
      warm: [
        'Wishing you the happiest of birthdays and a year full of the things that make you smile.',
        'I hope today is as kind to you as you are to everyone around you. You deserve every bit of fuss.',
        'Another year of you is something worth celebrating. Have a wonderful day, and an even better year ahead.',
      ],
      funny: [
        'Don’t worry about the candles. That’s what the smoke alarm is for. Have a brilliant birthday!',
        'Age is just a number. In your case, a fairly impressive one. Enjoy the cake, you’ve earned it.',
        'They say you get wiser with age, so you must be practically a genius by now. Happy birthday!',
      ],
      formal: [
        'Please accept my warmest wishes on your birthday. May the coming year bring you health, happiness and success.',
        'Wishing you a most enjoyable birthday and every good fortune in the year ahead.',
      ],
      poetic: [
        'Another turn around the sun, another year of light you’ve spun. May this one shine the brightest yet.',
        'Today the world is a little brighter for having you in it, just as it has been every day since you arrived.',
        'May your year unfold like a summer morning: slow, golden and full of promise.',
      ],
    },
  },
  anniversary: {
    family: 'celebrate',
    fronts: ['Happy Anniversary, {r}', 'Here’s to you both, {r}', 'Happy Anniversary!', 'Still going strong, {r}'],
    messages: {
      warm: [
        'Happy anniversary! Watching the two of you together is a reminder of what real love looks like.',
        'Here’s to all the years behind you and all the adventures still to come. Wishing you a lovely anniversary.',
        'Congratulations on another year together. May your love keep growing with every one that follows.',
      ],
      funny: [
        'Another year of putting up with each other. Honestly, it’s inspiring. Happy anniversary!',
        'Congratulations on another year of deciding who gets the last biscuit. True love in action.',
      ],
      formal: [
        'Warmest congratulations on your anniversary. Wishing you continued happiness together for many years to come.',
        'With every good wish on your anniversary, and for the many happy years ahead of you.',
      ],
      poetic: [
        'Two lives woven into one, stitch by patient stitch. May the pattern you make keep growing more beautiful.',
        'Love is not counted in years but in mornings shared. Here’s to all of yours, and all that are still to come.',
      ],
    },
  },
  wedding: {
    family: 'celebrate',
    fronts: ['Congratulations, {r}!', 'Happy Wedding Day, {r}', 'To the happy couple', 'Just married!'],
    messages: {
      warm: [
        'Congratulations on your wedding! Wishing you a lifetime of love, laughter and happily ever after.',
        'What a joy to see you two begin this new chapter together. May your marriage be full of kindness and fun.',
        'Wishing you both all the happiness in the world today and every day after it.',
      ],
      funny: [
        'Congratulations! Remember: the secret to a happy marriage is two words. “You’re right.”',
        'You found someone who laughs at your jokes. Marry them immediately. Oh, you did. Congratulations!',
      ],
      formal: [
        'Warmest congratulations on your marriage. Wishing you every happiness as you begin your life together.',
        'With heartfelt congratulations on your wedding day and every good wish for your future together.',
      ],
      poetic: [
        'Two paths became one today. May it wind through sunlit places, and may you always walk it hand in hand.',
        'Here begins the best story of all: yours, together. May every chapter be richer than the last.',
      ],
    },
  },
  'thank-you': {
    family: 'thanks',
    fronts: ['Thank you, {r}', 'Thank you so much, {r}!', 'With thanks, {r}', 'You’re a star, {r}'],
    messages: {
      warm: [
        'Thank you so much. Your kindness meant more than I can say, and I won’t forget it.',
        'I just wanted to say a proper thank you. You really made a difference, and I’m so grateful.',
        'Thank you for being so wonderful. It’s people like you who make everything feel a little easier.',
      ],
      funny: [
        'Thank you! On a scale of one to amazing, you were definitely off the chart.',
        'You are officially a legend. This card is your certificate. Thank you!',
      ],
      formal: [
        'Please accept my sincere thanks for your help and generosity. It is greatly appreciated.',
        'I am truly grateful for your kindness and support, and wanted to thank you properly.',
      ],
      poetic: [
        'Some kindnesses are small in the doing and enormous in the keeping. Yours is one I will keep.',
        'Thank you for the light you lent me when I needed it most.',
      ],
    },
  },
  sympathy: {
    family: 'comfort',
    fronts: ['With deepest sympathy', 'Thinking of you, {r}', 'In loving memory', 'With love at this difficult time'],
    messages: {
      warm: [
        'I am so very sorry for your loss. Please know that I am thinking of you and sending you all my love.',
        'There are no words that can make this easier, but I want you to know you are not alone. I am here whenever you need me.',
        'Holding you close in my thoughts. I hope the love of those around you brings you a little comfort in the days ahead.',
      ],
      // A sympathy card never jokes: the lighter voice becomes gentle, plain-spoken warmth.
      funny: [
        'I’m so sorry. I don’t have the right words, but I have a kettle, a listening ear and all the time you need.',
        'Thinking of you and sending love. Whenever you want company, a walk or a quiet cup of tea, I’m here.',
      ],
      formal: [
        'Please accept my heartfelt condolences. My thoughts are with you and your family at this sad time.',
        'With deepest sympathy for your loss. I hope the memories you share bring you comfort.',
      ],
      poetic: [
        'Those we love never truly leave us; they walk beside us every day, unseen but always near.',
        'May the love that surrounds you now, and the memories you hold, bring you peace in the days to come.',
      ],
    },
  },
  christmas: {
    family: 'celebrate',
    fronts: ['Merry Christmas, {r}!', 'Season’s Greetings, {r}', 'Merry Christmas & Happy New Year', 'Warmest wishes this Christmas'],
    messages: {
      warm: [
        'Wishing you a very merry Christmas full of warmth, laughter and the people you love most.',
        'May your Christmas be cosy and bright, and the new year bring you everything you’re hoping for.',
        'Sending you lots of love this Christmas. I hope it’s a truly magical one.',
      ],
      funny: [
        'Merry Christmas! May your turkey be moist, your sprouts be few and your crackers have decent jokes.',
        'Wishing you a Christmas with plenty of mince pies and absolutely no assembly instructions.',
      ],
      formal: [
        'With warmest wishes for a peaceful Christmas and a happy and prosperous New Year.',
        'Wishing you and your loved ones a joyful festive season and every happiness in the year ahead.',
      ],
      poetic: [
        'May the glow of the season light your home, and its quiet joy stay with you long after the candles are out.',
        'Snow on the rooftops, warmth by the fire: wishing you a Christmas that is everything your heart desires.',
      ],
    },
  },
  'new-baby': {
    family: 'celebrate',
    fronts: ['Welcome, little one!', 'Congratulations, {r}!', 'Hello, baby!', 'A little miracle'],
    messages: {
      warm: [
        'Congratulations on your beautiful new arrival! Wishing you all the joy, cuddles and love in the world.',
        'What wonderful news! Your little one is so lucky to have you. Enjoy every precious moment.',
        'Welcome to the world, little one. You have arrived in a family full of love.',
      ],
      funny: [
        'Congratulations! Sleep is overrated anyway. Enjoy every tiny, noisy, wonderful moment.',
        'A new boss has arrived, and they’re very small and very demanding. Congratulations!',
      ],
      formal: [
        'Warmest congratulations on the birth of your baby. Wishing your family every happiness.',
        'With heartfelt congratulations on your new arrival and best wishes for the years ahead.',
      ],
      poetic: [
        'Ten tiny fingers, ten tiny toes, and a whole new world of love that grows and grows.',
        'A new star has arrived, and already the sky looks brighter. Welcome, little one.',
      ],
    },
  },
  'get-well': {
    family: 'recover',
    fronts: ['Get well soon, {r}', 'Feel better soon, {r}!', 'Sending healing wishes', 'Thinking of you, {r}'],
    messages: {
      warm: [
        'Sending you lots of love and wishing you a speedy recovery. Take all the time you need to rest.',
        'I’m thinking of you and hoping you’re back on your feet very soon. Look after yourself.',
        'Get well soon! Everyone is missing you, and we can’t wait to see you feeling like yourself again.',
      ],
      funny: [
        'Get well soon! I’ve heard that rest, soup and daytime television are clinically proven. Probably.',
        'Sorry you’re under the weather. Please recover quickly; nobody else laughs at my jokes.',
      ],
      formal: [
        'Wishing you a swift and full recovery. My thoughts are with you.',
        'With every good wish for a speedy return to good health.',
      ],
      poetic: [
        'May each new morning bring you a little more strength, and each evening a little more peace.',
        'Like spring after a long winter, may your health return gently and stay for good.',
      ],
    },
  },
  congratulations: {
    family: 'celebrate',
    fronts: ['Congratulations, {r}!', 'Well done, {r}!', 'You did it, {r}!', 'Bravo, {r}!'],
    messages: {
      warm: [
        'Congratulations! I’m so proud of you. All your hard work has paid off, and you deserve every bit of it.',
        'What fantastic news! Wishing you every success as you take this next step.',
        'You did it! I always knew you would. Time to celebrate.',
      ],
      funny: [
        'Congratulations! I’d like to take some credit, but honestly, this was all you. Well done!',
        'Look at you, achieving things. Very impressive. Drinks are on you.',
      ],
      formal: [
        'Warmest congratulations on your achievement. It is thoroughly well deserved.',
        'Please accept my sincere congratulations and best wishes for your continued success.',
      ],
      poetic: [
        'The hill was steep and you climbed it anyway. Stand at the top a while and enjoy the view.',
        'Every step you took has led you here. May the road ahead be just as bright.',
      ],
    },
  },
  'mothers-day': {
    family: 'celebrate',
    fronts: ['Happy Mother’s Day, {r}', 'For a wonderful mum', 'Happy Mother’s Day!', 'Love you, {r}'],
    messages: {
      warm: [
        'Happy Mother’s Day! Thank you for your endless love, patience and support. You really are the best.',
        'For all the hugs, the advice and the cups of tea: thank you. Have a lovely Mother’s Day.',
        'You make everything better. I hope today you feel as loved as you make everyone else feel.',
      ],
      funny: [
        'Happy Mother’s Day to the woman who still hasn’t told me which of us is her favourite. (It’s me.)',
        'Thank you for everything, especially for not selling me when I was a teenager.',
      ],
      formal: [
        'Wishing you a very happy Mother’s Day, with love and gratitude for all that you do.',
        'With heartfelt thanks and warmest wishes on Mother’s Day.',
      ],
      poetic: [
        'You gave me roots to grow and wings to fly. Happy Mother’s Day, with all my heart.',
        'A mother’s love is the quiet music behind every day. Thank you for yours.',
      ],
    },
  },
  'fathers-day': {
    family: 'celebrate',
    fronts: ['Happy Father’s Day, {r}', 'For the best dad', 'Happy Father’s Day!', 'Cheers to you, {r}'],
    messages: {
      warm: [
        'Happy Father’s Day! Thank you for always being there, and for everything you’ve taught me.',
        'For all the lifts, the advice and the terrible jokes: thank you. Have a brilliant day.',
        'You’re one in a million. I hope you have a relaxing, well-deserved Father’s Day.',
      ],
      funny: [
        'Happy Father’s Day! Thanks for passing on your good looks and your excellent sense of humour.',
        'Happy Father’s Day to the world’s leading expert on thermostat settings.',
      ],
      formal: [
        'Wishing you a very happy Father’s Day, with gratitude for your guidance and support.',
        'With warmest wishes and sincere thanks on Father’s Day.',
      ],
      poetic: [
        'You showed me how to stand tall, and how to be kind while doing it. Happy Father’s Day.',
        'Your steady hand has guided me through every season. Thank you, today and always.',
      ],
    },
  },
  'valentines-day': {
    family: 'celebrate',
    fronts: ['Happy Valentine’s Day, {r}', 'Be mine, {r}', 'All my love, {r}', 'You & me'],
    messages: {
      warm: [
        'Happy Valentine’s Day! Every day with you is my favourite day. I love you.',
        'You make my heart happy in a hundred little ways. Thank you for being you.',
        'Lucky me, to have you. Happy Valentine’s Day, with all my love.',
      ],
      funny: [
        'I love you more than pizza. And I really, really love pizza. Happy Valentine’s Day!',
        'You’re the only person I’d share my chips with. That’s true love.',
      ],
      formal: [
        'With all my love and warmest wishes this Valentine’s Day.',
        'Wishing you a very happy Valentine’s Day, with my love and admiration.',
      ],
      poetic: [
        'If I had a flower for every time you made me smile, I could walk through my garden forever.',
        'You are my favourite place to be. Happy Valentine’s Day, my love.',
      ],
    },
  },
  graduation: {
    family: 'celebrate',
    fronts: ['Congratulations, Graduate!', 'Well done, {r}!', 'Caps off to you, {r}', 'You did it, {r}!'],
    messages: {
      warm: [
        'Congratulations on your graduation! All those late nights were worth it. I’m so proud of you.',
        'What an achievement! Wishing you every success in whatever comes next.',
        'You worked so hard for this, and it shows. Enjoy the celebration, you’ve earned it.',
      ],
      funny: [
        'Congratulations! You’re now officially qualified to worry about much bigger things.',
        'Well done, graduate! Your student loan is very proud of you too.',
      ],
      formal: [
        'Warmest congratulations on your graduation, and best wishes for a bright and successful future.',
        'With sincere congratulations on this outstanding achievement.',
      ],
      poetic: [
        'The tassel moves, the page turns, and a whole new story begins. May it be a wonderful one.',
        'You planted the seeds with every hour of study; now watch your future bloom.',
      ],
    },
  },
  retirement: {
    family: 'celebrate',
    fronts: ['Happy Retirement, {r}!', 'Enjoy the next chapter', 'Congratulations, {r}!', 'Time to relax, {r}'],
    messages: {
      warm: [
        'Happy retirement! After all those years of hard work, you deserve every moment of rest and fun.',
        'Congratulations on your retirement. Wishing you a next chapter full of adventure and time for what you love.',
        'You will be missed, but you’ve earned this. Enjoy every minute of your retirement.',
      ],
      funny: [
        'Happy retirement! Every day is Saturday now. Try not to make the rest of us too jealous.',
        'Congratulations! Your new job title: Professional Relaxer. The hours are excellent.',
      ],
      formal: [
        'Congratulations on your retirement, and thank you for your many years of dedication. Best wishes for the future.',
        'With warmest wishes for a long, happy and well-earned retirement.',
      ],
      poetic: [
        'One door closes gently, and a garden gate swings open. May the path beyond it be sunlit and slow.',
        'You gave your days to your work; now may your days give themselves back to you.',
      ],
    },
  },
};

/** Words for occasions the library has no lines for (an admin adds "Housewarming"). */
export function genericLines(occasionName: string): OccasionLines {
  return {
    family: 'celebrate',
    fronts: [`Happy ${occasionName}, {r}!`, `Thinking of you, {r}`, `For you, {r}`],
    messages: {
      warm: [`Wishing you a wonderful ${occasionName.toLowerCase()} and all the happiness you deserve.`, 'Sending you lots of love and warm wishes today.'],
      funny: ['I looked for the perfect card, then remembered you’re the perfect one. Have a great day!', 'This card comes with a free hug, redeemable any time.'],
      formal: [`With warmest wishes on this ${occasionName.toLowerCase()}.`, 'Sending my very best wishes to you.'],
      poetic: ['May today hold a little magic, and may it stay with you long after.', 'A small card carrying a big wish: that life is kind to you.'],
    },
  };
}

export const GREETINGS: Record<Tone, string[]> = {
  warm: ['Dear {r},', '{r},', 'Hello {r},'],
  funny: ['Hey {r}!', '{r}!', 'Hi {r},'],
  formal: ['Dear {r},'],
  poetic: ['Dearest {r},', 'My dear {r},', 'Dear {r},'],
};

export const SIGN_OFFS: Record<Family, Record<Tone, string[]>> = {
  celebrate: {
    warm: ['With love', 'Lots of love', 'Warmest wishes', 'Love always'],
    funny: ['Cheers', 'Love (and high hopes for the snacks)', 'Your biggest fan', 'High fives'],
    formal: ['With best wishes', 'Kind regards', 'With warm regards'],
    poetic: ['With all my heart', 'Ever yours', 'Love, always'],
  },
  thanks: {
    warm: ['With love and thanks', 'Gratefully yours', 'Thank you again'],
    funny: ['Eternally in your debt (well, nearly)', 'Cheers', 'Your grateful friend'],
    formal: ['With sincere thanks', 'With gratitude', 'Kind regards'],
    poetic: ['With a grateful heart', 'Thankfully yours'],
  },
  comfort: {
    warm: ['With love and sympathy', 'Thinking of you', 'With all my love'],
    funny: ['Thinking of you', 'With love'],
    formal: ['With deepest sympathy', 'With heartfelt condolences'],
    poetic: ['With love and remembrance', 'Holding you in my thoughts'],
  },
  recover: {
    warm: ['Get well soon, with love', 'Sending hugs', 'Lots of love'],
    funny: ['Get well soon (that’s an order)', 'Cheers to a quick recovery', 'Love'],
    formal: ['With best wishes', 'Kind regards'],
    poetic: ['With healing thoughts', 'With love and light'],
  },
};

/** How the details are woven in: `{clause}` is a full clause, `{np}` a noun phrase. */
export const DETAIL_FRAMES: Record<Family, { clause: string[]; np: string[] }> = {
  celebrate: {
    clause: ['I love that {clause}, and I hope the year ahead brings plenty more to smile about.', 'Knowing that {clause} makes this even more special.', 'And since {clause}, there’s extra reason to celebrate.'],
    np: ['Here’s to {np}, and to everything still to come.', 'I’ve been thinking about {np}, and it made me smile all over again.', 'Raising a glass to {np}!'],
  },
  thanks: {
    clause: ['I keep thinking about how {clause}, and I’m so grateful.', 'Knowing that {clause} means more than I can say.'],
    np: ['Thank you especially for {np}.', 'I’m especially grateful for {np}.'],
  },
  comfort: {
    clause: ['I know that {clause}, and I’m holding you close in my thoughts.', 'I was so sorry to hear that {clause}. Please know how much you are cared for.'],
    np: ['I’m thinking especially of {np}.', 'Remembering {np} with you, and sending all my love.'],
  },
  recover: {
    clause: ['I know that {clause}, so please be kind to yourself while you recover.', 'I heard that {clause}, and I’m sending extra good wishes your way.'],
    np: ['Sending extra good wishes for {np}.', 'I’m thinking of you and hoping {np} goes as smoothly as possible.'],
  },
};
