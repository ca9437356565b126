import { OCCASIONS } from '@cards/catalog/seed/occasions.seed';
import { PERSONAS } from '@cards/catalog/seed/personas.seed';
import {
  checkWords,
  knownWords,
  proseFindings,
  readNotes,
  WORD_RULES,
  writeOption,
  type CardWords,
  type WordsCheck,
  type WritingRequest,
} from '@cards/card-words';
import { ANSWERED_BRIEFS } from './answered-briefs.js';
import { CUSTOMER_BRIEFS } from './customer-briefs.js';
import { BRIEFS, type Brief } from './briefs.js';

/** Options per card, as many as one `POST /cards/{id}/generate` may ask for. */
export const OPTIONS = 4;

/** One brief's result: its options, the regenerated first option, and each rule's verdict. */
export interface BriefResult {
  brief: Brief;
  options: CardWords[];
  regenerated: CardWords;
  checks: WordsCheck[];
  /** What the prose check (retext and Harper) found in each option. */
  prose: string[][];
  /** Longest run of words shared with the notes, over every option. */
  copied: number;
  /** Facts from the notes that suit the card, how many each option used, and how many different ones the options used between them. */
  facts: number;
  used: number[];
  distinctDetails: number;
  /** Highest pairwise content-word overlap among the options and the regenerate. */
  maxOverlap: number;
  relationship: string;
  problems: string[];
  ok: boolean;
}

export function request(brief: Brief, option: number, version: number, extra: Partial<WritingRequest> = {}): WritingRequest {
  const [slug, voice, recipient, sender, notes, relationship, answers] = brief;
  const occasion = OCCASIONS.find((o) => o.slug === slug) ?? { slug, name: slug.charAt(0).toUpperCase() + slug.slice(1) };
  const persona = PERSONAS.find((p) => p.slug === voice)!;
  return {
    instanceId: 1000 + option,
    cardId:
      (BRIEFS.includes(brief)
        ? BRIEFS.indexOf(brief)
        : CUSTOMER_BRIEFS.includes(brief)
          ? 2000 + CUSTOMER_BRIEFS.indexOf(brief)
          : 1000 + ANSWERED_BRIEFS.indexOf(brief)) + 1,
    option,
    version,
    occasion: { slug: occasion.slug, name: occasion.name },
    persona: { slug: persona.slug, name: persona.name, tone_prompt: persona.tone_prompt ?? '' },
    recipient_name: recipient,
    sender_name: sender,
    details: notes,
    relationship: relationship ?? null,
    ...(answers ? { answers } : {}),
    ...extra,
  };
}

/**
 * Writes one card's options the way the pipeline does (in parallel, so no option sees the
 * others), then regenerates the first one (which sees its siblings and its previous words),
 * and checks every option with the card-words checker against all the others, and with the
 * prose check.
 */
export async function evaluateBrief(brief: Brief): Promise<BriefResult> {
  const options = await Promise.all(Array.from({ length: OPTIONS }, async (_, o) => (await writeOption(request(brief, o, 1))).words));
  const regenerated = (await writeOption(request(brief, 0, 2, { previous: options[0], siblings: options.slice(1) }))).words;
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
  const prose = await Promise.all(all.map((w) => proseFindings(w, knownWords(request(brief, 0, 1)))));
  const problems = [
    ...new Set(
      checks.flatMap((c, i) => [...c.problems, ...prose[i]!].map((p) => `${i < OPTIONS ? `option ${i + 1}` : 'regenerated'}: ${p}`)),
    ),
  ];
  const facts = checks[0]!.detailsUsed.suitable;
  const distinctDetails = new Set(checks.slice(0, OPTIONS).flatMap((c) => c.detailsUsed.used)).size;
  // Where the notes give several details, the options between them use at least two.
  if (facts >= 2 && distinctDetails < 2) problems.push(`the options use only one of the ${facts} details between them`);
  const bond = checks[0]!.relationship;
  return {
    brief,
    options,
    regenerated,
    checks,
    prose,
    copied: Math.max(...checks.map((c) => c.notesCopied.longestRun)),
    facts,
    used: checks.map((c) => c.detailsUsed.used.length),
    distinctDetails,
    maxOverlap: Math.max(...checks.map((c) => c.distinct.maxOverlap)),
    relationship: `${bond.relationship ?? 'unknown'}${bond.source === 'given' ? '' : ` (${bond.source})`}`,
    problems,
    ok: problems.length === 0,
  };
}

export async function evaluateAll(briefs: readonly Brief[] = BRIEFS): Promise<BriefResult[]> {
  const out: BriefResult[] = [];
  for (const b of briefs) out.push(await evaluateBrief(b));
  return out;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'NO');

/** The evaluation's table: one line per brief, then the totals. */
export function report(results: readonly BriefResult[]): string {
  const rows = results.map((r) => {
    const [slug, voice, recipient, sender] = r.brief;
    const details = r.facts ? `${r.used.join('/')} of ${r.facts}, ${r.distinctDetails} apart` : 'none given';
    const every = (f: (c: WordsCheck) => boolean) => verdict(r.checks.every(f));
    return [
      r.ok ? 'pass' : 'FAIL',
      `${slug}/${voice}`.padEnd(24),
      `${sender} → ${recipient}`.slice(0, 38).padEnd(38),
      `rel ${r.relationship}`.padEnd(26),
      `${every((c) => c.relationship.ok)}`.padEnd(3),
      `details ${details}`.padEnd(26),
      `tense ${every((c) => c.tense.ok)}`,
      `repeat ${every((c) => c.repetition.ok && c.flow.ok)}`,
      `register ${every((c) => c.register.ok)}`,
      `prose ${r.prose.reduce((n, p) => n + p.length, 0)}`,
      `copied ${r.copied}`,
      `overlap ${r.maxOverlap.toFixed(2)}`,
      ...(r.ok ? [] : [`\n      ${r.problems.join('\n      ')}`]),
    ].join('  ');
  });
  const passed = results.filter((r) => r.ok).length;
  const overlaps = results.map((r) => r.maxOverlap);
  return [
    `rules: no run of more than ${WORD_RULES.maxSharedRun} words from the notes, no P.S.; a detail in every option when the notes give any, at least two`,
    "       different ones across the options when they give several; the relationship's voice (nothing it never says); facts in",
    '       their time; one register per occasion; no word of six letters or more three times, no sentence or phrase twice;',
    `       the prose check (retext: spelling, repeated words, articles; Harper: grammar) clean; content-word overlap between options at most ${WORD_RULES.maxOverlap};`,
    '       we/I and you/you both agreement; gentle cards with no jokes, no "!", no sad news restated.',
    `briefs: ${results.length}, ${OPTIONS} options each plus a regenerate`,
    ...rows,
    `${passed} of ${results.length} briefs pass; worst overlap ${Math.max(...overlaps).toFixed(2)}, mean ${(overlaps.reduce((a, b) => a + b, 0) / overlaps.length).toFixed(2)}`,
  ].join('\n');
}

/** Every option of a brief as a customer would read it. */
export function printCard(r: BriefResult): string {
  const [slug, voice, recipient, sender, notes, , answers] = r.brief;
  const told = answers?.length ? answers.map((a) => `${a.question} ${a.text}`).join(' | ') : notes || '(none)';
  const head = `=== ${slug} / ${voice} / from ${sender} to ${recipient} (${r.relationship})\n    ${answers?.length ? 'answers' : 'notes'}: ${told}`;
  const body = [...r.options, r.regenerated].map(
    (w, i) => `--- ${i < OPTIONS ? `option ${i + 1}` : 'regenerated option 1'} · front: ${w.front}\n${w.inside}`,
  );
  return [head, ...body].join('\n');
}
