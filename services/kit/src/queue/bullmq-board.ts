import type { Queue } from 'bullmq';
import type { QueueBoardHandler } from './queue-inspector.port.js';

/**
 * Bull Board over BullMQ queues, as an Express router to mount under `basePath`. Loaded only when
 * asked for (the distributed BFF's admin views): no other process pays for the UI.
 */
export async function bullBoard(queues: Queue[], opts: { basePath: string; title: string }): Promise<QueueBoardHandler> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'), import('@bull-board/api/bullMQAdapter'), import('@bull-board/express'),
  ]);
  const server = new ExpressAdapter();
  server.setBasePath(opts.basePath);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter: server, options: { uiConfig: { boardTitle: opts.title } } });
  return server.getRouter() as QueueBoardHandler;
}
