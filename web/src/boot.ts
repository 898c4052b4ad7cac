// The page's entry script: small, and all a server-rendered page asks for before its first picture
// has painted. The app's code (main.tsx, ~150 KB) is loaded after that picture, or at once when the
// reader reaches for the page first (a tap, a key) or the page is the plain app shell.
//
// Why: a phone on a slow network shared its bandwidth and its main thread between that picture and
// the code that only hydrates a page already painted from its HTML. In Lighthouse's mobile run the
// scripts arrived and ran before the picture painted, and its largest contentful paint counted them:
// 2.0–2.6 s with them, 1.1–1.4 s without (bench/web.mjs).
//
// Nothing the reader does before the app has taken over is lost: a tap on a button and a form sent
// are held and handed to the app once the page has hydrated, after the words typed into its fields
// (which hydration leaves in the field but not in the app's state). Links, and forms with an
// action of their own (the search), work without the app.

/**
 * index.html's list of the app's files (vite.config.ts, appCodeList): the app's entry first, then
 * the files it imports, each after those it imports.
 */
const APP_CODE_ID = 'app-code';

/** At most this long after the HTML is the app's code kept waiting for the page's picture and first paint. */
const PICTURE_WAIT_MS = 3000;

type Field = HTMLInputElement | HTMLTextAreaElement;

const heldTaps: HTMLButtonElement[] = [];
const heldSubmits: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];

/** A button's click (its action is the app's) while the app is not there yet: kept for it. */
function holdTap(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('button');
  // A submit button sends its form: held as the form's submission.
  if (!button || button.type === 'submit') return;
  // Not for React yet either: once it listens (hydrating) it would handle the tap too, and the tap
  // handed over after hydration would be a second one.
  event.stopPropagation();
  heldTaps.push(button);
  load();
}

/** A form only the app can send (no action of its own), sent before the app is there: kept for it. */
function holdSubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  if (form.hasAttribute('action')) return;
  event.preventDefault();
  event.stopPropagation();
  heldSubmits.push({ form, submitter: event.submitter });
  load();
}

const isTextField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLTextAreaElement;

/**
 * The words typed into each of the page's fields before the app took over, as typed: a render of
 * the app while it hydrates may set a field back to the app's state before they are handed over.
 */
const typedWords = new Map<Field, string>();

function noteTypedWords(event: Event): void {
  if (isTextField(event.target)) typedWords.set(event.target, event.target.value);
}

/**
 * Words typed into a field before hydration are in the field but not in the app's state: the app is
 * told of them as if typed now. The field is set to other words through React's own setter (what
 * React then knows), then to the typed ones past it, so React sees a change and calls onChange.
 */
function handTypedWordsToApp(): void {
  const setValue = (field: Field, value: string) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as Field, 'value')?.set?.call(field, value);
  for (const [field, typed] of typedWords) {
    if (!field.isConnected) continue;
    // An event reaching a part of the page React has not hydrated yet hydrates it at once.
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.value = typed === '' ? ' ' : '';
    setValue(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typedWords.clear();
}

/** What listens on the page, before the app, for what the reader does. */
const HOLDERS = [
  ['click', holdTap],
  ['submit', holdSubmit],
  ['input', noteTypedWords],
] as [string, EventListener][];

/** The app has taken over, or will not: nothing more is held or noted for it. */
function stopHolding(): void {
  for (const [type, listener] of HOLDERS) document.removeEventListener(type, listener, true);
}

let loading: Promise<void> | undefined;

function load(): void {
  loading ??= (async () => {
    // The page's own chunks (the gateway names them on #root), fetched beside the app's code
    // instead of after it.
    const chunks = document.getElementById('root')?.dataset.chunks?.split(' ').filter(Boolean) ?? [];
    const [app, ...imports] = JSON.parse(document.getElementById(APP_CODE_ID)?.textContent ?? '[]') as string[];
    for (const href of [...imports, ...chunks]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // The app's files run one task each, those imported first (the list's order): run as one module
    // graph they took one task of 15–20 ms on this machine's CPU, 60–80 ms in Lighthouse's 4×
    // mobile run (blocking past 50); a file a task, 10–12 ms each, and the browser can paint and
    // answer a tap in between.
    for (const href of imports) {
      await import(/* @vite-ignore */ href);
      await new Promise((resolve) => setTimeout(resolve));
    }
    const { start } = (await import(/* @vite-ignore */ app)) as typeof import('./main');
    await start();
    // The page has hydrated: the app handles what happens from here on.
    stopHolding();
    handTypedWordsToApp();
    // The app renders what it was told before it is handed the taps and submissions.
    await new Promise((resolve) => setTimeout(resolve));
    for (const button of heldTaps.splice(0)) if (button.isConnected) button.click();
    for (const { form, submitter } of heldSubmits.splice(0))
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  })().catch((error: unknown) => {
    // A failed download (a flaky network, a deploy in between): the page stays what the server
    // sent, readable, its links and its search working without the app. Not tried again: the
    // browser keeps a module that failed to load as failed for the rest of the page's life. What
    // was held stays with the page, unused (a few references to its own elements).
    console.error('Savepoint could not load its app; this page keeps working without it.', error);
    stopHolding();
  });
}

/**
 * After the page's first paint: a picture can be in before the page has painted at all (a busy main
 * thread lays the page out later), and the app's code asked for then is counted in the first paint
 * (Lighthouse: 1.6 s instead of 0.9). A browser without paint timing waits for the timer below.
 */
function afterFirstPaint(then: () => void): void {
  // (No need to stop observing: no paint comes after the first contentful one, and load() runs once.)
  new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint')[0]) return;
    // After the frame that paints what is on screen now (the picture, when it came after).
    requestAnimationFrame(() => setTimeout(then));
  }).observe({ type: 'paint', buffered: true });
}

// A server-rendered page names the pages it shows on #root; the plain shell's #root is empty.
if (document.getElementById('root')?.dataset.pages === undefined) {
  // The plain app shell: nothing is painted until the app runs.
  load();
} else {
  for (const [type, listener] of HOLDERS) document.addEventListener(type, listener, true);
  // (Listeners on the window for touchstart are passive by default in every browser.)
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const)
    addEventListener(type, load, { capture: true, once: true });
  // At the latest (a page never shown paints nothing); load() runs once whatever calls it.
  setTimeout(load, PICTURE_WAIT_MS);
  // The page's largest picture, asked for with high priority by the server (its LCP element):
  // decode() settles once it is in (or failed), at once without one.
  const painted = () => afterFirstPaint(load);
  Promise.resolve(document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')?.decode()).then(painted, painted);
}
