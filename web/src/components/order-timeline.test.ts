import { describe, expect, it } from '@jest/globals';
import type { CardProblem } from '../api/types';
import { problemSteps } from './order-timeline';

const reported = {
  id: 9,
  person: 'Jean Smith',
  kind: 'not_arrived',
  status: 'resolved',
  outcome: 'reprint',
  reason: null,
  refunded_amount: 0,
  reprint_address: null,
  reported_at: '2026-12-03T09:00:00Z',
  resolved_at: '2026-12-03T10:00:00Z',
  reprinted_at: null,
} as unknown as CardProblem;

describe("a reported card on the order's timeline", () => {
  it('when a reprint is asked to a corrected address, then the answer says where the new card goes, and the card is printed only once its file is made', () => {
    const moved = {
      ...reported,
      reprint_address: {
        name: 'Jean Smith',
        line1: '4 Mill Lane',
        line2: '',
        city: 'York',
        county: '',
        postcode: 'YO1 7HH',
        country: 'GB',
      },
    };
    expect(problemSteps([moved as CardProblem]).map((s) => s.label)).toEqual([
      'Problem reported: Jean Smith’s card (not arrived)',
      'A new card for Jean Smith is being printed, to go to 4 Mill Lane, York YO1 7HH',
    ]);
    const made = { ...reported, reprinted_at: '2026-12-03T10:02:00Z' };
    expect(problemSteps([made]).map((s) => s.label)).toEqual([
      'Problem reported: Jean Smith’s card (not arrived)',
      'A new card for Jean Smith is being printed',
      'New card printed for Jean Smith',
    ]);
  });
});
