import { describe, expect, it } from '@jest/globals';
import { ukDayName, ukNumericDate, ukTime } from './uk-dates.js';

describe('UK dates', () => {
  it('when a calendar day is shown, then it reads the UK way with its own weekday', () => {
    expect(ukDayName('2025-12-18')).toBe('Thursday 18 December');
    expect(ukDayName('2026-12-18')).toBe('Friday 18 December');
    expect(ukNumericDate('2025-12-18')).toBe('18/12/2025');
  });

  it('when an instant is shown, then it is UK time, BST in summer', () => {
    expect(ukNumericDate('2025-06-30T23:30:00Z')).toBe('01/07/2025');
    expect(ukTime('2025-06-30T14:00:00Z')).toBe('3pm');
    expect(ukTime('2025-12-18T15:30:00Z')).toBe('3:30pm');
  });
});
