/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { JEAN_ADDRESS, orderRecipient } from './order-recipient.fixture';
import { OrderRecipients, recipientStateText } from './order-recipients';

afterEach(cleanup);

describe("an order line's recipients", () => {
  it('when an order is sent to many, then each person is listed with where their card is, in plain words', () => {
    const list = [
      orderRecipient(1, { state: 'posted' }),
      orderRecipient(2, { name: 'Amy Stone', state: 'posted', address: { ...JEAN_ADDRESS, postcode: 'HU1 1AA' } }),
      orderRecipient(3, { name: 'Tom Jones', channel: 'ecard', address: null, email: 'tom@example.com', state: 'ecard_sent' }),
      orderRecipient(4, {
        name: 'Ravi Shah',
        channel: 'ecard',
        address: null,
        email: 'ravi@example.com',
        state: 'ecard_failed',
        state_reason: 'the e-card limit for today is reached',
      }),
    ];
    render(<OrderRecipients recipients={list} />);
    expect(screen.getByText('Who gets one (4)', { exact: false }).textContent).toContain('2 posted, 1 e-card sent, 1 e-card not sent');
    const items = within(screen.getByRole('list', { name: 'Who gets this card' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Jean Patel Posted to 12 High Street, Bath, BA1 1AA · “Dear Aunt Jean”Posted',
      'Amy Stone Posted to 12 High Street, Bath, HU1 1AA · “Dear Aunt Jean”Posted',
      'Tom Jones E-card to tom@example.com · “Dear Aunt Jean”E-card sent',
      'Ravi Shah E-card to ravi@example.com · “Dear Aunt Jean”E-card not sent: the e-card limit for today is reached',
    ]);
  });

  it('when several e-cards are sent, then the tally counts them in the plural', () => {
    const sent = [5, 6, 7, 8, 9].map((id) =>
      orderRecipient(id, { channel: 'ecard', address: null, email: `p${id}@example.com`, state: 'ecard_sent' }),
    );
    render(<OrderRecipients recipients={[orderRecipient(1, { state: 'posted' }), ...sent]} />);
    expect(screen.getByText('Who gets one (6)', { exact: false }).textContent).toContain('5 e-cards sent, 1 posted');
  });

  it('when a card waits, then a printed one waits to be printed and an e-card to be sent', () => {
    expect(recipientStateText({ channel: 'post', state: 'waiting', state_reason: null })).toBe('Waiting to be printed');
    expect(recipientStateText({ channel: 'ecard', state: 'waiting', state_reason: null })).toBe('Waiting to be sent');
    expect(recipientStateText({ channel: 'post', state: 'printing', state_reason: null })).toBe('Being printed');
    // Only the print file exists: nothing reads as printed before the order goes to production.
    expect(recipientStateText({ channel: 'post', state: 'print_ready', state_reason: null })).toBe('Print file ready');
  });

  it('when an order is held for a chosen day, then it says its e-cards go on the day it is released', () => {
    const list = [
      orderRecipient(1, {}),
      orderRecipient(2, { name: 'Tom Jones', channel: 'ecard', address: null, email: 'tom@example.com' }),
    ];
    render(<OrderRecipients recipients={list} ecardsOn="2026-12-05" />);
    expect(screen.getByTestId('ecards-when').textContent).toMatch(
      /^The e-card is e-mailed on Saturday 5 December( 2026)?, when the order is released to print\.$/,
    );
  });

  it('when a posted envelope has its own tracking number, then its person shows it, linked to Royal Mail', () => {
    render(<OrderRecipients recipients={[orderRecipient(9, { name: 'Sam Shah', state: 'posted', tracking_number: 'TT000000017GB' })]} />);
    const link = screen.getByRole('link', { name: 'TT000000017GB' });
    expect(link.getAttribute('href')).toBe('https://www.royalmail.com/track-your-item#/tracking-results/TT000000017GB');
    expect(screen.getByRole('listitem').textContent).toContain('Tracking TT000000017GB');
  });
});
