import type { Card } from '@cards/contracts';
import { latestMailTo } from '@cards/testing/mail';
import { startTestPlatform, type TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createCard, occasions, waitForOptions } from './generation-test-support.js';

/** The envelope icon: a ready option e-mailed to its recipient through identity's mailer. */
describe('sending a card as an e-card', () => {
  let t: TestPlatform;
  let sam: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestPlatform();
    [sam, other] = await Promise.all([signUpAndLogin(t, { name: 'Sam' }), signUpAndLogin(t, { name: 'Other' })]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('when the owner sends a ready option, then a mail reaches the recipient with the words, the artwork and the personal note', async () => {
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

    const mail = await latestMailTo(t, 'rose@example.com');
    expect(mail.to).toContain('rose@example.com');
    expect(mail.text).toContain('See you on Sunday!');
    expect(mail.text).toContain('Rose');
    expect(mail.html).toContain(option.image_url);

    const foreign = await call(t, other.token, 'POST', `/card_instances/${option.id}/send`, { email: 'x@example.com' });
    expect(foreign.status).toBe(404);
  });
});
