// The web app's server renderer (web/src/entry-server.tsx, built by `npm run build -w web` into
// web/dist-server/) and the browser build's manifest, loaded once and reloaded after a rebuild.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentNode } from 'graphql';
import type { Readable } from 'node:stream';

/** The shape of web/src/entry-server.tsx's exports the gateway relies on (kept in step by the SSR tests). */
export interface ArticleMeta {
  slug: string;
  headline: string;
  image?: string;
  publishedAt?: string;
  section: string;
  author: string;
  tags: string[];
}

export interface RenderedPage {
  status: number;
  title?: string;
  description?: string;
  article?: ArticleMeta;
  pages: string[];
  state: string;
  body: Readable;
}

export interface ServerBundle {
  render(request: {
    url: string;
    execute(operation: {
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
    }): Promise<{ data?: unknown }>;
    signal: AbortSignal;
  }): Promise<RenderedPage>;
  CATEGORY_ROUTES: ReadonlyArray<{ path: string; category: string; label: string }>;
  APOLLO_STATE_ID: string;
  /** Query parameters of the web app's editor mode, which reader pages never read. */
  EDITOR_MODE_PARAMS: readonly string[];
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

export function serverBundle(webDistDir: string) {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.cjs');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  let loaded: { mtimeMs: number; bundle: Promise<ServerBundle>; manifest: Promise<Manifest> } | undefined;

  /** undefined while the web app is not built (the gateway then serves the plain shell). */
  async function current(): Promise<{ bundle: ServerBundle; manifest: Manifest } | undefined> {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(entry));
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      // A rebuild replaced the renderer: forget the old one.
      delete require.cache[require.resolve(entry)];
      loaded = {
        mtimeMs,
        bundle: Promise.resolve().then(() => require(entry) as ServerBundle),
        manifest: readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as Manifest),
      };
    }
    return { bundle: await loaded.bundle, manifest: await loaded.manifest };
  }

  return { current };
}

/** The chunks a page needs beyond the entry, for <link rel="modulepreload">: no waterfall on first visit. */
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
  // The entry's own imports are already in index.html.
  const entry = Object.values(manifest).find((c) => c.isEntry);
  if (entry) {
    files.delete(entry.file);
    const seen = new Set<string>();
    const dropStatic = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.delete(chunk.file);
      chunk.imports?.forEach(dropStatic);
    };
    entry.imports?.forEach(dropStatic);
  }
  return [...files].filter((f) => f.endsWith('.js'));
}
