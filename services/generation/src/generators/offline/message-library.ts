/**
 * The offline writer's occasions: per occasion its register, how to name the day, front
 * greetings, openings per voice and rhyming couplets for the poetic voice. Templates use
 * `{r}` for the recipient, `[I|we]` for the sender's number and `<you|you both|you all>` for
 * the recipient's (see `agree`). British English throughout; every line stands alone so it
 * can open a card whatever follows it.
 */
import { CELEBRATIONS } from './occasion-lines-celebrations.js';
import { PERSONAL } from './occasion-lines-personal.js';
import type { OccasionLines } from './occasion-lines.js';

export type { OccasionLines, Register, Tone } from './occasion-lines.js';

export const LIBRARY: Record<string, OccasionLines> = { ...CELEBRATIONS, ...PERSONAL };

/** Words for occasions the library has no lines for (an admin adds "Housewarming"). */
export function genericLines(occasionName: string): OccasionLines {
  const day = occasionName.trim().toLowerCase() || 'day';
  return {
    register: 'celebrate',
    day,
    fronts: [`Happy ${occasionName}, {r}`, 'Thinking of you, {r}', 'For you, {r}', 'With warm wishes, {r}', 'Especially for you'],
    openings: {
      warm: [
        `Wishing you a wonderful ${day} and all the happiness you deserve.`,
        `[I|We] wanted to send a little love your way for your ${day}.`,
        `Thinking of you on your ${day}, and hoping it is everything you want it to be.`,
        `A very happy ${day} to you, with love.`,
        'Sending you a big hug and the warmest of wishes.',
        `What a lovely reason to send you a card: happy ${day}.`,
      ],
      funny: [
        '[I|We] looked for the perfect card, then remembered you’re the perfect one.',
        'This card comes with a free hug, redeemable any time.',
        'Official notice: you are hereby required to have a brilliant time.',
        'Warning: this card contains high levels of good wishes.',
        'Good news: you have been selected to receive this card. No purchase necessary.',
        `Happy ${day}! [I|We] would have baked a cake, but you’ve tasted [my|our] baking.`,
      ],
      formal: [
        `With warmest wishes on this ${day}.`,
        `Please accept [my|our] very best wishes on your ${day}.`,
        `[I|We] send you [my|our] sincere good wishes on this occasion.`,
        `On this ${day}, [I|we] wish you every happiness.`,
        'With kind regards and every good wish.',
        `May your ${day} be a very happy one.`,
      ],
    },
    couplets: [
      ['A little card, a lot of cheer,', 'to wish you well this time of year.'],
      ['May all the good the world can send', 'find its way to you, dear friend.'],
      ['Some days deserve a special word,', 'the warmest wish you’ve ever heard.'],
      ['May every road you choose be kind,', 'with sunshine and good friends to find.'],
    ],
  };
}

/** The lines for an occasion by slug, or generic ones named after it. */
export function linesFor(occasion: { slug: string; name: string }): OccasionLines {
  return LIBRARY[occasion.slug] ?? genericLines(occasion.name);
}

/** Sympathy and its kin (condolence, bereavement, funeral, memorial): a solemn register whatever the slug. */
export function isSolemnOccasion(occasion: { slug: string; name: string }): boolean {
  return (
    linesFor(occasion).register === 'solemn' ||
    /sympath|condolen|bereave|funeral|memorial|loss|remembr/i.test(`${occasion.slug} ${occasion.name}`)
  );
}

/** Weddings, anniversaries and new babies are written to a couple or a family, even when the card names one of them. */
export function isCoupleOccasion(occasion: { slug: string; name: string }): boolean {
  return (
    ['couple', 'baby'].includes(linesFor(occasion).register) ||
    /wedding|anniversar|engage|baby|birth\b/i.test(`${occasion.slug} ${occasion.name}`)
  );
}
