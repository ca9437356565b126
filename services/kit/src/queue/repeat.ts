import { CronExpressionParser } from 'cron-parser';
import type { Repeat } from './queue-inspector.port.js';

/**
 * When the runs of a schedule fall, computed as BullMQ's job schedulers compute them (the
 * in-process queue uses this; BullMQ does the same in Redis), with the cron parser BullMQ uses.
 */

/** Refuses what BullMQ would refuse: an interval that is not a positive whole number of ms, a pattern the cron parser cannot read. */
export function assertRepeat(repeat: Repeat): void {
  if ('everyMs' in repeat) {
    if (!Number.isInteger(repeat.everyMs) || repeat.everyMs <= 0)
      throw new Error(`a schedule's interval must be a positive whole number of milliseconds, not ${repeat.everyMs}`);
    return;
  }
  try {
    CronExpressionParser.parse(repeat.cron, { tz: repeat.tz });
  } catch (e) {
    throw new Error(`"${repeat.cron}" is not a cron pattern: ${(e as Error).message}`, { cause: e });
  }
}

/** The next time of a cron pattern strictly after `after`. */
function nextCron(repeat: { cron: string; tz?: string }, after: number): number {
  return CronExpressionParser.parse(repeat.cron, { currentDate: new Date(after), tz: repeat.tz })
    .next()
    .getTime();
}

/** The first run of a new schedule: at once for an interval, the pattern's next time for a cron. */
export function firstRun(repeat: Repeat, now: number): number {
  return 'everyMs' in repeat ? now : nextCron(repeat, now);
}

/**
 * The run after the one due at `prev`, computed when that one starts: an interval keeps its
 * phase (`prev` plus whole intervals, the first not before `now`, so runs missed while nobody
 * worked the queue are skipped, not made up); a cron pattern takes its next time after both.
 */
export function nextRun(repeat: Repeat, prev: number, now: number): number {
  if (!('everyMs' in repeat)) return nextCron(repeat, Math.max(prev, now));
  const next = prev + repeat.everyMs;
  return next >= now ? next : prev + Math.ceil((now - prev) / repeat.everyMs) * repeat.everyMs;
}

/** The same schedule: a repeat given again unchanged keeps its planned run. */
export function sameRepeat(a: Repeat, b: Repeat): boolean {
  return 'everyMs' in a ? 'everyMs' in b && a.everyMs === b.everyMs : 'cron' in b && a.cron === b.cron && (a.tz ?? '') === (b.tz ?? '');
}
