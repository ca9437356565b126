import perfHooks from 'node:perf_hooks';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { collectDefaultMetrics, metricsRegistry } from '../src/health/health.js';

describe('default metrics', () => {
  afterAll(() => metricsRegistry.clear());

  it('when the default metrics start, then the event loop delay is sampled at most 10 times a second (a timer that wakes every process, idle or not)', async () => {
    const monitor = jest.spyOn(perfHooks, 'monitorEventLoopDelay');
    collectDefaultMetrics();
    expect(monitor).toHaveBeenCalledTimes(1);
    expect(monitor.mock.calls[0]![0]!.resolution).toBeGreaterThanOrEqual(100);
    // The lag the dashboard charts is still there.
    expect(await metricsRegistry.getSingleMetricAsString('nodejs_eventloop_lag_p99_seconds')).toContain('nodejs_eventloop_lag_p99_seconds');
    monitor.mockRestore();
  });
});
