import { harperFindings } from './harper-check.js';
import { proseFindings } from './prose-check.js';

describe('Harper, the grammar check beside retext', () => {
  it('when a sentence does not agree ("I were"), then Harper names the words', async () => {
    const found = await harperFindings('I were delighted to hear about the new job.');
    expect(found.join(' ')).toContain('“were”');
  }, 60_000);

  it('when a card mixes up "its" and "it\'s", then the prose check returns Harper\'s finding with retext\'s', async () => {
    const found = await proseFindings({ front: 'Happy birthday', inside: 'Dear Sam,\n\nIts a lovely day for it.\n\nLove,\nJo' });
    expect(found.some((f) => f.startsWith('grammar:') && f.includes('Its'))).toBe(true);
  }, 60_000);

  it('when the words are good English, then Harper finds nothing', async () => {
    const card = 'Dear Sam,\n\nI hope you have a wonderful birthday.\n\nWith love,\nJo';
    expect(await harperFindings(card, new Set(['sam', 'jo']))).toEqual([]);
  }, 60_000);
});
