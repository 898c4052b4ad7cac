// Stored XSS, end to end: an editor puts a corpus of attack payloads into every text field an article
// and its taxonomy have, through the REST API. The stored HTML carries none of it, and the pages a
// reader opens in Chromium run none of it: no dialog, no Content-Security-Policy violation, and no
// script, event handler or script URL in the rendered document.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshotPath, startProduct, type RunningProduct } from '../testing/product';
import { XSS_IMAGE_URLS, XSS_PAYLOADS } from '../testing/xss-corpus';

jest.setTimeout(180_000);

let product: RunningProduct;
let browser: Browser;
let cookie = '';

beforeAll(async () => {
  product = await startProduct({ seed: false });
  browser = await launchBrowser();
  const login = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.admin),
  });
  expect(login.status).toBe(200);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${product.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Creates with the payloads; a field graph refuses (400 invalid, or 409 when two payloads make the
 * same slug) is replaced or dropped and the rest sent again: refusing a payload is as good as
 * neutralising it, as long as nothing else is lost.
 */
async function createWithPayloads(
  path: string,
  fields: Record<string, unknown>,
  fallbacks: Record<string, unknown>,
): Promise<any> {
  const sent = { ...fields };
  for (let attempt = 0; attempt < Object.keys(fields).length + 1; attempt += 1) {
    const res = await api('POST', path, sent);
    if (res.status === 201 || res.status === 200) return res.body;
    const field = res.body?.field as string | undefined;
    if ((res.status !== 400 && res.status !== 409) || !field || !(field in sent))
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (field in fallbacks) sent[field] = fallbacks[field];
    else delete sent[field];
  }
  throw new Error(`${path} kept refusing ${JSON.stringify(fields).slice(0, 200)}`);
}

/** What must never be in article HTML or a rendered page; runs inside the browser, on a parsed DOM. */
function findDanger(root: ParentNode, wholePage: boolean): string[] {
  const problems: string[] = [];
  // Browsers ignore whitespace and control characters inside a URL's scheme.
  const scriptUrl = (value: string) =>
    /^(javascript|vbscript|data:(text|application|image\/svg))/i.test(
      Array.from(value)
        .filter((char) => char.charCodeAt(0) > 32)
        .join(''),
    );
  const banned = wholePage
    ? ['OBJECT', 'EMBED', 'BASE', 'FRAME', 'FRAMESET', 'PORTAL', 'ANIMATE', 'SET', 'FOREIGNOBJECT', 'MATH', 'TEMPLATE']
    : [
        'SCRIPT',
        'STYLE',
        'OBJECT',
        'EMBED',
        'BASE',
        'META',
        'LINK',
        'FORM',
        'SVG',
        'MATH',
        'TEMPLATE',
        'FRAME',
        'FRAMESET',
        'PORTAL',
        'ANIMATE',
        'SET',
        'FOREIGNOBJECT',
        'NOSCRIPT',
        'INPUT',
        'BUTTON',
        'TEXTAREA',
        'SELECT',
      ];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.tagName.toUpperCase();
    const where = `<${element.tagName.toLowerCase()}>`;
    if (banned.includes(tag)) problems.push(`${where} element`);
    if (
      tag === 'IFRAME' &&
      !/^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]{11}/.test(element.getAttribute('src') ?? '')
    )
      problems.push(`${where} from ${element.getAttribute('src')}`);
    if (wholePage && tag === 'SCRIPT') {
      const type = element.getAttribute('type') ?? '';
      const src = element.getAttribute('src');
      if (type === 'application/ld+json' || type === 'application/json') {
        try {
          JSON.parse(element.textContent ?? '');
        } catch {
          problems.push(`${where} of ${type} that is not JSON`);
        }
      } else if (!(src && new URL(src, location.href).origin === location.origin) && !element.hasAttribute('nonce')) {
        problems.push(`inline or foreign ${where}: ${(src ?? element.textContent ?? '').slice(0, 80)}`);
      }
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${where} with ${name}="${attribute.value.slice(0, 60)}"`);
      if (name === 'srcdoc') problems.push(`${where} with srcdoc`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcset'].includes(name) &&
        scriptUrl(attribute.value)
      )
        problems.push(`${where} with ${name}="${attribute.value.slice(0, 60)}"`);
      if (name === 'style' && /expression\(|javascript:|url\(\s*['"]?\s*javascript/i.test(attribute.value))
        problems.push(`${where} with style="${attribute.value.slice(0, 60)}"`);
    }
  }
  return problems;
}

interface Visit {
  dialogs: string[];
  violations: string[];
  problems: string[];
}

async function visit(page: Page, path: string, waitFor: string): Promise<Visit> {
  const dialogs: string[] = [];
  const violations: string[] = [];
  const onDialog = (dialog: import('playwright-core').Dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  };
  const onConsole = (message: import('playwright-core').ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text().slice(0, 200));
  };
  page.on('dialog', onDialog);
  page.on('console', onConsole);
  try {
    const response = await page.goto(`${product.baseUrl}${path}`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    // Attached, not visible: an article whose every payload was stripped has an empty body.
    await page.locator(waitFor).first().waitFor({ state: 'attached' });
    // Handlers fire on load and on failed images: wait for the network to settle (bounded: an
    // embed that cannot reach the internet must not stall the test).
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? [])));
    const problems = await page.evaluate(
      ({ source }) =>
        (new Function(`return (${source})`)() as (root: ParentNode, wholePage: boolean) => string[])(document, true),
      { source: findDanger.toString() },
    );
    return { dialogs, violations, problems };
  } finally {
    page.off('dialog', onDialog);
    page.off('console', onConsole);
  }
}

it(`neutralises ${XSS_PAYLOADS.length} stored XSS payloads in every text field, in storage and in the browser`, async () => {
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
  const P = (i: number) => XSS_PAYLOADS[i % XSS_PAYLOADS.length];

  // Taxonomy: names and descriptions.
  const categories: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const category = await createWithPayloads(
      '/api/categories',
      { name: P(i * 2), description: P(i * 2 + 1) },
      { name: `Category ${i}` },
    );
    categories.push(category.slug);
  }
  for (let i = 0; i < 8; i += 1)
    await createWithPayloads('/api/tags', { name: P(i * 2 + 16), description: P(i * 2 + 17) }, { name: `Tag ${i}` });

  // Articles: every payload in the content, and each in one of the text fields too.
  const perArticle = 8;
  const articles: Array<{ id: number; slug: string }> = [];
  for (let start = 0; start < XSS_PAYLOADS.length; start += perArticle) {
    const group = XSS_PAYLOADS.slice(start, start + perArticle);
    const n = articles.length;
    const created = await createWithPayloads(
      '/api/articles',
      {
        title: P(start),
        excerpt: P(start + 1),
        metaDescription: P(start + 2),
        tags: [P(start + 3), P(start + 4)],
        content: group.join('\n'),
        category: categories[n % categories.length],
        featuredImage: XSS_IMAGE_URLS[n % XSS_IMAGE_URLS.length],
        status: 'published',
      },
      { title: `Article ${n}`, content: '<p>Nothing left once sanitized.</p>' },
    );
    articles.push({ id: created.id, slug: created.slug });
  }

  // Storage: the HTML graph keeps (and every API client receives) carries none of it.
  const parsingPage = await browser.newPage();
  const storedProblems: string[] = [];
  for (const { id } of articles) {
    const stored = await api('GET', `/api/articles/${id}`);
    expect(stored.status).toBe(200);
    const problems = await parsingPage.evaluate(
      ({ source, html }) => {
        const find = new Function(`return (${source})`)() as (root: ParentNode, wholePage: boolean) => string[];
        return find(new DOMParser().parseFromString(html, 'text/html').body, false);
      },
      { source: findDanger.toString(), html: stored.body.content as string },
    );
    storedProblems.push(...problems.map((p) => `article ${id}: ${p}`));
  }
  await parsingPage.close();
  expect(storedProblems).toEqual([]);

  // The browser: each article page, and the listings that show titles, excerpts and categories.
  const context = await openContext(browser, { viewport: { width: 1280, height: 900 } });
  // No internet here: requests that leave the site (embeds, remote images) fail at once instead of
  // keeping the network busy.
  await context.route(
    (url) => url.origin !== new URL(product.baseUrl).origin,
    (route) => route.abort(),
  );
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const pages = await Promise.all([1, 2, 3].map(() => context.newPage()));
  // The harness itself: a payload that does run is seen (dialog and handler), so silence means something.
  pages[0].once('dialog', (dialog) => void dialog.dismiss());
  const controlDialog = pages[0].waitForEvent('dialog');
  await pages[0].setContent('<img src="x:y" onerror="alert(42)">');
  expect((await controlDialog).message()).toBe('42');
  expect(
    await pages[0].evaluate(
      ({ source }) =>
        (new Function(`return (${source})`)() as (root: ParentNode, wholePage: boolean) => string[])(document, true),
      { source: findDanger.toString() },
    ),
  ).toEqual(['<img> with onerror="alert(42)"']);
  const targets = [
    ...articles.map(({ slug }) => ({ path: `/articles/${slug}`, waitFor: '[data-testid="article-content"]' })),
    { path: '/articles', waitFor: '[data-testid="article-card"]' },
    { path: '/', waitFor: '[data-testid="article-card"]' },
  ];
  const findings: string[] = [];
  let next = 0;
  await Promise.all(
    pages.map(async (page) => {
      for (let i = next++; i < targets.length; i = next++) {
        const { path, waitFor } = targets[i];
        const result = await visit(page, path, waitFor);
        findings.push(
          ...result.dialogs.map((d) => `${path}: dialog ${d}`),
          ...result.violations.map((v) => `${path}: CSP ${v}`),
          ...result.problems.map((p) => `${path}: ${p}`),
        );
        if (findings.length) await page.screenshot({ path: screenshotPath(`xss-${i}`), fullPage: true }).catch(() => undefined);
      }
    }),
  );
  await context.close();
  expect(findings).toEqual([]);
});
