import type { CardAnswer } from '@cards/contracts';
import { unprocessable } from '@cards/kit';
import type { Moderator } from '../../moderation/moderation.port.js';

/**
 * Refuses, with a 422 naming each answer by its question, any answer the moderator flags: the
 * writer puts answers into the card in the customer's own words, so they are printed like notes.
 */
export async function assertAnswersPrintable(moderator: Moderator, answers: readonly CardAnswer[] | undefined): Promise<void> {
  if (!answers?.length) return;
  const results = await moderator.check(answers.map((a) => a.text));
  const flagged = answers.map((a, i) => ({ a, i })).filter(({ i }) => results[i]?.flagged);
  if (!flagged.length) return;
  const details = Object.fromEntries(
    flagged.map(({ a, i }) => [
      `card.answers.${i}.text`,
      [`Your answer to “${a.question}” contains words we can’t print. Please reword it.`],
    ]),
  );
  const first = flagged[0]!.a.question;
  throw unprocessable(
    'content_not_allowed',
    flagged.length > 1
      ? `Your answers to ${flagged.length} questions contain words we can’t print on a card. Please reword them.`
      : `Your answer to “${first}” contains words we can’t print on a card. Please reword it.`,
    details,
  );
}
