import { describe, expect, it } from '@jest/globals';
import { writeCards } from './answers/answer-cards.support.js';

// A colleague's card speaks of working together; on a retirement or a leaving the work together is
// ending, so a line about it must hold whatever the occasion ("has been", not "is").
const WORK_GOES_ON =
  /\b(?:is|are) (?:a )?(?:real )?(?:pleasure|privilege) to work\b|\bbrighter with you around\b|\byou make mondays\b|\bis much more fun with you\b/i;

describe('a colleague’s card when the work together ends', () => {
  it.each(['retirement', 'leaving'])(
    'when a colleague’s %s card is written in any voice, then no line says the work together goes on',
    async (slug) => {
      const said: string[] = [];
      for (const voice of ['warm', 'funny', 'formal'])
        for (const card of [3, 11, 29, 47])
          said.push(
            ...(
              await writeCards(slug, 'colleague', [], {
                voice,
                card,
                options: 3,
                recipient: 'Brian',
                sender: 'Everyone in Accounts',
                notes: 'thirty two years in accounts',
              })
            ).map((w) => w.inside),
          );
      expect(said.filter((s) => WORK_GOES_ON.test(s))).toEqual([]);
    },
  );
});
