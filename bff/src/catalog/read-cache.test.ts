import { describe, expect, it } from '@jest/globals';
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
