import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { build } from 'hdr-histogram-js';

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
 * A fixed rate, open loop: request i is due at start + i / rate, whatever happened to the
 * ones before it, and its latency counts from when it was due, so a stall shows in every
 * request it delayed. Autocannon's own rate option cannot measure this: each connection sends
 * its share of a second back to back and then waits for the next second (500 requests in a
 * burst every second at 50 connections), and it corrects for coordinated omission as if
 * requests were due every millisecond.
 */
function fixedRate(req: LoadRequest & { rate: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: req.connections });
  const micros = build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const total = Math.round(req.rate * req.durationSeconds);
  const interval = 1000 / req.rate;
  const url = new URL(req.url);
  let non2xx = 0;
  let errors = 0;
  let done = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (++done < total) return;
      agent.destroy();
      const ms = (p: number) => micros.getValueAtPercentile(p) / 1000;
      resolve({
        requestsPerSecond: total / ((performance.now() - start) / 1000),
        p50: ms(50),
        p90: ms(90),
        p99: ms(99),
        max: micros.maxValue / 1000,
        non2xx,
        errors,
        timeouts: 0,
        total,
      });
    };
    const send = (i: number) => {
      const due = start + i * interval;
      const r = request(url, { agent, headers: req.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          micros.recordValue(Math.max(1, Math.round((performance.now() - due) * 1000)));
          if ((res.statusCode ?? 0) >= 300) non2xx++;
          finish();
        });
      });
      r.on('error', () => {
        errors++;
        finish();
      });
      r.end();
    };
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) send(next++);
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
}

/**
 * Runs the load in its own process, so the load generator does not share an event loop
 * with the servers it measures. Talks to the parent over IPC: one request in, one result out.
 * As fast as possible: autocannon. At a fixed rate: the open loop above.
 */
process.once('message', (req: LoadRequest) => {
  if (req.rate) {
    void fixedRate({ ...req, rate: req.rate }).then((result) => process.send!({ result }, () => process.exit(0)));
    return;
  }
  const instance = autocannon(
    {
      url: req.url,
      headers: req.headers,
      duration: req.durationSeconds,
      connections: req.connections,
    },
    (err, r) => {
      if (err) {
        process.send!({ error: String(err) }, () => process.exit(1));
        return;
      }
      const result: LoadResult = {
        requestsPerSecond: r.requests.average,
        p50: r.latency.p50,
        p90: r.latency.p90,
        p99: r.latency.p99,
        max: r.latency.max,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        total: r.requests.total,
      };
      process.send!({ result }, () => process.exit(0));
    },
  );
  autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
});
