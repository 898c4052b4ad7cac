// The web app's server renderer (web/src/entry-server.tsx, built by `npm run build -w web` into
// web/dist-server/) and the browser build's manifest, loaded once and reloaded after a rebuild. A
// renderer that fails to load leaves reader pages to the app shell, and is tried again with a backoff.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Readable } from 'node:stream';
import type { ArticleMeta, GameMeta, PageWords } from '@savepoint/render-contract';

/**
 * What web/src/entry-server.tsx's render answers: its article and game in the shape both sides import
 * from @savepoint/render-contract; the rest is kept in step by the SSR tests.
 */
export interface RenderedPage {
  status: number;
  title?: string;
  description?: string;
  /** false: an empty list, kept out of search indexes while it stays empty. */
  indexable: boolean;
  article?: ArticleMeta;
  /** A game page's game by its current slug, with the facts of its JSON-LD. */
  game?: GameMeta;
  /** The head's and JSON-LD's other words (the breadcrumbs' Home and Games), in the page's language. */
  words: PageWords;
  pages: string[];
  state: string;
  body: Readable;
}

interface ServerBundle {
  render(request: {
    url: string;
    execute(operation: {
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
    }): Promise<{ data?: unknown }>;
    signal: AbortSignal;
    /** The edition the path is in (web/src/lib/edition.tsx). */
    edition?: { language: string; urlPrefix: string | null; direction: 'ltr' | 'rtl'; locale?: string };
  }): Promise<RenderedPage>;
  APOLLO_STATE_ID: string;
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where a renderer that failed to load is reported (a pino logger fits). */
interface BundleLog {
  error(details: object, message: string): void;
}

export interface ServerBundleOptions {
  log: BundleLog;
  /** The clock retries and reports are timed by; tests pass their own. */
  now?: () => number;
}

/** A renderer that failed to load is tried again after this, doubling up to RETRY_MAX_MS. */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;
/**
 * A loaded renderer is checked for a newer build at most this often: a stat per request was ~2% of
 * an uncached render's CPU, and a rebuild is picked up a second later instead of at once.
 */
const RECHECK_MS = 1_000;
/** A renderer that keeps failing is reported at most this often (the attempts since are counted). */
const REPORT_EVERY_MS = 60_000;

export interface LoadedBundle {
  bundle: ServerBundle;
  manifest: Manifest;
}

export function serverBundle(webDistDir: string, options: ServerBundleOptions) {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.cjs');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  const now = options.now ?? Date.now;
  let loaded: (LoadedBundle & { mtimeMs: number }) | undefined;
  let loading: Promise<LoadedBundle | undefined> | undefined;
  let failed: { mtimeMs: number; delayMs: number; retryAtMs: number } | undefined;
  let reportedAtMs = -Infinity;
  let failuresUnreported = 0;
  let checkedAtMs = -Infinity;

  function report(err: unknown) {
    failuresUnreported += 1;
    if (now() - reportedAtMs < REPORT_EVERY_MS) return;
    options.log.error(
      { err, failedAttempts: failuresUnreported, retryInMs: failed?.delayMs },
      'server renderer failed to load; reader pages get the app shell until it loads',
    );
    reportedAtMs = now();
    failuresUnreported = 0;
  }

  async function load(mtimeMs: number): Promise<LoadedBundle | undefined> {
    try {
      // A rebuild replaced the renderer (or the last attempt failed): forget what was loaded.
      delete require.cache[require.resolve(entry)];
      const bundle = require(entry) as ServerBundle;
      if (typeof bundle.render !== 'function') throw new Error(`${entry} exports no render function`);
      const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Manifest;
      loaded = { mtimeMs, bundle, manifest };
      failed = undefined;
      return loaded;
    } catch (err) {
      // Never kept as a rejected promise: the same file is tried again after a pause (a missing
      // chunk or manifest may appear once a deploy finishes), and a rebuilt one at once.
      const delayMs = failed?.mtimeMs === mtimeMs ? Math.min(failed.delayMs * 2, RETRY_MAX_MS) : RETRY_MIN_MS;
      failed = { mtimeMs, delayMs, retryAtMs: now() + delayMs };
      loaded = undefined;
      report(err);
      return undefined;
    }
  }

  /**
   * The renderer and the browser build's manifest; undefined while the web app is not built or the
   * renderer does not load (the gateway then serves the plain app shell). Never rejects.
   */
  async function current(): Promise<LoadedBundle | undefined> {
    if (loaded && now() - checkedAtMs < RECHECK_MS) return loaded;
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(entry));
    } catch {
      return undefined;
    }
    checkedAtMs = now();
    if (loaded?.mtimeMs === mtimeMs) return loaded;
    if (failed?.mtimeMs === mtimeMs && now() < failed.retryAtMs) return undefined;
    // One attempt at a time, however many requests arrive meanwhile.
    loading ??= load(mtimeMs).finally(() => {
      loading = undefined;
    });
    return loading;
  }

  return { current };
}

/**
 * The chunks a page needs beyond the app's entries (index.html's and the app's, which index.html
 * names), for the browser to fetch beside the app's code: no waterfall on first visit.
 */
export function pageChunks(manifest: Manifest, pageNames: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const name of pageNames) {
    const key = Object.keys(manifest).find((k) => manifest[k].src === k && manifest[k].name === name);
    if (key) visit(key);
  }
  // The entries' own imports are already named by index.html.
  const seen = new Set<string>();
  const dropStatic = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.delete(chunk.file);
    chunk.imports?.forEach(dropStatic);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) dropStatic(key);
  return [...files].filter((f) => f.endsWith('.js'));
}
