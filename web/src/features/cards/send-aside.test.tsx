/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { DeliveryOption, Product } from '../../api/types';
import { SendAside } from './send-aside';

const A6 = {
  id: 1,
  name: 'A6 Greeting Card',
  price: 3.95,
  volume_prices: [
    { min_quantity: 10, unit_price: 3.5 },
    { min_quantity: 25, unit_price: 3.2 },
  ],
} as Product;
const SECOND = { postage_class: 'second', name: 'Royal Mail 2nd Class', price: 0.99, free: false } as DeliveryOption;
const props = { products: [A6], product: A6, onProduct: () => undefined, postage: SECOND, busy: false, ready: true };

afterEach(cleanup);

describe('the price and order box of a card sent to many', () => {
  it('when the printed cards reach a tier, then each is priced at it with postage per envelope, e-cards free, and the next saving is named', () => {
    render(<SendAside {...props} counts={{ post: 12, ecard: 2 }} onSend={() => undefined} />);
    const text = screen.getByRole('complementary', { name: 'Price and order' }).textContent!;
    expect(text).toContain('£3.95 each · £3.50 each from 10 · £3.20 each from 25');
    expect(text).toContain('12 printed cards (£3.50 each from 10)£42.00');
    expect(text).toContain('Postage, 12 envelopes (Royal Mail 2nd Class, £0.99 each)£11.88');
    expect(text).toContain('2 e-cardsFree');
    expect(text).toContain('Estimated total£53.88');
    expect(text).toContain('13 more printed cards and each costs £3.20 (£3.20 each from 25).');
    expect(screen.getByRole('status').textContent).toBe('14 people: 12 by post, 2 as e-cards');
  });

  it('when more people are chosen than one order takes, then it says how many to untick and nothing can be added', () => {
    const onSend = jest.fn();
    render(<SendAside {...props} counts={{ post: 190, ecard: 13 }} onSend={onSend} />);
    expect(screen.getByRole('alert').textContent).toBe('One order takes at most 200 people. Untick 3 to go on.');
    const add = screen.getByRole('button', { name: 'Add 203 cards to cart' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(add);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when the API refused the list, then its reason is shown; with nobody chosen the button waits', () => {
    render(
      <SendAside
        {...props}
        counts={{ post: 0, ecard: 0 }}
        error="Ravi Shah has neither a postal address nor an e-mail address."
        onSend={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Ravi Shah has neither a postal address nor an e-mail address.');
    expect((screen.getByRole('button', { name: 'Add cards to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Nobody chosen yet');
  });

  it('when the customer opens the size menu and picks another size, then it is the shop’s dropdown, each size with its prices, and the page gets the choice', () => {
    const A5 = { id: 2, name: 'A5 Greeting Card', price: 4.95, volume_prices: [] } as unknown as Product;
    const onProduct = jest.fn();
    render(<SendAside {...props} products={[A6, A5]} onProduct={onProduct} counts={{ post: 1, ecard: 0 }} onSend={() => undefined} />);
    const menu = screen.getByRole('combobox', { name: 'Size and paper' });
    expect((menu as HTMLInputElement).value).toBe('A6 Greeting Card');
    expect(screen.queryByRole('button', { name: 'Clear Selected' })).toBeNull();
    fireEvent.click(menu);
    const sizes = screen.getByRole('listbox', { name: 'Size and paper' });
    expect(sizes.textContent).toContain('A5 Greeting Card£4.95 each');
    fireEvent.click(screen.getByRole('option', { name: /A5 Greeting Card/ }));
    expect(onProduct).toHaveBeenCalledWith(2);
  });
});
