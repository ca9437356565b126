import type { Register, Tone } from './message-library.js';

/** How a card opens to the recipient, per voice; sombre cards always open with "Dear". */
export const SALUTATIONS: Record<Tone | 'solemn', string[]> = {
  warm: ['Dear {r},', 'Hello {r},', 'Dearest {r},', 'Hi {r},'],
  funny: ['Hey {r},', 'Hi {r},', 'Hello {r},', 'Hiya {r},'],
  formal: ['Dear {r},'],
  poetic: ['Dearest {r},', '[My|Our] dear {r},', 'Dear {r},'],
  solemn: ['Dear {r},'],
};

type SignOffFamily = 'bright' | 'love' | 'thanks' | 'solemn' | 'recover';

const FAMILY_OF: Record<Register, SignOffFamily> = {
  celebrate: 'bright',
  couple: 'bright',
  family: 'bright',
  festive: 'bright',
  baby: 'bright',
  love: 'love',
  thanks: 'thanks',
  solemn: 'solemn',
  recover: 'recover',
};

const SIGN_OFFS: Record<SignOffFamily, Record<Tone, string[]>> = {
  bright: {
    warm: ['With love', 'Lots of love', 'Warmest wishes', 'Love always', 'With love and hugs', 'All [my|our] love'],
    funny: [
      'Cheers',
      '[Your biggest fan|Your biggest fans]',
      'High fives',
      'Love (and high hopes for the snacks)',
      'Toodle-pip',
      'With a wink',
    ],
    formal: ['With best wishes', 'Kind regards', 'With warm regards', 'Yours sincerely', 'With every good wish', 'Best regards'],
    poetic: ['With all [my|our] heart', 'Ever yours', 'Love, always', 'With love and light', 'Yours, with love', 'Fondly'],
  },
  love: {
    warm: ['All [my|our] love', 'Forever yours', 'Love you always', 'Yours, always', 'Love and kisses', 'With all [my|our] heart'],
    funny: ['Your favourite person', 'Yours (no returns)', 'Love you lots', 'Your partner in snacks', 'Forever your Valentine', 'XOXO'],
    formal: ['With love', 'With fondest love', 'Yours, with affection', 'With all [my|our] love', 'Affectionately', 'Yours ever'],
    poetic: [
      'Forever yours',
      'Yours, heart and soul',
      'Always and always',
      'Ever yours',
      'Yours, under every star',
      'With all [my|our] heart',
    ],
  },
  thanks: {
    warm: [
      'With love and thanks',
      'Gratefully yours',
      'Thank you again',
      'With heartfelt thanks',
      'Many thanks and love',
      'With gratitude and love',
    ],
    funny: [
      'Eternally in your debt (well, nearly)',
      'Cheers',
      '[Your grateful friend|Your grateful friends]',
      'Much obliged',
      'Thanks a bunch',
      'Forever grateful',
    ],
    formal: ['With sincere thanks', 'With gratitude', 'Kind regards', 'With many thanks', 'Yours gratefully', 'With appreciation'],
    poetic: [
      'With a grateful heart',
      'With thanks, always',
      'With thanks and light',
      'Gratefully, always',
      'With a full heart',
      'Yours, with thanks',
    ],
  },
  solemn: {
    warm: [
      'With love and sympathy',
      'Thinking of you',
      'With all [my|our] love',
      'With love',
      'Holding you close',
      'With heartfelt sympathy',
    ],
    funny: ['Thinking of you', 'With love', 'Here for you', 'With care', 'Love, as always', 'With a hug'],
    formal: [
      'With deepest sympathy',
      'With heartfelt condolences',
      'With sincere sympathy',
      'With kind thoughts',
      'Yours sincerely',
      'With respect and sympathy',
    ],
    poetic: [
      'With love and remembrance',
      'Holding you in [my|our] thoughts',
      'With gentle thoughts',
      'In love and memory',
      'With tender thoughts',
      'With love, always',
    ],
  },
  recover: {
    warm: ['Get well soon, with love', 'Sending hugs', 'Lots of love', 'With love', 'Warmest wishes', 'Big hugs'],
    funny: [
      'Get well soon (that’s an order)',
      'Cheers to a quick recovery',
      'Love',
      '[Your chief cheerleader|Your cheerleaders]',
      'Hugs and biscuits',
      'Get better, or else',
    ],
    formal: ['With best wishes', 'Kind regards', 'With good wishes', 'Yours sincerely', 'With warm regards', 'Best wishes'],
    poetic: ['With healing thoughts', 'With love and light', 'With gentle wishes', 'With warm thoughts', 'Wishing you well', 'With care'],
  },
};

/** The sign-offs for an occasion's register in a voice. */
export function signOffsFor(register: Register, tone: Tone): string[] {
  return SIGN_OFFS[FAMILY_OF[register]][tone];
}
