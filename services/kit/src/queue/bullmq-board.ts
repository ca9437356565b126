import type { Queue } from 'bullmq';
import type { QueueBoardHandler } from './queue-inspector.port.js';

/**
 * Bull Board over BullMQ queues, as an Express router to mount under `basePath`. Loaded only when
 * asked for (the distributed BFF's admin views): no other process pays for the UI.
 */
export async function bullBoard(queues: Queue[], opts: { basePath: string; title: string }): Promise<QueueBoardHandler> {
  // One after the other: loaded side by side, modules they share fail to link under Jest's ES
  // module loader (jestjs/jest#11434); in Node the order costs nothing measurable.
  const { createBullBoard } = await import('@bull-board/api');
  const { BullMQAdapter } = await import('@bull-board/api/bullMQAdapter');
  const { ExpressAdapter } = await import('@bull-board/express');
  const server = new ExpressAdapter();
  server.setBasePath(opts.basePath);
  createBullBoard({
    queues: queues.map((q) => new BullMQAdapter(q)),
    serverAdapter: server,
    options: { uiConfig: { boardTitle: opts.title } },
  });
  return server.getRouter() as QueueBoardHandler;
}
