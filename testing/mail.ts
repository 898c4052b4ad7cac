// A real SMTP server on loopback (smtp-server) that parses every message it accepts (mailparser),
// and a real HTTP webhook receiver, so mail and webhook tests check what actually goes over the wire.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Refuses the next `count` messages to `to` with a temporary error (451), as a throttling server would. */
  refuseNext(to: string, count?: number): void;
  /** Waits until at least `count` messages arrived. */
  waitFor(count: number, what?: string): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const refusing = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address).find((a) => (refusing.get(a) ?? 0) > 0);
      if (to) {
        refusing.set(to, refusing.get(to)! - 1);
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (to, count = 1) => {
      refusing.set(to, count);
    },
    waitFor: (count, what = `${count} mail(s)`) =>
      eventually(async () => (messages.length >= count ? messages : undefined), what),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header's raw value as sent (mailparser folds some headers into objects). */
export function headerValue(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/** The address a header like List-Unsubscribe: <https://…> holds. */
export function headerUrl(mail: ParsedMail, name: string): string {
  return /<([^>]+)>/.exec(headerValue(mail, name) ?? '')?.[1] ?? '';
}

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  answeredWith: number;
}

export interface TestWebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer in turn; afterwards 200. */
  answers: number[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(answers: number[] = []): Promise<TestWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queue = [...answers];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = queue.shift() ?? 200;
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answeredWith: status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answers: queue,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
