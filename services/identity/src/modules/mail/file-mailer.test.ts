import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { linksIn, parseEml } from '@cards/testing/eml';
import { FileMailer } from './file-mailer.js';
import {
  confirmationMail,
  ecardMail,
  occasionReminderMail,
  orderArrivalChangedMail,
  orderConfirmationMail,
} from './templates/templates.js';
import { orderPostedMail } from './templates/order-posted.js';
import { cardProblemMail } from './templates/card-problem.js';

describe('FileMailer and the templates', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const folder = () => {
    const d = mkdtempSync(join(tmpdir(), 'mail-'));
    dirs.push(d);
    return join(d, 'mail');
  };

  it('when a confirmation mail is sent, then an .eml with text and HTML parts and a working link appears', async () => {
    const dir = folder();
    const mailer = new FileMailer(dir, 'Greeting Cards <hello@cards.local>');
    await mailer.send({
      to: 'zoë@example.org',
      template: 'confirmation',
      ...confirmationMail('https://cards.example', { name: 'Zoë <b>', token: 'tok_123-abc' }),
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{14}-\d{4}-confirmation-[0-9a-f]{8}\.eml$/);
    expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    const raw = readFileSync(join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const mail = parseEml(raw);
    expect(mail.to).toContain('example.org');
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.template).toBe('confirmation');
    expect(linksIn(mail, '/confirmation')).toEqual(['https://cards.example/confirmation?confirmation_token=tok_123-abc']);
    expect(mail.text).toContain('Hello Zoë <b>,');
    expect(mail.html).toContain('Hello Zoë &lt;b&gt;,');
    expect(mail.html).toContain('href="https://cards.example/confirmation?confirmation_token=tok_123-abc"');
    await mailer.close();
  });

  it('when an order confirmation is rendered, then it lists the lines and the total in pounds', () => {
    const m = orderConfirmationMail('https://cards.example', {
      now: new Date('2025-12-17T10:00:00Z'),
      name: 'Ann',
      order: {
        order_number: 'GC-1001',
        items: [{ name: 'Birthday card (A5)', quantity: 2, unit_price: 3.95, total: 7.9 }],
        subtotal: 7.9,
        coupon_value: 1,
        shipping: 0,
        total: 6.9,
        currency: 'GBP',
      },
    });
    expect(m.subject).toBe('Your order GC-1001 is confirmed');
    expect(m.text).toContain('- Birthday card (A5) x2 @ £3.95 = £7.90');
    expect(m.text).toContain('Total paid: £6.90 GBP');
    expect(m.html).toContain('https://cards.example/profile/order/GC-1001');
    expect(m.html).toContain('−£1.00');
  });

  it('when an order line is a list sent to many, then the mail says what it sends, not quantity × price', () => {
    const m = orderConfirmationMail('https://cards.example', {
      now: new Date('2025-12-17T10:00:00Z'),
      name: 'Ann',
      order: {
        order_number: 'GC-1002',
        items: [{ name: 'Christmas card', quantity: 20, unit_price: 3.5, total: 70, what: '20 printed cards and 5 e-cards' }],
        subtotal: 70,
        shipping: 19.8,
        total: 89.8,
        currency: 'GBP',
      },
    });
    expect(m.text).toContain('- Christmas card: 20 printed cards and 5 e-cards = £70.00');
    expect(m.text).not.toContain('x20');
    expect(m.html).toContain('20 printed cards and 5 e-cards');
    expect(m.html).not.toContain('£3.50');
  });

  it("when the order carries its delivery, then the mail shows the address, the postage, the planned dates in the shop's one wording and each card's thumbnail", () => {
    const m = orderConfirmationMail('https://cards.example', {
      now: new Date('2025-12-17T10:00:00Z'),
      name: 'Ann',
      order: {
        order_number: 'GC-1002',
        items: [
          { name: 'Happy birthday', quantity: 1, unit_price: 3.95, total: 3.95, thumbnail_url: 'https://api.cards.example/assets/t.png' },
        ],
        total: 4.94,
        currency: 'GBP',
        delivery: {
          method: 'to_recipient',
          postage: 'Royal Mail 1st Class',
          dispatch_date: '2025-12-18',
          arrival_date: '2025-12-20',
          address: { name: 'Rose Smith', line1: '1 Garden Lane', line2: '', city: 'Bath', county: '', postcode: 'BA1 1AA', country: 'GB' },
        },
      },
    });
    expect(m.text).toContain('Posted straight to: Rose Smith, 1 Garden Lane, Bath, BA1 1AA');
    expect(m.text).toContain('Postage: Royal Mail 1st Class');
    // The shop's one delivery wording, as in the cart and at checkout.
    expect(m.text).toContain('When: Posted Thursday 18 December; expected by Saturday 20 December');
    expect(m.text).toContain('We print and post your cards on Thursday 18 December and will e-mail you when they are posted.');
    expect(m.html).toContain('<img src="https://api.cards.example/assets/t.png"');
    expect(m.html).toContain('Saturday 20 December');
  });

  it('when the cards are posted with a tracking number, then the mail says where, when they are expected, and links to the tracking', () => {
    const m = orderPostedMail('https://cards.example', {
      now: new Date('2026-12-02T11:00:00Z'),
      name: 'Ann',
      posted: {
        order_number: 'GC-1004',
        postage: 'Royal Mail Tracked 24',
        postage_class: 'tracked',
        posted_on: '2026-12-02',
        arrival_date: '2026-12-03',
        destination_known: true,
        to: 'Rose Smith, 1 Garden Lane, Bath, BA1 1AA',
        tracking_number: 'TT123456785GB',
        envelopes: [],
        ecards: 0,
      },
    });
    expect(m.subject).toBe('Your cards are posted: order GC-1004');
    expect(m.text).toContain('Your cards for order GC-1004 were posted today by Royal Mail Tracked 24.');
    expect(m.text).toContain('Posted to: Rose Smith, 1 Garden Lane, Bath, BA1 1AA');
    expect(m.text).toContain('When: Expected by Thursday 3 December');
    expect(m.text).toContain('Tracking number: TT123456785GB');
    expect(m.text).toContain('Track it with Royal Mail: https://www.royalmail.com/track-your-item#/tracking-results/TT123456785GB');
    expect(m.html).toContain('href="https://cards.example/profile/order/GC-1004"');
  });

  it('when a list is posted without tracking a day later, then the mail names the day and the e-cards already sent, and has no tracking link', () => {
    const m = orderPostedMail('https://cards.example', {
      now: new Date('2026-12-03T09:00:00Z'),
      name: 'Ann',
      posted: {
        order_number: 'GC-1005',
        postage: 'Royal Mail 2nd Class',
        postage_class: 'second',
        posted_on: '2026-12-02',
        arrival_date: '2026-12-07',
        destination_known: false,
        to: 'the 12 people on your list',
        tracking_number: null,
        envelopes: [],
        ecards: 3,
      },
    });
    expect(m.text).toContain('were posted on Wednesday 2 December by Royal Mail 2nd Class. The 3 e-cards have been e-mailed already.');
    expect(m.text).not.toContain('Track it');
    expect(m.html).not.toContain('royalmail.com');
  });

  it('when a tracked list is posted with a number per envelope, then the mail gives each person’s number and its Royal Mail page', () => {
    const m = orderPostedMail('https://cards.example', {
      now: new Date('2026-12-02T11:00:00Z'),
      name: 'Ann',
      posted: {
        order_number: 'GC-1006',
        postage: 'Royal Mail Tracked 48',
        postage_class: 'tracked',
        posted_on: '2026-12-02',
        arrival_date: '2026-12-04',
        destination_known: false,
        to: 'the 2 people on your list',
        tracking_number: null,
        envelopes: [
          { name: 'Sam & Priya Shah', tracking_number: 'TT000000001GB' },
          { name: 'Tom Smith', tracking_number: 'TT000000002GB' },
        ],
        ecards: 0,
      },
    });
    expect(m.text).toContain(
      'Tracking, envelope by envelope:\n- Sam & Priya Shah: TT000000001GB https://www.royalmail.com/track-your-item#/tracking-results/TT000000001GB\n- Tom Smith: TT000000002GB',
    );
    expect(m.html).toContain('Sam &amp; Priya Shah: <a href="https://www.royalmail.com/track-your-item#/tracking-results/TT000000001GB"');
    expect(m.html).toContain('>TT000000002GB</a>');
  });

  it('when an order is mailed in December about January, then its dates carry their year', () => {
    const m = orderArrivalChangedMail('https://cards.example', {
      now: new Date('2025-12-30T10:00:00Z'),
      name: 'Ann',
      change: {
        order_number: 'GC-1003',
        postage: 'Royal Mail 2nd Class',
        by: 'customer',
        before: { dispatch_date: '2025-12-31', arrival_date: '2026-01-05' },
        after: { dispatch_date: '2026-01-06', arrival_date: '2026-01-09' },
        arrive_by: '2026-01-09',
        held: true,
      },
    });
    expect(m.subject).toBe('Your order GC-1003 is now expected by Friday 9 January 2026');
    expect(m.text).toContain('You changed when your order should arrive.');
    expect(m.text).toContain('When: Posted Tuesday 6 January 2026; expected by Friday 9 January 2026');
    expect(m.text).toContain('Before: Expected by Monday 5 January 2026');
    expect(m.text).toContain('you can still change the day or cancel the order');
  });

  it('when a reminder comes too late for its postage but a faster one makes it, then the mail names that one; a test says so', () => {
    const m = occasionReminderMail('https://cards.example', {
      now: new Date('2026-11-27T16:00:00Z'),
      name: 'Ann',
      daysLeft: 4,
      reminder: {
        person_name: 'Rose',
        relationship: 'sister',
        occasion: 'Birthday',
        date: '2026-12-01',
        days_left: 4,
        design_url: 'https://cards.example/card/new/birthday?recipient_name=Rose',
        unsubscribe_url: 'https://cards.example/reminders/unsubscribe?token=t',
        manage_url: 'https://cards.example/profile/reminders',
        postage: 'Royal Mail 2nd Class',
        order_by: '2026-11-30T15:00:00.000Z',
        order_postage: 'Royal Mail 1st Class',
        test: true,
      },
    });
    expect(m.subject).toBe("Test: Rose's birthday is in 4 days");
    expect(m.text).toContain('This is a test of your reminder');
    expect(m.text).toContain(
      'It is too late for Royal Mail 2nd Class, but Royal Mail 1st Class still makes it: order by 3pm on Monday 30 November.',
    );
  });

  it('when an e-card is rendered, then it shows the image, the message and the sender, escaped in HTML', () => {
    const m = ecardMail('https://cards.example', {
      sender_name: 'Bob & Co',
      recipient_name: 'Ann',
      message: 'Happy birthday!\n\nSee you <soon>',
      image_url: 'https://cards.example/assets/a.png',
    });
    expect(m.subject).toBe('Bob & Co sent you a card');
    expect(m.html).toContain('<img src="https://cards.example/assets/a.png"');
    expect(m.html).toContain('See you &lt;soon&gt;');
    expect(m.text).toContain('Dear Ann,\n\nHappy birthday!\n\nSee you <soon>\n\n- Bob & Co');
  });

  it("when an e-card's words greet and sign off themselves, then the mail adds neither, and links the card's page", () => {
    const m = ecardMail('https://cards.example', {
      sender_name: 'Sam Shah',
      recipient_name: 'Olivia Bennett',
      message: 'Dear Liv,\n\nHave the merriest Christmas.\n\nLove,\nSam',
      image_url: 'https://cards.example/assets/front.jpg',
      card_url: 'https://cards.example/ecard/abc',
    });
    expect(
      m.text.startsWith('Dear Liv,\n\nHave the merriest Christmas.\n\nLove,\nSam\n\nSee the card: https://cards.example/ecard/abc'),
    ).toBe(true);
    expect(m.text).not.toContain('Olivia');
    expect(m.html).not.toContain('— Sam');
    expect(m.html).toContain('<a href="https://cards.example/ecard/abc"><img src="https://cards.example/assets/front.jpg"');
  });

  it("when an e-card's sign-off waits for a name, then it gets the sender's once, and a note stands apart from the words", () => {
    const m = ecardMail('https://cards.example', {
      sender_name: 'Sam',
      recipient_name: 'Ann',
      message: 'Hi Ann,\n\nHappy birthday.\n\nWith love,',
      note: 'See you on Sunday!',
      image_url: 'https://cards.example/assets/a.png',
    });
    expect(m.text).toContain('Hi Ann,\n\nHappy birthday.\n\nWith love,\nSam\n\nA note from Sam: See you on Sunday!');
    expect(m.text.match(/Sam/g)).toHaveLength(2);
  });

  it("when an e-card is sent for someone, then From names them on the shop's address and Reply-To is theirs", async () => {
    const dir = folder();
    await new FileMailer(dir, 'Greeting Cards <hello@cards.local>').send({
      to: 'liv@example.org',
      template: 'ecard',
      onBehalfOf: { name: 'Sam\r\nBcc: x@evil.test Shah', email: 'sam@example.org' },
      subject: 'Sam sent you a card',
      html: '<p>hi</p>',
      text: 'hi',
    });
    const raw = readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8');
    const mail = parseEml(raw);
    expect(mail.from).toBe('"Sam Bcc: x@evil.test Shah via Greeting Cards" <hello@cards.local>');
    expect(mail.headers['reply-to']).toBe('sam@example.org');
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  it('when a reported card is answered, then the mail says what we did for that person in plain words, and a decline gives its reason', () => {
    const base = { order_number: 'GC-1005', person: 'Jean Smith', kind: 'damaged' as const, amount: 0, reason: null };
    const reprint = cardProblemMail('https://cards.example', { name: 'Ann', problem: { ...base, outcome: 'reprint' } });
    expect(reprint.subject).toBe('We are printing Jean Smith’s card again');
    expect(reprint.text).toContain('Thank you for telling us that Jean Smith’s card from order GC-1005 arrived damaged.');
    expect(reprint.html).toContain('href="https://cards.example/profile/order/GC-1005"');
    expect(reprint.text).toContain('will post it to them as soon as it is ready');
    const moved = cardProblemMail('https://cards.example', {
      name: 'Ann',
      problem: { ...base, kind: 'not_arrived', outcome: 'reprint', address: '4 Mill Lane, York YO1 7HH' },
    });
    expect(moved.text).toContain('will post it to them at 4 Mill Lane, York YO1 7HH as soon as it is ready');
    const refund = cardProblemMail('https://cards.example', { name: 'Ann', problem: { ...base, outcome: 'refund', amount: 3.5 } });
    expect(refund.text).toContain('We have refunded £3.50 for Jean Smith’s card');
    const decline = cardProblemMail('https://cards.example', {
      name: 'Ann',
      problem: { ...base, kind: 'wrong_details', outcome: 'decline', reason: 'It went to the address you typed.' },
    });
    expect(decline.text).toContain('had a wrong name or address on it');
    expect(decline.text).toContain('It went to the address you typed.');
  });
});
