// Members and comments in a real browser against the whole product (issue 23): a reader signs in
// with the magic link from the mail (loopback SMTP), comments, replies, edits and reports; an editor
// hides the comment and bans its author in the dashboard's Comments tab; the banned member cannot
// comment; follows change the member's feed.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../testing/axe';
import { startTestSmtp, type TestSmtp } from '../testing/mail';
import { eventually } from '../testing/eventually';
import {
  launchBrowser,
  logInContext,
  openContext,
  screenshotOnFailure,
  startProduct,
  type RunningProduct,
} from '../testing/product';

jest.setTimeout(180_000);

let smtp: TestSmtp;
let product: RunningProduct;
let browser: Browser;
const contexts: BrowserContext[] = [];
let current: Page | undefined;

beforeAll(async () => {
  smtp = await startTestSmtp();
  product = await startProduct({ seed: true, env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await product?.close();
  await smtp?.close();
});
screenshotOnFailure('members', () => current);

async function newPage(): Promise<Page> {
  const context = await openContext(browser, { viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  current = await context.newPage();
  return current;
}

async function articlePath(): Promise<{ id: number; path: string }> {
  const res = await fetch(`${product.baseUrl}/api/articles?limit=3`);
  const [, , article] = (await res.json()) as { id: number; slug: string }[];
  return { id: article.id, path: `/articles/${article.slug}` };
}

/** The path and query of the newest sign-in link mailed to `email` (the mail's origin is PUBLIC_URL). */
async function signInLinkFor(email: string, after: number): Promise<string> {
  const mail = await eventually(
    async () => smtp.messages.filter((m) => (m.to as { text: string }).text === email)[after],
    `the sign-in mail to ${email}`,
  );
  const url = new URL(/https?:\/\/\S+\/account\/verify\?token=[\w.-]+/.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}

/** Signs in from the comment box of an article, as a reader does, and comes back to it. */
async function signInFromComments(page: Page, path: string, email: string): Promise<void> {
  const before = smtp.messages.filter((m) => (m.to as { text: string }).text === email).length;
  await page.goto(`${product.baseUrl}${path}#comments`);
  const comments = page.getByRole('region', { name: /Comments/ });
  await comments.getByLabel('Email address').fill(email);
  await comments.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await comments.getByText(/Check your inbox/).waitFor();

  await page.goto(`${product.baseUrl}${await signInLinkFor(email, before)}`);
  // Opening the link changes nothing: the reader presses the button.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${product.baseUrl}${path}#comments`);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'savepoint.member')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
}

it('signs in by magic link, comments, replies, edits and reports; an editor hides and bans; the member cannot comment', async () => {
  const article = await articlePath();
  const alice = await newPage();
  await signInFromComments(alice, article.path, 'alice@example.com');
  const aliceComments = alice.getByRole('region', { name: /Comments/ });
  await aliceComments.getByLabel(/Comment as Reader/).fill('First impressions: see https://example.com/notes');
  await aliceComments.getByRole('button', { name: 'Post comment' }).click();
  const aliceComment = aliceComments.getByRole('listitem').filter({ hasText: 'First impressions' });
  await aliceComment.waitFor();
  await expect(aliceComment.getByRole('link', { name: 'https://example.com/notes' }).getAttribute('rel')).resolves.toBe(
    'nofollow ugc noopener',
  );

  await aliceComment.getByRole('button', { name: 'Edit' }).click();
  await aliceComment.getByLabel('Edit your comment').fill('First impressions, edited');
  await aliceComment.getByRole('button', { name: 'Save' }).click();
  await aliceComments.getByText('First impressions, edited').waitFor();
  await aliceComments.getByText('(edited)').waitFor();

  const bob = await newPage();
  await signInFromComments(bob, article.path, 'bob@example.com');
  const bobComments = bob.getByRole('region', { name: /Comments/ });
  const thread = bobComments.getByRole('listitem').filter({ hasText: 'First impressions, edited' }).first();
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread.getByLabel(/Reply to/).fill('Agreed with this');
  await thread.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await bobComments.getByText('Agreed with this').waitFor();
  // The reply form closes and gives the keyboard back to the Reply button that opened it. Until it
  // has, a key pressed elsewhere can land there instead (CI saw the Enter meant for the menu below
  // reopen the reply form).
  const replyButton = thread.getByRole('button', { name: 'Reply', exact: true }).first();
  await eventually(
    () => replyButton.evaluate((button) => (button === document.activeElement ? true : undefined)),
    'the closed reply form gives focus back to its Reply button',
  );

  // From the keyboard, as a keyboard user opens it: a pointer click is sent to coordinates, and on a
  // loaded machine one missed the menu while the reply above it settled (seen once in a local run).
  await thread.getByLabel('More actions').press('Enter');
  await thread
    .getByLabel(/Report this comment/)
    .first()
    .fill('Spoilers without warning');
  await thread.getByRole('button', { name: 'Report' }).first().click();
  await thread.getByText('Thanks, the editors will look at it').waitFor();

  // The editor: the Comments tab counts what waits, hides the comment and bans its author.
  const editor = await newPage();
  await logInContext(editor.context(), product, product.admin);
  await editor.goto(`${product.baseUrl}/?admin=dashboard&tab=comments`);
  await editor.getByRole('tab', { name: 'Comments (1)' }).waitFor();
  await editor.getByRole('button', { name: /reported \(1\)/ }).click();
  const reported = editor.getByRole('listitem').filter({ hasText: 'First impressions, edited' });
  await reported.getByText('reported: Spoilers without warning').waitFor();
  await reported.getByRole('button', { name: 'Hide' }).click();
  await editor.getByText('1 comment(s) hidden').waitFor();
  await editor.getByRole('button', { name: /hidden \(1\)/ }).click();
  await editor
    .getByRole('listitem')
    .filter({ hasText: 'First impressions, edited' })
    .getByRole('button', { name: 'Ban' })
    .click();
  await editor.getByText(/Member banned/).waitFor();

  // The reader's page no longer shows it, and the banned member is told they cannot comment.
  // The same address with its #comments: a reload, not a jump within the page.
  await alice.reload();
  const after = alice.getByRole('region', { name: /Comments/ });
  await after.getByText('Your account is blocked from commenting.').waitFor();
  expect(await after.getByText('First impressions, edited').count()).toBe(0);
  const refused = await alice.request.post(`${product.baseUrl}/api/articles/${article.id}/comments`, {
    data: { body: 'Let me in' },
  });
  expect(refused.status()).toBe(403);
});

it('follows a category from its page and the feed follows', async () => {
  const reader = await newPage();
  const { path } = await articlePath();
  await signInFromComments(reader, path, 'carol@example.com');
  await reader.goto(`${product.baseUrl}/reviews`);
  await reader.getByRole('button', { name: /^Follow / }).click();
  await reader.getByRole('button', { name: /^Following / }).waitFor();

  const feed = await reader.request.get(`${product.baseUrl}/api/members/me/feed?limit=5`);
  expect(feed.headers()['cache-control']).toBe('private, no-store');
  const articles = (await feed.json()) as { category: string }[];
  expect(articles.length).toBeGreaterThan(0);
  expect(new Set(articles.map((a) => a.category))).toEqual(new Set(['review']));

  await reader.goto(`${product.baseUrl}/account`);
  await reader.getByRole('heading', { name: 'Your account' }).waitFor();
  expect(await axeViolations(reader, ['page-has-heading-one', 'heading-order'])).toEqual([]);
  await expect(reader.getByRole('checkbox', { name: /Review/ }).isChecked()).resolves.toBe(true);
});
