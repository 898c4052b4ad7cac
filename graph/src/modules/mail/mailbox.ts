// Reads the dev mailbox (the .eml files the mail transport writes without SMTP_URL) for the admin.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// mailparser (with html-to-text, iconv and the rest: +6 MB of graph's heap) is loaded when an admin
// first opens the mailbox, not with graph: a publication that sends through SMTP never opens it,
// and the three processes share a 500 MB budget.
let parser: Promise<typeof import('mailparser')> | undefined;
const loadParser = () => (parser ??= import('mailparser'));

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  date: Date;
  text: string;
  html: string | null;
  listUnsubscribe: string | null;
}

const EML = /^[\w-]+\.eml$/;

export async function readMailbox(mailDir: string, limit: number): Promise<{ messages: MailboxMessage[]; totalCount: number }> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((f) => EML.test(f));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { messages: [], totalCount: 0 };
    throw error;
  }
  files.sort().reverse();
  const { simpleParser } = await loadParser();
  const messages = await Promise.all(
    files.slice(0, limit).map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(mailDir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      const unsubscribe = parsed.headerLines
        .find((h) => h.key === 'list-unsubscribe')
        ?.line.replace(/^list-unsubscribe:\s*/i, '');
      return {
        id: file,
        to,
        subject: parsed.subject ?? '',
        date: parsed.date ?? new Date(0),
        text: parsed.text ?? '',
        html: parsed.html || null,
        listUnsubscribe: unsubscribe ?? null,
      };
    }),
  );
  return { messages, totalCount: files.length };
}
