import { dayInWords } from '@cards/contracts/dates-in-words';
import { addDays, format, parseISO } from 'date-fns';
import { expect, seriousViolations, snap, test } from './fixtures';
import { api, fillCart, login, newCustomer, open, readyOption, signInAs, SIZES, type Customer } from './shop-support';

/** A day as every page of the shop shows it (the year when it is not this one). */
const dayName = (day: string) => dayInWords(day, new Date());

interface CalendarDay {
  date: string;
  available: boolean;
  dispatch_date: string | null;
  reason: string | null;
}
interface Calendar {
  month: string;
  earliest: string;
  days: CalendarDay[];
}

test.describe.configure({ mode: 'serial' });

test.describe('a card that arrives on the day it is meant for', () => {
  let ava: Customer;
  let option: { cardId: number; optionId: number };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const made = await newCustomer('Ava Planner');
    ava = await login(made.email, made.password);
    option = await readyOption(ava);
  });

  test('when a customer picks a day from the checkout calendar and pays, then the order is held and shows when it is printed and when it arrives', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await fillCart(ava, option.optionId);
    // A day at least a week after the earliest one, so the order is held: found the way the calendar finds it.
    const first = (await api<Calendar>(null, 'GET', '/delivery_calendar?postage_class=second&postcode=BA1%201AA')).body;
    const wanted = format(addDays(parseISO(first.earliest), 7), 'yyyy-MM-dd');
    const nextMonth = format(addDays(parseISO(`${first.month}-01`), 32), 'yyyy-MM');
    const second = (await api<Calendar>(null, 'GET', `/delivery_calendar?postage_class=second&postcode=BA1%201AA&month=${nextMonth}`)).body;
    const target = [...first.days, ...second.days].find((d) => d.available && d.date >= wanted)!;
    const sunday =
      first.days.find((d) => parseISO(d.date).getDay() === 0 && d.date >= first.earliest) ??
      second.days.find((d) => parseISO(d.date).getDay() === 0)!;

    const { ctx, page } = await open(browser, SIZES[0]);
    await signInAs(page, ava);
    await page.goto('/cart/checkout');
    await page.getByRole('radio', { name: 'On a day I choose' }).check();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    // A day the post cannot make says why, in words, when chosen.
    if (sunday.date.startsWith(first.month)) {
      const sundayButton = page.getByRole('button', { name: `${dayName(sunday.date)}, not available: No deliveries on Sundays` });
      await sundayButton.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.rdp-footer')).toContainText(`${dayName(sunday.date)}: No deliveries on Sundays`);
    }
    // The keyboard moves by days and months like any date grid; a mouse click chooses.
    if (!target.date.startsWith(first.month)) await page.getByRole('button', { name: /next month/i }).click();
    await page.getByRole('button', { name: dayName(target.date), exact: true }).click();
    // On the day is the default: held, and posted on the latest print day that still makes it.
    await expect(page.getByRole('radio', { name: /On the day, as near as we can/ })).toBeChecked();
    await expect(page.getByTestId('arrive-by-chosen')).toContainText(`Held and posted just in time for ${dayName(target.date)}.`);
    await expect(page.getByTestId('arrive-by-chosen')).toContainText(`Posted ${dayName(target.dispatch_date!)}; expected by`);
    await expect(page.locator('.rdp-footer')).toContainText(`we print and post it on ${dayName(target.dispatch_date!)}`);
    // "On or before" posts it at once (shown selected straight away), and back.
    await page.getByRole('radio', { name: /On or before/ }).check();
    await expect(page.getByRole('radio', { name: /On or before/ })).toBeChecked();
    await expect(page.getByTestId('arrive-by-chosen')).toContainText(`Posted now, to be there for ${dayName(target.date)}.`);
    await snap(page, 'dates-desktop-checkout-on-or-before');
    await page.getByRole('radio', { name: /On the day, as near as we can/ }).check();
    await expect(page.getByTestId('arrive-by-chosen')).toContainText(`Held and posted just in time for ${dayName(target.date)}.`);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'dates-desktop-checkout-calendar');

    // The phone shows the same calendar, the chosen day marked.
    const phone = await open(browser, SIZES[1]);
    await signInAs(phone.page, ava);
    await phone.page.goto('/cart/checkout');
    await expect(phone.page.getByRole('button', { name: `${dayName(target.date)}, chosen` })).toBeVisible();
    await snap(phone.page, 'dates-phone-checkout-calendar');
    await phone.ctx.close();

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/cart\/complete\//);
    const number = page.url().split('/').pop()!;
    await page.goto(`/profile/order/${number}`);
    await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(page.getByText(`${dayName(target.dispatch_date!)}, when we print and post it`)).toBeVisible();
    await expect(page.locator('dd', { hasText: dayName(target.date) }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change the arrival day' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await snap(page, 'dates-desktop-held-order');
    const order = (
      await api<{ status: string; delivery: { arrive_by: string }; planned_dispatch_date: string }>(ava.token, 'GET', `/order/${number}`)
    ).body;
    expect(order).toMatchObject({ status: 'held', delivery: { arrive_by: target.date }, planned_dispatch_date: target.dispatch_date });
    await ctx.close();
  });

  test('when a customer saves a reminder in My Account, then it is listed with its next date, at both sizes', async ({ browser }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, ava);
      await page.goto('/profile/reminders');
      if (size.name === 'desktop') {
        await page.getByRole('button', { name: 'Add a reminder' }).click();
        await page.getByRole('button', { name: 'Save reminder' }).click();
        await expect(page.getByText('Say who the reminder is for')).toBeVisible();
        await page.getByLabel('Their name').fill('Rose');
        await page.getByLabel('Relationship (optional)').fill('sister');
        await page.getByLabel('Occasion').selectOption('birthday');
        await page.getByLabel('Date').fill('1992-12-04');
        await page.getByRole('button', { name: 'Save reminder' }).click();
      }
      const item = page.getByRole('listitem').filter({ hasText: 'Rose (sister) — Birthday' });
      await expect(item).toBeVisible();
      await expect(item).toContainText('every year');
      await expect(item.getByRole('link', { name: 'Design a card' })).toHaveAttribute(
        'href',
        '/card/new/birthday?recipient_name=Rose&relationship=sister',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `dates-${size.name}-reminders`);
      await ctx.close();
    }
  });
});
