import autocannon from 'autocannon';

/** What the parent asks this load process to do. */
export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  durationSeconds: number;
  connections: number;
  /** Requests per second over all connections; omit for as fast as possible. */
  rate?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
}

/**
 * Runs autocannon in its own process, so the load generator does not share an event loop
 * with the servers it measures. Talks to the parent over IPC: one request in, one result out.
 */
process.once('message', (req: LoadRequest) => {
  const instance = autocannon({
    url: req.url,
    headers: req.headers,
    duration: req.durationSeconds,
    connections: req.connections,
    ...(req.rate ? { overallRate: req.rate } : {}),
  }, (err, r) => {
    if (err) {
      process.send!({ error: String(err) }, () => process.exit(1));
      return;
    }
    const result: LoadResult = {
      requestsPerSecond: r.requests.average,
      p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max,
      non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, total: r.requests.total,
    };
    process.send!({ result }, () => process.exit(0));
  });
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
});
