// Where mail goes: SMTP when SMTP_URL is set, else the dev mailbox, a folder of .eml files under
// $DATA_DIR/mail that editors read in the admin, so a fresh `npm start` loses nothing it would send.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { GraphConfig } from '../../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** Where the message went: 'smtp' or the mailbox file name. */
  send(mail: OutgoingMail): Promise<{ messageId: string; via: string }>;
  close(): void;
}

/**
 * nodemailer (~1.5 MB of the worker's heap) is required with the first message, not at start: a
 * worker spends most of its life sending none (confirmations, newsroom notes and the weekly digest
 * come now and then), and the three processes share a 500 MB budget.
 */
function lazyTransporter(create: (mailer: typeof import('nodemailer')) => Transporter) {
  let transporter: Transporter | undefined;
  return {
    get: () => (transporter ??= create(require('nodemailer') as typeof import('nodemailer'))),
    close: () => transporter?.close(),
  };
}

export function createMailTransport(config: Pick<GraphConfig, 'smtpUrl' | 'mailFrom' | 'mailDir'>): MailTransport {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    const smtp = lazyTransporter((mailer) => mailer.createTransport(smtpUrl, { from: config.mailFrom }));
    return {
      async send(mail) {
        const info = await smtp.get().sendMail({ from: config.mailFrom, ...mail });
        return { messageId: info.messageId, via: 'smtp' };
      },
      close: smtp.close,
    };
  }
  const stream = lazyTransporter((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(mail) {
      const info = await stream.get().sendMail({ from: config.mailFrom, ...mail });
      await mkdir(config.mailDir, { recursive: true });
      // Time first, so the newest sorts first by name.
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(config.mailDir, file), info.message as Buffer);
      return { messageId: info.messageId, via: file };
    },
    close: stream.close,
  };
}
