// A redis-server of a test's own, on a free port, that the test may stop, restart, freeze (SIGSTOP)
// and thaw: the shared Redis cannot be taken away from the other test files. It keeps an
// append-only file, so sessions and queued jobs survive a stop and start as in production.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const { freePort } = require('../scripts/processes.cjs') as { freePort: () => Promise<number> };

export interface PrivateRedis {
  url: string;
  /** Stops the server (SIGTERM: it writes its append-only file) and waits until it is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers PING. */
  start(): Promise<void>;
  /** SIGSTOP: the port stays open and connections stay up, but nothing is answered. */
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'savepoint-redis-'));
  let child: ChildProcess | undefined;

  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  async function start() {
    child = spawn(
      'redis-server',
      [
        '--bind',
        '127.0.0.1',
        '--port',
        String(port),
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    const until = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (!running()) throw new Error('redis-server exited while starting');
      if (Date.now() > until) throw new Error(`redis-server did not answer on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    if (!running()) return;
    const exited = once(child!, 'exit');
    child!.kill('SIGCONT');
    child!.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
