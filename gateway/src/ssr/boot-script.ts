// The one inline script a rendered page carries (issue 27, Lighthouse). Two jobs:
//
// 1. It starts the page's scripts once the page has loaded. The page is complete HTML with its CSS
//    inline and works without them (links, text, pictures, the search form's plain GET), so neither
//    its first paint nor its largest picture shares the connection or the main thread with ~150 KiB
//    of JavaScript; hydration starts right after `load` and the paint that follows it. It reads the
//    entry and the chunks to preload from its own tag (startScriptsAfterLoad in page-server.ts).
// 2. It keeps what a reader does before hydration, which would otherwise be lost: a click on a
//    button (the mobile menu, follow, share) and the submission of a form that only JavaScript can
//    send (the newsletter, comments) are held, and replayed in order once the app announces it has
//    hydrated (HYDRATED_EVENT, web/src/main.tsx); a field typed into meanwhile is handed to React as
//    an input event first, so the replayed submit sees its value. Links and forms with an `action`
//    are left to the browser. The page's first paint does not wait for any of this.
//
// Inline, not a file: no request of its own (first-visit.test.ts counts every script's bytes);
// allowed by its hash in the Content-Security-Policy (security-headers.ts), so no other inline script
// runs. No `<` in it: tests find it in the head with `[^<]*`.
import { createHash } from 'node:crypto';

/** What web/src/main.tsx dispatches on document once hydration has committed. */
export const HYDRATED_EVENT = 'savepoint:hydrated';

const CAPTURE = [
  '(function(d,w,t){',
  // Held events ([element, submitter?]) and the fields typed into, in order.
  'var held=[],typed=[],types=["click","submit","input"];',
  'function hold(e){',
  'var x=e.target;if(!x||!x.closest)return;',
  'if(e.type=="input"){if(typed.indexOf(x)==-1)typed.push(x);return}',
  'if(e.type=="submit"){if(x.hasAttribute("action"))return;held.push([x,e.submitter])}',
  'else{var b=x.closest("button,[role=button],input[type=button]");',
  // A link works without JavaScript; a submit button's form is held by its submit event.
  'if(!b||x.closest("a[href]")||(b.form&&b.type=="submit"))return;held.push([b])}',
  'e.preventDefault();e.stopPropagation()}',
  'types.forEach(function(k){w.addEventListener(k,hold,true)});',
  `d.addEventListener("${HYDRATED_EVENT}",function(){`,
  'types.forEach(function(k){w.removeEventListener(k,hold,true)});',
  // React took the typed value as the field's starting point: reset it through React's own setter,
  // then write it back past it and say so, and React's onChange sees the reader's text.
  'typed.forEach(function(f){var v=f.value,p=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value");',
  'if(!f.isConnected||!p||!p.set)return;f.value="";p.set.call(f,v);f.dispatchEvent(new Event("input",{bubbles:true}))});',
  'held.forEach(function(h){var x=h[0];if(!x.isConnected)return;',
  'if(x.tagName=="FORM"){try{x.requestSubmit(h[1]&&h[1].isConnected?h[1]:undefined)}catch(r){x.requestSubmit()}}else x.click()})',
  '},{once:true});',
].join('');

const START = [
  'function a(k,h){var e=d.createElement(k=="module"?"script":"link");e.crossOrigin="";',
  'if(k=="module")e.type=k;else e.rel=k;e[k=="module"?"src":"href"]=h;d.head.appendChild(e)}',
  'function s(){(t.getAttribute("data-preload")||"").split(" ").forEach(function(h){if(h)a("modulepreload",h)});',
  'a("module",t.getAttribute("data-entry"))}',
  // After the frame that follows `load`: Chrome may fire `load` before its first paint, and a script
  // started before that paint is charged to it. A hidden tab paints nothing: it starts at once.
  'function l(){if(d.visibilityState=="hidden")s();else requestAnimationFrame(function(){setTimeout(s)})}',
  'if(d.readyState=="complete")l();else w.addEventListener("load",l,{once:true})',
  '})(document,window,document.currentScript)',
].join('');

export const BOOT_SCRIPT = CAPTURE + START;

/** The CSP source that lets BOOT_SCRIPT, and only it, run inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
