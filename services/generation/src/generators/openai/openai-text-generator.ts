import type OpenAI from 'openai';
import { ProviderError } from '../provider-error.js';
import type { CardWords, TextGenerator, TextRequest } from '../text-generator.port.js';
import { openAiClient, type OpenAiOptions } from './openai-client.js';
import { mapOpenAiError } from './openai-errors.js';
import { textSystemPrompt, textUserPrompt } from './prompts.js';

const WORDS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['front', 'inside'],
  properties: {
    front: { type: 'string', description: 'Short greeting for the front of the card' },
    inside: { type: 'string', description: 'The message inside the card' },
  },
} as const;

/**
 * Card words from an OpenAI chat model with structured output (a strict JSON schema
 * `{front, inside}`), so the answer never needs scraping. The prompt carries the occasion,
 * the persona's tone, the style, the names and the details.
 */
export class OpenAiTextGenerator implements TextGenerator {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiOptions) {
    this.client = openAiClient(opts, 60_000);
  }

  async generate(req: TextRequest, signal: AbortSignal): Promise<CardWords> {
    let content: string | null | undefined;
    try {
      const res = await this.client.chat.completions.create(
        {
          model: this.opts.model,
          temperature: 0.9,
          messages: [
            { role: 'system', content: textSystemPrompt(req) },
            { role: 'user', content: textUserPrompt(req) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'card_words', strict: true, schema: WORDS_SCHEMA } },
        },
        { signal },
      );
      const choice = res.choices[0];
      if (choice?.message.refusal)
        throw new ProviderError(
          'The AI service declined to write words for these details. Try rewording the details and regenerate.',
          false,
        );
      content = choice?.message.content;
    } catch (e) {
      throw mapOpenAiError(e, 'words');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(content ?? '');
    } catch {
      throw new ProviderError('The AI service answered with something that was not card words; we will try again.', true);
    }
    const p = parsed as Partial<CardWords>;
    if (typeof p.front !== 'string' || typeof p.inside !== 'string' || !p.front.trim() || !p.inside.trim()) {
      throw new ProviderError('The AI service answered with something that was not card words; we will try again.', true);
    }
    return { front: p.front.trim(), inside: p.inside.trim() };
  }
}
