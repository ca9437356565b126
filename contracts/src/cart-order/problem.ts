import { z } from 'zod';
import { Id, Pounds, Timestamp } from '../common.js';
import { AddressInput, PostalAddress } from './address.js';

/** What went wrong with one person's card. */
export const ProblemKind = z.enum(['not_arrived', 'damaged', 'wrong_details']);
export type ProblemKind = z.infer<typeof ProblemKind>;

/** How the shop answered: a new card printed, that card's share refunded, or declined with a reason. */
export const ProblemOutcome = z.enum(['reprint', 'refund', 'decline']);
export type ProblemOutcome = z.infer<typeof ProblemOutcome>;

/**
 * A corrected address for a reprint, checked as every typed address is (a UK postcode, a name, a
 * first line and a town), so a refusal names the field in words.
 */
export const ReprintAddress = AddressInput.pick({
  name: true,
  line1: true,
  line2: true,
  city: true,
  county: true,
  postcode: true,
  country: true,
});
export type ReprintAddress = z.output<typeof ReprintAddress>;

/** A customer's report of one card: a line's single card (`recipient_id` null) or one person of a line sent to many. */
export const CardProblem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  line_id: z.number().int(),
  recipient_id: z.number().int().nullable(),
  person: z.string().describe('Whom the card was for, by name'),
  kind: ProblemKind,
  note: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  outcome: ProblemOutcome.nullable(),
  reason: z.string().nullable().describe('Why it was declined'),
  refunded_amount: Pounds.describe('What was refunded for this card (0 unless refunded)'),
  reprint_key: z.string().nullable().describe('The reprint asked of rendering, once, for this report'),
  reprint_address: PostalAddress.nullable().describe("Where the reprint goes when the admin corrected the address; null: the person's own"),
  reprinted_at: Timestamp.nullable().describe("When the reprint's print file was made"),
  reported_at: Timestamp,
  resolved_at: Timestamp.nullable(),
});
export type CardProblem = z.infer<typeof CardProblem>;

export const ReportProblemBody = z.object({
  problem: z.object({
    line_id: Id,
    recipient_id: Id.nullable().optional(),
    kind: ProblemKind,
    note: z.string().trim().max(1000).nullable().optional(),
  }),
});

export const ResolveProblemBody = z.object({
  resolution: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('reprint'), address: ReprintAddress.nullable().optional() }),
    z.object({ outcome: z.literal('refund') }),
    z.object({ outcome: z.literal('decline'), reason: z.string().trim().min(1, 'Say why it is declined').max(1000) }),
  ]),
});

export const ProblemIdParams = z.object({ id: Id });
export const ProblemListQuery = z.object({ status: z.enum(['open', 'resolved']).optional() });
