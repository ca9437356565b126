import { z } from 'zod';
import { OpenAiConfigKeys } from './generators/openai/openai.config.js';
import { EntitlementsConfigKeys } from './modules/entitlements/index.js';
import { InstancesConfigKeys } from './modules/instances/index.js';
import { PipelineConfigKeys } from './modules/pipeline/index.js';
import { SigningConfigKeys } from './modules/signing/index.js';

/** Generation's environment keys, each declared beside the code that reads it, composed for the process. */
export const GenerationConfigKeys = z.object({
  ...OpenAiConfigKeys.shape,
  ...InstancesConfigKeys.shape,
  ...EntitlementsConfigKeys.shape,
  ...PipelineConfigKeys.shape,
  ...SigningConfigKeys.shape,
});
