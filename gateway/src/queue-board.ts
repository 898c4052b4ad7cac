// bull-board over the BullMQ queues (docs/decisions/0001), for editors only. Queues are opened on the
// first visit, so a gateway nobody inspects holds no extra Redis connections, and the libraries are
// required then too: bull-board, BullMQ and what they pull in (lodash, luxon, cron-parser,
// msgpackr) are ~8 MB of the gateway's heap, against the three processes' 500 MB budget.
import type * as BullBoardApi from '@bull-board/api';
import type * as BullMQAdapterModule from '@bull-board/api/bullMQAdapter';
import type * as BullBoardExpress from '@bull-board/express';
import type * as BullMQ from 'bullmq';
import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';

// federation: deliveries to followers' servers (graph/src/modules/federation/federation.jobs.ts).
const QUEUE_NAMES = ['article-publishing', 'thumbnails', 'ai-drafts', 'federation'] as const;
export const QUEUE_BOARD_PATH = '/admin/queues';

export function queueBoard(options: { redisUrl: string; redisPrefix: string }): {
  handler: RequestHandler;
  close(): Promise<void>;
} {
  let opened: { router: RequestHandler; queues: BullMQ.Queue[]; connection: Redis } | undefined;

  function open() {
    if (opened) return opened;
    const { createBullBoard } = require('@bull-board/api') as typeof BullBoardApi;
    const { BullMQAdapter } = require('@bull-board/api/bullMQAdapter') as typeof BullMQAdapterModule;
    const { ExpressAdapter } = require('@bull-board/express') as typeof BullBoardExpress;
    const { Queue } = require('bullmq') as typeof BullMQ;
    // Bounded like every gateway Redis command: a down Redis gives the board errors, not hung pages.
    const connection = new Redis(options.redisUrl, {
      maxRetriesPerRequest: null,
      lazyConnect: true,
      commandTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 200, 1_000),
    });
    const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: connection, prefix: options.redisPrefix }));
    const serverAdapter = new ExpressAdapter();
    serverAdapter.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: queues.map((q) => new BullMQAdapter(q)),
      // @bull-board/express may carry its own patch version of @bull-board/api: same interface, distinct private fields.
      serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Savepoint queues' } },
    });
    opened = { router: serverAdapter.getRouter() as RequestHandler, queues, connection };
    return opened;
  }

  return {
    handler: (req, res, next) => open().router(req, res, next),
    async close() {
      if (!opened) return;
      await Promise.allSettled(opened.queues.map((q) => q.close()));
      opened.connection.disconnect();
    },
  };
}
