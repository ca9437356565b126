import { describe, expect, it } from '@jest/globals';
import type { Moderator } from './moderation.port.js';
import { assertPrintable, refuses } from './printable-check.js';
import { WordListModerator } from './word-list-moderator.js';

describe('moderation without a network', () => {
  const words = new WordListModerator();

  it('when a text swears or slurs, even disguised, then it is flagged; names and places that only look rude pass', async () => {
    const texts = [
      'you absolute shithead',
      'what a b1tch',
      'Happy birthday, Grandma',
      'Dick Turpin',
      'Scunthorpe',
      'Penistone',
      'assess the class',
    ];
    expect((await words.check(texts)).map((r) => r.flagged)).toEqual([true, true, false, false, false, false, false]);
  });

  it("when a person's texts are flagged, then a 422 names each field in plain words; clean or missing texts pass", async () => {
    await expect(
      assertPrintable(words, 'card', { recipient_name: 'Rose', details: 'loves her garden', title: undefined }),
    ).resolves.toBeUndefined();
    const e = await assertPrintable(words, 'card', { recipient_name: 'Rose', details: 'the old bitch', sender_name: 'shithead' }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(e).toMatchObject({ status: 422, code: 'content_not_allowed' });
    expect((e as Error).message).toBe(
      'What you told us about the recipient and the sender’s name contain words we can’t print on a card. Please reword them.',
    );
    expect((e as { details: Record<string, string[]> }).details).toEqual({
      'card.details': ['What you told us about the recipient contains words we can’t print. Please reword it.'],
      'card.sender_name': ['The sender’s name contains words we can’t print. Please reword it.'],
    });
  });
});

describe('moderation by category', () => {
  /** A moderator that flags every text with the categories given. */
  const flagging = (categories: string[]): Moderator => ({
    name: 'stub',
    check: async (texts) => texts.map(() => ({ flagged: true, categories })),
  });

  it('when sympathy notes that are never printed tell how someone died, then they pass; printed words with the same flag are refused', async () => {
    const violence = flagging(['violence', 'violence/graphic', 'self-harm']);
    await expect(
      assertPrintable(violence, 'card', { details: 'Her son died in a car crash on the M6 last spring.' }),
    ).resolves.toBeUndefined();
    await expect(assertPrintable(violence, 'card_instance', { text: 'He died in a car crash.' })).rejects.toMatchObject({
      status: 422,
      code: 'content_not_allowed',
    });
  });

  it('when never-printed notes threaten or carry hate, then they are refused all the same', async () => {
    for (const c of [['harassment', 'harassment/threatening'], ['hate'], ['sexual', 'sexual/minors']])
      await expect(assertPrintable(flagging(c), 'card', { details: 'whatever was written' })).rejects.toMatchObject({ status: 422 });
    expect(refuses('details', { flagged: true, categories: ['violence'] })).toBe(false);
    expect(refuses('details', { flagged: false, categories: [] })).toBe(false);
    expect(refuses('recipient_name', { flagged: true, categories: ['violence'] })).toBe(true);
  });
});
