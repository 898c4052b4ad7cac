// Raw sockets on loopback that play slow or greedy clients: what a server's header/request
// timeouts and connection caps are tested with.
import net from 'node:net';

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent. */
  received(): string;
  /** Resolves when the server (or the network) closed the connection. */
  closed: Promise<void>;
  isClosed(): boolean;
}

export function connectRaw(url: string): Promise<RawConnection> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let data = '';
    let ended = false;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        ended = true;
        done();
      }),
    );
    socket.once('connect', () => resolve({ socket, received: () => data, closed, isClosed: () => ended }));
    socket.once('error', reject);
  });
}

/**
 * Sends `first`, then `line` every `everyMs` until the server closes the connection or `maxLines`
 * were sent; answers how many lines went before the close (or null if it never came).
 */
export async function dribble(
  connection: RawConnection,
  first: string,
  line: string,
  everyMs: number,
  maxLines: number,
): Promise<number | null> {
  connection.socket.write(first);
  for (let sent = 0; sent < maxLines; sent += 1) {
    const tick = new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), everyMs));
    if ((await Promise.race([tick, connection.closed.then(() => 'closed' as const)])) === 'closed') return sent;
    connection.socket.write(line);
  }
  return connection.isClosed() ? maxLines : null;
}
