import OpenAI from 'openai';
import { zodTextFormat } from 'openai/helpers/zod';
import { z } from 'zod';
import { metricsMeter, type ProviderMeter } from '../provider-meter.js';
import { ProviderError } from '../provider-error.js';
import type { CardWords, TextGenerator, TextRequest } from '../text-generator.port.js';
import { acceptsSampling, OpenAiGenerator, safetyIdentifier, type OpenAiOptions } from './openai-client.js';
import { mapOpenAiError } from './openai-errors.js';
import { textInstructions, textUserPrompt } from './text-prompt.js';

/** The answer's shape, declared once: the SDK turns it into the strict JSON schema and parses the answer with it. */
export const CardWordsAnswer = z.object({
  front: z.string().describe('Short greeting for the front of the card, at most 8 words'),
  greeting: z.string().describe('The first line inside, addressing the recipient by name, e.g. "Dear Sam,"'),
  message: z.string().describe('The message, between the greeting and the sign-off'),
  sign_off: z.string().describe('The closing line before the sender\'s name, e.g. "With love,"'),
});
type CardWordsAnswer = z.infer<typeof CardWordsAnswer>;

export interface OpenAiTextOptions extends OpenAiOptions {
  /** The answer's limit: a card is a few hundred tokens, a reasoning model's thinking included. */
  maxOutputTokens?: number;
  /** Sent only to models that accept sampling parameters. */
  temperature?: number;
  meter?: ProviderMeter;
}

const malformed = (why: string, code: 'malformed' | 'cut_off' = 'malformed', cause?: unknown) =>
  new ProviderError(
    `The AI service answered with something that was not card words (${why}). Please regenerate this option.`,
    true,
    cause,
    code,
  );

/**
 * Card words from an OpenAI model through the Responses API, as the SDK's authors advise:
 * `responses.parse` with the answer declared in zod (front, greeting, message and sign-off
 * apart), an output-token limit, storage off and a hashed per-account safety identifier. An
 * answer cut off at the limit, or one that does not parse, is malformed (the guard asks once
 * more, then falls back); a refusal is final.
 */
export class OpenAiTextGenerator extends OpenAiGenerator<OpenAiTextOptions> implements TextGenerator {
  constructor(opts: OpenAiTextOptions) {
    super(opts, 60_000);
  }

  async generate(req: TextRequest, signal: AbortSignal): Promise<CardWords> {
    const { model } = this.opts;
    const sampling = acceptsSampling(model) && this.opts.temperature !== undefined ? { temperature: this.opts.temperature } : {};
    let res;
    try {
      res = await this.client.responses.parse(
        {
          model,
          instructions: textInstructions(),
          input: [{ role: 'user', content: textUserPrompt(req) }],
          text: { format: zodTextFormat(CardWordsAnswer, 'card_words') },
          max_output_tokens: this.opts.maxOutputTokens ?? 1200,
          store: false,
          safety_identifier: safetyIdentifier(req.accountId),
          ...sampling,
        },
        { signal },
      );
    } catch (e) {
      if (e instanceof OpenAI.APIError || e instanceof OpenAI.APIUserAbortError || (e as Error)?.name === 'AbortError')
        throw mapOpenAiError(e, 'words');
      // The SDK parses the answer with the zod schema: what it cannot parse is a malformed answer.
      if (e instanceof SyntaxError || (e as Error)?.name === 'ZodError') throw malformed('it did not fit the card fields', 'malformed', e);
      throw mapOpenAiError(e, 'words');
    }
    const usage = res.usage;
    (this.opts.meter ?? metricsMeter).used({
      part: 'words',
      model,
      inputTokens: usage?.input_tokens ?? 0,
      outputTokens: usage?.output_tokens ?? 0,
      images: 0,
    });
    if (res.status === 'incomplete') {
      if (res.incomplete_details?.reason === 'content_filter')
        throw new ProviderError(
          'The AI service declined to write words for these details. Try rewording the details and regenerate.',
          false,
          undefined,
          'content_policy',
        );
      throw malformed('it was cut off at the length limit', 'cut_off');
    }
    const refused = res.output.some((o) => o.type === 'message' && o.content.some((c) => c.type === 'refusal'));
    if (refused)
      throw new ProviderError(
        'The AI service declined to write words for these details. Try rewording the details and regenerate.',
        false,
        undefined,
        'refused',
      );
    const answer = res.output_parsed as CardWordsAnswer | null;
    if (!answer || !answer.front.trim() || !answer.message.trim()) throw malformed('some fields were empty');
    return { front: answer.front.trim(), inside: insideOf(answer, req.sender_name) };
  }
}

/** The inside as it is printed: greeting, message, sign-off, and the sender's name on its own line. */
function insideOf(a: CardWordsAnswer, sender: string): string {
  const name = sender.trim();
  const signOff = a.sign_off
    .trim()
    .replace(new RegExp(`\\s*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`), '')
    .trim();
  return [a.greeting.trim(), a.message.trim(), [signOff, name].filter(Boolean).join('\n')].filter(Boolean).join('\n\n');
}
