import { z } from 'zod';

/**
 * What an answer is for in the card's words: each guided question is written for one role, and
 * the writer places the answer in the sentence that role is for ("interest" in a line about what
 * they love, "memory" in a memory). Roles are declared by the occasions' playbooks in
 * `card-words`; here only their shape is fixed, so a playbook can add one without a contract change.
 */
export const AnswerRole = z
  .string()
  .regex(/^[a-z][a-z_]{1,39}$/, 'Use a role name of lower-case letters and underscores.')
  .describe('What the answer is for, e.g. interest, memory, thanks_for, deceased_name, plans');
export type AnswerRole = z.infer<typeof AnswerRole>;

/**
 * One guided question the customer answered, in their own words. The question is kept as it was
 * asked, so a card reads the same after the playbook changes.
 */
export const CardAnswer = z.object({
  question_id: z
    .string()
    .regex(/^[a-z][a-z0-9_.-]{1,79}$/, 'Use the question id the form gave.')
    .describe('The playbook question answered, e.g. birthday.child.interest'),
  question: z.string().trim().min(1).max(200).describe('The question as the customer saw it'),
  role: AnswerRole,
  text: z.string().trim().min(1, 'An answer cannot be empty: leave the question out instead.').max(300),
});
export type CardAnswer = z.infer<typeof CardAnswer>;

/** A card's answers: at most one per question, at most eight. */
export const CardAnswers = z
  .array(CardAnswer)
  .max(8, 'A card takes at most eight answers.')
  .refine((answers) => new Set(answers.map((a) => a.question_id)).size === answers.length, {
    message: 'Each question can be answered once.',
  })
  .describe('The guided questions the customer answered (private: the writer uses them, the card never prints them as given)');
