import { describe, expect, it } from '@jest/globals';
import { ArriveByRules } from './arrive-by.js';
import { UkBankHolidays } from './bank-holidays.js';
import { DeliveryDates } from './delivery-dates.js';
import { ListDatePlanner } from './list-dates.js';

const holidays = new UkBankHolidays();
const planner = new ListDatePlanner(new ArriveByRules(new DeliveryDates(holidays), holidays));
const list = { postage_class: 'second' as const, arrive_by: null, arrive_by_mode: 'on_the_day' as const };
const post = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  name: `P${id}`,
  channel: 'post' as const,
  postcode: 'LS1 1AB',
  ...more,
});
const ecard = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  name: `E${id}`,
  channel: 'ecard' as const,
  postcode: null,
  ...more,
});

describe('a day per person on a list', () => {
  it('when a list is said after the cut-off, then the post is promised from its own print day, not the e-card beside it that goes today', () => {
    const now = new Date('2026-12-02T15:38:00Z'); // Wednesday, after 3pm
    const [asap] = planner.groups(now, [post(1), ecard(2)], list);
    expect(asap).toMatchObject({ arrive_by: null, count: 2, order_by: null, dispatch_date: '2026-12-02' });
    expect(asap!.words).toBe('As soon as possible for these 2: posted Thursday 3 December; expected by Tuesday 8 December');
  });

  it('when e-cards have a day, then they are e-mailed on it; a day past or too far is refused naming them', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const [day] = planner.groups(now, [ecard(1, { arrive_by: '2026-12-24' }), ecard(2, { arrive_by: '2026-12-24' })], list);
    expect(day).toMatchObject({ dispatch_date: '2026-12-24', words: 'These 2 e-cards are e-mailed on Thursday 24 December', error: null });
    expect(planner.person(now, { ...ecard(3), arrive_by: '2026-12-01' }, list)).toEqual({
      ok: false,
      day: '2026-12-01',
      reason: 'E3: That day has passed',
    });
    expect(planner.person(now, { ...ecard(3), arrive_by: '2028-01-01' }, list)).toMatchObject({ ok: false });
  });

  it("when a person in Scotland asks for St Andrew's Day and one in England for the same day, then only the Scot is refused, by name", () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const [day] = planner.groups(
      now,
      [post(1, { arrive_by: '2026-11-30' }), post(2, { arrive_by: '2026-11-30', postcode: 'EH6 8RG' })],
      list,
    );
    expect(day!.error).toMatch(/^P2: St Andrew.s Day: no deliveries on bank holidays$/);
    expect(day!.words).toBe(day!.error);
    expect(planner.person(now, post(1, { arrive_by: '2026-11-30' }), list)).toMatchObject({ ok: true, dispatch_date: '2026-11-25' });
  });
});
