import type { Artwork, ImageGenerator, ImageRequest } from '../image-generator.port.js';
import { metricsMeter, type ProviderMeter } from '../provider-meter.js';
import { ProviderError } from '../provider-error.js';
import { mapOpenAiError } from './openai-errors.js';
import { OpenAiGenerator, safetyIdentifier, type OpenAiOptions } from './openai-client.js';
import { imagePrompt } from './image-prompt.js';

export interface OpenAiImageOptions extends OpenAiOptions {
  /** Portrait suits a card's front; the provider's sizes are WIDTHxHEIGHT. */
  size?: `${number}x${number}`;
  /** The provider's quality tier: it sets the price of a picture. */
  quality?: 'low' | 'medium' | 'high' | 'auto';
  meter?: ProviderMeter;
}

const unreadable = (why: string) =>
  new ProviderError(`The AI service answered ${why}. Please regenerate this option.`, true, undefined, 'malformed');

/**
 * Card artwork from the OpenAI images API (a GPT image model, which always answers in
 * base64: nothing to fetch from a third-party URL afterwards). The prompt forbids lettering:
 * the words are live type. Model, size and quality are configured.
 */
export class OpenAiImageGenerator extends OpenAiGenerator<OpenAiImageOptions> implements ImageGenerator {
  constructor(opts: OpenAiImageOptions) {
    super(opts, 120_000);
  }

  async generate(req: ImageRequest, signal: AbortSignal): Promise<Artwork> {
    let b64: string | undefined;
    try {
      const res = await this.client.images.generate(
        {
          model: this.opts.model,
          prompt: imagePrompt(req),
          n: 1,
          size: (this.opts.size ?? '1024x1536') as '1024x1536',
          quality: this.opts.quality ?? 'medium',
          output_format: 'png',
          user: safetyIdentifier(req.accountId),
        },
        { signal },
      );
      (this.opts.meter ?? metricsMeter).used({
        part: 'artwork',
        model: this.opts.model,
        inputTokens: res.usage?.input_tokens ?? 0,
        outputTokens: res.usage?.output_tokens ?? 0,
        images: res.data?.length ?? 0,
      });
      b64 = res.data?.[0]?.b64_json ?? undefined;
    } catch (e) {
      throw mapOpenAiError(e, 'artwork');
    }
    if (!b64) throw unreadable('without an image');
    const body = Buffer.from(b64, 'base64');
    if (body.length < 8) throw unreadable('with an empty image');
    const isPng = body.subarray(0, 4).toString('hex') === '89504e47';
    const isJpeg = body.subarray(0, 3).toString('hex') === 'ffd8ff';
    const isWebp = body.subarray(8, 12).toString('latin1') === 'WEBP';
    if (!isPng && !isJpeg && !isWebp) throw unreadable('with an image we could not read');
    return isPng
      ? { body, contentType: 'image/png', extension: 'png' }
      : isJpeg
        ? { body, contentType: 'image/jpeg', extension: 'jpg' }
        : { body, contentType: 'image/webp', extension: 'webp' };
  }
}
