import type { Card } from '@cards/contracts';
import { startGenerationHarness, type GenerationHarness } from './support/generation-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';

/**
 * The envelope icon: a ready option e-mailed to its recipient through identity's mailer. Here
 * the mailer is identity's fake: the test reads the mail generation asked identity to send
 * (identity's own tests cover how its `ecard` template lays that out).
 */
describe('sending a card as an e-card', () => {
  let t: GenerationHarness;
  let sam: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startGenerationHarness();
    [sam, other] = await Promise.all([t.identity.signUp({ name: 'Sam' }), t.identity.signUp({ name: 'Other' })]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when the owner sends a ready option, then a mail reaches the recipient with the words, the front as it prints and the personal note', async () => {
    const ev = await occasions(t);
    const card = await createCard(t, sam.token, { event_id: ev.birthday, recipient_name: 'Rose', sender_name: 'Sam', details: '' });
    await call<Card>(t, sam.token, 'POST', `/cards/${card.id}/generate`);
    const done = await waitForOptions(t, sam.token, card.id);
    const option = done.card_instances[0]!;

    const sent = await call<{ status: string; email: string }>(t, sam.token, 'POST', `/card_instances/${option.id}/send`, {
      email: 'rose@example.com',
      message: 'See you on Sunday!',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: 'sent', email: 'rose@example.com' });

    const [mail] = t.identity.mailsTo('rose@example.com', 'ecard');
    if (mail?.template !== 'ecard')
      throw new Error(`no e-card was asked of identity for rose@example.com: ${JSON.stringify(t.identity.mails)}`);
    expect(mail.to).toContain('rose@example.com');
    expect(mail.data.message).toContain('See you on Sunday!');
    expect(mail.data.message).toContain(option.text);
    expect(mail.data.recipient_name).toContain('Rose');
    // The front's thumbnail, drawn when the mail is first opened (a placeholder, never a broken picture, until then).
    expect(mail.data.image_url).toBe(option.thumbnail_url);
    expect(mail.user_id).toBe(sam.user.id);

    const foreign = await call(t, other.token, 'POST', `/card_instances/${option.id}/send`, { email: 'x@example.com' });
    expect(foreign.status).toBe(404);
  });
});
