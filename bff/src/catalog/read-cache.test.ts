import { describe, expect, it } from 'vitest';
import { CustomerTokenMemo } from './customer-token-memo.js';
import { ReadCache } from './read-cache.js';

const answer = (body: string) => ({ status: 200, body, headers: {}, route: '/events' });

describe('ReadCache', () => {
  it('when an answer was fetched before an invalidation, then it is not stored after it', () => {
    const cache = new ReadCache();
    const gen = cache.currentGeneration();
    cache.clear();
    const entry = cache.set('/events', answer('[1]'), gen);
    expect(entry.etag).toMatch(/^W\/".+"$/);
    expect(cache.get('/events')).toBeUndefined();
  });

  it('when equal bodies are stored, then their ETags are equal, and different bodies differ', () => {
    const a = new ReadCache().set('/a', answer('[1]'), 0);
    const b = new ReadCache().set('/b', answer('[1]'), 0);
    const c = new ReadCache().set('/c', answer('[2]'), 0);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('when full, then the oldest entry goes first', () => {
    const cache = new ReadCache(2);
    cache.set('/a', answer('a'), 0);
    cache.set('/b', answer('b'), 0);
    cache.set('/c', answer('c'), 0);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')?.body).toBe('b');
    expect(cache.get('/c')?.bytes.toString()).toBe('c');
  });
});

describe('CustomerTokenMemo', () => {
  it('when a customer token is remembered, then it is known until its time runs out', () => {
    let now = 1_000;
    const memo = new CustomerTokenMemo(60_000, 10, () => now);
    expect(memo.isCustomer('tok')).toBe(false);
    memo.rememberCustomer('tok');
    expect(memo.isCustomer('tok')).toBe(true);
    now += 60_001;
    expect(memo.isCustomer('tok')).toBe(false);
  });

  it('when more tokens than it holds are remembered, then the oldest are forgotten', () => {
    const memo = new CustomerTokenMemo(60_000, 2);
    memo.rememberCustomer('a');
    memo.rememberCustomer('b');
    memo.rememberCustomer('c');
    expect([memo.isCustomer('a'), memo.isCustomer('b'), memo.isCustomer('c')]).toEqual([false, true, true]);
  });
});
