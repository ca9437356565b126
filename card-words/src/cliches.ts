import { z } from 'zod';
import clichesJson from './phrases/cliches.json' with { type: 'json' };

/**
 * Phrases a card never says, as data (`phrases/cliches.json`): the worn-out comfort of a
 * sympathy card ("in a better place", "time heals", "at least…") and the tired jokes of a
 * birthday. Each is named in plain words so a writer asked again knows what to drop.
 */
const ClichesFile = z
  .object({ cliches: z.array(z.object({ says: z.string().min(3), pattern: z.string().min(3) }).strict()).min(1) })
  .strict();

const parsed = ClichesFile.safeParse(clichesJson);
if (!parsed.success) throw new Error(`card-words: phrases/cliches.json is not valid: ${z.prettifyError(parsed.error)}`);
export const CLICHES = parsed.data.cliches.map((c) => ({ says: c.says, re: new RegExp(c.pattern, 'i') }));

/** The clichés a text says, by their plain names. */
export const clichesIn = (text: string): string[] => CLICHES.filter((c) => c.re.test(text.replace(/[‘’]/g, "'"))).map((c) => c.says);
