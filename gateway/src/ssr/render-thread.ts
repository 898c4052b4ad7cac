// A render thread (page-renderer.ts starts them with piscina): its own graph client, renderer and
// prepared document, made once; each task is one reader page (page-render.ts).
import { workerData } from 'piscina';
import pino from 'pino';
import { createGraphClient } from '../graph-client';
import { documentPreparer } from './page-document';
import { type PageRenderAnswer, type PageRenderTask, renderPageAnswer } from './page-render';
import type { RenderThreadData } from './page-renderer';
import { serverBundle } from './server-bundle';

const data = workerData as RenderThreadData;
const logger = pino({ level: data.logLevel, base: { service: 'gateway', thread: 'render' } });
const bundles = serverBundle(data.webDistDir, { log: logger });
// Loaded now, not on the first page asked of this thread.
void bundles.current();

const context = {
  graph: createGraphClient(data.graph),
  bundle: () => bundles.current(),
  document: documentPreparer(data.webDistDir, logger),
  renderTimeoutMs: data.renderTimeoutMs,
};

export function renderPage(task: PageRenderTask): Promise<PageRenderAnswer> {
  return renderPageAnswer(context, task);
}
