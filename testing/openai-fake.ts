// An OpenAI-compatible HTTP server on 127.0.0.1 for tests: the real `openai` SDK talks to it over
// HTTP (OPENAI_BASE_URL = fake.baseUrl), so timeouts, retries and parsing run for real. Only
// POST /v1/chat/completions is served. Tests queue the replies the "model" gives.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** The assistant message content, returned as a normal chat completion. */
  | { content: string; delayMs?: number }
  /** An HTTP error answer (e.g. 500, 429). */
  | { status: number; body?: unknown }
  /** Never answers in time: the response waits this long (the client should time out first). */
  | { hangMs: number };

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** Use as OPENAI_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  /** Every chat completion request received, in order. */
  requests: ChatRequest[];
  /** Queues replies; once the queue is empty, `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  /** Answers requests when nothing is queued (default: a 500 saying no reply was queued). */
  setFallback(reply: (request: ChatRequest) => FakeReply): void;
  close(): Promise<void>;
}

/** A JSON string for the structured article draft, as a well-behaved model would answer. */
export function draftReply(overrides: Record<string, unknown> = {}): FakeReply {
  return {
    content: JSON.stringify({
      title: 'Speedrunning Elden Ring: The Routes That Matter',
      content:
        '<h2>Why speedrunning is booming</h2><p>Speedrunners keep finding new skips in Elden Ring, and the community is bigger than ever.</p><p>Here is what changed this season and which routes the top runners use.</p>',
      metaDescription: 'The Elden Ring speedrunning routes and skips that top runners use this season.',
      tags: ['Elden Ring', 'Speedrunning'],
      category: 'guide',
      slug: 'speedrunning-elden-ring-the-routes-that-matter',
      ...overrides,
    }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const apiKey = 'sk-test-fake-openai';
  const requests: ChatRequest[] = [];
  const queued: FakeReply[] = [];
  let fallback: (request: ChatRequest) => FakeReply = () => ({
    status: 500,
    body: { error: { message: 'the test queued no reply', type: 'server_error' } },
  });
  const hanging = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad key' } }));
      return;
    }
    const request = JSON.parse(body) as ChatRequest;
    requests.push(request);
    const reply = queued.shift() ?? fallback(request);
    if ('hangMs' in reply) {
      const timer = setTimeout(() => {
        hanging.delete(timer);
        if (!res.writableEnded) res.writeHead(504).end();
      }, reply.hangMs);
      hanging.add(timer);
      return;
    }
    if ('status' in reply) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body ?? { error: { message: 'error' } }));
      return;
    }
    const answer = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content, refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    if (reply.delayMs) setTimeout(answer, reply.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    requests,
    enqueue: (...replies) => queued.push(...replies),
    setFallback: (reply) => {
      fallback = reply;
    },
    close: async () => {
      for (const timer of hanging) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
