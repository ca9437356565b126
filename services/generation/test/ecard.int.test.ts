import type { Card, EcardPage } from '@cards/contracts';
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
    // The note travels apart from the card's words, so the words open with the card's own greeting.
    expect(mail.data.note).toBe('See you on Sunday!');
    expect(mail.data.message).toBe(option.text!.trim());
    expect(mail.data.recipient_name).toContain('Rose');
    // The front's thumbnail, drawn when the mail is first opened (a placeholder, never a broken picture, until then).
    expect(mail.data.image_url).toBe(option.thumbnail_url);
    expect(mail.user_id).toBe(sam.user.id);

    // Its link opens the card's public page: no sign-in, an unguessable token, the card as it was sent.
    const token = /\/ecard\/([A-Za-z0-9_-]{43})$/.exec(mail.data.card_url ?? '')?.[1];
    if (!token) throw new Error(`the mail links to no e-card page: ${mail.data.card_url}`);
    const page = await call<EcardPage>(t, null, 'GET', `/ecards/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.card).toMatchObject({
      front_text: option.front_text,
      inside_text: option.text,
      salutation: null,
      sender_name: 'Sam',
      note: 'See you on Sunday!',
      image_url: option.image_url,
    });
    const wrong = await call(t, null, 'GET', `/ecards/${token.slice(1)}x`);
    expect(wrong.status).toBe(404);

    const foreign = await call(t, other.token, 'POST', `/card_instances/${option.id}/send`, { email: 'x@example.com' });
    expect(foreign.status).toBe(404);
  });

  it('when a single e-card is sent with a greeting, then it opens with that greeting once, in place of the written one, in the mail and on its page', async () => {
    const ev = await occasions(t);
    const card = await createCard(t, sam.token, { event_id: ev.birthday, recipient_name: 'Rose', sender_name: 'Sam', details: '' });
    await call<Card>(t, sam.token, 'POST', `/cards/${card.id}/generate`);
    const option = (await waitForOptions(t, sam.token, card.id)).card_instances[0]!;

    const sent = await call(t, sam.token, 'POST', `/card_instances/${option.id}/send`, {
      email: 'family@example.com',
      greeting: 'Dear Family and friends',
    });
    expect(sent.status).toBe(202);
    const [mail] = t.identity.mailsTo('family@example.com', 'ecard');
    if (mail?.template !== 'ecard') throw new Error('no e-card was asked of identity for family@example.com');
    expect(mail.data.message.startsWith('Dear Family and friends,\n\n')).toBe(true);
    expect(mail.data.message.match(/Dear /g)).toHaveLength(1);
    const token = /\/ecard\/([A-Za-z0-9_-]{43})$/.exec(mail.data.card_url ?? '')![1]!;
    const page = await call<EcardPage>(t, null, 'GET', `/ecards/${token}`);
    expect(page.body.card).toMatchObject({ salutation: 'Dear Family and friends,', note: null });
  });
});
