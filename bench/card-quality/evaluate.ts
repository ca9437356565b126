import { OCCASIONS } from '@cards/catalog/seed/occasions.seed';
import { PERSONAS } from '@cards/catalog/seed/personas.seed';
import { OfflineTextGenerator } from '@cards/generation/generators/offline/offline-text-generator';
import type { CardWords, TextRequest } from '@cards/generation/generators/text-generator.port';
import { WORD_RULES, checkWords, type WordsCheck } from '@cards/generation/generators/words/card-words-checker';
import { readNotes } from '@cards/generation/generators/words/notes-facts';
import { BRIEFS, type Brief } from './briefs.js';

/** Options per card, as many as one `POST /cards/{id}/generate` may ask for. */
export const OPTIONS = 4;

/** One brief's result: its options, the regenerated first option, and each rule's verdict. */
export interface BriefResult {
  brief: Brief;
  options: CardWords[];
  regenerated: CardWords;
  checks: WordsCheck[];
  /** Longest run of words shared with the notes, over every option. */
  copied: number;
  /** Facts from the notes that suit the card, and how many each option used. */
  facts: number;
  used: number[];
  /** Highest pairwise content-word overlap among the options and the regenerate. */
  maxOverlap: number;
  pronouns: boolean;
  solemn: 'n/a' | boolean;
  problems: string[];
  ok: boolean;
}

function request(brief: Brief, option: number, version: number, extra: Partial<TextRequest> = {}): TextRequest {
  const [slug, voice, recipient, sender, notes] = brief;
  const occasion = OCCASIONS.find((o) => o.slug === slug) ?? { slug, name: slug.charAt(0).toUpperCase() + slug.slice(1) };
  const persona = PERSONAS.find((p) => p.slug === voice)!;
  return {
    instanceId: 1000 + option,
    cardId: BRIEFS.indexOf(brief) + 1,
    option,
    version,
    occasion: { slug: occasion.slug, name: occasion.name },
    persona: { slug: persona.slug, name: persona.name, tone_prompt: persona.tone_prompt ?? '' },
    style: null,
    recipient_name: recipient,
    sender_name: sender,
    details: notes,
    ...extra,
  };
}

/**
 * Writes one card's options the way the pipeline does (in parallel, so no option sees the
 * others), then regenerates the first one (which sees its siblings and its previous words),
 * and checks every option with the card-words checker against all the others.
 */
export async function evaluateBrief(brief: Brief): Promise<BriefResult> {
  const gen = new OfflineTextGenerator();
  const options = await Promise.all(Array.from({ length: OPTIONS }, (_, o) => gen.generate(request(brief, o, 1))));
  const regenerated = await gen.generate(request(brief, 0, 2, { previous: options[0], siblings: options.slice(1) }));
  const all = [...options, regenerated];
  const reading = readNotes(brief[4]);
  const checks = all.map((w, i) =>
    checkWords(
      w,
      request(brief, i, 1),
      all.filter((_, j) => j !== i),
      reading,
    ),
  );
  const problems = [
    ...new Set(
      checks.flatMap((c, i) =>
        [
          ...c.problems,
          ...(c.detailsUsed.ok ? [] : ['no detail from the notes is used']),
          ...c.flow.repeated.map((r) => `two sentences start “${r}”`),
        ].map((p) => `${i < OPTIONS ? `option ${i + 1}` : 'regenerated'}: ${p}`),
      ),
    ),
  ];
  const gentle = checks.some((c) => c.solemn.applies);
  return {
    brief,
    options,
    regenerated,
    checks,
    copied: Math.max(...checks.map((c) => c.notesCopied.longestRun)),
    facts: checks[0]!.detailsUsed.suitable,
    used: checks.map((c) => c.detailsUsed.used.length),
    maxOverlap: Math.max(...checks.map((c) => c.distinct.maxOverlap)),
    pronouns: checks.every((c) => c.pronouns.ok),
    solemn: gentle ? checks.every((c) => c.solemn.ok) : 'n/a',
    problems,
    ok: checks.every((c) => c.ok),
  };
}

export async function evaluateAll(briefs: readonly Brief[] = BRIEFS): Promise<BriefResult[]> {
  const out: BriefResult[] = [];
  for (const b of briefs) out.push(await evaluateBrief(b));
  return out;
}

/** The evaluation's table: one line per brief, then the totals. */
export function report(results: readonly BriefResult[]): string {
  const rows = results.map((r) => {
    const [slug, voice, recipient, sender] = r.brief;
    const details = r.facts ? `${r.used.join('/')} of ${r.facts}` : 'none given';
    return [
      r.ok ? 'pass' : 'FAIL',
      `${slug}/${voice}`.padEnd(26),
      `${sender} → ${recipient}`.slice(0, 44).padEnd(44),
      `copied ${r.copied}`.padEnd(9),
      `details ${details}`.padEnd(20),
      `overlap ${r.maxOverlap.toFixed(2)}`,
      `pronouns ${r.pronouns ? 'ok' : 'WRONG'}`.padEnd(15),
      `gentle ${r.solemn === 'n/a' ? 'n/a' : r.solemn ? 'ok' : 'BROKEN'}`,
      ...(r.ok ? [] : [`\n      ${r.problems.join('\n      ')}`]),
    ].join('  ');
  });
  const passed = results.filter((r) => r.ok).length;
  const overlaps = results.map((r) => r.maxOverlap);
  return [
    `rules: no run of more than ${WORD_RULES.maxSharedRun} words from the notes, no P.S.; a detail used in every option that has one to use;`,
    `       content-word overlap between any two options (and the regenerate) at most ${WORD_RULES.maxOverlap}, with different openings and sign-offs;`,
    '       we/I agreement with the sender, you/you both with the recipient; gentle cards have no jokes, no "!", no sad news restated.',
    `       no sentence start repeated in a row or three times, at most ${WORD_RULES.maxWishes} sentences opening with "May".`,
    `briefs: ${results.length}, ${OPTIONS} options each plus a regenerate`,
    ...rows,
    `${passed} of ${results.length} briefs pass; worst overlap ${Math.max(...overlaps).toFixed(2)}, mean ${(overlaps.reduce((a, b) => a + b, 0) / overlaps.length).toFixed(2)}`,
  ].join('\n');
}

/** Every option of a brief as a customer would read it. */
export function printCard(r: BriefResult): string {
  const [slug, voice, recipient, sender, notes] = r.brief;
  const head = `=== ${slug} / ${voice} / from ${sender} to ${recipient}\n    notes: ${notes || '(none)'}`;
  const body = [...r.options, r.regenerated].map(
    (w, i) => `--- ${i < OPTIONS ? `option ${i + 1}` : 'regenerated option 1'} · front: ${w.front}\n${w.inside}`,
  );
  return [head, ...body].join('\n');
}
