import { describe, expect, it } from '@jest/globals';
import { defaultSalutation } from '@cards/contracts/recipient-greeting';
import { recipientState } from './recipient.store.js';

const progress = (status: Parameters<typeof recipientState>[1]['status'], dispatched = false) => ({
  status,
  dispatched_at: dispatched ? new Date() : null,
});
const post = { channel: 'post' as const, print_asset_key: null, ecard_outcome: null };
const ecard = { channel: 'ecard' as const, print_asset_key: null, ecard_outcome: null };

describe('a recipient of a list', () => {
  it("when a printed card goes through the print team's steps, then it is waiting, print_ready once its file is made, printing in production, then posted", () => {
    expect(recipientState(post, progress('held'))).toBe('waiting');
    expect(recipientState(post, progress('paid'))).toBe('waiting');
    // Seconds after paying only the file exists: nothing is printed until the order goes to production.
    expect(recipientState({ ...post, print_asset_key: 'p.pdf' }, progress('paid'))).toBe('print_ready');
    expect(recipientState(post, progress('in_production'))).toBe('printing');
    expect(recipientState({ ...post, print_asset_key: 'p.pdf' }, progress('in_production'))).toBe('printing');
    expect(recipientState({ ...post, print_asset_key: 'p.pdf' }, progress('dispatched', true))).toBe('posted');
    // Refunded after it was posted: it was still posted.
    expect(recipientState(post, progress('refunded', true))).toBe('posted');
  });

  it('when an e-card is handled, then its outcome stands whatever the order does next; unhandled, it is cancelled with the order', () => {
    expect(recipientState(ecard, progress('paid'))).toBe('waiting');
    expect(recipientState({ ...ecard, ecard_outcome: 'sent' }, progress('cancelled'))).toBe('ecard_sent');
    expect(recipientState({ ...ecard, ecard_outcome: 'failed' }, progress('paid'))).toBe('ecard_failed');
    expect(recipientState(ecard, progress('cancelled'))).toBe('cancelled');
    expect(recipientState(post, progress('cancelled'))).toBe('cancelled');
  });

  it('when an e-card waits for the allowance, then it is scheduled, not failed, and cancelled with its order', () => {
    expect(recipientState({ ...ecard, ecard_outcome: 'scheduled' }, progress('paid'))).toBe('ecard_scheduled');
    expect(recipientState({ ...ecard, ecard_outcome: 'scheduled' }, progress('refunded'))).toBe('cancelled');
  });

  it('when a card has a day of its own, then it waits for it while the order goes on, and is posted only by a dispatch after it was handed on', () => {
    const dated = { ...post, dispatch_date: '2026-12-01', released_at: null };
    expect(recipientState(dated, progress('dispatched', true))).toBe('waiting');
    const handedOn = { ...dated, released_at: new Date('2026-12-01T00:05:00Z') };
    expect(recipientState(handedOn, { status: 'dispatched', dispatched_at: new Date('2026-11-23T16:00:00Z') })).toBe('waiting');
    expect(recipientState(handedOn, { status: 'dispatched', dispatched_at: new Date('2026-12-01T16:00:00Z') })).toBe('posted');
  });

  it('when an entry has no greeting of its own, then it is "Dear" and the first name, or the title and surname', () => {
    expect(defaultSalutation('Jean Smith')).toBe('Dear Jean');
    expect(defaultSalutation('  Dr Amir  Patel ')).toBe('Dear Dr Patel');
    expect(defaultSalutation('Mrs. Jones')).toBe('Dear Mrs. Jones');
    expect(defaultSalutation('Cher')).toBe('Dear Cher');
  });
});
