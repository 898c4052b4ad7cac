// Every picture the product draws (an editor's upload re-encoded, a generated thumbnail, the first
// seed's pictures, a reader's responsive variant) is drawn by sharp in a child process of the
// process that needs it, started on the first job and gone once idle. Two reasons:
// - Memory. libvips stays resident once loaded (~30 MB of libraries, thread pool and allocator
//   arenas, measured in graph: 155 MB after start, 187 MB once it had drawn the seed), and the
//   three processes share a 500 MB budget (issue 9). Drawn here, graph, the worker and the gateway
//   never load it; the image process holds it only while there is work.
// - Isolation. Uploads are strangers' bytes decoded by a large C library: a decoder that crashes
//   or runs away takes down this child (its jobs fail with PROCESS_STOPPED), not the API.
// A job costs one message each way (Buffers travel by structured clone, not JSON); a first job
// after idle also waits for the process to start (~0.1–0.2 s), which an upload or a first variant
// can afford.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { ImageFailure, ImageJob, ImageReply, ImageRequest, ImageResult } from './protocol';

export type { ImageFailure, ImageJob, ImageResult, ImageStep } from './protocol';

export class ImageError extends Error {
  constructor(
    readonly reason: ImageFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ImageError';
  }
}

export interface ImageProcessOptions {
  /** How long the process stays after its last job: a page's burst of variants shares one start. */
  idleMs?: number;
  /** The process's old-space limit: its pixels live in libvips' memory, not V8's heap. */
  heapMb?: number;
}

const DEFAULT_IDLE_MS = 30_000;
const DEFAULT_HEAP_MB = 64;

// child.js beside index.js once built; child.ts beside index.ts when tests run the sources (Node 24
// strips its types).
const CHILD = path.join(__dirname, `child${path.extname(__filename)}`);
/** Run from its TypeScript source, the child would warn that types are stripped and ESM detected. */
const SOURCE_FLAGS = ['--disable-warning=ExperimentalWarning', '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON'];

interface Pending {
  resolve(result: ImageResult): void;
  reject(error: Error): void;
}

export class ImageProcess {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly idleMs: number;
  private readonly heapMb: number;

  constructor(options: ImageProcessOptions = {}) {
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.heapMb = options.heapMb ?? DEFAULT_HEAP_MB;
  }

  /** Draws `job` in the image process, starting it when none is running. */
  draw(job: ImageJob): Promise<ImageResult> {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<ImageResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Work outstanding keeps the parent alive until it is answered.
      child.ref();
      child.channel?.ref();
      child.send({ id, job } satisfies ImageRequest, (error) => {
        if (error) this.settle(id, new ImageError('PROCESS_STOPPED', `the image process did not take the job: ${error.message}`));
      });
    });
  }

  /** The image process's pid while one runs (tests and logs). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Stops the image process now; jobs still waiting fail with PROCESS_STOPPED. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    await exited;
  }

  private start(): ChildProcess {
    const child = fork(CHILD, [], {
      serialization: 'advanced',
      // Not the parent's flags (a heap limit sized for it, a profiler, a debugger port).
      execArgv: [`--max-old-space-size=${this.heapMb}`, ...(CHILD.endsWith('.ts') ? SOURCE_FLAGS : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.on('message', (reply: ImageReply) => {
      if ('result' in reply) {
        const { data } = reply.result;
        // Structured clone hands a Buffer back as a plain Uint8Array.
        this.settle(
          reply.id,
          undefined,
          data ? { ...reply.result, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) } : reply.result,
        );
      } else this.settle(reply.id, new ImageError(reply.failure.reason, reply.failure.message));
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = undefined;
      clearTimeout(this.idleTimer);
      const stopped = new ImageError('PROCESS_STOPPED', `the image process stopped (${signal ?? `exit code ${code}`})`);
      for (const id of [...this.pending.keys()]) this.settle(id, stopped);
    });
    // A failure to start shows as its exit.
    child.on('error', () => undefined);
    return child;
  }

  private settle(id: number, error: Error | undefined, result?: ImageResult): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (error) waiting.reject(error);
    else waiting.resolve(result!);
    if (this.pending.size > 0 || !this.child) return;
    // Idle: the parent may exit without waiting for it, and it leaves after idleMs.
    const child = this.child;
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.child === child && this.pending.size === 0) child.kill();
    }, this.idleMs);
    this.idleTimer.unref();
  }
}
