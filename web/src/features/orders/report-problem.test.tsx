/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import type { CardProblem, Order, OrderRecipient } from '../../api/types';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';
import { ReportProblem } from './report-problem';

const person = (id: number, name: string, state = 'posted') => ({ id, name, channel: 'post', state }) as OrderRecipient;
const order = {
  id: 41,
  number: 'GC-2026-000041',
  status: 'dispatched',
  items: [{ id: 5, title: 'Christmas robin', product_name: 'A6 card', recipients: [person(11, 'Jean Smith'), person(12, 'Tom Jones')] }],
} as unknown as Order;

function show(problems: CardProblem[] = [], of: Order = order) {
  return renderRoutes([{ path: '/', element: <ReportProblem order={of} problems={problems} /> }], '/', customer);
}

describe('report a problem with a card', () => {
  const api = withScriptedApi();

  it('when the customer reports Tom’s damaged card with a note, then that one person’s card is sent, with the note', async () => {
    api.answer = { status: 201, body: {} };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem with a card' }));
    fireEvent.change(screen.getByLabelText('Which card'), { target: { value: '5-12' } });
    fireEvent.click(screen.getByLabelText('It arrived damaged'));
    fireEvent.change(screen.getByLabelText('Anything we should know (optional)'), { target: { value: ' Torn corner ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]).toMatchObject({
      method: 'POST',
      url: '/orders/41/problems',
      body: { problem: { line_id: 5, recipient_id: 12, kind: 'damaged', note: 'Torn corner' } },
    });
  });

  it('when the card is already reported, then the shop’s words say so', async () => {
    api.answer = { status: 409, body: { code: 'problem_already_open', error: 'A problem with Jean Smith’s card is already reported' } };
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem with a card' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A problem with Jean Smith’s card is already reported');
  });

  it('when a person’s card has an open report, then only the others can be chosen', () => {
    show([{ id: 1, line_id: 5, recipient_id: 11, status: 'open' } as CardProblem]);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem with a card' }));
    const options = Array.from((screen.getByLabelText('Which card') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Tom Jones (Christmas robin)']);
  });

  it('when a person’s card is still waiting for its own day, then only the posted ones can be chosen', () => {
    const later = { ...order, items: [{ ...order.items[0]!, recipients: [person(11, 'Jean Smith'), person(12, 'Tom Jones', 'waiting')] }] };
    show([], later as Order);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem with a card' }));
    const options = Array.from((screen.getByLabelText('Which card') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Jean Smith (Christmas robin)']);
  });

  it('when a paid order’s cards are not posted yet, then no problem can be reported', () => {
    const single = { ...order, status: 'paid', items: [{ ...order.items[0]!, recipients: [] }] };
    show([], single as unknown as Order);
    expect(screen.queryByRole('button', { name: 'Report a problem with a card' })).toBeNull();
    show([], { ...single, status: 'dispatched' } as unknown as Order);
    expect(screen.getByRole('button', { name: 'Report a problem with a card' })).toBeTruthy();
  });
});
