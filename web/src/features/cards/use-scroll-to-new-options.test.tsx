/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { useScrollToNewOptions } from './use-scroll-to-new-options';

function optionsList(n: number) {
  document.body.innerHTML = `<ul id="options">${'<li></li>'.repeat(n)}</ul>`;
  const items = [...document.querySelectorAll('#options > li')];
  const scrolled = items.map(() => jest.fn());
  items.forEach((li, i) => ((li as HTMLElement).scrollIntoView = scrolled[i]!));
  return scrolled;
}

describe('the options brought into view as they form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when options are asked for and the first new one appears, then it is scrolled into view, once', () => {
    const { result, rerender } = renderHook(({ count }) => useScrollToNewOptions(count), { initialProps: { count: 3 } });
    result.current();
    const scrolled = optionsList(4);
    rerender({ count: 4 });
    expect(scrolled[3]).toHaveBeenCalledTimes(1);
    expect(scrolled.slice(0, 3).every((s) => s.mock.calls.length === 0)).toBe(true);
    optionsList(5);
    rerender({ count: 5 });
    expect(scrolled[3]).toHaveBeenCalledTimes(1);
  });

  it('when options appear without being asked for here (another tab), then the page stays where it is', () => {
    const { rerender } = renderHook(({ count }) => useScrollToNewOptions(count), { initialProps: { count: 0 } });
    const scrolled = optionsList(3);
    rerender({ count: 3 });
    expect(scrolled.every((s) => s.mock.calls.length === 0)).toBe(true);
  });
});
