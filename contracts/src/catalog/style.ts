import { z } from 'zod';
import { Id } from '../common.js';
import { bodiesOf, listedInput, listedRow, namedInput, namedRow, stampedRow } from './fields.js';

export const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter each colour as # and six hex digits, like #b4405e.');
/** An absolute http(s) URL, or a path on the API origin (`/assets/catalog/previews/x.svg`). */
const ImageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/[^/]/.test(v) || /^https?:\/\/\S+$/.test(v), 'must be an http(s) URL or a path starting with /');

/**
 * The ways a card's artwork can be drawn. A style names its family: the family decides how the
 * artwork is painted (and what the image prompt asks for) and which typefaces the words are set in.
 */
export const STYLE_FAMILIES = ['watercolour', 'line', 'flat', 'vintage', 'doodle', 'deco'] as const;
export const StyleFamily = z.enum(STYLE_FAMILIES);
export type StyleFamily = z.infer<typeof StyleFamily>;

/** An artwork style a card can be generated in. */
export const Style = z.object({
  ...namedRow,
  prompt_hint: z.string().describe('Appended to the artwork prompt: what the style looks like'),
  family: StyleFamily.describe('How the artwork is painted and which typefaces the words are set in'),
  preview_url: z.string().describe('An example image of the style (absolute URL)'),
  palette: z.array(z.string()).describe("The style's colours, #rrggbb; the card layout uses them"),
  premium: z.boolean().describe('Only plans with the premium_styles feature may use it'),
  ...listedRow,
  ...stampedRow,
});
export type Style = z.infer<typeof Style>;

export const StyleInput = z.object({
  ...namedInput,
  prompt_hint: z.string().trim().max(2000).default(''),
  family: StyleFamily.default('watercolour').describe('How the artwork is painted and which typefaces the words are set in'),
  preview_url: ImageUrl.default(''),
  palette: z.array(HexColour).max(12).default([]),
  premium: z.boolean().default(false),
  ...listedInput,
});
export type StyleInput = z.infer<typeof StyleInput>;

export const { create: CreateStyleBody, update: UpdateStyleBody } = bodiesOf('style', StyleInput);
export const StyleIdParams = z.object({ id: Id });
