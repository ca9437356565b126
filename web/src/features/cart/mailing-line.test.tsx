/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import { routes } from '../../app/routes';
import type { Cart, CartItem, CartRecipient } from '../../api/types';
import { customer, renderRoutes, withScriptedApi } from '../../test-utils';

const api = withScriptedApi();

const recipient = (id: number, name: string, more: Partial<CartRecipient> = {}): CartRecipient => ({
  id,
  address_id: id * 10,
  name,
  salutation: `Dear ${name.split(' ')[0]}`,
  channel: 'post',
  postcode: 'BA1 1AA',
  email: null,
  ...more,
});
const MAILING: CartItem = {
  id: 5,
  card_instance_id: 3,
  card_instance: { id: 3, title: 'Christmas for everyone' } as CartItem['card_instance'],
  product_id: 1,
  product: { id: 1, name: 'A6 greeting card', size: 'A6' },
  quantity: 2,
  unit_price: 3.95,
  total: 7.9,
  postage: 1.7,
  recipients: [
    recipient(1, 'Jean Patel', { salutation: 'Dear Aunt Jean' }),
    recipient(2, 'Amy Stone'),
    recipient(3, 'Tom Jones', { channel: 'ecard', postcode: null, email: 'tom@example.com' }),
  ],
};
const CART: Cart = {
  id: 1,
  items: [MAILING],
  item_count: 2,
  subtotal: 7.9,
  coupon: null,
  coupon_value: 0,
  coupon_error: null,
  shipping: 1.7,
  vat: 1.6,
  total: 9.6,
  currency: 'GBP',
  delivery: {
    method: 'to_me',
    postage_class: 'second',
    postage_name: 'Royal Mail 2nd Class',
    address_id: null,
    address: null,
    arrive_by: null,
    arrive_by_mode: 'on_the_day',
    arrive_by_error: null,
    arrive_by_plan: null,
    options: [],
  },
  version: 4,
};

describe('a cart line sent to many', () => {
  it("when a greeting is changed or someone is taken off, then the line's whole list goes back with the change", async () => {
    api.reads['/cart'] = CART;
    api.answer = { status: 200, body: CART };
    renderRoutes(routes, '/cart', customer);
    const line = (await screen.findByText('Christmas for everyone', { selector: 'strong' })).closest('li')!;
    expect(line.textContent).toContain('3 people: 2 by post, 1 as an e-card');
    expect(line.textContent).toContain('Postage for 2 envelopes: £1.70');
    fireEvent.click(within(line).getByText('Who gets one (3)'));
    fireEvent.change(within(line).getByLabelText('Greeting for Amy Stone'), { target: { value: 'Hello Stone family' } });
    fireEvent.click(within(line).getByRole('button', { name: 'Save the greeting for Amy Stone' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]).toMatchObject({ method: 'PUT', url: '/cart_item/5/recipients' });
    expect(api.received[0]!.body).toEqual({
      recipients: [
        { address_id: 10, salutation: 'Dear Aunt Jean' },
        { address_id: 20, salutation: 'Hello Stone family' },
        { address_id: 30, salutation: 'Dear Tom' },
      ],
    });
    // The cart read back here is the scripted one, without the new greeting: the list sent next
    // still carries the greeting that was saved, so one save never undoes another.
    fireEvent.click(within(line).getByRole('button', { name: 'Remove Tom Jones' }));
    await waitFor(() => expect(api.received).toHaveLength(2));
    expect(api.received[1]!.body).toEqual({
      recipients: [
        { address_id: 10, salutation: 'Dear Aunt Jean' },
        { address_id: 20, salutation: 'Hello Stone family' },
      ],
    });
  });

  it('when a greeting is typed and its field is left, then it is saved once', async () => {
    api.reads['/cart'] = CART;
    api.answer = { status: 200, body: CART };
    renderRoutes(routes, '/cart', customer);
    const line = (await screen.findByText('Christmas for everyone', { selector: 'strong' })).closest('li')!;
    fireEvent.click(within(line).getByText('Who gets one (3)'));
    const field = within(line).getByLabelText('Greeting for Tom Jones');
    fireEvent.change(field, { target: { value: 'Dear Tom and Jackie' } });
    fireEvent.blur(field);
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]!.body).toMatchObject({ recipients: [{}, {}, { address_id: 30, salutation: 'Dear Tom and Jackie' }] });
    fireEvent.blur(field);
    await screen.findByText('Tom Jones’s greeting is saved.');
    expect(api.received).toHaveLength(1);
  });

  it('when checkout is pressed while a greeting is typed, then it is saved before checkout opens, and a refused one keeps the customer at it', async () => {
    api.reads['/cart'] = CART;
    api.answer = { status: 422, body: { errors: { 'recipients.2.salutation': ['The greeting contains words we can’t print.'] } } };
    renderRoutes(routes, '/cart', customer);
    const line = (await screen.findByText('Christmas for everyone', { selector: 'strong' })).closest('li')!;
    fireEvent.click(within(line).getByText('Who gets one (3)'));
    const field = within(line).getByLabelText('Greeting for Tom Jones');
    fireEvent.change(field, { target: { value: 'Dear Tom and Jackie' } });
    fireEvent.click(screen.getByRole('link', { name: 'Checkout securely' }));
    await screen.findByText('A greeting could not be saved. Change it, or put back the one it had, before checking out.');
    expect(document.activeElement).toBe(field);
    expect(api.received).toHaveLength(1);

    api.answer = { status: 200, body: CART };
    fireEvent.click(screen.getByRole('link', { name: 'Checkout securely' }));
    await waitFor(() => expect(api.received).toHaveLength(2));
    expect(api.received[1]!.body).toMatchObject({ recipients: [{}, {}, { address_id: 30, salutation: 'Dear Tom and Jackie' }] });
    await screen.findByRole('heading', { name: 'Checkout' });
    // Checkout starts its payment: waited for here, so that it is this test's call.
    await waitFor(() => expect(api.received.map((c) => c.url)).toContain('/cart/payment_intent'));
  });

  it('when the cart holds only mailings, then checkout asks for no delivery address and goes on to payment', async () => {
    api.reads['/cart'] = CART;
    api.answer = {
      status: 200,
      body: { payment_intent_id: 'pi_1', client_secret: 's', amount: 9.6, currency: 'GBP', provider: 'test', publishable_key: null },
    };
    renderRoutes(routes, '/cart/checkout', customer);
    expect(
      await screen.findByText(
        'Each card goes straight to its person: printed cards by post (the postage below is per envelope), e-cards by e-mail.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Use this address|Save address/ })).toBeNull();
    expect(screen.queryByText('Add the delivery address first.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(api.received.map((c) => c.url)).toEqual(['/cart/payment_intent']);
  });

  it('when the order is held for a chosen day, then the list says its e-cards go on the day the cards are posted', async () => {
    const plan = { dispatch_date: '2026-12-05', arrival_date: '2026-12-08', held: true, lands_on_the_day: true, promise: '' };
    api.reads['/cart'] = { ...CART, delivery: { ...CART.delivery, arrive_by: '2026-12-08', arrive_by_plan: plan } };
    renderRoutes(routes, '/cart', customer);
    expect((await screen.findByTestId('ecards-when')).textContent).toMatch(
      /^The e-card is e-mailed on Saturday 5 December( 2026)?, when the cards are posted$/,
    );
  });
});
