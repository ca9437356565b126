import { z } from 'zod';
import { OpenAiConfigKeys } from './generators/openai/openai.config.js';
import { EntitlementsConfigKeys } from './modules/entitlements/entitlements.config.js';
import { InstancesConfigKeys } from './modules/instances/instances.config.js';
import { PipelineConfigKeys } from './modules/pipeline/pipeline.config.js';
import { SigningConfigKeys } from './modules/signing/signing.config.js';

/** Generation's environment keys, each declared beside the code that reads it, composed for the process. */
export const GenerationConfigKeys = z.object({
  ...OpenAiConfigKeys.shape,
  ...InstancesConfigKeys.shape,
  ...EntitlementsConfigKeys.shape,
  ...PipelineConfigKeys.shape,
  ...SigningConfigKeys.shape,
});
