import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, pattern } from 'obscenity';
import type { ModerationResult, Moderator } from './moderation.port.js';

/**
 * The library's list, less what a card shop meets innocently: "Dick" is a name people are
 * called, Penistone a town. OpenAI's moderation, when configured, still judges the insult.
 */
const CARD_DATASET = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .removePhrasesIf((p) => p.metadata?.originalWord === 'dick')
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'penis' })
      .addPattern(pattern`penis`)
      .addWhitelistedTerm('penistone'),
  );

/**
 * Moderation without a network: the `obscenity` library's English profanity and slur list,
 * with its transformers for l33t speak, confusable letters and padding, and its whitelist so
 * "Scunthorpe" or "assess" pass.
 */
export class WordListModerator implements Moderator {
  readonly name = 'word-list';
  private readonly matcher = new RegExpMatcher({ ...CARD_DATASET.build(), ...englishRecommendedTransformers });

  async check(texts: readonly string[]): Promise<ModerationResult[]> {
    return texts.map((text) => {
      const matches = text ? this.matcher.getAllMatches(text) : [];
      return { flagged: matches.length > 0, categories: matches.length ? ['profanity'] : [] };
    });
  }
}
