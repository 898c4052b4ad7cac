// The rendered page's inline script: the Content-Security-Policy allows exactly its text, and it
// waits for the event the web app really dispatches once hydrated (else held clicks never replay).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_SCRIPT, BOOT_SCRIPT_CSP_SOURCE, HYDRATED_EVENT } from './boot-script';
import { securityHeaders } from '../security-headers';

function contentSecurityPolicy(): string {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: () => undefined,
  };
  securityHeaders()({} as never, res as never, () => undefined);
  return headers.get('content-security-policy')!;
}

it('is allowed by its sha256 in script-src, beside our own files and nothing else inline', () => {
  const hash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
  expect(BOOT_SCRIPT_CSP_SOURCE).toBe(hash);
  const scriptSrc = contentSecurityPolicy()
    .split(';')
    .find((directive) => directive.startsWith('script-src'));
  expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
});

it('replays on the event the web app dispatches once hydrated', () => {
  const web = readFileSync(path.resolve(__dirname, '../../../web/src/app/hydrated-event.ts'), 'utf8');
  expect(web).toContain(`export const HYDRATED_EVENT = '${HYDRATED_EVENT}';`);
  expect(BOOT_SCRIPT).toContain(`"${HYDRATED_EVENT}"`);
});
