import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { freePort } from '../testing/servers.js';
import { bffNodeOptions } from '../scripts/bff-node-options.js';
import { FakeOpenAi, apiError } from '../../services/generation/test/fake-openai.js';
import { runJourney } from './journey.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const script = join(root, 'infra/scripts/stack.sh');

/**
 * The distributed way (`make stack`): every service, both worker kinds, the BFF and the web
 * app as separate processes on real NATS JetStream, Redis and PostgreSQL, from the compiled
 * build. The customer journey passes, and passes again when one replica of every process is
 * killed (SIGKILL) and restarted in the middle of it.
 *
 * The AI provider is configured and fails every call (the account is out of credit), as in
 * the outage rehearsal of docs/ai-provider.md: every option falls back to the offline writer
 * and painter, the card can still be ordered, and the admin's queues page says why.
 */
describe('make stack: the customer journey across separate processes', () => {
  const stackDir = mkdtempSync(join(tmpdir(), 'cards-stack-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
  chmodSync(stackDir, 0o755);
  const env: Record<string, string> = { ...(process.env as Record<string, string>), STACK_DIR: stackDir, LOG_LEVEL: 'warn' };
  let apiUrl = '';
  let api2Url = '';
  const provider = new FakeOpenAi();

  beforeAll(async () => {
    if (!existsSync(join(root, 'services/all-in-one/dist/main.js')))
      throw new Error('the build is missing: run `make build` (make test does) first');
    const [nats, mon, redis, pg, api, api2, web] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      freePort(),
      provider.start(),
    ]);
    provider.failAll(() => apiError(429, 'You exceeded your current quota', 'insufficient_quota', 'insufficient_quota'));
    Object.assign(env, {
      OPENAI_API_KEY: 'sk-rehearsal',
      OPENAI_BASE_URL: provider.url,
      NATS_PORT: String(nats),
      NATS_MON: String(mon),
      REDIS_PORT: String(redis),
      PG_PORT: String(pg),
      API_PORT: String(api),
      WEB_PORT: String(web),
      BFF_REPLICAS: '2',
      API2_PORT: String(api2),
      HEALTH_BASE: String(1000 + Math.floor(Math.random() * 20) * 10),
    });
    apiUrl = `http://127.0.0.1:${api}`;
    api2Url = `http://127.0.0.1:${api2}`;
    try {
      await run('bash', [script, '--detach'], { env, cwd: root, timeout: 560_000 });
    } catch (e) {
      throw new Error(`make stack did not come up: ${(e as { stderr?: string }).stderr ?? (e as Error).message}`, { cause: e });
    }
  }, 600_000);

  /** A journey that fails says what the workers logged last: CI keeps no stack folder to read. */
  const withWorkerLogs = async <T>(journey: () => Promise<T>): Promise<T> => {
    try {
      return await journey();
    } catch (e) {
      const tails = ['rendering-worker', 'generation-worker', 'rendering'].map((name) => {
        const file = join(stackDir, 'logs', `${name}.log`);
        const lines = existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-15) : ['(no log)'];
        return `--- ${name}.log, last lines:\n${lines.join('\n')}`;
      });
      throw new Error(`${(e as Error).message}\n${tails.join('\n')}`, { cause: e });
    }
  };

  afterAll(async () => {
    await run('bash', [script, 'stop'], { env, cwd: root, timeout: 60_000 }).catch(() => undefined);
    rmSync(stackDir, { recursive: true, force: true });
    await provider.stop();
  }, 90_000);

  it('when an admin edits an occasion through one BFF replica, then the outbox event reaches the other replica over JetStream and its cached answer changes', async () => {
    const login = await fetch(`${apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@cards.local', password: 'admin-password-change-me' } }),
    });
    expect(login.status).toBe(200);
    const token = login.headers.get('authorization')!;
    const before = await fetch(`${api2Url}/events/birthday`);
    const etag = before.headers.get('etag')!;
    const event = (await before.json()) as { id: number; description: string };
    expect((await fetch(`${api2Url}/events/birthday`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const description = `Edited at ${Date.now()}`;
    const put = await fetch(`${apiUrl}/events/${event.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ event: { description } }),
    });
    expect(put.status).toBe(200);
    await eventually(async () => ((await (await fetch(`${api2Url}/events/birthday`)).json()) as { description: string }).description, {
      timeout: 20_000,
    }).toBe(description);
    const streams = (await (await fetch(`http://127.0.0.1:${env.NATS_MON}/jsz?streams=true`)).json()) as {
      account_details?: Array<{ stream_detail?: Array<{ name: string; state: { messages: number } }> }>;
    };
    const catalog = streams.account_details?.flatMap((a) => a.stream_detail ?? []).find((d) => d.name === 'CATALOG');
    expect(catalog?.state.messages).toBeGreaterThan(0);
  }, 60_000);

  it("when the BFF replicas run, then they run with the production image's Node options (heap limits in step with the pod)", () => {
    for (const name of ['bff', 'bff-2']) {
      const pid = readFileSync(join(stackDir, 'pids', `${name}.pid`), 'utf8').trim();
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      expectLabelled(environ, name).toContain(`NODE_OPTIONS=${bffNodeOptions()}`);
    }
  });

  it('when a customer designs, generates, regenerates, pays and downloads, then every step succeeds', async () => {
    const r = await withWorkerLogs(() => runJourney({ apiUrl, mailDir: join(stackDir, 'data/mail') }));
    expect(r.orderNumber).toMatch(/\S+/);
    expect(r.pdfBytes).toBeGreaterThan(1000);
    // Every option fell back because the provider is out of credit: the admin is told so, and what to do.
    const login = await fetch(`${apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email: 'admin@cards.local', password: 'admin-password-change-me' } }),
    });
    const queues = (await (
      await fetch(`${apiUrl}/admin/queues`, { headers: { authorization: login.headers.get('authorization')! } })
    ).json()) as { warnings: Array<{ part: string; message: string }> };
    for (const part of ['words', 'artwork'])
      expectLabelled(queues.warnings.find((w) => w.part === part)?.message, part).toMatch(/out of credit: add credit to it\. The offline/);
  }, 480_000);

  it('when one replica of every process is killed and restarted mid-journey, then the journey still completes', async () => {
    const restarted: string[] = [];
    const r = await withWorkerLogs(() =>
      runJourney({
        apiUrl,
        mailDir: join(stackDir, 'data/mail'),
        onStep: async (step) => {
          if (step !== 'generation-queued') return;
          // Generation is in flight: crash everything that serves or works on it, one by one.
          for (const name of [
            'generation-worker',
            'generation',
            'catalog',
            'identity',
            'cart-order',
            'rendering',
            'rendering-worker',
            'bff',
          ]) {
            await run('bash', [script, 'restart', name], { env, cwd: root, timeout: 120_000 });
            restarted.push(name);
          }
        },
      }),
    );
    expect(restarted).toHaveLength(8);
    expect(r.orderNumber).toMatch(/\S+/);
  }, 600_000);
});
