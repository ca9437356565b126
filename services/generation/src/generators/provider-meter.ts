import { countOf } from '@cards/kit';
import type { FailureCode } from './provider-error.js';

/** What one provider call used, as its answer reported it. */
export interface ProviderUsage {
  part: 'words' | 'artwork';
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** Images made (artwork is priced per image). */
  images: number;
}

/**
 * Where the generators report what they use and when they fall back: the metrics by default
 * (`generation_provider_tokens_total`, `generation_provider_calls_total`,
 * `generation_provider_fallbacks_total`); the cost bench passes its own tally.
 */
export interface ProviderMeter {
  used(u: ProviderUsage): void;
  fellBack(part: ProviderUsage['part'], reason: FailureCode): void;
}

let counters:
  | {
      tokens: ReturnType<typeof countOf<'part' | 'model' | 'kind'>>;
      calls: ReturnType<typeof countOf<'part' | 'model'>>;
      fallbacks: ReturnType<typeof countOf<'part' | 'reason'>>;
    }
  | undefined;
const metrics = () =>
  (counters ??= {
    tokens: countOf('generation_provider_tokens_total', 'Tokens the AI provider reported, by part, model and kind (input, output)', [
      'part',
      'model',
      'kind',
    ]),
    calls: countOf('generation_provider_calls_total', 'Calls to the AI provider that answered, by part and model', ['part', 'model']),
    fallbacks: countOf(
      'generation_provider_fallbacks_total',
      'Options whose words or artwork the offline writer or painter made because the provider failed, by part and reason',
      ['part', 'reason'],
    ),
  });

/** The meter that counts into the process's metrics. */
export const metricsMeter: ProviderMeter = {
  used(u) {
    const m = metrics();
    m.calls({ part: u.part, model: u.model });
    m.tokens({ part: u.part, model: u.model, kind: 'input' }, u.inputTokens);
    m.tokens({ part: u.part, model: u.model, kind: 'output' }, u.outputTokens);
  },
  fellBack(part, reason) {
    metrics().fallbacks({ part, reason });
  },
};
