import { describe, expect, it } from '@jest/globals';
import { Backoff } from './backoff.js';

describe('Backoff', () => {
  it('when tries keep failing, then the pause doubles from the first up to the cap, and a success starts it over', () => {
    const b = new Backoff({ firstMs: 1000, maxMs: 30_000 });
    expect(Array.from({ length: 8 }, () => b.next())).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    b.reset();
    expect(b.next()).toBe(1000);
  });

  it('when failures go on for ever, then the pause stays at the cap', () => {
    const b = new Backoff({ firstMs: 1000, maxMs: 30_000 });
    for (let i = 0; i < 2000; i++) b.next();
    expect(b.next()).toBe(30_000);
  });
});
