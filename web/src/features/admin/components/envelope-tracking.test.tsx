/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Order, OrderRecipient } from '@cards/contracts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { EnvelopeTracking } from './envelope-tracking';

const person = (id: number, name: string, channel: 'post' | 'ecard', tracking_number: string | null = null) =>
  ({ id, name, channel, tracking_number, state: 'printing' }) as OrderRecipient;
const order = (status: Order['status']) =>
  ({
    id: 4,
    status,
    items: [
      { recipients: [person(1, 'Sam Shah', 'post', 'TT000000017GB'), person(2, 'Amir Khan', 'ecard'), person(3, 'Tom Smith', 'post')] },
    ],
  }) as unknown as Order;

afterEach(cleanup);

describe("a list's envelopes' tracking numbers", () => {
  it('when the list is in production, then each posted person has a field (e-cards none) and saving sends every envelope', async () => {
    const onSave = jest.fn(async (_list: Array<{ recipient_id: number; tracking_number: string | null }>) => undefined);
    render(<EnvelopeTracking order={order('in_production')} onSave={onSave} />);
    expect((screen.getByLabelText('Sam Shah') as HTMLInputElement).value).toBe('TT000000017GB');
    expect(screen.queryByLabelText('Amir Khan')).toBeNull();
    fireEvent.change(screen.getByLabelText('Tom Smith'), { target: { value: ' TT000000025GB ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save tracking numbers' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith([
        { recipient_id: 1, tracking_number: 'TT000000017GB' },
        { recipient_id: 3, tracking_number: 'TT000000025GB' },
      ]),
    );
  });

  it('when the list is not printed yet, then there is nothing to track', () => {
    render(<EnvelopeTracking order={order('paid')} onSave={async () => undefined} />);
    expect(screen.queryByRole('heading', { name: 'Tracking, envelope by envelope' })).toBeNull();
  });
});
