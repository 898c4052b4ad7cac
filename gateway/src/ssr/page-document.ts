// The document a rendered page is sent in (ssr/page-server.ts): index.html made ready once per build
// (its stylesheet split into the rules each page needs in its head, critical-css.ts, and a link to
// the whole after the page), then filled with one page's head, HTML and Apollo state.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { escapeHtml } from '../seo';
import { type CriticalCss, criticalCss } from './critical-css';

export const ROOT = '<div id="root"></div>';

/** index.html's one stylesheet (web/vite.config.ts builds the site's CSS into a single hashed file). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/assets\/([\w.-]+\.css)"[^>]*>/;

/** Where a page's own rules are written into the prepared document's head. */
const CRITICAL_CSS_MARK = '<!--critical-css-->';

/** index.html ready for rendered pages (documentPreparer). */
export interface PreparedDocument {
  /** Up to #root, without the stylesheet link (CRITICAL_CSS_MARK in its place), description or noscript. */
  before: string;
  /** After #root. */
  after: string;
  critical: CriticalCss | null;
  /** The whole stylesheet's link, sent after the page; '' when it stayed in the head. */
  stylesheetLink: string;
}

/** The page's first picture asked for with high priority (its LCP image: ArticleThumbnail, GamePage). */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/;

/**
 * A preload for the page's first high-priority picture, with its srcset and sizes so the browser
 * picks the same width the <img> will: requested from the head, before the inline stylesheet and
 * the markup above it are parsed. Attributes come as React wrote them (already escaped).
 */
function priorityImagePreload(body: string): string {
  const img = PRIORITY_IMAGE.exec(body)?.[0];
  if (!img) return '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * index.html made ready once per build for every page rendered into it: the parts before and
 * after #root, its description and noscript taken out, and the site's stylesheet split into the
 * rules each page needs in its head and a link to the whole after the page (critical-css.ts).
 */
export function documentPreparer(webDistDir: string, logger: Logger): (template: string) => Promise<PreparedDocument> {
  // By file name: a hashed name's content never changes.
  const stylesheets = new Map<string, Promise<CriticalCss | null>>();
  let prepared: { template: string; document: Promise<PreparedDocument> } | undefined;

  function stylesheet(file: string): Promise<CriticalCss | null> {
    let parsed = stylesheets.get(file);
    if (!parsed) {
      // Unreadable or unparsable (a broken deploy): the page keeps the link, as the shell does.
      parsed = readFile(path.join(webDistDir, 'assets', file), 'utf8')
        .then((css) => criticalCss(css))
        .catch((err: unknown) => {
          logger.error({ err, stylesheet: file }, 'stylesheet not split; pages link it whole');
          return null;
        });
      stylesheets.set(file, parsed);
    }
    return parsed;
  }

  async function prepare(template: string): Promise<PreparedDocument> {
    const link = STYLESHEET.exec(template);
    const critical = link ? await stylesheet(link[1]) : null;
    const withoutLink = link && critical ? template.replace(link[0], () => CRITICAL_CSS_MARK) : template;
    const [before, after] = withoutLink
      .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
      // The page is readable without JavaScript now.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
      // The page is painted from its HTML; its scripts only hydrate it, so they are asked for after
      // the picture and the font. At high priority (the default for module scripts) a phone on a slow
      // network shared its bandwidth with ~150 KB of JavaScript before the first paint: Lighthouse's
      // mobile run put the first contentful paint at 2.0–2.2 s with them, 0.7–1.0 s without. (The
      // page's one script is now web/src/boot.ts's, which loads the app itself after the picture.)
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .split(ROOT);
    return { before, after, critical, stylesheetLink: link && critical ? link[0] : '' };
  }

  return (template) => {
    if (prepared?.template !== template) prepared = { template, document: prepare(template) };
    return prepared.document;
  };
}

/** One rendered page's parts, for pageDocument. */
export interface PageParts {
  head: { title: string; tags: string };
  /** The edition's language and direction for `<html>`, and its JSON for the browser (#root's data-edition). */
  edition: { language: string; direction: 'ltr' | 'rtl'; data?: string };
  /** The HTML of #root. */
  body: Buffer;
  /** The Apollo state's element id and JSON. */
  stateId: string;
  state: string;
  /** The lazily loaded pages it rendered, and the chunks web/src/boot.ts asks for once it has painted. */
  pages: string[];
  chunks: string[];
}

/** The whole page: the document's head with the page's own, #root with its HTML, then its Apollo state and the rest. */
export function pageDocument(document: PreparedDocument, page: PageParts): Buffer {
  const markup = page.body.toString();
  const documentStart = document.before
    // The edition's language and direction (its tag is BCP 47 already: graph keeps it canonical).
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(page.edition.language)}" dir="${page.edition.direction}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(page.head.title)}</title>\n    ${page.head.tags}`)
    // Before the stylesheet: the picture is asked for as soon as the head arrives.
    .replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}${priorityImagePreload(markup)}`)
    .replace(CRITICAL_CSS_MARK, () => (document.critical ? `<style>${document.critical.forMarkup(markup)}</style>` : ''));
  const documentEnd = `</div><script type="application/json" id="${page.stateId}">${page.state}</script>${document.stylesheetLink}${document.after}`;
  // The pages rendered, for the browser to load before it hydrates (web/src/app/lazy-page.tsx).
  const editionData = page.edition.data === undefined ? '' : ` data-edition="${escapeHtml(page.edition.data)}"`;
  const start = `${documentStart}<div id="root"${editionData} data-pages="${escapeHtml(page.pages.join(','))}" data-chunks="${escapeHtml(page.chunks.join(' '))}">`;
  return Buffer.concat([Buffer.from(start), page.body, Buffer.from(documentEnd)]);
}
