import { containsPattern } from './like-pattern.js';

describe('containsPattern', () => {
  it('when the search has LIKE wildcards and backslashes, then each is escaped and the whole is wrapped in %', () => {
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
  });

  it('when the search is plain text, then it is only wrapped', () => {
    expect(containsPattern('SPRING')).toBe('%SPRING%');
  });
});
