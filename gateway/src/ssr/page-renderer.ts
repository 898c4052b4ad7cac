// Where reader pages are rendered. A render is ~15 ms of JavaScript (React's renderToString, Apollo's
// cache, the document, its gzip); in the gateway's own thread, a cached page, an API answer or a live
// event queued behind it waits that long, so a crawler asking for distinct pages slowed every other
// reader (issue 45, item 8). Render threads (piscina's pool, SSR_THREADS) take that work off the
// gateway's thread: it only hands a task over and sends the answer. With SSR_THREADS=0 pages render
// in the gateway's own thread (jest runs the gateway from its TypeScript sources, which a thread
// cannot load; the browser tests and the benches run the built gateway with threads).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { CachedResponse } from '../cache/cached-response';
import type { PageRenderAnswer, PageRenderContext, PageRenderTask } from './page-render';
import { renderPageAnswer } from './page-render';

export interface PageRenderer {
  render(task: PageRenderTask): Promise<PageRenderAnswer>;
  close(): Promise<void>;
}

/** What each render thread is started with (render-thread.ts): plain data, cloned into each. */
export interface RenderThreadData {
  graph: {
    graphUrl: string;
    internalSecret: string;
    timeouts: { connectMs: number; requestMs: number; jobRequestMs: number; deadlineMarginMs: number };
    connections: number;
  };
  webDistDir: string;
  renderTimeoutMs: number;
  logLevel: string;
}

/** V8's young generation is three semi-spaces' worth: 8 MB semi-spaces. */
const RENDER_YOUNG_GENERATION_MB = 24;

/** The built thread entry, beside this file once compiled (gateway/dist/ssr/). */
const THREAD_ENTRY = path.join(__dirname, 'render-thread.js');

/** Renders in the calling thread. */
export function inThreadRenderer(context: PageRenderContext): PageRenderer {
  return { render: (task) => renderPageAnswer(context, task), close: async () => undefined };
}

/**
 * The answer as the gateway's thread sends it: a Buffer posted between threads arrives as a plain
 * Uint8Array, which is viewed as a Buffer again (no copy).
 */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function revived(answer: PageRenderAnswer): PageRenderAnswer {
  if (answer.kind !== 'page') return answer;
  const entry: CachedResponse = { ...answer.entry, body: asBuffer(answer.entry.body) };
  if (answer.entry.gzip) entry.gzip = asBuffer(answer.entry.gzip);
  return { kind: 'page', entry };
}

/**
 * Renders in `threads` threads, each taking up to `concurrentPerThread` pages at once (a render
 * mostly waits for graph). The caller's render budget bounds what is asked, so the pool never queues.
 */
export function threadRenderer(options: { threads: number; concurrentPerThread: number; data: RenderThreadData }): PageRenderer {
  if (!existsSync(THREAD_ENTRY))
    throw new Error(
      `${THREAD_ENTRY} is not built (npm run build -w gateway); set SSR_THREADS=0 to render in the gateway's thread`,
    );
  const pool = new Piscina<PageRenderTask, PageRenderAnswer>({
    filename: THREAD_ENTRY,
    name: 'renderPage',
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Infinity,
    concurrentTasksPerWorker: options.concurrentPerThread,
    // A thread keeps open sockets to graph between tasks: it must not be paused while idle.
    atomics: 'disabled',
    workerData: options.data,
    // A render allocates a lot that dies young: the threads keep the young generation of 8 MB
    // semi-spaces that ADR 0039 measured for renders, while the gateway's own thread, which no
    // longer renders, runs with 2 MB (ADR 0056).
    resourceLimits: { maxYoungGenerationSizeMb: RENDER_YOUNG_GENERATION_MB },
  });
  return {
    render: async (task) => revived(await pool.run(task)),
    close: () => pool.close(),
  };
}
