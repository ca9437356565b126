import type { Card, FailedJobView, HealthReply, QueueJobActionReply, QueuesReply } from '@cards/contracts';
import { startTestPlatform, type TestPlatform } from '@cards/all-in-one/test-support/test-platform';
import { authHeaders, loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled, testServers } from '@cards/testing';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T = unknown>(t: TestPlatform, token: string | null, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: token ? authHeaders(token) : { accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* HTML or empty */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** Waits in hooks and helpers, where expect.poll is not available. */
async function until<T>(fn: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * A customer's generated card whose options are all ready and whose thumbnails were looked at
 * and drawn, as My Cards draws them (so no render job is still to come).
 */
async function readyCard(t: TestPlatform, user: SignedIn): Promise<Card> {
  const events = await call<Array<{ id: number; slug: string }>>(t, null, 'GET', '/events?per_page=200');
  const birthday = events.body.find((e) => e.slug === 'birthday') ?? events.body[0]!;
  const created = await call<Card>(t, user.token, 'POST', '/cards', {
    card: { event_id: birthday.id, recipient_name: 'Rose', sender_name: 'Sam', details: 'loves her garden' },
  });
  expect(created.status).toBe(201);
  expect((await call(t, user.token, 'POST', `/cards/${created.body.id}/generate`)).status).toBe(202);
  const card = await until(
    async () => {
      const c = (await call<Card>(t, user.token, 'GET', `/cards/${created.body.id}`)).body;
      const done = c.card_instances.length > 0 && c.card_instances.every((i) => i.status === 'ready' && i.thumbnail_url);
      return done ? c : undefined;
    },
    120_000,
    'the card options to be ready',
  );
  for (const i of card.card_instances) {
    // The URL answers a placeholder (PNG) until the picture (JPEG) is drawn.
    await until(
      async () =>
        (await fetch(`${t.baseUrl}${new URL(i.thumbnail_url!).pathname}`)).headers.get('content-type') === 'image/jpeg' ? true : undefined,
      120_000,
      `the thumbnail of option ${i.id} to be drawn`,
    );
  }
  return card;
}

const artworkKey = (imageUrl: string) => decodeURIComponent(new URL(imageUrl).pathname.replace(/^\/assets\//, ''));

/**
 * A rendering job that fails for a real reason: the option's artwork is gone from the asset
 * store when its print PDF is asked for, so every attempt fails with `artwork_missing` until
 * the file is back. Returns the failed job and a function that restores the artwork.
 */
async function failPrintJob(t: TestPlatform, owner: SignedIn, admin: SignedIn, card: Card, index: number) {
  const option = card.card_instances[index]!;
  const key = artworkKey(option.image_url!);
  const assets = t.platform.infra.assets;
  const saved = (await assets.get(key))!;
  expect(saved).toBeTruthy();
  await assets.delete(key);
  const pdf = await call(t, owner.token, 'GET', `/card_instances/${option.id}.pdf`);
  expect(pdf.status).toBe(503);
  const job = await until(
    async () => {
      const failed = await call<FailedJobView[]>(t, admin.token, 'GET', '/admin/queues/rendering/failed');
      return failed.body.find((j) => (j.data as { card_instance_id?: number }).card_instance_id === option.id);
    },
    60_000,
    'the print job to fail for good',
  );
  return { job, optionId: option.id, restore: () => assets.put(key, saved.body, saved.contentType) };
}

function opsSuite(name: string, env: () => Record<string, string>, adapter: 'memory' | 'bullmq') {
  describe(name, () => {
    let t: TestPlatform;
    let admin: SignedIn;
    let customer: SignedIn;
    let card: Card;

    beforeAll(async () => {
      // A PDF request answers 503 at once instead of waiting for a render that cannot succeed.
      t = await startTestPlatform({ env: { RENDER_WAIT_MS: '0', ...env() } });
      [admin, customer] = await Promise.all([loginAsAdmin(t), signUpAndLogin(t)]);
      card = await readyCard(t, customer);
    }, 180_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('when a customer or a visitor calls any ops route, then the server refuses with 403 or 401', async () => {
      const routes: Array<[string, string]> = [
        ['GET', '/admin/queues'],
        ['GET', '/admin/queues/rendering/failed'],
        ['POST', '/admin/queues/rendering/jobs/x/retry'],
        ['DELETE', '/admin/queues/rendering/jobs/x'],
        ['GET', '/admin/health'],
      ];
      for (const [method, path] of routes) {
        const asCustomer = await call<{ code: string; error: string }>(t, customer.token, method, path);
        expectLabelled(asCustomer.status, `${method} ${path}`).toBe(403);
        expect(asCustomer.body).toMatchObject({ code: 'forbidden', error: 'You need administrator privileges to access this area.' });
        expectLabelled((await call(t, null, method, path)).status, `${method} ${path}`).toBe(401);
      }
    });

    it("when an admin lists the queues, then each known queue shows its counts and the generated card's jobs are completed", async () => {
      const r = await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues');
      expect(r.status).toBe(200);
      expect(r.body.adapter).toBe(adapter);
      expect(r.body.queues.map((q) => q.queue)).toEqual(expect.arrayContaining(['generation', 'rendering']));
      const gen = r.body.queues.find((q) => q.queue === 'generation')!;
      const ren = r.body.queues.find((q) => q.queue === 'rendering')!;
      // Each option's words and artwork are one job each; each thumbnail looked at was drawn by one job.
      expect(gen.completed).toBeGreaterThanOrEqual(card.card_instances.length * 2);
      expect(ren.completed).toBeGreaterThanOrEqual(card.card_instances.length);
      expect(gen).toMatchObject({ failed: 0, active: 0 });
      const unknown = await call<{ code: string }>(t, admin.token, 'GET', '/admin/queues/nope/failed');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('queue_not_found');
    });

    it('when a print job failed because its artwork was missing and the artwork is back, then retrying it completes it and the PDF downloads', async () => {
      const before = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.queues.find((q) => q.queue === 'rendering')!;
      const { job, optionId, restore } = await failPrintJob(t, customer, admin, card, 0);
      expect(job).toMatchObject({ name: 'render-print-pdf', attempts: 4 });
      expect(job.reason).toMatch(/artwork/i);
      const failedNow = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.queues.find((q) => q.queue === 'rendering')!;
      expect(failedNow.failed).toBe(before.failed + 1);

      await restore();
      const retried = await call<QueueJobActionReply>(
        t,
        admin.token,
        'POST',
        `/admin/queues/rendering/jobs/${encodeURIComponent(job.id)}/retry`,
      );
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ queue: 'rendering', id: job.id });

      await eventually(
        async () => {
          const q = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.queues.find((x) => x.queue === 'rendering')!;
          return { failed: q.failed, done: q.completed > failedNow.completed };
        },
        { timeout: 90_000, interval: 250 },
      ).toEqual({ failed: before.failed, done: true });
      const pdf = await fetch(`${t.baseUrl}/card_instances/${optionId}.pdf`, { headers: authHeaders(customer.token) });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');

      // The job is no longer a failed one: retrying it again is a 404, not a silent no-op.
      const again = await call<{ code: string }>(
        t,
        admin.token,
        'POST',
        `/admin/queues/rendering/jobs/${encodeURIComponent(job.id)}/retry`,
      );
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('failed_job_not_found');
    }, 180_000);

    it('when an admin removes a failed job, then it leaves the failed list and the count', async () => {
      const { job, restore } = await failPrintJob(t, customer, admin, card, 1);
      await restore();
      const before = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.queues.find((q) => q.queue === 'rendering')!;
      const removed = await call(t, admin.token, 'DELETE', `/admin/queues/rendering/jobs/${encodeURIComponent(job.id)}`);
      expect(removed.status).toBe(204);
      const failed = await call<FailedJobView[]>(t, admin.token, 'GET', '/admin/queues/rendering/failed');
      expect(failed.body.map((j) => j.id)).not.toContain(job.id);
      const after = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.queues.find((q) => q.queue === 'rendering')!;
      expect(after.failed).toBe(before.failed - 1);
      expect((await call(t, admin.token, 'DELETE', `/admin/queues/rendering/jobs/${encodeURIComponent(job.id)}`)).status).toBe(404);
    }, 180_000);

    it('when an admin asks for the platform health, then every service is ready and the infrastructure in use is ok', async () => {
      const r = await call<HealthReply>(t, admin.token, 'GET', '/admin/health');
      expect(r.status).toBe(200);
      expect(r.body.ok).toBe(true);
      expect(r.body.services.map((s) => [s.name, s.status])).toEqual([
        ['catalog', 'ok'],
        ['identity', 'ok'],
        ['cart_order', 'ok'],
        ['generation', 'ok'],
        ['rendering', 'ok'],
      ]);
      const infra = Object.fromEntries(r.body.infrastructure.map((c) => [c.name, c.status]));
      expect(infra).toEqual({ nats: 'not_used', redis: adapter === 'bullmq' ? 'ok' : 'not_used', postgres: 'ok' });
      expect(r.body.mode).toEqual({ bus: 'memory', queue: adapter });
    });

    if (adapter === 'bullmq') {
      it('when Bull Board is opened, then only an admin gets in, by header or by a token exchanged for a cookie', async () => {
        const board = (await call<QueuesReply>(t, admin.token, 'GET', '/admin/queues')).body.board_url;
        expect(board).toBe('/admin/queues/board');
        expect((await call(t, null, 'GET', '/admin/queues/board')).status).toBe(401);
        expect((await call(t, customer.token, 'GET', '/admin/queues/board')).status).toBe(403);
        const viaHeader = await call<string>(t, admin.token, 'GET', '/admin/queues/board');
        expect(viaHeader.status).toBe(200);
        expect(viaHeader.body).toContain('Greeting Cards queues');

        const exchange = await fetch(`${t.baseUrl}/admin/queues/board?token=${encodeURIComponent(admin.token)}`, { redirect: 'manual' });
        expect(exchange.status).toBe(303);
        expect(exchange.headers.get('location')).toBe('/admin/queues/board');
        const setCookie = exchange.headers.getSetCookie().find((c) => c.startsWith('cards_board_token='))!;
        expect(setCookie).toMatch(/HttpOnly/i);
        expect(setCookie).toMatch(/Path=\/admin\/queues\/board/);
        const cookie = setCookie.split(';')[0]!;
        const page = await fetch(`${t.baseUrl}/admin/queues/board`, { headers: { cookie } });
        expect(page.status).toBe(200);
        const api = await fetch(`${t.baseUrl}/admin/queues/board/api/queues`, { headers: { cookie } });
        expect(api.status).toBe(200);
        const names = ((await api.json()) as { queues: Array<{ name: string }> }).queues.map((q) => q.name);
        expect(names).toEqual(expect.arrayContaining(['generation', 'rendering']));
      });
    }
  });
}

/** A Redis database of its own, so no other test file's workers take this file's jobs. */
function isolatedRedis(): string {
  const db = 1 + Math.floor(Math.random() * 15);
  return `${testServers().redisUrl.replace(/\/\d*$/, '')}/${db}`;
}

opsSuite('ops routes on the in-process queue', () => ({}), 'memory');
opsSuite('ops routes on BullMQ', () => ({ QUEUE: 'bullmq', REDIS_URL: isolatedRedis() }), 'bullmq');
