// The newsletter end to end over real SMTP: graph + worker wired to an SMTP server on loopback.
// Double opt-in, signed and expiring links, one-click unsubscribe headers, the weekly digest (most
// read first, never twice per subscriber and week) and the editors' list and export.
import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { eventually } from '../../../../testing/eventually';
import { createArticle, createCategory } from '../../../../testing/graph';
import { headerUrl, headerValue, type TestSmtp } from '../../../../testing/mail';
import { startGraphWithMail, type TestJobsSetup } from '../../../../testing/worker';
import { ArticleStatus } from '../article/article.entity';
import { PublishingService } from '../article/publishing.service';
import { DigestService } from './digest';
import { EXPIRED_LINK, INVALID_LINK } from './newsletter-tokens';
import { CONFIRMED_MESSAGE, SUBSCRIBED_MESSAGE, UNSUBSCRIBED_MESSAGE } from './newsletter.service';

const DAY_MS = 24 * 3600_000;
const WEEK_MS = 7 * DAY_MS;

let smtp: TestSmtp;
let setup: TestJobsSetup;

beforeAll(async () => {
  ({ smtp, setup } = await startGraphWithMail());
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

const gql = (query: string, variables?: Record<string, unknown>, editor = false) =>
  setup.testGraph.query(query, variables, editor ? setup.testGraph.editorHeaders() : {});

const subscribe = (email: string) => gql(`mutation($e: String!) { subscribeNewsletter(email: $e) { message } }`, { e: email });
const confirm = (token: string) => gql(`mutation($t: String!) { confirmNewsletter(token: $t) { message } }`, { t: token });

function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

async function statusOf(email: string): Promise<string> {
  const result = await gql(
    `query($s: String) { newsletterSubscribers(search: $s) { subscribers { email status } } }`,
    { s: email },
    true,
  );
  return result.data!.newsletterSubscribers.subscribers.find((s: { email: string }) => s.email === email)?.status;
}

describe('double opt-in', () => {
  let confirmUrl: string;

  it('answers the spec message, stores the address as pending and mails a confirmation link', async () => {
    const result = await subscribe('reader@example.com');
    expect(result.data!.subscribeNewsletter.message).toBe(SUBSCRIBED_MESSAGE);
    expect(await statusOf('reader@example.com')).toBe('pending');

    const [mail] = await smtp.waitFor(1, 'the confirmation mail');
    expect((mail.to as { text: string }).text).toBe('reader@example.com');
    expect(mail.subject).toMatch(/Confirm/);
    confirmUrl = /https:\/\/savepoint\.example\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text ?? '')![0];
    expect(mail.html).toContain(confirmUrl);
    // Every mail carries RFC 8058 one-click unsubscribe.
    expect(headerUrl(mail, 'List-Unsubscribe')).toMatch(/^https:\/\/savepoint\.example\/api\/newsletter\/unsubscribe\?token=/);
    expect(headerValue(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('subscribing again is not an error and does not mail again within minutes', async () => {
    const again = await subscribe('READER@example.com');
    expect(again.errors).toBeUndefined();
    expect(again.data!.subscribeNewsletter.message).toBe(SUBSCRIBED_MESSAGE);
    await subscribe('other@example.com');
    await smtp.waitFor(2);
    expect(smtp.messages.map((m) => (m.to as { text: string }).text)).toEqual(['reader@example.com', 'other@example.com']);
  });

  it('refuses forged, foreign and expired tokens with a 400 naming the token', async () => {
    const forged = await confirm(`${tokenOf(confirmUrl)}x`);
    expect(forged.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    expect(forged.errors![0].message).toBe(INVALID_LINK);

    const key = createHmac('sha256', setup.testGraph.config.internalSecret).update('savepoint newsletter links').digest();
    const id = Number((jwt.decode(tokenOf(confirmUrl)) as { sub: string }).sub);
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, key, {
      algorithm: 'HS256',
      audience: 'newsletter-confirm',
      subject: String(id),
    });
    expect((await confirm(expired)).errors![0].message).toBe(EXPIRED_LINK);
    // An unsubscribe token is no confirmation.
    const unsubscribeToken = jwt.sign({}, key, { algorithm: 'HS256', audience: 'newsletter-unsubscribe', subject: String(id) });
    expect((await confirm(unsubscribeToken)).errors![0].message).toBe(INVALID_LINK);
    expect(await statusOf('reader@example.com')).toBe('pending');
  });

  it('confirms with the token from the mail, and a second click answers the same', async () => {
    const first = await confirm(tokenOf(confirmUrl));
    expect(first.data!.confirmNewsletter.message).toBe(CONFIRMED_MESSAGE);
    expect((await confirm(tokenOf(confirmUrl))).data!.confirmNewsletter.message).toBe(CONFIRMED_MESSAGE);
    expect(await statusOf('reader@example.com')).toBe('confirmed');
  });

  it('lists subscribers for editors only, with search, counts and CSV', async () => {
    const reader = await gql(`{ newsletterSubscribers { totalCount } }`);
    expect(reader.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const page = await gql(
      `{ newsletterSubscribers { totalCount counts { pending confirmed unsubscribed } subscribers { email status createdAt confirmedAt } } }`,
      {},
      true,
    );
    expect(page.data!.newsletterSubscribers.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 0 });
    const reader1 = page.data!.newsletterSubscribers.subscribers.find((s: { email: string }) => s.email === 'reader@example.com');
    expect(reader1.confirmedAt).not.toBeNull();
    const filtered = await gql(`{ newsletterSubscribers(status: pending) { totalCount subscribers { email } } }`, {}, true);
    expect(filtered.data!.newsletterSubscribers.subscribers).toEqual([{ email: 'other@example.com' }]);
    const csv = await gql(`{ newsletterSubscribersCsv(search: "reader") }`, {}, true);
    const lines = csv.data!.newsletterSubscribersCsv.trim().split('\r\n');
    expect(lines[0]).toBe('email,status,createdAt,confirmedAt');
    expect(lines.slice(1)).toEqual([expect.stringMatching(/^reader@example\.com,confirmed,\d{4}-/)]);
  });
});

describe('the weekly digest', () => {
  it('goes to confirmed subscribers only, most read first, with HTML and text, once per week', async () => {
    const category = (await createCategory(setup.testGraph.graph, { name: 'Reviews' })).slug;
    const quiet = await createArticle(setup.testGraph.graph, { title: 'A quiet review', category });
    const popular = await createArticle(setup.testGraph.graph, { title: 'The review everyone read', category });
    const day = new Date().toISOString().slice(0, 10);
    const views = ['a1', 'b2', 'c3'].map((v) => ({ slug: popular.slug, day, visitor: v.repeat(8) }));
    const recorded = await setup.testGraph.query(
      `mutation($v: [ViewInputType!]!) { recordReaderActivity(views: $v) { views } }`,
      { v: [...views, { slug: quiet.slug, day, visitor: 'dd'.repeat(8) }] },
      setup.testGraph.gatewayOwnHeaders(),
    );
    expect(recorded.data!.recordReaderActivity.views).toBe(4);

    const before = smtp.messages.length;
    const run = await gql(`mutation { sendNewsletterDigest { week articleCount queued } }`, {}, true);
    expect(run.data!.sendNewsletterDigest).toMatchObject({ articleCount: 2, queued: 1 });
    const digest = (await smtp.waitFor(before + 1, 'the digest')).at(-1)!;
    expect((digest.to as { text: string }).text).toBe('reader@example.com');
    expect(digest.subject).toBe('Savepoint weekly: The review everyone read');
    expect(digest.text!.indexOf('The review everyone read')).toBeLessThan(digest.text!.indexOf('A quiet review'));
    expect(digest.html).toContain('https://savepoint.example/articles/' + popular.slug);
    expect(digest.html).toContain('name="viewport"');
    expect(headerUrl(digest, 'List-Unsubscribe')).toMatch(/^https:\/\/savepoint\.example\/api\/newsletter\/unsubscribe\?token=/);
    expect(headerValue(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const footerUrl = /https:\/\/savepoint\.example\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(digest.text!)![0];

    // Sent now and again (a re-run, the scheduled job): nobody gets it twice.
    const again = await gql(`mutation { sendNewsletterDigest { queued } }`, {}, true);
    expect(again.data!.sendNewsletterDigest.queued).toBe(0);
    await setup.queues.queue('newsletter').add('sendWeeklyDigest', {});
    const test = await gql(`mutation { sendNewsletterDigestTest(email: "editor@example.com") { message } }`, {}, true);
    expect(test.data!.sendNewsletterDigestTest.message).toBe('Test digest sent to editor@example.com');
    const testMail = (await smtp.waitFor(before + 2, 'the test digest')).at(-1)!;
    expect(testMail.subject).toBe('[Test] Savepoint weekly: The review everyone read');
    expect(smtp.messages.filter((m) => m.subject?.startsWith('Savepoint weekly'))).toHaveLength(1);

    // The footer's link unsubscribes (through the page's button); the reader is off the list.
    const unsubscribed = await gql(`mutation($t: String!) { unsubscribeNewsletter(token: $t) { message } }`, {
      t: tokenOf(footerUrl),
    });
    expect(unsubscribed.data!.unsubscribeNewsletter.message).toBe(UNSUBSCRIBED_MESSAGE);
    expect(await statusOf('reader@example.com')).toBe('unsubscribed');
  });

  it('carries an article scheduled for the digest hour, though its publish job runs a moment after the digest', async () => {
    const category = (await createCategory(setup.testGraph.graph, { name: 'Scheduled news' })).slug;
    // Friday 09:00, weeks ahead: the publication's digest hour, the editor's publishing time.
    const at = new Date(Math.ceil((Date.now() + 30 * DAY_MS) / WEEK_MS) * WEEK_MS + DAY_MS + 9 * 3600_000);
    const article = await createArticle(setup.testGraph.graph, {
      title: 'Friday nine o’clock reveal',
      category,
      status: ArticleStatus.scheduled,
      scheduledFor: at,
    });
    const { em } = setup.testGraph.graph.services();
    const digest = new DigestService(em.fork(), setup.testGraph.config, { enqueue: async () => undefined });
    // The digest runs a few milliseconds into the hour, before the article's job has published it.
    const thisWeek = await digest.sendCurrentWeek(new Date(at.getTime() + 40));
    // Then its job (publishing it, unless that is done already).
    await new PublishingService(em.fork()).publishScheduledArticle(article.id, at, new Date(at.getTime() + 60));
    const nextWeek = await digest.sendCurrentWeek(new Date(at.getTime() + WEEK_MS + 40));
    const issues: { week: string; article_ids: number[] }[] = await em
      .fork()
      .execute(`SELECT week, article_ids FROM digest_issue WHERE week IN (?, ?)`, [thisWeek.week, nextWeek.week]);
    expect(issues.flatMap((i) => i.article_ids)).toEqual([article.id]);
  });

  it('carries next week what was published after an issue an editor sent early, and nothing twice', async () => {
    const category = (await createCategory(setup.testGraph.graph, { name: 'Early issue news' })).slug;
    // A Friday 09:00 (the digest hour) months ahead, clear of the other tests' weeks.
    const friday = Math.ceil((Date.now() + 90 * DAY_MS) / WEEK_MS) * WEEK_MS + DAY_MS + 9 * 3600_000;
    const { em } = setup.testGraph.graph.services();
    const publishedAt = async (title: string, at: number) => {
      const article = await createArticle(setup.testGraph.graph, { title, category });
      await em.fork().execute(`UPDATE article SET published_at = ? WHERE id = ?`, [new Date(at), article.id]);
      return article.id;
    };
    const tuesday = await publishedAt('Tuesday’s news', friday - 3 * DAY_MS);
    const digest = new DigestService(em.fork(), setup.testGraph.config, { enqueue: async () => undefined });
    // An editor sends this week's issue on Wednesday; the scheduled Friday run finds it sent.
    const early = await digest.sendCurrentWeek(new Date(friday - 2 * DAY_MS));
    const thursday = await publishedAt('Thursday’s news', friday - DAY_MS);
    await digest.sendCurrentWeek(new Date(friday));
    const next = await digest.sendCurrentWeek(new Date(friday + WEEK_MS));
    const carried = async (week: string) =>
      (
        await em
          .fork()
          .execute<{ article_ids: number[] }[]>(`SELECT article_ids FROM digest_issue WHERE week = ? AND language = 'en'`, [week])
      )[0]?.article_ids ?? [];
    expect(await carried(early.week)).toEqual([tuesday]);
    expect(await carried(next.week)).toEqual([thursday]);
  });

  it('leaves out of next week what this week’s issue had no room for', async () => {
    const category = (await createCategory(setup.testGraph.graph, { name: 'Busy week news' })).slug;
    // A Friday 09:00 (the digest hour) months ahead, clear of the other tests' weeks.
    const friday = Math.ceil((Date.now() + 150 * DAY_MS) / WEEK_MS) * WEEK_MS + DAY_MS + 9 * 3600_000;
    const { em } = setup.testGraph.graph.services();
    const publishedAt = async (title: string, at: number) => {
      const article = await createArticle(setup.testGraph.graph, { title, category });
      await em.fork().execute(`UPDATE article SET published_at = ? WHERE id = ?`, [new Date(at), article.id]);
      return article.id;
    };
    // A busy week: 21 stories, one more than an issue carries; Tuesday's is the one left out.
    const leftOut = await publishedAt('Tuesday’s least read story', friday - 3 * DAY_MS);
    for (let i = 1; i <= 20; i += 1) await publishedAt(`Wednesday story ${i}`, friday - 2 * DAY_MS + i * 60_000);
    const digest = new DigestService(em.fork(), setup.testGraph.config, { enqueue: async () => undefined });
    const thisWeek = await digest.sendCurrentWeek(new Date(friday));
    expect(thisWeek.articleCount).toBe(20);

    // Next week: one new story; the old one gets a few late readers.
    const fresh = await publishedAt('Next Thursday’s news', friday + 6 * DAY_MS);
    await em
      .fork()
      .execute(`INSERT INTO article_daily_views (article_id, day, views) VALUES (?, ?::date, 50)`, [
        leftOut,
        new Date(friday + 5 * DAY_MS).toISOString().slice(0, 10),
      ]);
    const next = await digest.sendCurrentWeek(new Date(friday + WEEK_MS));
    const [issue]: { subject: string; article_ids: number[] }[] = await em
      .fork()
      .execute(`SELECT subject, article_ids FROM digest_issue WHERE week = ? AND language = 'en'`, [next.week]);
    // "The week's stories": a story of the week before, already passed over once, does not lead it.
    expect(issue).toEqual({ subject: 'Savepoint weekly: Next Thursday’s news', article_ids: [fresh] });
  });

  it('previews this week for editors', async () => {
    const preview = await gql(`{ newsletterDigestPreview { week subject html text } }`, {}, true);
    expect(preview.data!.newsletterDigestPreview.week).toMatch(/^\d{4}-W\d{2}$/);
    expect(preview.data!.newsletterDigestPreview.text).toContain('The review everyone read');
  });

  it("tells editors how far this week's digest went, naming a hand-off a stopped worker left", async () => {
    const deliveries = async (week?: string) =>
      gql(
        `query($w: String) { newsletterDigestDeliveries(week: $w) {
           week editions { language subject sent waiting sending interrupted lastSentAt } } }`,
        { w: week },
        true,
      );
    const category = (await createCategory(setup.testGraph.graph, { name: 'Delivery news' })).slug;
    await createArticle(setup.testGraph.graph, { title: 'Delivered this week', category });
    const { em } = setup.testGraph.graph.services();
    const subscriber = async (email: string) =>
      (
        await em
          .fork()
          .execute<{ id: number }[]>(
            `INSERT INTO subscriber (email, status, confirmed_at) VALUES (?, 'confirmed', now()) RETURNING id`,
            [email],
          )
      )[0].id;
    await subscriber('delivered@example.com');
    const run = await gql(`mutation { sendNewsletterDigest { week } }`, {}, true);
    const { week } = run.data!.sendNewsletterDigest;
    await eventually(
      async () => smtp.messages.some((m) => (m.to as { text: string }).text === 'delivered@example.com') || undefined,
      'the digest to reach its subscriber',
    );
    // A worker killed while handing another subscriber's mail to SMTP: the claim stays `sending`.
    await em
      .fork()
      .execute(
        `INSERT INTO digest_delivery (subscriber_id, week, language, status, sending_at) VALUES (?, ?, 'en', 'sending', now() - interval '11 minutes')`,
        [await subscriber('cut-off@example.com'), week],
      );

    // Settled once the worker recorded what it handed over.
    const english = await eventually(async () => {
      const report = await deliveries(week);
      expect(report.errors).toBeUndefined();
      const [edition] = report.data!.newsletterDigestDeliveries.editions;
      return edition.waiting === 0 && edition.sending === 0 ? edition : undefined;
    }, 'the deliveries to be recorded');
    expect(english).toMatchObject({ language: 'en', subject: expect.stringMatching(/^Savepoint weekly: /), interrupted: 1 });
    expect(english.sent).toBeGreaterThanOrEqual(1);
    expect(Date.parse(english.lastSentAt)).toBeGreaterThan(Date.now() - 10 * 60_000);
    // A week nothing went out in: every edition, at zero.
    const quiet = await deliveries('2020-W01');
    expect(quiet.data!.newsletterDigestDeliveries.editions[0]).toMatchObject({ subject: null, sent: 0, interrupted: 0 });
    const bad = await deliveries('2026-48');
    expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'week' });
  });
});

describe('leaving and coming back', () => {
  const newsletterTotalToday = async (): Promise<number> => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await gql(
      `query($d: String) { insightsOverview(from: $d, to: $d) { newsletter { days { total } } } }`,
      { d: today },
      true,
    );
    return res.data!.insightsOverview.newsletter.days[0].total;
  };
  const confirmationTo = async (email: string, count: number) => {
    const mails = await eventuallyMails(email, count);
    return tokenOf(/https:\/\/savepoint\.example\/newsletter\/confirm\?token=[\w.-]+/.exec(mails.at(-1)!.text ?? '')![0]);
  };
  const eventuallyMails = async (email: string, count: number) => {
    return eventually(async () => {
      const mails = smtp.messages.filter((m) => (m.to as { text: string }).text === email);
      return mails.length >= count ? mails : undefined;
    }, `${count} mails to ${email}`);
  };

  it('a reader who unsubscribed, then subscribes and confirms again, counts as a subscriber again', async () => {
    const before = await newsletterTotalToday();
    await subscribe('rejoiner@example.com');
    expect((await confirm(await confirmationTo('rejoiner@example.com', 1))).errors).toBeUndefined();
    expect(await newsletterTotalToday()).toBe(before + 1);

    const [first] = await eventuallyMails('rejoiner@example.com', 1);
    const unsubscribeToken = tokenOf(headerUrl(first, 'List-Unsubscribe'));
    await gql(`mutation($t: String!) { unsubscribeNewsletter(token: $t) { message } }`, { t: unsubscribeToken });
    expect(await newsletterTotalToday()).toBe(before);

    await subscribe('rejoiner@example.com');
    expect((await confirm(await confirmationTo('rejoiner@example.com', 2))).errors).toBeUndefined();
    expect(await statusOf('rejoiner@example.com')).toBe('confirmed');
    // Confirmed, and getting the digest: the editors' insights count them again.
    expect(await newsletterTotalToday()).toBe(before + 1);
  });
});
