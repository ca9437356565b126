import type { Artwork, ImageGenerator, ImageRequest } from './image-generator.port.js';
import type { ProviderFallback } from './provider-fallback.js';
import type { Attempt } from './text-generator.port.js';

/**
 * The provider's painter with the offline one behind it: a final provider failure, or a
 * transient one on the job's last attempt, gives the option offline artwork and a counted
 * fallback instead of an option that could not be made.
 */
export class FallbackImageGenerator implements ImageGenerator {
  readonly name: string;

  constructor(private readonly d: { primary: ImageGenerator; fallback: ImageGenerator; policy: ProviderFallback }) {
    this.name = d.primary.name;
  }

  async generate(req: ImageRequest, signal: AbortSignal, attempt?: Attempt): Promise<Artwork> {
    const skipped = this.d.policy.skip();
    if (!skipped) {
      try {
        return await this.d.primary.generate(req, signal, attempt);
      } catch (e) {
        const err = this.d.policy.take(e, signal, attempt);
        this.d.policy.record(req.instanceId, err.code, err);
        return this.d.fallback.generate(req, this.d.policy.signalFor(signal));
      }
    }
    this.d.policy.record(req.instanceId, skipped);
    return this.d.fallback.generate(req, this.d.policy.signalFor(signal));
  }
}
