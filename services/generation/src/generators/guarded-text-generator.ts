import type { Logger } from '@cards/kit';
import type { Moderator } from '../moderation/moderation.port.js';
import { ProviderError } from './provider-error.js';
import { checkWords, knownWords, proseFindings } from '@cards/card-words';
import { earlierTexts, type CardWords, type TextGenerator, type TextRequest } from './text-generator.port.js';

/**
 * Every card's words pass here before they are stored (and so before anything is printed or
 * mailed): the writer's answer is checked by the card-words checker (notes not copied, a
 * detail used, we/I agreement, the relationship's voice, facts in their time, one register,
 * said once, gentle cards gentle, unlike the card's other options and never an earlier text
 * of the card), by the prose check (retext: spelling, repeated words, articles) and by the moderator.
 * An answer that breaks a rule is asked for once more, with the problems named; a second
 * failure goes to the fallback writer (the offline one). Words the moderator flags are never
 * kept; if even the fallback's are flagged, the option fails with a reason a person can read.
 */
export class GuardedTextGenerator implements TextGenerator {
  readonly name: string;

  constructor(private readonly d: { writer: TextGenerator; fallback?: TextGenerator; moderator: Moderator; log: Logger }) {
    this.name = d.writer.name;
  }

  async generate(req: TextRequest, signal: AbortSignal): Promise<CardWords> {
    const attempts = this.d.fallback ? 2 : 1;
    let corrections: string[] | undefined;
    let last: { words: CardWords; problems: string[] } | undefined;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const words = this.keepFront(req, await this.d.writer.generate(corrections ? { ...req, corrections } : req, signal));
      const problems = await this.problems(words, req, signal);
      if (!problems.length) return words;
      this.d.log.warn({ instance: req.instanceId, writer: this.d.writer.name, attempt, problems }, 'card words broke a rule');
      corrections = problems;
      last = { words, problems };
    }
    if (this.d.fallback) {
      const words = this.keepFront(req, await this.d.fallback.generate(req, signal));
      if (await this.flagged(words, signal)) throw unprintable();
      this.d.log.info({ instance: req.instanceId, writer: this.d.fallback.name }, 'card words written by the fallback writer');
      return words;
    }
    // The offline writer already chose its best draft by these rules: only moderation may refuse it.
    if (last!.problems.some((p) => p === FLAGGED)) throw unprintable();
    return last!.words;
  }

  private keepFront(req: TextRequest, words: CardWords): CardWords {
    return req.front ? { ...words, front: req.front } : words;
  }

  private async problems(words: CardWords, req: TextRequest, signal: AbortSignal): Promise<string[]> {
    const others = [...(req.siblings ?? []), ...(req.previous ? [req.previous] : [])];
    const problems = [...checkWords(words, req, others).problems, ...(await proseFindings(words, knownWords(req)))];
    if (earlierTexts(req).some((e) => e.inside.trim() === words.inside.trim()))
      problems.push('the words repeat an earlier text of this card');
    if (await this.flagged(words, signal)) problems.push(FLAGGED);
    return problems;
  }

  private async flagged(words: CardWords, signal: AbortSignal): Promise<boolean> {
    const results = await this.d.moderator.check([words.front, words.inside], signal);
    return results.some((r) => r.flagged);
  }
}

const FLAGGED = 'the words were flagged by moderation';
const unprintable = () =>
  new ProviderError('We could not write words we are happy to print for these details. Try rewording the details and regenerate.', false);
