import type { OrderRecipient } from '../api/types';

/** Where the tests' recipient is posted. */
export const JEAN_ADDRESS = {
  name: 'Jean Patel',
  line1: '12 High Street',
  line2: '',
  city: 'Bath',
  county: '',
  postcode: 'BA1 1AA',
  country: 'GB' as const,
};

/** An order's recipient for the tests: Jean Patel, posted to Bath, waiting; `more` says what differs. */
export const orderRecipient = (id: number, more: Partial<OrderRecipient> = {}): OrderRecipient => ({
  id,
  name: 'Jean Patel',
  salutation: 'Dear Aunt Jean',
  channel: 'post',
  address: JEAN_ADDRESS,
  email: null,
  state: 'waiting',
  state_reason: null,
  print_file_url: null,
  tracking_number: null,
  ...more,
});
