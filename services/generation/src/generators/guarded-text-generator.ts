import type { Logger } from '@cards/kit';
import { checkWords, formProblems, knownWords, proseFindings } from '@cards/card-words';
import type { Moderator } from '../moderation/moderation.port.js';
import { ProviderError, toProviderError, type FailureCode } from './provider-error.js';
import { ProviderFallback } from './provider-fallback.js';
import { earlierTexts, type Attempt, type CardWords, type TextGenerator, type TextRequest } from './text-generator.port.js';

/**
 * Every card's words pass here before they are stored (and so before anything is printed or
 * mailed): the writer's answer is checked by the card-words checker (notes not copied, a
 * detail used, we/I agreement, the relationship's voice, facts in their time, one register,
 * said once, gentle cards gentle, unlike the card's other options and never an earlier text
 * of the card), by the voice's form (length, greeting by name, sign-off, verse), by the prose
 * check and by the moderator. An answer that breaks a rule, or a malformed one (cut off at the
 * token limit, not the card's fields), is asked for once more with the problems named; a
 * second failure goes to the fallback writer (the offline one). So does every final provider
 * failure, and a transient one on the job's last attempt (see `ProviderFallback`). Words the
 * moderator flags are never kept; if even the fallback's are flagged, the option fails with a
 * reason a person can read.
 */
export class GuardedTextGenerator implements TextGenerator {
  readonly name: string;
  private readonly policy: ProviderFallback;

  constructor(
    private readonly d: { writer: TextGenerator; fallback?: TextGenerator; moderator: Moderator; log: Logger; policy?: ProviderFallback },
  ) {
    this.name = d.writer.name;
    this.policy = d.policy ?? new ProviderFallback({ part: 'words', log: d.log });
  }

  async generate(req: TextRequest, signal: AbortSignal, attempt?: Attempt): Promise<CardWords> {
    if (!this.d.fallback) return this.offline(req, signal);
    const skipped = this.policy.skip();
    if (skipped) return this.fallBack(req, signal, skipped);
    let corrections: string[] | undefined;
    for (let n = 1; n <= 2; n++) {
      let words: CardWords;
      try {
        words = this.keepFront(req, await this.d.writer.generate(corrections ? { ...req, corrections } : req, signal, attempt));
      } catch (e) {
        const err = toProviderError(e, 'words');
        if (isMalformed(err)) {
          this.d.log.warn(
            { instance: req.instanceId, writer: this.d.writer.name, attempt: n, malformed: err.code },
            'card words were malformed',
          );
          if (n === 2) return this.fallBack(req, signal, err.code, err);
          corrections = [
            err.code === 'cut_off'
              ? 'your answer was cut off at the length limit: keep to the length asked'
              : 'your answer did not fill the card fields',
          ];
          continue;
        }
        const taken = this.policy.take(err, signal, attempt);
        return this.fallBack(req, signal, taken.code, taken);
      }
      const problems = await this.problems(words, req, signal);
      if (!problems.length) return words;
      this.d.log.warn({ instance: req.instanceId, writer: this.d.writer.name, attempt: n, problems }, 'card words broke a rule');
      corrections = problems;
    }
    return this.fallBack(req, signal, 'rules');
  }

  /** The offline writer alone: it already chose its best draft by these rules, so only moderation may refuse it. */
  private async offline(req: TextRequest, signal: AbortSignal): Promise<CardWords> {
    const words = this.keepFront(req, await this.d.writer.generate(req, signal));
    if (await this.flagged(words, signal)) throw unprintable();
    return words;
  }

  private async fallBack(req: TextRequest, jobSignal: AbortSignal, reason: FailureCode, err?: unknown): Promise<CardWords> {
    const signal = this.policy.signalFor(jobSignal);
    this.policy.record(req.instanceId, reason, err);
    const words = this.keepFront(req, await this.d.fallback!.generate(req, signal));
    if (await this.flagged(words, signal)) throw unprintable();
    return words;
  }

  private keepFront(req: TextRequest, words: CardWords): CardWords {
    return req.front ? { ...words, front: req.front } : words;
  }

  private async problems(words: CardWords, req: TextRequest, signal: AbortSignal): Promise<string[]> {
    const others = [...(req.siblings ?? []), ...(req.previous ? [req.previous] : [])];
    const problems = [
      ...formProblems(words, req),
      ...checkWords(words, req, others).problems,
      ...(await proseFindings(words, knownWords(req))),
    ];
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

const isMalformed = (e: ProviderError) => e.code === 'malformed' || e.code === 'cut_off';
const FLAGGED = 'the words were flagged by moderation';
const unprintable = () =>
  new ProviderError(
    'We could not write words we are happy to print for these details. Reword the notes (or the names) and regenerate this option.',
    false,
    undefined,
    'unprintable',
  );
