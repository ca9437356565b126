import {
  arrivalPromise,
  capitalised,
  dayInWords,
  deliveryPromise,
  momentInWords,
  type OccasionReminderMailData,
  type OrderArrivalChangedMailData,
  type OrderConfirmationMailData,
} from '@cards/contracts';
import { escapeHtml } from '@cards/card-layout/escape-html';
import { button, detailsTable, layout, paragraphs, textFooter, type RenderedMail } from './layout.js';

export { ecardMail } from './ecard-mail.js';

/** Every template the identity service renders. */
export type TemplateName =
  | 'confirmation'
  | 'password_reset'
  | 'email_change'
  | 'email_change_notice'
  | 'order_confirmation'
  | 'order_arrival_changed'
  | 'order_posted'
  | 'card_problem_resolved'
  | 'ecard'
  | 'occasion_reminder'
  | 'address_collection_summary';

export const greet = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
const money = (pounds: number) => `£${pounds.toFixed(2)}`;

/** The links mails carry, all on the web app's origin (`PUBLIC_WEB_URL`, its trailing slash dropped when config is parsed). */
export function mailLinks(webUrl: string) {
  const base = webUrl;
  return {
    confirmation: (token: string) => `${base}/confirmation?confirmation_token=${encodeURIComponent(token)}`,
    passwordReset: (token: string) => `${base}/password/edit?reset_password_token=${encodeURIComponent(token)}`,
    undoEmailChange: (token: string) => `${base}/email/undo?undo_token=${encodeURIComponent(token)}`,
    order: (number: string) => `${base}/profile/order/${encodeURIComponent(number)}`,
    home: base,
  };
}

export function confirmationMail(webUrl: string, p: { name: string; token: string }): RenderedMail {
  const url = mailLinks(webUrl).confirmation(p.token);
  const lines = [
    greet(p.name),
    'Thanks for signing up. Please confirm your e-mail address to start designing cards.',
    'The link works once and for 3 days.',
  ];
  return {
    subject: 'Confirm your e-mail address',
    html: layout({
      title: 'Confirm your e-mail address',
      preheader: 'One click and your account is ready.',
      webUrl,
      bodyHtml: paragraphs(lines.slice(0, 2).join('\n\n')) + button('Confirm my address', url) + paragraphs(lines[2]!),
    }),
    text: `${lines[0]}\n\n${lines[1]}\n\nConfirm it here:\n${url}\n\n${lines[2]}${textFooter(webUrl)}`,
  };
}

export function emailChangeMail(webUrl: string, p: { name: string; token: string; email: string }): RenderedMail {
  const url = mailLinks(webUrl).confirmation(p.token);
  const intro = `You asked to use ${p.email} for your Greeting Cards account. Confirm it and we will write to you here from now on.`;
  return {
    subject: 'Confirm your new e-mail address',
    html: layout({
      title: 'Confirm your new e-mail address',
      preheader: 'Confirm the change of your sign-in address.',
      webUrl,
      bodyHtml:
        paragraphs(`${greet(p.name)}\n\n${intro}`) +
        button('Confirm the new address', url) +
        paragraphs('If you did not ask for this, ignore this mail: nothing changes.'),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\n${url}\n\nIf you did not ask for this, ignore this mail: nothing changes.${textFooter(webUrl)}`,
  };
}

/** To the old address when the sign-in address is changing: what happens, and a way to undo it. */
export function emailChangeNoticeMail(
  webUrl: string,
  p: { name: string; token: string; from: string; to: string; validDays: number },
): RenderedMail {
  const url = mailLinks(webUrl).undoEmailChange(p.token);
  const intro = `Someone (hopefully you) asked to change the e-mail address of your Greeting Cards account from ${p.from} to ${p.to}. The change takes effect once the new address is confirmed.`;
  const ok = 'If this was you, there is nothing to do.';
  const undo = `If it was not you, undo it now. Undoing puts ${p.from} back, signs everyone out of your account and sends you a link to choose a new password.`;
  const after = `The link works once and for ${p.validDays} days, even after the change went through.`;
  return {
    subject: 'Your sign-in address is changing',
    html: layout({
      title: 'Your sign-in address is changing',
      preheader: `Your account's e-mail is changing to ${p.to}.`,
      webUrl,
      bodyHtml: paragraphs(`${greet(p.name)}\n\n${intro}\n\n${ok} ${undo}`) + button('Undo this change', url) + paragraphs(after),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\n${ok} ${undo}\n\nUndo the change here:\n${url}\n\n${after}${textFooter(webUrl)}`,
  };
}

export function passwordResetMail(webUrl: string, p: { name: string; token: string; validHours: number }): RenderedMail {
  const url = mailLinks(webUrl).passwordReset(p.token);
  const intro = 'Someone (hopefully you) asked to reset the password of your account.';
  const after = `The link works once and for ${p.validHours} hours. Setting a new password signs you out everywhere. If you did not ask, ignore this mail: your password stays as it is.`;
  return {
    subject: 'Reset your password',
    html: layout({
      title: 'Reset your password',
      preheader: 'A link to choose a new password.',
      webUrl,
      bodyHtml: paragraphs(`${greet(p.name)}\n\n${intro}`) + button('Choose a new password', url) + paragraphs(after),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\nChoose a new password here:\n${url}\n\n${after}${textFooter(webUrl)}`,
  };
}

/** Where the order goes and when, as lines of text: the address, the postage, the planned dates in the shop's one wording. */
function deliveryLines(d: OrderConfirmationMailData['delivery'], now: Date): Array<[string, string]> {
  if (!d) return [];
  const a = d.address;
  const out: Array<[string, string]> = [];
  if (a)
    out.push([
      d.method === 'to_recipient' ? 'Posted straight to' : 'Posted to you at',
      [a.name, a.line1, a.line2, a.city, a.county, a.postcode].filter(Boolean).join(', '),
    ]);
  out.push(['Postage', d.postage]);
  if (d.arrive_by) out.push(['You asked for it to arrive', dayInWords(d.arrive_by, now)]);
  if (d.dispatch_date && d.arrival_date)
    out.push([
      'When',
      deliveryPromise(
        {
          dispatch_date: d.dispatch_date,
          arrival_date: d.arrival_date,
          postage_class: d.postage_class,
          destination_known: !!d.address?.postcode,
        },
        { now },
      ),
    ]);
  return out;
}

export function orderConfirmationMail(webUrl: string, p: { name: string; order: OrderConfirmationMailData; now: Date }): RenderedMail {
  const o = p.order;
  const url = mailLinks(webUrl).order(o.order_number);
  const thumb = (src: string | undefined) =>
    src
      ? `<img src="${escapeHtml(src)}" alt="" width="44" style="width:44px;height:auto;border-radius:3px;box-shadow:0 1px 4px rgba(0,0,0,.2);vertical-align:middle;margin-right:10px">`
      : '';
  const rows = o.items
    .map((i) =>
      // A list sent to many says what it sends ("20 printed cards and 5 e-cards") across quantity and price.
      i.what
        ? `<tr><td style="padding:6px 0">${thumb(i.thumbnail_url)}${escapeHtml(i.name)}</td><td colspan="2" align="center">${escapeHtml(i.what)}</td><td align="right">${money(i.total)}</td></tr>`
        : `<tr><td style="padding:6px 0">${thumb(i.thumbnail_url)}${escapeHtml(i.name)}</td><td align="center">${i.quantity}</td><td align="right">${money(i.unit_price)}</td><td align="right">${money(i.total)}</td></tr>`,
    )
    .join('');
  const sums: Array<[string, number | undefined]> = [
    ['Subtotal', o.subtotal],
    ['Discount', o.coupon_value === undefined ? undefined : -o.coupon_value],
    ['Delivery', o.shipping],
  ];
  const sumRows = sums
    .filter(([, v]) => v !== undefined && v !== 0)
    .map(
      ([k, v]) =>
        `<tr><td colspan="3" align="right" style="padding:4px 8px">${k}</td><td align="right">${v! < 0 ? '−' + money(-v!) : money(v!)}</td></tr>`,
    )
    .join('');
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:14px;margin:8px 0 16px;border-collapse:collapse">
<tr style="color:#8a7f8c;text-align:left"><th align="left">Card</th><th>Qty</th><th align="right">Price</th><th align="right">Total</th></tr>${rows}${sumRows}
<tr><td colspan="3" align="right" style="padding:8px;font-weight:bold">Total paid</td><td align="right" style="font-weight:bold">${money(o.total)}</td></tr></table>`;
  const delivery = deliveryLines(o.delivery, p.now);
  const deliveryHtml = detailsTable(delivery);
  const textLines = o.items
    .map((i) =>
      i.what ? `- ${i.name}: ${i.what} = ${money(i.total)}` : `- ${i.name} x${i.quantity} @ ${money(i.unit_price)} = ${money(i.total)}`,
    )
    .join('\n');
  const textDelivery = delivery.map(([k, v]) => `${k}: ${v}`).join('\n');
  const intro =
    o.delivery?.held && o.delivery.dispatch_date
      ? `Thank you for your order ${o.order_number}. We will print and post your cards on ${dayInWords(o.delivery.dispatch_date, p.now)}, so that they arrive in time. Until then you can change the day or cancel the order.`
      : o.delivery?.dispatch_date
        ? `Thank you for your order ${o.order_number}. We print and post your cards on ${dayInWords(o.delivery.dispatch_date, p.now)} and will e-mail you when they are posted.`
        : `Thank you for your order ${o.order_number}. We will e-mail you when your cards are posted.`;
  return {
    subject: `Your order ${o.order_number} is confirmed`,
    html: layout({
      title: 'Thank you for your order',
      preheader: `Order ${o.order_number}: ${money(o.total)} paid.`,
      webUrl,
      bodyHtml: paragraphs(`${greet(p.name)}\n\n${intro}`) + table + deliveryHtml + button('View your order', url),
    }),
    text: `${greet(p.name)}\n\n${intro}\n\n${textLines}${textLines ? '\n' : ''}Total paid: ${money(o.total)} ${o.currency}${textDelivery ? `\n\n${textDelivery}` : ''}\n\nView your order: ${url}${textFooter(webUrl)}`,
  };
}

/** An order's arrival day moved (the customer's change, or the shop's): the new dates, in the shop's one wording. */
export function orderArrivalChangedMail(webUrl: string, p: { name: string; change: OrderArrivalChangedMailData; now: Date }): RenderedMail {
  const c = p.change;
  const url = mailLinks(webUrl).order(c.order_number);
  const arrives = arrivalPromise({ arrival_date: c.after.arrival_date, postage_class: c.postage_class }, { now: p.now });
  const why = c.by === 'customer' ? 'You changed when your order should arrive.' : 'We have changed when your order will arrive.';
  const lines: Array<[string, string]> = [
    ['Postage', c.postage],
    ...(c.arrive_by ? [['You asked for it to arrive', dayInWords(c.arrive_by, p.now)] as [string, string]] : []),
    ['When', deliveryPromise({ ...c.after, postage_class: c.postage_class }, { now: p.now })],
    ...(c.before.arrival_date
      ? [
          [
            'Before',
            capitalised(arrivalPromise({ arrival_date: c.before.arrival_date, postage_class: c.postage_class }, { now: p.now })),
          ] as [string, string],
        ]
      : []),
  ];
  const after = c.held
    ? 'Until it is printed you can still change the day or cancel the order.'
    : 'It goes to print on that day; tracking follows once it is posted.';
  const text = `${greet(p.name)}\n\n${why} Order ${c.order_number} is now ${arrives}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${after}`;
  return {
    subject: `Your order ${c.order_number} is now ${arrives}`,
    html: layout({
      title: 'Your order has a new arrival day',
      preheader: `Order ${c.order_number} is now ${arrives}.`,
      webUrl,
      bodyHtml:
        paragraphs(`${greet(p.name)}\n\n${why} Order ${c.order_number} is now ${arrives}.`) +
        detailsTable(lines) +
        paragraphs(after) +
        button('View your order', url),
    }),
    text: `${text}\n\nView your order: ${url}${textFooter(webUrl)}`,
  };
}

/**
 * Ahead of a saved date: whose occasion and when, the last moment to order (by the chosen
 * postage, or a faster one when it is too late for that), a button into the designer with
 * their name filled in, and the one-click way out. A test mail says it is one.
 */
export function occasionReminderMail(
  webUrl: string,
  p: { name: string; reminder: OccasionReminderMailData; daysLeft: number; now: Date },
): RenderedMail {
  const r = p.reminder;
  const who = r.relationship ? `Your ${r.relationship.toLowerCase()} ${r.person_name}` : r.person_name;
  const when = p.daysLeft === 0 ? 'today' : p.daysLeft === 1 ? 'tomorrow' : `in ${p.daysLeft} days`;
  const day = dayInWords(r.date, p.now);
  const intro = `${who}'s ${r.occasion.toLowerCase()} is ${when}, on ${day}.`;
  const orderBy = !r.order_by
    ? `It is too late for the post now: send an e-card, or a card to arrive after the day.`
    : r.order_postage
      ? `It is too late for ${r.postage}, but ${r.order_postage} still makes it: order by ${momentInWords(r.order_by, { now: p.now })}.`
      : `To have a card arrive in time by ${r.postage}, order by ${momentInWords(r.order_by, { now: p.now })}.`;
  const test = r.test ? 'This is a test of your reminder, sent because you asked for one. ' : '';
  const out = `You get this because you asked us to remind you. Manage your reminders: ${r.manage_url}`;
  const stop = `Stop reminder e-mails: ${r.unsubscribe_url}`;
  return {
    subject: `${r.test ? 'Test: ' : ''}${r.person_name}'s ${r.occasion.toLowerCase()} is ${when}`,
    html: layout({
      title: `${r.person_name}'s ${r.occasion.toLowerCase()} is coming up`,
      preheader: `${day}. ${orderBy}`,
      webUrl,
      bodyHtml:
        paragraphs(`${greet(p.name)}\n\n${test}${intro}\n\n${orderBy}`) +
        button(`Design a card for ${r.person_name}`, r.design_url) +
        `<p style="margin:16px 0 0;font-size:13px;color:#6b6070">You get this because you asked us to remind you. <a href="${escapeHtml(r.manage_url)}" style="color:#6b6070">Manage your reminders</a> &middot; <a href="${escapeHtml(r.unsubscribe_url)}" style="color:#6b6070">Stop reminder e-mails</a></p>`,
    }),
    text: `${greet(p.name)}\n\n${test}${intro}\n\n${orderBy}\n\nDesign a card for ${r.person_name}:\n${r.design_url}\n\n${out}\n${stop}${textFooter(webUrl)}`,
  };
}
