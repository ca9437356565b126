import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled, testServers } from '@cards/testing';
import { testLogger } from '@cards/testing/logger';
import { BullmqJobQueue } from './bullmq-job-queue.js';
import type { QueueInspector } from './queue-inspector.port.js';
import { MemoryJobQueue } from './memory-job-queue.js';

describe('the queue board of the inspection port', () => {
  it('when the queues run in process, then there is no board to offer', async () => {
    const queue: QueueInspector = new MemoryJobQueue(testLogger());
    expect(queue.board).toBeUndefined();
  });

  describe('on BullMQ', () => {
    let queue: BullmqJobQueue;
    let server: Server;
    let base: string;
    const name = `board-${randomUUID().slice(0, 8)}`;
    beforeAll(async () => {
      queue = new BullmqJobQueue(testServers().redisUrl, testLogger(), { prefix: `t${randomUUID().slice(0, 8)}` });
      await queue.add(name, 'render-thumbnail', { card_instance_id: 7 }, { jobId: 'job-1' });
      const board = await queue.board([name], { basePath: '/board', title: 'Test queues' });
      server = createServer((req, res) => {
        if (!req.url?.startsWith('/board')) {
          res.statusCode = 404;
          res.end();
          return;
        }
        // Mounted under /board as Express would: the handler sees the path below it.
        req.url = req.url.slice('/board'.length) || '/';
        board(req, res, (err) => {
          res.statusCode = err ? 500 : 404;
          res.end();
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/board`;
    });
    afterAll(async () => {
      await new Promise<void>((r) => server.close(() => r()));
      await queue.close();
    });

    it("when the board is asked for its queues, then it shows the adapter's own queue with the job waiting in it", async () => {
      const r = await fetch(`${base}/api/queues`);
      expect(r.status).toBe(200);
      const body = (await r.json()) as { queues: Array<{ name: string; counts: { waiting?: number; wait?: number } }> };
      const shown = body.queues.find((q) => q.name === name);
      expectLabelled(shown, JSON.stringify(body.queues.map((q) => q.name))).toBeDefined();
      expect((shown!.counts.waiting ?? 0) + (shown!.counts.wait ?? 0)).toBe(1);
      expect(await queue.counts(name)).toMatchObject({ waiting: 1 });
    });

    it('when the board page is opened, then it is the board titled as asked', async () => {
      const r = await fetch(`${base}/`);
      expect(r.status).toBe(200);
      expect(await r.text()).toContain('Test queues');
    });
  });
});
