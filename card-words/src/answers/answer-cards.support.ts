import type { CardAnswer, Relationship } from '@cards/contracts';
import type { CardWords } from '../card-brief.js';
import { writeOption } from '../card-writer.js';
import { questionsFor } from '../playbooks.js';

/** The tests' way to answer a card's guided questions in order, as a customer types them (blank ones skipped). */
export const answer = (slug: string, relationship: Relationship | null, texts: string[], toMany = false): CardAnswer[] =>
  questionsFor({ occasion: { slug, name: slug }, relationship, toMany })
    .map((q, i) => ({ question_id: q.id, question: q.prompt, role: q.role, text: texts[i] ?? '' }))
    .filter((a) => a.text);

/** Who a test card is from and to, its voice and notes, and how many options of which card are written. */
export interface TestBrief {
  recipient?: string;
  sender?: string;
  voice?: string;
  notes?: string;
  /** Options written, each after the last: four by default (a card's three, and a regenerate's design again). */
  options?: number;
  /** The card's id: the seed its options' lines are chosen from. */
  card?: number;
}

/** The answers to a card's guided questions by role, as the shop's form sends them (blank ones skipped). */
export const byRole = (slug: string, relationship: Relationship | null, texts: Record<string, string>, toMany = false): CardAnswer[] =>
  questionsFor({ occasion: { slug, name: slug }, relationship, toMany })
    .filter((q) => texts[q.role])
    .map((q) => ({ question_id: q.id, question: q.prompt, role: q.role, text: texts[q.role]! }));

/** The options of one answered card, as the offline writer writes them, each after the last: the tests' one way to write a card. */
export async function writeCards(
  slug: string,
  relationship: Relationship | null,
  answers: CardAnswer[],
  { recipient = 'Sarah', sender = 'Jo', voice = 'warm', notes = '', options = 4, card = 21 }: TestBrief = {},
): Promise<CardWords[]> {
  const out: CardWords[] = [];
  for (let option = 0; option < options; option++)
    out.push(
      (
        await writeOption({
          occasion: { slug, name: slug },
          persona: { slug: voice, name: voice, tone_prompt: '' },
          recipient_name: recipient,
          sender_name: sender,
          details: notes,
          relationship,
          answers,
          instanceId: 1,
          cardId: card,
          version: 1,
          option,
        })
      ).words,
    );
  return out;
}

/** The insides of an answered card's four options, as a customer who typed `texts` into its questions in order would get them. */
export const insidesOf = async (
  [slug, relationship, texts]: [slug: string, relationship: Relationship, texts: string[]],
  people: { recipient: string; sender: string; voice?: string },
): Promise<string[]> => (await writeCards(slug, relationship, answer(slug, relationship, texts), people)).map((w) => w.inside);

/** The insides of the options written from `answers` already made, for the tests that build answers themselves. */
/* eslint-disable max-params -- the tests call it with a brief's fields in the order they list them */
export const insides = async (
  slug: string,
  relationship: Relationship,
  answers: CardAnswer[],
  recipient: string,
  sender: string,
  voice?: string,
): Promise<string[]> => (await writeCards(slug, relationship, answers, { recipient, sender, voice })).map((w) => w.inside);
/* eslint-enable max-params */
