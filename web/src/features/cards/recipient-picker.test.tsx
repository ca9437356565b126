/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import type { Address, AddressGroup } from '../../api/types';
import { RecipientPicker, reachInWords } from './recipient-picker';
import type { DeliveryOption } from '../../api/types';
import { recipientsOf, type Chosen } from './recipient-choice';

const entry = (id: number, name: string, more: Partial<Address> = {}): Address => ({
  id,
  name,
  label: '',
  line1: '',
  line2: '',
  city: '',
  county: '',
  postcode: '',
  country: 'GB',
  email: '',
  salutation: '',
  is_default: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...more,
});
const BOOK = [
  entry(1, 'Jean Patel', { line1: '12 High Street', city: 'Bath', postcode: 'BA1 1AA', salutation: 'Dear Aunt Jean' }),
  entry(2, 'Tom Jones', { email: 'tom@example.com' }),
  entry(3, 'Amy Stone', { line1: '1 Road', city: 'Hull', postcode: 'HU1 1AA' }),
  entry(4, 'Nobody Known'),
];
const GROUPS: AddressGroup[] = [{ id: 9, name: 'Christmas list', address_ids: [1, 2, 4] }];

/** The picker as a page holds it; the chosen list is shown as what the page would send. */
function Harness() {
  const [chosen, setChosen] = useState<Chosen>(new Map());
  const [preview, setPreview] = useState<number | null>(null);
  return (
    <>
      <RecipientPicker book={BOOK} groups={GROUPS} chosen={chosen} onChange={setChosen} previewId={preview} onPreview={setPreview} />
      <output data-testid="sent">{JSON.stringify(recipientsOf(chosen, new Map(BOOK.map((a) => [a.id, a]))))}</output>
      <output data-testid="preview">{preview ?? ''}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByTestId('sent').textContent!) as unknown;
const book = () => screen.getByRole('list', { name: 'Your address book' });

afterEach(cleanup);

describe('choosing who gets a card sent to many', () => {
  it('when a whole group is ticked, then everyone in it who can get a card is chosen, and ticking it again takes them out', () => {
    render(<Harness />);
    // Nobody Known has neither a postal nor an e-mail address: the group counts the two who can get one.
    const group = screen.getByLabelText('Christmas list (2)');
    fireEvent.click(group);
    expect(sent()).toEqual([{ address_id: 1 }, { address_id: 2 }]);
    expect(within(book()).getByText('Posted to BA1 1AA')).toBeTruthy();
    expect(
      within(book()).getByText('E-card to tom@example.com · e-mailed when you pay, or with the post on a day you choose'),
    ).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Nobody Known/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(group);
    expect(sent()).toEqual([]);
  });

  it("when a greeting is changed, then only that person's greeting is sent; the others keep their own", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Jean Patel/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Amy Stone/ }));
    // The field starts at their address-book greeting, or "Dear <first name>".
    expect((screen.getByLabelText('Greeting for Jean Patel') as HTMLInputElement).value).toBe('Dear Aunt Jean');
    expect((screen.getByLabelText('Greeting for Amy Stone') as HTMLInputElement).value).toBe('Dear Amy');
    fireEvent.change(screen.getByLabelText('Greeting for Amy Stone'), { target: { value: 'Hello Stone family' } });
    expect(sent()).toEqual([{ address_id: 1 }, { address_id: 3, salutation: 'Hello Stone family' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Preview the card for Amy Stone' }));
    expect(screen.getByTestId('preview').textContent).toBe('3');
  });

  it('when the search has words, then only the entries matching all of them are listed, and a miss says so', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Search your address book'), { target: { value: 'hu1' } });
    expect(
      within(book())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Amy Stone')]);
    fireEvent.change(screen.getByLabelText('Search your address book'), { target: { value: 'zebra' } });
    expect(screen.getByText('Nobody in your address book matches “zebra”.')).toBeTruthy();
  });

  it('when the postage is known, then each posted person shows it and the day it is expected by, in the one delivery wording', () => {
    const second = {
      postage_class: 'second',
      name: 'Royal Mail 2nd Class',
      arrival_date: '2026-12-07',
      destination: 'england-wales',
    } as DeliveryOption;
    const jean = BOOK.find((a) => a.postcode)!;
    expect(reachInWords(jean, second)).toMatch(/^Posted to \S+ \S+ · Royal Mail 2nd Class, expected by Monday 7 December( 2026)?$/);
    // Given a day of their own, the cart's dates are not theirs: the list's dates say them.
    expect(reachInWords(jean, second, true)).toMatch(/^Posted to \S+ \S+ · on a day of their own$/);
  });
});
