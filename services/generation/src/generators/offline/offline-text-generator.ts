import { writeOption } from '@cards/card-words';
import type { CardWords, TextGenerator, TextRequest } from '../text-generator.port.js';

/**
 * Card words without a network: `@cards/card-words`' writer (the notes read as facts with
 * their time and owner, the relationship's voice, the occasion's register, every option
 * unlike the others and every earlier text of the card, each draft checked by the card-words
 * rules and the prose check). Seeded by the card, the option and the version.
 */
export class OfflineTextGenerator implements TextGenerator {
  readonly name = 'offline';

  async generate(req: TextRequest, signal?: AbortSignal): Promise<CardWords> {
    signal?.throwIfAborted();
    return (await writeOption(req)).words;
  }
}
