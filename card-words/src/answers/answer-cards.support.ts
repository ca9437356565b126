import type { CardAnswer, Relationship } from '@cards/contracts';
import type { CardWords } from '../card-brief.js';
import { writeOption } from '../card-writer.js';
import { questionsFor } from '../playbooks.js';

/** The tests' way to answer a card's guided questions in order, as a customer types them (blank ones skipped). */
export const answer = (slug: string, relationship: Relationship | null, texts: string[], toMany = false): CardAnswer[] =>
  questionsFor({ occasion: { slug, name: slug }, relationship, toMany })
    .map((q, i) => ({ question_id: q.id, question: q.prompt, role: q.role, text: texts[i] ?? '' }))
    .filter((a) => a.text);

/** Four options of one answered card, as the offline writer writes them, each after the last. */
export async function writeCards(
  slug: string,
  relationship: Relationship,
  answers: CardAnswer[],
  { recipient, sender, voice = 'warm' }: { recipient: string; sender: string; voice?: string },
): Promise<CardWords[]> {
  const out: CardWords[] = [];
  for (let option = 0; option < 4; option++)
    out.push(
      (
        await writeOption({
          occasion: { slug, name: slug },
          persona: { slug: voice, name: voice, tone_prompt: '' },
          recipient_name: recipient,
          sender_name: sender,
          details: '',
          relationship,
          answers,
          instanceId: 1,
          cardId: 21,
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
