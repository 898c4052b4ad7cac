// The mail as a reader's mail client shows it, over real SMTP with the worker: the words of the
// mail's edition throughout, including the names editors gave things in that edition.
import { decode } from 'html-entities';
import { eventually } from '../../../../testing/eventually';
import { clientHeaders, createArticle, createCategory, signInMember } from '../../../../testing/graph';
import type { TestSmtp } from '../../../../testing/mail';
import { startGraphWithMail, type TestJobsSetup } from '../../../../testing/worker';

let smtp: TestSmtp;
let setup: TestJobsSetup;
beforeAll(async () => {
  ({ smtp, setup } = await startGraphWithMail());
  const made = await gql(
    `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
    { i: { language: 'de', name: 'Deutsch', searchConfig: 'german' } },
    true,
  );
  expect(made.errors).toBeUndefined();
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

const gql = (query: string, variables?: Record<string, unknown>, editor = false) =>
  setup.testGraph.query(query, variables, editor ? setup.testGraph.editorHeaders() : {});
const mailsTo = (address: string) => smtp.messages.filter((m) => (m.to as { text: string }).text === address);

describe("a German edition's digest", () => {
  it("names each article's category as the German edition names it, in the issue and in For you", async () => {
    const t = setup.testGraph;
    const category = await createCategory(t.graph, { name: 'Hardware News' });
    const named = await gql(
      `mutation($id: Int!) { setCategoryName(id: $id, language: "de", name: "Technik-Nachrichten") { id } }`,
      { id: category.id },
      true,
    );
    expect(named.errors).toBeUndefined();
    await createArticle(t.graph, { title: 'Grafikkarten im Test', category: category.slug, language: 'de' });

    // A member following the category, subscribed to the German edition only.
    const member = await signInMember(t, 'leser@example.com', 'Leser');
    await t.query(
      `mutation($c: [String!]!) { setMemberFollows(categories: $c) { categories { slug } } }`,
      { c: [category.slug] },
      member.headers,
    );
    const chosen = await t.query(
      `mutation { setMemberNewsletter(subscribed: true, editions: ["de"]) { newsletter } }`,
      {},
      member.headers,
    );
    expect(chosen.data!.setMemberNewsletter.newsletter).toBe('confirmed');

    const run = await gql(`mutation { sendNewsletterDigest { queued } }`, {}, true);
    expect(run.data!.sendNewsletterDigest.queued).toBe(1);
    await smtp.waitFor(1, 'the German digest');
    const [mail] = mailsTo('leser@example.com');
    expect(mail.subject).toBe('Savepoint Wochenrückblick: Grafikkarten im Test');
    expect(mail.text).toContain('Für dich');
    // Twice: once in For you, once in the issue; never the default edition's name.
    expect(mail.text!.match(/Grafikkarten im Test \(Technik-Nachrichten\)/g)).toHaveLength(2);
    expect(mail.text).not.toContain('Hardware News');
    expect(mail.html).toContain('Technik-Nachrichten');
    expect(mail.html).not.toContain('Hardware News');
  });

  it('previews in the inbox with words of its own, not the subject again', async () => {
    const [mail] = mailsTo('leser@example.com');
    // The hidden preheader is what inboxes show after the subject.
    const preheader = /<span style="display:none[^"]*">([^<]*)<\/span>/.exec(String(mail.html))![1];
    expect(decode(preheader)).toBe('Die Geschichten der Woche, die meistgelesenen zuerst.');
  });
});

describe('an edition a subscriber left', () => {
  it('is not mailed to them by a digest queued before they left it', async () => {
    const t = setup.testGraph;
    await createArticle(t.graph, { title: 'Patch day in English' });
    const email = 'beide@example.com';
    await gql(`mutation($e: String!) { subscribeNewsletter(email: $e, editions: ["de", "en"]) { message } }`, { e: email });
    const [confirmation] = await smtp.waitFor(smtp.messages.length + 1, 'the confirmation').then(() => mailsTo(email));
    const confirmToken = /newsletter\/confirm\?token=([\w.-]+)/.exec(confirmation.text ?? '')![1];
    expect(
      (await gql(`mutation($t: String!) { confirmNewsletter(token: $t) { message } }`, { t: confirmToken })).errors,
    ).toBeUndefined();
    const token = /newsletter\/unsubscribe\?token=([\w.-]+)/.exec(confirmation.text ?? '')![1];

    // The week's digests are queued (a large list takes a while to send)…
    const queue = setup.queues.queue('mail');
    await queue.pause();
    try {
      const run = await gql(`mutation { sendNewsletterDigest { week editions { language queued } } }`, {}, true);
      expect(run.data!.sendNewsletterDigest.editions).toEqual(
        expect.arrayContaining([
          { language: 'en', queued: 1 },
          { language: 'de', queued: 1 },
        ]),
      );
      // …when they keep the English edition only.
      const kept = await gql(`mutation($t: String!) { setNewsletterEditions(token: $t, editions: ["en"]) { editions } }`, {
        t: token,
      });
      expect(kept.data!.setNewsletterEditions.editions).toEqual(['en']);
    } finally {
      await queue.resume();
    }
    const week = (await gql(`{ newsletterDigestPreview { week } }`, {}, true)).data!.newsletterDigestPreview.week;
    const [{ id }] = await t.graph.services().em.execute(`SELECT id FROM subscriber WHERE email = ?`, [email]);
    for (const language of ['en', 'de']) {
      await eventually(
        async () => ((await queue.getJobState(`digest-${week}-${language}-${id}`)) === 'completed' ? true : undefined),
        `the ${language} digest job`,
      );
    }
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'Confirm your Savepoint newsletter subscription',
      'Savepoint weekly: Patch day in English',
    ]);
  });
});

describe('a sign-in link on digest day', () => {
  it('goes out ahead of the weekly digests waiting to be sent, before it expires', async () => {
    const t = setup.testGraph;
    const em = t.graph.services().em.fork();
    await em.execute(
      `INSERT INTO subscriber (email, status, confirmed_at)
       SELECT 'reader' || g || '@bulk.example', 'confirmed', now() FROM generate_series(1, 30) g`,
    );
    const queue = setup.queues.queue('mail');
    await queue.pause();
    const before = smtp.messages.length;
    try {
      // A big list's digests wait on the mail queue (MAIL_RATE_PER_SECOND a second)…
      const run = await gql(`mutation { sendNewsletterDigest { queued } }`, {}, true);
      expect(run.data!.sendNewsletterDigest.queued).toBe(30);
      // …when a member asks for a sign-in link, which works for 15 minutes.
      const asked = await t.query(
        `mutation { requestMemberLink(email: "hurry@example.com") { message } }`,
        {},
        clientHeaders(t, '10.0.0.9'),
      );
      expect(asked.errors).toBeUndefined();
    } finally {
      await queue.resume();
    }
    await eventually(async () => (mailsTo('hurry@example.com').length ? true : undefined), 'the sign-in link');
    const sentSince = smtp.messages.slice(before);
    const link = sentSince.findIndex((m) => (m.to as { text: string }).text === 'hurry@example.com');
    expect(sentSince[link].subject).toBe('Your Savepoint sign-in link');
    // Among the first handed out (a few may already be on their way), not after the 30 digests.
    expect(link).toBeLessThan(6);
    await smtp.waitFor(before + 31, 'the digests');
  });
});

describe('a sign-in link asked for from a German page', () => {
  it('is written in German and leads to the German sign-in page, which brings the reader back', async () => {
    const t = setup.testGraph;
    const asked = await t.query(
      `mutation { requestMemberLink(email: "anmeldung@example.com", returnTo: "/de/articles/patchtag#comments") { message } }`,
      {},
      clientHeaders(t, '10.0.0.10'),
    );
    expect(asked.errors).toBeUndefined();
    const [mail] = await eventually(
      async () => (mailsTo('anmeldung@example.com').length ? mailsTo('anmeldung@example.com') : undefined),
      'the German sign-in link',
    );
    expect(mail.subject).toBe('Dein Anmeldelink für Savepoint');
    expect(mail.html).toContain('<html lang="de">');
    const url = /https:\/\/savepoint\.example\/\S+/.exec(mail.text ?? '')![0];
    expect(new URL(url).pathname).toBe('/de/account/verify');
    const signedIn = await t.query(`mutation($t: String!) { verifyMemberLink(token: $t) { returnTo } }`, {
      t: new URL(url).searchParams.get('token'),
    });
    expect(signedIn.data!.verifyMemberLink.returnTo).toBe('/de/articles/patchtag#comments');
    // A path in no edition's prefix is the default edition's: the English mail it always was.
    await t.query(
      `mutation { requestMemberLink(email: "reader@example.com", returnTo: "/deals") { message } }`,
      {},
      clientHeaders(t, '10.0.0.11'),
    );
    const [english] = await eventually(
      async () => (mailsTo('reader@example.com').length ? mailsTo('reader@example.com') : undefined),
      'the English sign-in link',
    );
    expect(english.subject).toBe('Your Savepoint sign-in link');
    expect(english.text).toContain('https://savepoint.example/account/verify?token=');
  });
});

describe("a Japanese edition's digest", () => {
  it('stays under the size at which Gmail clips a message (and hides its unsubscribe link)', async () => {
    const t = setup.testGraph;
    const made = await gql(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
      { i: { language: 'ja', name: '日本語', searchConfig: 'simple' } },
      true,
    );
    expect(made.errors).toBeUndefined();
    const category = (await createCategory(t.graph, { name: 'Japan news' })).slug;
    // A full issue: 20 stories, each with an excerpt as long as one may be (1000 characters).
    for (let i = 1; i <= 20; i += 1) {
      await createArticle(t.graph, {
        title: `新作ゲームの発表 ${i}`,
        slug: `ja-story-${i}`,
        excerpt: 'ゲーム'.repeat(333) + '。',
        category,
        language: 'ja',
      });
    }
    const email = 'dokusha@example.jp';
    await gql(`mutation($e: String!) { subscribeNewsletter(email: $e, editions: ["ja"]) { message } }`, { e: email });
    await eventually(async () => (mailsTo(email).length ? true : undefined), 'the confirmation');
    await t.graph
      .services()
      .em.execute(`UPDATE subscriber SET status = 'confirmed', confirmed_at = now() WHERE email = ?`, [email]);

    const run = await gql(`mutation { sendNewsletterDigest { editions { language articleCount queued } } }`, {}, true);
    expect(run.data!.sendNewsletterDigest.editions).toContainEqual({ language: 'ja', articleCount: 20, queued: 1 });
    const digest = await eventually(
      async () => mailsTo(email).find((m) => m.subject?.startsWith('Savepoint 週刊')),
      'the digest',
    );
    expect(decode(String(digest.html))).toContain('配信停止');
    expect(Buffer.byteLength(String(digest.html))).toBeLessThan(102 * 1024);
  });
});
