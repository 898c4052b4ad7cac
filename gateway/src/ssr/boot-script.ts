// The one inline script a rendered page carries (issue 27, Lighthouse): it starts the page's scripts
// once the page has loaded. The page is complete HTML with its CSS inline and works without them
// (links, text, pictures), so neither its first paint nor its largest picture shares the connection
// or the main thread with ~150 KiB of JavaScript; hydration starts right after `load`. It reads the
// entry and the chunks to preload from its own tag (startScriptsAfterLoad in page-server.ts). Inline,
// not a file: no request of its own (first-visit.test.ts counts every script's bytes); allowed by
// its hash in the Content-Security-Policy (security-headers.ts), so no other inline script runs.
import { createHash } from 'node:crypto';

export const BOOT_SCRIPT =
  "(function(d,t){function a(k,h){var e=d.createElement(k=='module'?'script':'link');e.crossOrigin='';if(k=='module')e.type=k;else e.rel=k;e[k=='module'?'src':'href']=h;d.head.appendChild(e)}" +
  "function s(){(t.getAttribute('data-preload')||'').split(' ').forEach(function(h){if(h)a('modulepreload',h)});a('module',t.getAttribute('data-entry'))}" +
  "if(d.readyState=='complete')s();else addEventListener('load',s,{once:true})})(document,document.currentScript)";

/** The CSP source that lets BOOT_SCRIPT, and only it, run inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
