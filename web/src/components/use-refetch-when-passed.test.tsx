/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useRefetchWhenPassed } from './use-refetch-when-passed';

const at = (iso: string) => new Date(iso).getTime();

describe('asking again when a promise runs out', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: at('2026-11-27T14:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('when the earliest order-by moment passes, then the page asks once, just after it, and not before', () => {
    const refetch = jest.fn();
    renderHook(() => useRefetchWhenPassed(['2026-11-28T15:00:00Z', '2026-11-27T15:00:00Z', null], refetch));
    act(() => void jest.advanceTimersByTime(60 * 60_000));
    expect(refetch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1000));
    expect(refetch).toHaveBeenCalledTimes(1);
    // No polling: nothing more until new answers bring new moments.
    act(() => void jest.advanceTimersByTime(48 * 60 * 60_000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('when the answer shown is already out of date, then it is asked for at once, once for that answer', () => {
    const refetch = jest.fn();
    const { rerender } = renderHook(({ at }: { at: string }) => useRefetchWhenPassed([at], refetch), {
      initialProps: { at: '2026-11-27T13:00:00Z' },
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    // The same stale answer again (a server clock behind the browser's) does not loop.
    rerender({ at: '2026-11-27T13:00:00Z' });
    expect(refetch).toHaveBeenCalledTimes(1);
    // A fresh answer arms the timer for its own moment.
    rerender({ at: '2026-11-27T15:00:00Z' });
    act(() => void jest.advanceTimersByTime(60 * 60_000 + 1000));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('when the moment is weeks away, then the wait is taken in steps a browser timer allows and still ends on time', () => {
    const refetch = jest.fn();
    renderHook(() => useRefetchWhenPassed(['2026-12-31T15:00:00Z'], refetch));
    act(() => void jest.advanceTimersByTime(at('2026-12-31T15:00:00Z') - at('2026-11-27T14:00:00Z')));
    expect(refetch).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1000));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
