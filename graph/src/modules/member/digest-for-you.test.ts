// The weekly digest leads with "For you" for a member who follows something (issue 23), over real
// SMTP with the worker; a subscriber who is not a member (or follows nothing) gets the issue as it
// was, every mail links to /account for preferences, and each address still gets one a week.
import { createArticle, createCategory, signInMember } from '../../../../testing/graph';
import type { TestSmtp } from '../../../../testing/mail';
import { startGraphWithMail, type TestJobsSetup } from '../../../../testing/worker';
import { digestWeek } from '../newsletter/digest';

const DAY_MS = 24 * 3600_000;

let smtp: TestSmtp;
let setup: TestJobsSetup;

beforeAll(async () => {
  ({ smtp, setup } = await startGraphWithMail());
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

it('leads a follower’s digest with "For you" and leaves others’ as it was', async () => {
  const t = setup.testGraph;
  const followed = await createCategory(t.graph, { name: 'Hardware Deep Dives' });
  const other = await createCategory(t.graph, { name: 'Everything Else' });
  await createArticle(t.graph, { category: followed.slug, title: 'A GPU worth waiting for' });
  await createArticle(t.graph, { category: other.slug, title: 'Patch notes roundup' });

  const em = t.graph.services().em;
  const follower = await signInMember(t, 'follower@example.com', 'Follower');
  const follows = await t.query(
    `mutation($c: [String!]!) { setMemberFollows(categories: $c) { categories { slug } } }`,
    { c: [followed.slug] },
    follower.headers,
  );
  expect(follows.errors).toBeUndefined();
  await em.execute(
    `INSERT INTO subscriber (email, status, confirmed_at) VALUES ('follower@example.com', 'confirmed', now()), ('plain@example.com', 'confirmed', now())`,
  );

  const run = await t.query(`mutation { sendNewsletterDigest { queued } }`, {}, t.editorHeaders());
  expect(run.data!.sendNewsletterDigest.queued).toBe(2);
  const mails = await smtp.waitFor(2, 'the two digests');
  const to = (address: string) => mails.find((m) => (m.to as { text: string }).text === address)!;

  const mine = to('follower@example.com');
  expect(mine.text).toMatch(/^For you\n/);
  const forYou = mine.text!.slice(0, mine.text!.indexOf('This week on Savepoint'));
  expect(forYou).toContain('A GPU worth waiting for');
  expect(forYou).not.toContain('Patch notes roundup');
  expect(mine.html).toContain('>For you</h2>');
  expect(mine.text).toContain('Preferences: https://savepoint.example/account');

  const plain = to('plain@example.com');
  expect(plain.text).not.toContain('For you');
  expect(plain.text).toContain('Preferences: https://savepoint.example/account');

  // Once a week per address, members included.
  const again = await t.query(`mutation { sendNewsletterDigest { queued } }`, {}, t.editorHeaders());
  expect(again.data!.sendNewsletterDigest.queued).toBe(0);
});

it('brings a follower what was published since the last issue, when an editor sent that one early', async () => {
  const t = setup.testGraph;
  const em = t.graph.services().em.fork();
  const now = Date.now();
  // Last week's issue went out early, 9 days ago (on a Wednesday, say, for a Friday digest).
  await em.execute(
    `INSERT INTO digest_issue (week, language, subject, html, text, article_ids, created_at)
     VALUES (?, 'en', 'Savepoint weekly: early', '<p>early</p>', 'early', '{}', ?)`,
    [digestWeek(new Date(now - 9 * DAY_MS), t.config.digest.timeZone), new Date(now - 9 * DAY_MS)],
  );
  const followed = await createCategory(t.graph, { name: 'Retro Corner' });
  const article = await createArticle(t.graph, { category: followed.slug, title: 'A cartridge found after the early issue' });
  await em.execute(`UPDATE article SET published_at = ? WHERE id = ?`, [new Date(now - 8 * DAY_MS), article.id]);
  const reader = await signInMember(t, 'early@example.com', 'Early');
  await t.query(
    `mutation($c: [String!]!) { setMemberFollows(categories: $c) { categories { slug } } }`,
    { c: [followed.slug] },
    reader.headers,
  );
  await em.execute(`INSERT INTO subscriber (email, status, confirmed_at) VALUES ('early@example.com', 'confirmed', now())`);

  const before = smtp.messages.length;
  const run = await t.query(`mutation { sendNewsletterDigest { queued } }`, {}, t.editorHeaders());
  expect(run.data!.sendNewsletterDigest.queued).toBe(1);
  const mail = (await smtp.waitFor(before + 1, 'the digest')).at(-1)!;
  expect(mail.text).toMatch(/^For you\n/);
  expect(mail.text).toContain('A cartridge found after the early issue');
});
