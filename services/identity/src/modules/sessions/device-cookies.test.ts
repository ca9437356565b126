import { describe, expect, it } from '@jest/globals';
import { DEVICE_COOKIE_PREFIX, DeviceCookies } from './device-cookies.js';

const key = new TextEncoder().encode('k'.repeat(64));

describe('DeviceCookies', () => {
  it('when a cookie was issued to a user, then it trusts that user only, under a name of its own', () => {
    const dc = new DeviceCookies(key, 90);
    const c = dc.issue(7);
    expect(c.name.startsWith(DEVICE_COOKIE_PREFIX)).toBe(true);
    expect(c.name).toBe(dc.nameFor(7));
    expect(dc.nameFor(8)).not.toBe(c.name);
    expect(c.max_age_seconds).toBe(90 * 86_400);
    expect(dc.trusted([c.value], 7)).toMatchObject({ userId: 7 });
    expect(dc.trusted([c.value], 8)).toBeUndefined();
    expect(dc.trusted(['junk', dc.issue(8).value, c.value], 7)?.userId).toBe(7);
  });

  it('when a cookie is altered, signed with another key or expired, then it is not trusted', () => {
    const dc = new DeviceCookies(key, 90);
    const v = dc.issue(7).value;
    const parts = v.split('.');
    expect(dc.trusted([[parts[0], '8', ...parts.slice(2)].join('.')], 8)).toBeUndefined();
    expect(dc.trusted([new DeviceCookies(new TextEncoder().encode('o'.repeat(64)), 90).issue(7).value], 7)).toBeUndefined();
    const later = new DeviceCookies(key, 90, () => Date.now() + 91 * 86_400_000);
    expect(later.trusted([v], 7)).toBeUndefined();
  });
});
