import { dayInWords } from '@cards/contracts/dates-in-words';
import { addDays, format } from 'date-fns';
import { expect, seriousViolations, snap, test } from './fixtures';
import { login, mailContaining, newCustomer, open, signInAs, SIZES, type Customer } from './shop-support';

/** Today in the UK, as the shop reckons it. */
const ukToday = () => new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/London' }));

test.describe.configure({ mode: 'serial' });

test.describe('a reminder that acts in time', () => {
  let pia: Customer;

  test.beforeAll(async () => {
    const made = await newCustomer('Pia Planner');
    pia = await login(made.email, made.password);
  });

  test('when a customer on a phone saves a birthday four days away, then a mail goes at once and the page says by when to order', async ({
    browser,
  }) => {
    const birthday = addDays(ukToday(), 4);
    // A birthday: the year of birth will do.
    const date = `1991-${format(birthday, 'MM-dd')}`;
    const { ctx, page } = await open(browser, SIZES[1]);
    await signInAs(page, pia);
    await page.goto('/profile/reminders');
    // The account's tabs fit the phone: they wrap, and nothing runs off the page.
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Plan' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Add a reminder' }).click();
    await page.getByLabel('Their name').fill('Rosalind');
    await page.getByLabel('Relationship (optional)').fill('sister');
    await page.getByLabel('Occasion').selectOption('birthday');
    await page.getByLabel('Date').fill(date);
    await page.getByRole('button', { name: 'Save reminder' }).click();

    const item = page.getByRole('listitem').filter({ hasText: 'Rosalind (sister) — Birthday' });
    await expect(item).toBeVisible();
    await expect(item).toContainText(dayInWords(format(birthday, 'yyyy-MM-dd'), new Date()));
    // The nudge from the delivery calculation: the last moment, by the chosen postage or a faster one.
    await expect(item.getByTestId('reminder-nudge')).toHaveText(
      /^Order by \d+(:\d\d)?[ap]m (today|on \w+day \d+ \w+( \d{4})?) with Royal Mail (2nd Class|1st Class|Tracked 24) for it to arrive in time\.$/,
    );
    // The next reminder reads as one to come: today's mail, or a day with its year when it is not this one.
    await expect(item.getByText(/^(We e-mail you a reminder today|Next reminder \w+day \d+ \w+( \d{4})?)\.$/)).toBeVisible();

    // The mail went at once, to Pia: read from the mail folder.
    const mail = await mailContaining(`Rosalind's birthday is in 4 days`);
    expect(mail).toContain(pia.email);
    expect(mail).toMatch(/order by \d+(:\d\d)?[ap]m on \w+day \d+ \w+/);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'reminders-phone-four-days-away');

    // "Send me a test" mails the reminder again, marked as a test.
    await item.getByRole('button', { name: 'Send me a test of the reminder for Rosalind' }).click();
    await expect(page.getByText('Test mail sent to your inbox.')).toBeVisible();
    expect(
      await mailContaining(`This is a test of your reminder, sent because you asked for one. Your sister Rosalind's birthday`),
    ).toContain(pia.email);
    await ctx.close();
  });

  test('when the reminders page is looked at on a desktop, then it shows the same nudge and fits', async ({ browser }) => {
    const { ctx, page } = await open(browser, SIZES[0]);
    await signInAs(page, pia);
    await page.goto('/profile/reminders');
    await expect(page.getByTestId('reminder-nudge')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'reminders-desktop-four-days-away');
    await ctx.close();
  });
});
