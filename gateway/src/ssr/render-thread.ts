// A render thread (page-renderer.ts starts them with piscina): its own graph client, renderer and
// prepared document, made once; each task is one reader page (page-render.ts).
import { workerData } from 'piscina';
import pino from 'pino';
import { createGraphClient } from '../graph-client';
import { type PageRenderAnswer, type PageRenderTask, renderContext, renderPageAnswer } from './page-render';
import type { RenderThreadData } from './page-renderer';

const data = workerData as RenderThreadData;
const context = renderContext({
  graph: createGraphClient(data.graph),
  webDistDir: data.webDistDir,
  logger: pino({ level: data.logLevel, base: { service: 'gateway', thread: 'render' } }),
  renderTimeoutMs: data.renderTimeoutMs,
});

export function renderPage(task: PageRenderTask): Promise<PageRenderAnswer> {
  return renderPageAnswer(context, task);
}
