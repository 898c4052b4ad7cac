// Subscribers choose their editions and get the weekly digest in each edition's language with that
// edition's articles only (issue 46 item 7), over real SMTP with the worker; members choose theirs
// on the account, and their follows bring their editions' articles only.
import { createArticle, createCategory, signInMember } from '../../../../testing/graph';
import { eventually } from '../../../../testing/eventually';
import { headerUrl, type TestSmtp } from '../../../../testing/mail';
import { startGraphWithMail, type TestJobsSetup } from '../../../../testing/worker';
import { EDITIONS_SAVED_MESSAGE } from './newsletter.service';

let smtp: TestSmtp;
let setup: TestJobsSetup;

beforeAll(async () => {
  ({ smtp, setup } = await startGraphWithMail());
  for (const [language, name, searchConfig] of [
    ['de', 'Deutsch', 'german'],
    ['ja', '日本語', 'simple'],
  ]) {
    const res = await gql(
      `mutation($i: EditionInput!) { createEdition(input: $i) { language } }`,
      { i: { language, name, searchConfig } },
      true,
    );
    expect(res.errors).toBeUndefined();
  }
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

const gql = (query: string, variables?: Record<string, unknown>, editor = false) =>
  setup.testGraph.query(query, variables, editor ? setup.testGraph.editorHeaders() : {});
const subscribe = (email: string, editions?: string[]) =>
  gql(`mutation($e: String!, $ed: [String!]) { subscribeNewsletter(email: $e, editions: $ed) { message } }`, {
    e: email,
    ed: editions,
  });
const mailsTo = (address: string) => smtp.messages.filter((m) => (m.to as { text: string }).text === address);

describe('choosing editions', () => {
  it('refuses an unknown language or no edition with a 400 naming `editions`', async () => {
    for (const editions of [['de', 'xx'], [], ['not a tag!']]) {
      const refused = await subscribe('nobody@example.com', editions);
      expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'editions' });
    }
    const preview = await gql(`{ newsletterDigestPreview(language: "xx") { week } }`, {}, true);
    expect(preview.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'language' });
  });

  it('confirms with the chosen editions; without a choice, the default edition', async () => {
    await subscribe('both@example.com', ['DE', 'en']);
    await subscribe('english@example.com');
    const confirmations = await smtp.waitFor(2, 'two confirmation mails');
    for (const mail of confirmations) {
      const token = /newsletter\/confirm\?token=([\w.-]+)/.exec(mail.text ?? '')![1];
      expect(
        (await gql(`mutation($t: String!) { confirmNewsletter(token: $t) { message } }`, { t: token })).errors,
      ).toBeUndefined();
    }
    // A confirmed address is not changed by anyone typing it into the form again.
    await subscribe('english@example.com', ['ja']);
    const rows = await setup.testGraph.graph.services().em.execute(
      `SELECT s.email, array_agg(e.language ORDER BY e.language) AS editions FROM subscriber s
       JOIN subscriber_edition e ON e.subscriber_id = s.id GROUP BY s.email ORDER BY s.email`,
    );
    expect(rows).toEqual([
      { email: 'both@example.com', editions: ['de', 'en'] },
      { email: 'english@example.com', editions: ['en'] },
    ]);
  });

  it('asks for confirmation in the language of the edition subscribed from, linking to its pages', async () => {
    // Not confirmed here: a pending address gets no digest.
    await subscribe('japanese@example.com', ['ja']);
    const [mail] = await eventually(
      async () => (mailsTo('japanese@example.com').length ? mailsTo('japanese@example.com') : undefined),
      'the Japanese confirmation',
    );
    expect(mail.subject).toBe('Savepoint ニュースレターの購読を確認してください');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain('購読を確認する');
    expect(mail.text).toMatch(/https:\/\/savepoint\.example\/ja\/newsletter\/confirm\?token=[\w.-]+/);
    expect(mail.text).toContain('配信停止: https://savepoint.example/ja/newsletter/unsubscribe?token=');
    // Of several editions, the default one's language; the English mail is the one it always was.
    const [both] = mailsTo('both@example.com');
    expect(both.subject).toBe('Confirm your Savepoint newsletter subscription');
    expect(both.text).toContain('https://savepoint.example/newsletter/confirm?token=');
  });
});

describe('the weekly digest per edition', () => {
  it("goes out in each edition's language with its own articles, once per subscriber, week and edition", async () => {
    const category = (await createCategory(setup.testGraph.graph, { name: 'News' })).slug;
    await createArticle(setup.testGraph.graph, { title: 'Patch day in English', category });
    const german = await createArticle(setup.testGraph.graph, { title: 'Patchtag auf Deutsch', category, language: 'de' });

    const before = smtp.messages.length;
    const run = await gql(
      `mutation { sendNewsletterDigest { articleCount queued editions { language articleCount queued } } }`,
      {},
      true,
    );
    expect(run.data!.sendNewsletterDigest).toEqual({
      articleCount: 2,
      queued: 3,
      editions: [
        { language: 'en', articleCount: 1, queued: 2 },
        { language: 'de', articleCount: 1, queued: 1 },
        { language: 'ja', articleCount: 0, queued: 0 },
      ],
    });
    await smtp.waitFor(before + 3, 'three digests');

    const [germanMail] = mailsTo('both@example.com').filter((m) => m.subject?.startsWith('Savepoint Wochenrückblick'));
    expect(germanMail.subject).toBe('Savepoint Wochenrückblick: Patchtag auf Deutsch');
    expect(germanMail.text).toContain('Diese Woche bei Savepoint');
    expect(germanMail.text).toContain(`https://savepoint.example/de/articles/${german.slug}`);
    // The unsubscribe page in German too: under the edition's prefix.
    expect(germanMail.text).toContain('Abbestellen: https://savepoint.example/de/newsletter/unsubscribe?token=');
    expect(germanMail.text).not.toContain('Patch day in English');
    expect(germanMail.html).toContain('<html lang="de">');

    for (const address of ['both@example.com', 'english@example.com']) {
      const english = mailsTo(address).filter((m) => m.subject?.startsWith('Savepoint weekly'));
      expect(english.map((m) => m.subject)).toEqual(['Savepoint weekly: Patch day in English']);
      expect(english[0].text).not.toContain('Patchtag');
    }
    expect(mailsTo('english@example.com').some((m) => m.subject?.includes('Wochenrückblick'))).toBe(false);

    const again = await gql(`mutation { sendNewsletterDigest { queued } }`, {}, true);
    expect(again.data!.sendNewsletterDigest.queued).toBe(0);
    const preview = await gql(`{ newsletterDigestPreview(language: "de") { language subject } }`, {}, true);
    expect(preview.data!.newsletterDigestPreview).toEqual({
      language: 'de',
      subject: 'Savepoint Wochenrückblick: Patchtag auf Deutsch',
    });
  });

  it("lets a subscriber change their editions from any mail's link", async () => {
    const [mail] = mailsTo('english@example.com').filter((m) => m.subject?.startsWith('Savepoint weekly'));
    const token = new URL(headerUrl(mail, 'List-Unsubscribe')).searchParams.get('token')!;
    const set = (editions: string[] | null) =>
      gql(`mutation($t: String!, $e: [String!]) { setNewsletterEditions(token: $t, editions: $e) { message editions } }`, {
        t: token,
        e: editions,
      });
    expect((await set(null)).data!.setNewsletterEditions.editions).toEqual(['en']);
    expect((await set(['ja', 'de'])).data!.setNewsletterEditions).toEqual({
      message: EDITIONS_SAVED_MESSAGE,
      editions: ['de', 'ja'],
    });
    expect((await set(['klingon'])).errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'editions' });
    const forged = await gql(`mutation { setNewsletterEditions(token: "forged", editions: ["de"]) { editions } }`);
    expect(forged.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });
});

describe("a member's editions", () => {
  it('are chosen on the account; follows bring articles of those editions only', async () => {
    const t = setup.testGraph;
    const category = await createCategory(t.graph, { name: 'Hardware' });
    const english = await createArticle(t.graph, { title: 'A GPU review', category: category.slug });
    const german = await createArticle(t.graph, { title: 'Ein GPU-Test', category: category.slug, language: 'de' });
    const member = await signInMember(t, 'reader@example.com', 'Reader');
    await t.query(
      `mutation($c: [String!]!) { setMemberFollows(categories: $c) { categories { slug } } }`,
      { c: [category.slug] },
      member.headers,
    );
    const feed = async () =>
      (await t.query(`{ memberFeed { id } }`, {}, member.headers)).data!.memberFeed.map((a: { id: number }) => a.id);

    // The default edition until they choose.
    expect(await feed()).toEqual([english.id]);
    const refused = await t.query(
      `mutation { setMemberNewsletter(subscribed: true, editions: ["xx"]) { editions } }`,
      {},
      member.headers,
    );
    expect(refused.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'editions' });
    const chosen = await t.query(
      `mutation { setMemberNewsletter(subscribed: true, editions: ["de"]) { newsletter editions } }`,
      {},
      member.headers,
    );
    expect(chosen.data!.setMemberNewsletter).toEqual({ newsletter: 'confirmed', editions: ['de'] });
    expect(await feed()).toEqual([german.id]);
  });

  it('are in the account export, with the newsletter choice they belong to', async () => {
    const t = setup.testGraph;
    const member = await signInMember(t, 'exporter@example.com', 'Exporter');
    const chosen = await t.query(
      `mutation { setMemberNewsletter(subscribed: true, editions: ["de", "ja"]) { editions } }`,
      {},
      member.headers,
    );
    expect(chosen.data!.setMemberNewsletter.editions).toEqual(['de', 'ja']);
    const exported = JSON.parse((await t.query(`{ memberExport }`, {}, member.headers)).data!.memberExport);
    expect(exported.newsletter).toMatchObject({ status: 'confirmed', editions: ['de', 'ja'] });
  });
});
