import type OpenAI from 'openai';
import type { Artwork, ImageGenerator, ImageRequest } from '../image-generator.port.js';
import { ProviderError } from '../provider-error.js';
import { mapOpenAiError } from './openai-errors.js';
import { openAiClient, type OpenAiOptions } from './openai-client.js';
import { imagePrompt } from './prompts.js';

/**
 * Card artwork from the OpenAI images API, returned as base64 (nothing to fetch from a
 * third-party URL afterwards). The prompt forbids lettering: the words are live type.
 * GPT image models always answer in base64; older DALL·E models must be asked for it.
 */
export class OpenAiImageGenerator implements ImageGenerator {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAiOptions) {
    this.client = openAiClient(opts, 120_000);
  }

  async generate(req: ImageRequest, signal: AbortSignal): Promise<Artwork> {
    const dalle = this.opts.model.startsWith('dall-e');
    let b64: string | undefined;
    try {
      const res = await this.client.images.generate(
        {
          model: this.opts.model,
          prompt: imagePrompt(req),
          n: 1,
          size: dalle ? '1024x1792' : '1024x1536',
          ...(dalle ? { response_format: 'b64_json' as const } : { output_format: 'png' as const }),
        },
        { signal },
      );
      b64 = res.data?.[0]?.b64_json ?? undefined;
    } catch (e) {
      throw mapOpenAiError(e, 'artwork');
    }
    if (!b64) throw new ProviderError('The AI service answered without an image; we will try again.', true);
    const body = Buffer.from(b64, 'base64');
    if (body.length < 8) throw new ProviderError('The AI service answered with an empty image; we will try again.', true);
    const isPng = body.subarray(0, 4).toString('hex') === '89504e47';
    const isJpeg = body.subarray(0, 3).toString('hex') === 'ffd8ff';
    const isWebp = body.subarray(8, 12).toString('latin1') === 'WEBP';
    if (!isPng && !isJpeg && !isWebp)
      throw new ProviderError('The AI service answered with an image we could not read; we will try again.', true);
    return isPng
      ? { body, contentType: 'image/png', extension: 'png' }
      : isJpeg
        ? { body, contentType: 'image/jpeg', extension: 'jpg' }
        : { body, contentType: 'image/webp', extension: 'webp' };
  }
}
