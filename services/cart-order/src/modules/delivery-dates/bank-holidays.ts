import Holidays from 'date-holidays';
import { UK_NATIONS, type UkNation } from './uk-nation.js';

/** A calendar day, `YYYY-MM-DD`, as the UK sees it (no time, no zone). */
export type CalendarDate = string;

/** Which days are bank holidays; `nation: null` means "in any of the UK's nations". */
export interface BankHolidayCalendar {
  isBankHoliday(day: CalendarDate, nation: UkNation | null): boolean;
  /** The holiday's name ("Christmas Day"), or `null` when the day is none. */
  nameOf(day: CalendarDate, nation: UkNation | null): string | null;
}

const REGION: Record<UkNation, string> = { 'england-wales': 'ENG', scotland: 'SCT', 'northern-ireland': 'NIR' };

/**
 * The UK bank holidays of each nation from the `date-holidays` package (maintained upstream,
 * substitute days included), never a hand-typed list. Only its `public` and `bank` entries
 * count: Mother's Day and the like are observances, not days off.
 */
export class UkBankHolidays implements BankHolidayCalendar {
  private readonly years = new Map<string, Map<CalendarDate, string>>();
  private readonly sources = new Map<UkNation, Holidays>();

  isBankHoliday(day: CalendarDate, nation: UkNation | null): boolean {
    const year = Number(day.slice(0, 4));
    const nations = nation ? [nation] : UK_NATIONS;
    return nations.some((n) => this.daysOf(n, year).has(day));
  }

  nameOf(day: CalendarDate, nation: UkNation | null): string | null {
    const year = Number(day.slice(0, 4));
    for (const n of nation ? [nation] : UK_NATIONS) {
      const name = this.daysOf(n, year).get(day);
      if (name) return name;
    }
    return null;
  }

  /** The nation's bank holidays of one year, with their names, for documentation and the admin. */
  list(nation: UkNation, year: number): Array<{ date: CalendarDate; name: string }> {
    return this.source(nation)
      .getHolidays(year)
      .filter((h) => h.type === 'public' || h.type === 'bank')
      .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
  }

  private daysOf(nation: UkNation, year: number): Map<CalendarDate, string> {
    const key = `${nation}:${year}`;
    let days = this.years.get(key);
    if (!days) {
      days = new Map(this.list(nation, year).map((h) => [h.date, h.name]));
      this.years.set(key, days);
    }
    return days;
  }

  private source(nation: UkNation): Holidays {
    let h = this.sources.get(nation);
    if (!h) {
      h = new Holidays('GB', REGION[nation]);
      this.sources.set(nation, h);
    }
    return h;
  }
}
