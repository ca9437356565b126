import { z } from 'zod';

/** The OpenAI generators' keys: the key that turns them on, the endpoint, the models and how they are asked. */
export const OpenAiConfigKeys = z.object({
  OPENAI_API_KEY: z.string().optional().describe('Enables the OpenAI text and image generators; the offline ones are used without it'),
  OPENAI_BASE_URL: z.string().url().optional().describe('Alternative OpenAI-compatible endpoint'),
  OPENAI_TEXT_MODEL: z
    .string()
    .default('gpt-6.1-terra')
    .describe('Model for card words (Responses API); checked with the provider at start, see docs/ai-provider.md'),
  OPENAI_TEXT_MAX_OUTPUT_TOKENS: z.coerce
    .number()
    .int()
    .min(200)
    .max(32_000)
    .default(1200)
    .describe("Output-token limit of one card's words, reasoning included; an answer cut off at it counts as malformed"),
  OPENAI_TEXT_TEMPERATURE: z.coerce
    .number()
    .min(0)
    .max(2)
    .optional()
    .describe('Sampling temperature for card words; sent only to models that accept sampling parameters (not reasoning models)'),
  OPENAI_IMAGE_MODEL: z
    .string()
    .default('gpt-image-2.6-flare')
    .describe('Model for card artwork; checked with the provider at start, see docs/ai-provider.md'),
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^\d{3,4}x\d{3,4}$/, 'Use WIDTHxHEIGHT, e.g. 1024x1536.')
    .default('1024x1536')
    .describe('Size of the artwork the provider draws (portrait for a card front)'),
  OPENAI_IMAGE_QUALITY: z
    .enum(['low', 'medium', 'high', 'auto'])
    .default('medium')
    .describe("The image model's quality tier; it sets the price of each picture"),
});

/** The OpenAI generators' slice of the config. */
export const OpenAiConfig = OpenAiConfigKeys;
export type OpenAiConfig = z.output<typeof OpenAiConfig>;
