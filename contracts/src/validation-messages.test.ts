import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { AddressInput } from './cart-order/address.js';
import { AddToCartBody } from './cart-order/cart.js';
import { CreateProductBody } from './catalog/product.js';
import { CreateCardBody } from './generation/card.js';
import { SignupBody } from './identity/user.js';
import { fieldLabel, plainDetails, plainErrorMap, plainSentence, plainSummary } from './validation-messages.js';

/** The sentences a parse gives, keyed by the field's path. */
function messages(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const r = schema.safeParse(value, { error: plainErrorMap });
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const DEVELOPER_WORDS = /expected|Invalid input|NaN|Too small|Too big|received|undefined/;

describe('plain validation messages', () => {
  it('when an address form is sent empty, then each field says what to enter, in a sentence', () => {
    const m = messages(AddressInput, { name: '', line1: '', city: '', postcode: '' });
    expect(m).toEqual({
      name: 'Enter the name.',
      line1: 'Enter the first line of the address.',
      city: 'Enter the town or city.',
      postcode: 'Enter the postcode.',
    });
  });

  it('when a postcode is not a UK one, then the message shows what one looks like', () => {
    expect(messages(AddressInput, { name: 'A', line1: '1 Lane', city: 'Bath', postcode: '12345' })).toEqual({
      postcode: 'Enter a UK postcode, like SW1A 2AA.',
    });
  });

  it('when sign-up details are missing or short, then the messages name the e-mail address and the password', () => {
    expect(messages(SignupBody, { user: {} })).toEqual({
      'user.email': 'Enter the e-mail address.',
      'user.password': 'Enter the password.',
    });
    expect(messages(SignupBody, { user: { email: 'not-an-address', password: 'short' } })).toEqual({
      'user.email': 'Enter an e-mail address like name@example.com.',
      'user.password': 'Use at least 8 characters for the password.',
    });
  });

  it('when an admin form sends a number field empty (NaN) or a wrong type, then no developer words reach the message', () => {
    const m = messages(CreateProductBody, {
      product: { name: 'x'.repeat(300), price: Number.NaN, product_category_id: undefined, flat_width_mm: 'wide' },
    });
    for (const text of Object.values(m)) {
      expect(text).not.toMatch(DEVELOPER_WORDS);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    expect(m['product.price']).toBe('Enter the price.');
    expect(m['product.product_category_id']).toBe('Choose the category.');
  });

  it('when numbers are out of range or not whole, then the sentence gives the limit', () => {
    expect(messages(AddToCartBody, { cart: { card_instance: { id: 1 }, product_id: 1, quantity: 0 } })).toEqual({
      'cart.quantity': 'The quantity must be at least 1.',
    });
    expect(messages(AddToCartBody, { cart: { card_instance: { id: 1 }, product_id: 1, quantity: 101 } })).toEqual({
      'cart.quantity': 'The quantity must be 100 or less.',
    });
    expect(messages(AddToCartBody, { cart: { card_instance: { id: 1 }, product_id: 1, quantity: 1.5 } })).toEqual({
      'cart.quantity': 'Enter the quantity as a whole number.',
    });
    expect(messages(z.object({ price: z.number().multipleOf(0.01) }), { price: 3.999 })).toEqual({
      price: 'Enter the price in pounds and pence, like 3.95.',
    });
  });

  it('when a service wrote a short fragment, then it becomes a sentence naming the field', () => {
    expect(plainSentence('user.email', 'has already been taken')).toBe('The e-mail address has already been taken.');
    expect(plainSentence('cart.card_instance.id', 'is generating, not ready')).toBe('The card option is generating, not ready.');
    expect(plainSentence('product.product_category_id', 'product category does not exist')).toBe('Product category does not exist.');
    expect(plainSentence('delivery.address.city', 'Enter the town or city.')).toBe('Enter the town or city.');
    expect(plainDetails({ 'user.password': ['is too short (minimum is 8 characters)'] })).toEqual({
      'user.password': ['The password is too short (minimum is 8 characters).'],
    });
  });

  it('when several fields are wrong, then the summary gives the first and counts the rest', () => {
    expect(plainSummary({ a: ['Enter the name.'], b: ['Enter the postcode.', 'x'] })).toBe(
      'Enter the name. (and 2 more things to correct)',
    );
    expect(plainSummary({ a: ['Enter the name.'] })).toBe('Enter the name.');
    expect(fieldLabel('style.palette.0')).toBe('colours');
  });

  it("when a card's answer is sent without its words, then the message names the answer and the rest still parses", () => {
    const card = {
      event_id: 1,
      recipient_name: 'Ruby',
      answers: [{ question_id: 'birthday.child.interest', question: 'They are really into…', role: 'interest' }],
    };
    const m = messages(CreateCardBody, { card });
    expect(m).toEqual({ 'card.answers.0.text': 'Enter the answer.' });
    expect(Object.values(m).join(' ')).not.toMatch(DEVELOPER_WORDS);
    expect(fieldLabel('card.answers.0.text')).toBe('answer');
    expect(fieldLabel('card.text')).toBe('words');
  });

  it('when a card is sent with notes only, then it parses with no answers', () => {
    const r = CreateCardBody.safeParse({ card: { event_id: 1, recipient_name: 'Ruby', details: 'loves dinosaurs' } });
    expect(r.success && r.data.card.answers).toEqual([]);
  });
});
