/**
 * The writer's phrases, as data: `phrases/*.json` and one file per occasion in
 * `phrases/occasions/`, each checked by its zod schema here when the package loads, so a line
 * is added by editing a file, never code (and a malformed file fails at start, naming the
 * place). Templates use `{r}` for the recipient, `[I|we]` for the sender's number and
 * `<you|you both|you all>` for the recipient's (see `agree`); fact lines add `{x}` (the fact)
 * and `{n}` (a late loved one's name or relation); relationship lines `{kin}` ("mum",
 * "grandma", "teacher"). British English throughout. See card-words/README.md.
 */
import { Relationship } from '@cards/contracts';
import { z } from 'zod';
import { FACT_KINDS, type FactKind } from './notes-reader.js';
import anniversary from './phrases/occasions/anniversary.json' with { type: 'json' };
import birthday from './phrases/occasions/birthday.json' with { type: 'json' };
import christmas from './phrases/occasions/christmas.json' with { type: 'json' };
import congratulations from './phrases/occasions/congratulations.json' with { type: 'json' };
import fathersDay from './phrases/occasions/fathers-day.json' with { type: 'json' };
import getWell from './phrases/occasions/get-well.json' with { type: 'json' };
import goodLuck from './phrases/occasions/good-luck.json' with { type: 'json' };
import graduation from './phrases/occasions/graduation.json' with { type: 'json' };
import leaving from './phrases/occasions/leaving.json' with { type: 'json' };
import mothersDay from './phrases/occasions/mothers-day.json' with { type: 'json' };
import newBaby from './phrases/occasions/new-baby.json' with { type: 'json' };
import newHome from './phrases/occasions/new-home.json' with { type: 'json' };
import retirement from './phrases/occasions/retirement.json' with { type: 'json' };
import sympathy from './phrases/occasions/sympathy.json' with { type: 'json' };
import thankYou from './phrases/occasions/thank-you.json' with { type: 'json' };
import valentinesDay from './phrases/occasions/valentines-day.json' with { type: 'json' };
import wedding from './phrases/occasions/wedding.json' with { type: 'json' };
import genericJson from './phrases/generic-occasion.json' with { type: 'json' };
import factsJson from './phrases/facts.json' with { type: 'json' };
import registersJson from './phrases/registers.json' with { type: 'json' };
import relationshipsJson from './phrases/relationships.json' with { type: 'json' };
import salutationsJson from './phrases/salutations.json' with { type: 'json' };
import signOffsJson from './phrases/sign-offs.json' with { type: 'json' };

/** The four voice families the seeded personas write in ("funny" is the Witty persona). */
export const TONES = ['warm', 'funny', 'formal', 'poetic'] as const;
export type Tone = (typeof TONES)[number];
const ProseTone = z.enum(['warm', 'funny', 'formal']);

/** How an occasion feels: it picks the closings, the sign-offs and how facts are phrased. */
export const Register = z.enum(['celebrate', 'couple', 'love', 'family', 'festive', 'baby', 'thanks', 'solemn', 'recover', 'onward']);
export type Register = z.infer<typeof Register>;

const Line = z.string().trim().min(1);
const Lines = z.array(Line).min(1);
const Couplet = z.tuple([Line, Line]);
/** Lines per voice; a voice without its own borrows the warm ones. */
const ToneLines = z.object({ warm: Lines, funny: Lines.optional(), formal: Lines.optional(), poetic: Lines.optional() }).strict();
export type ToneLines = z.infer<typeof ToneLines>;

const OccasionParts = z
  .object({
    register: Register,
    /** The day as a noun after "a wonderful …": "birthday", "Christmas", "wedding day". */
    day: Line,
    fronts: Lines,
    openings: z.record(ProseTone, Lines),
    /** Rhyming couplets that each stand alone; the poetic voice sets two as a verse. */
    couplets: z.array(Couplet).min(1),
  })
  .strict();
/** An occasion's lines, and what changes when the sender writes as someone in particular (a partner's anniversary). */
const OccasionFile = OccasionParts.extend({ as: z.partialRecord(Relationship, OccasionParts.partial()).optional() }).strict();
export type OccasionLines = z.infer<typeof OccasionParts>;

const RegisterFile = z.record(
  Register.exclude(['family']),
  z
    .object({
      /** Lines that carry the card when the notes give little to weave in. */
      middles: z.record(ProseTone, Lines),
      /** The last line before the sign-off. */
      closings: z.record(z.enum(TONES), Lines),
      /** Couplets that end a poetic card's verse; or the name of the register whose codas these are. */
      codas: z.union([z.array(Couplet).min(1), Register]),
    })
    .strict(),
);
export interface RegisterLines {
  middles: Record<Exclude<Tone, 'poetic'>, string[]>;
  closings: Record<Tone, string[]>;
  codas: Array<[string, string]>;
}

/** The moods a fact is told in: a happy card, a gentle one, a get-well card, a memory, a plan, and a late loved one's. */
export const FactMood = z.enum(['bright', 'gentle', 'recover', 'past', 'future', 'remembered']);
export type FactMood = z.infer<typeof FactMood>;
/** The kinds of fact the lines are kept by: a fact's kind, the milestones by what they count, and the sad news's own. */
export const FactKey = z.enum([
  ...FACT_KINDS.filter((k): k is Exclude<FactKind, 'milestone' | 'loss' | 'illness'> => !['milestone', 'loss', 'illness'].includes(k)),
  'milestone-age',
  'milestone-years',
  'milestone-service',
  'remembrance',
  'allusion-loss',
  'allusion-illness',
]);
export type FactKey = z.infer<typeof FactKey>;
const FactsFile = z.record(FactKey, z.partialRecord(FactMood, ToneLines));

const SignOffFamily = z.enum(['bright', 'love', 'thanks', 'solemn', 'recover']);
export type SignOffFamily = z.infer<typeof SignOffFamily>;
const SignOffsFile = z
  .object({ families: z.record(Register, SignOffFamily), lines: z.record(SignOffFamily, z.record(z.enum(TONES), Lines)) })
  .strict();

const RelationshipsFile = z
  .object({
    /** Words of love between partners, wrong from anyone else ("my darling", "forever yours"). */
    romantic: z.array(Line),
    /**
     * Words of one person's intimacy, wrong from a group of friends, teammates or colleagues signing
     * together ("Dearest", "hugs", "all our love"); a household and a family may say them.
     */
    fromGroup: z.array(Line).default([]),
    relationships: z.record(
      Relationship,
      z
        .object({
          /** The recipient's role in a word, when the names and notes do not say it ("friend", "teacher"). */
          kin: Line,
          romantic: z.boolean().default(false),
          salutations: z.partialRecord(z.enum(TONES), Lines).optional(),
          /** The sign-off family instead of the occasion's (a partner signs off with love). */
          signOffs: SignOffFamily.optional(),
          /** A sentence that speaks as this relationship, per sign-off family; a card written in that voice carries one. */
          bonds: z.partialRecord(SignOffFamily, ToneLines),
          /** Patterns (case-insensitive) this relationship never says: a partner never addresses the couple from outside. */
          never: z.array(Line).default([]),
        })
        .strict(),
    ),
  })
  .strict();

/** Parses one data file, naming it when it is wrong: a bad line stops the start, it never prints. */
function load<T extends z.ZodType>(name: string, schema: T, data: unknown): z.infer<T> {
  const r = schema.safeParse(data);
  if (!r.success) throw new Error(`card-words: phrases/${name} is not valid: ${z.prettifyError(r.error)}`);
  return r.data;
}

const OCCASION_FILES: Record<string, unknown> = {
  anniversary,
  birthday,
  christmas,
  congratulations,
  'fathers-day': fathersDay,
  'get-well': getWell,
  'good-luck': goodLuck,
  graduation,
  leaving,
  'mothers-day': mothersDay,
  'new-baby': newBaby,
  'new-home': newHome,
  retirement,
  sympathy,
  'thank-you': thankYou,
  'valentines-day': valentinesDay,
  wedding,
};
const OCCASIONS = Object.fromEntries(
  Object.entries(OCCASION_FILES).map(([slug, data]) => [slug, load(`occasions/${slug}.json`, OccasionFile, data)]),
);
/** The seeded occasions' lines, by slug. */
export const LIBRARY: Record<string, OccasionLines> = Object.fromEntries(
  Object.entries(OCCASIONS).map(([slug, { as: _, ...lines }]) => [slug, lines]),
);

const GENERIC = load('generic-occasion.json', OccasionParts.omit({ register: true, day: true }), genericJson);
const REGISTERS = load('registers.json', RegisterFile, registersJson);
export const FACT_LINES = load('facts.json', FactsFile, factsJson);
export const SALUTATIONS = load('salutations.json', z.record(z.enum([...TONES, 'solemn']), Lines), salutationsJson);
const SIGN_OFFS = load('sign-offs.json', SignOffsFile, signOffsJson);
export const RELATIONSHIPS = load('relationships.json', RelationshipsFile, relationshipsJson);

/** Words for occasions the library has no lines for (an admin adds "Housewarming"): `{Day}` is its name. */
export function genericLines(occasionName: string): OccasionLines {
  const name = occasionName.trim() || 'Day';
  const day = name.toLowerCase();
  const named = (l: string) => l.replaceAll('{Day}', name).replaceAll('{day}', day);
  return {
    register: 'celebrate',
    day,
    fronts: GENERIC.fronts.map(named),
    openings: {
      warm: GENERIC.openings.warm.map(named),
      funny: GENERIC.openings.funny.map(named),
      formal: GENERIC.openings.formal.map(named),
    },
    couplets: GENERIC.couplets,
  };
}

/** The lines for an occasion by slug (or generic ones named after it), as the given relationship writes it. */
export function linesFor(occasion: { slug: string; name: string }, as?: Relationship): OccasionLines {
  const own = OCCASIONS[occasion.slug];
  if (!own) return genericLines(occasion.name);
  const { as: overrides, ...lines } = own;
  return { ...lines, ...(as ? overrides?.[as] : undefined) };
}

/** A register's middles, closings and codas ("family" occasions share the celebration's). */
export function registerLines(register: Register): RegisterLines {
  const own = REGISTERS[register === 'family' ? 'celebrate' : register]!;
  const codas = typeof own.codas === 'string' ? registerLines(own.codas).codas : own.codas;
  return { middles: own.middles, closings: own.closings, codas };
}

/** The sign-off family of a register. */
export const signOffFamily = (register: Register): SignOffFamily => SIGN_OFFS.families[register];

/** The sign-offs of a family in a voice. */
export const signOffs = (family: SignOffFamily, tone: Tone): string[] => SIGN_OFFS.lines[family][tone];

/** A voice's lines from a set, the voice's own first, then the others' (warm first), for more choice; without `borrow`, the voice's own and the warm ones only. */
export function linesInVoice(lines: ToneLines | undefined, tone: Tone, borrow = true): string[] {
  if (!lines) return [];
  const order: Tone[] = [tone, 'warm', tone === 'formal' ? 'poetic' : 'formal', tone === 'poetic' ? 'formal' : 'poetic'];
  // A witty voice never lends its jokes to another, and only borrows when it has nothing of its own.
  const from = borrow ? order.filter((t) => t !== 'funny' || t === tone) : [tone, 'warm'];
  return [...new Set(from.flatMap((t) => lines[t as Tone] ?? []))];
}

/** Sympathy and its kin (condolence, bereavement, funeral, memorial): a solemn register whatever the slug. */
export function isSolemnOccasion(occasion: { slug: string; name: string }): boolean {
  return (
    linesFor(occasion).register === 'solemn' ||
    /sympath|condolen|bereave|funeral|memorial|loss|remembr/i.test(`${occasion.slug} ${occasion.name}`)
  );
}

/** Weddings, anniversaries and new babies are written to a couple or a family, even when the card names one of them. */
export function isCoupleOccasion(occasion: { slug: string; name: string }): boolean {
  return (
    ['couple', 'baby'].includes(linesFor(occasion).register) ||
    /wedding|anniversar|engage|baby|birth\b/i.test(`${occasion.slug} ${occasion.name}`)
  );
}
