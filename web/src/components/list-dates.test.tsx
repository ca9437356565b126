/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { ListDate } from '@cards/contracts';
import { hasOwnDates, ListDatesSaid } from './list-dates-said';
import { orderRecipient } from './order-recipient.fixture';
import { OrderRecipients, stateTally } from './order-recipients';

const date = (more: Partial<ListDate>): ListDate => ({
  arrive_by: null,
  count: 25,
  recipient_ids: [],
  dispatch_date: '2026-11-23',
  arrival_date: '2026-11-26',
  order_by: null,
  words: 'As soon as possible for these 25: posted today if you order by 3pm; expected by Thursday 26 November',
  error: null,
  ...more,
});

describe('a list by date', () => {
  afterEach(cleanup);

  it('when a list has days of its own, then each day is said in the words the cart answered, a day that cannot be made as an alert', () => {
    const dates = [
      date({}),
      date({
        arrive_by: '2026-11-30',
        count: 3,
        words: 'Order by 3pm on Wednesday 25 November for these 3 to arrive by Monday 30 November',
      }),
      date({ arrive_by: '2026-11-27', count: 1, words: 'Ailsa Scot: Too soon', error: 'Ailsa Scot: Too soon' }),
    ];
    expect(hasOwnDates(dates)).toBe(true);
    expect(hasOwnDates([date({})])).toBe(false);
    render(<ListDatesSaid dates={dates} label="By day" />);
    const list = screen.getByRole('list', { name: 'By day' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(dates.map((d) => d.words));
    expect(screen.getByRole('alert').textContent).toBe('Ailsa Scot: Too soon');
  });

  it("when an order's people have days of their own, then each shows when their card is posted and expected, or e-mailed", () => {
    render(
      <OrderRecipients
        recipients={[
          orderRecipient(1, {
            arrive_by: '2026-11-30',
            dispatch_date: '2026-11-25',
            expected_arrival_date: '2026-11-30',
            postage_class: 'second',
          }),
          orderRecipient(2, { channel: 'ecard', address: null, email: 'e@example.test', arrive_by: 'asap', dispatch_date: '2026-11-23' }),
        ]}
      />,
    );
    expect(screen.getAllByTestId('recipient-dates').map((x) => x.textContent?.replace(/^\s*·\s*/, ''))).toEqual([
      expect.stringMatching(/^Posted Wednesday 25 November( 2026)?; expected by Monday 30 November( 2026)?$/),
      expect.stringMatching(/^E-mailed on Monday 23 November( 2026)?$/),
    ]);
  });

  it('when e-cards wait for the allowance, then the list says how many went and by when the rest go, none as failed', () => {
    const ecard = { channel: 'ecard' as const, address: null, email: 'x@example.test' };
    const rs = [
      ...Array.from({ length: 7 }, (_, i) => orderRecipient(i + 1, { ...ecard, state: 'ecard_sent' })),
      ...Array.from({ length: 33 }, (_, i) =>
        orderRecipient(i + 8, { ...ecard, state: 'ecard_scheduled', send_at: i < 20 ? '2026-12-02T17:05:00Z' : '2026-12-02T18:05:00Z' }),
      ),
    ];
    expect(stateTally(rs)).toMatch(/^33 e-cards to be sent by Wednesday 2 December( 2026)?, 6:05pm, 7 e-cards sent$/);
  });
});
