import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import type { ModerationResult, Moderator } from './moderation.port.js';

/**
 * Moderation without a network: the `obscenity` library's English profanity and slur list,
 * with its transformers for l33t speak, confusable letters and padding ("f.u.c.k"), and its
 * whitelist so "Scunthorpe" or "assess" pass.
 */
export class WordListModerator implements Moderator {
  readonly name = 'word-list';
  private readonly matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

  async check(texts: readonly string[]): Promise<ModerationResult[]> {
    return texts.map((text) => {
      const matches = text ? this.matcher.getAllMatches(text) : [];
      return { flagged: matches.length > 0, categories: matches.length ? ['profanity'] : [] };
    });
  }
}
