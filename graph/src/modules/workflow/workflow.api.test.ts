// Review before publishing (issue 24) through graph, with the worker and a real SMTP server: a
// contributor submits, an editor asks for changes or approves (now or scheduled), every step is in
// the activity log and mails the people concerned; transitions the status does not allow are 409
// naming the status, and the capability table decides who may take each step.
import { DateTime } from 'luxon';
import { eventually } from '../../../../testing/eventually';
import { createCategory, type TestGraph } from '../../../../testing/graph';
import { startTestSmtp, type TestSmtp } from '../../../../testing/mail';
import { startGraphWithJobs, type TestJobsSetup } from '../../../../testing/worker';
import { UserRole } from '../user/user.entity';

let smtp: TestSmtp;
let setup: TestJobsSetup;
let t: TestGraph;
let category: string;
const ids = { contributor: 0, author: 0, editor: 0 };

beforeAll(async () => {
  smtp = await startTestSmtp();
  // A publication away from UTC: mail to staff writes times in its zone, as its pages do.
  setup = await startGraphWithJobs({
    smtpUrl: smtp.url,
    publicUrl: 'https://savepoint.example',
    publication: { timeZone: 'America/New_York', locale: 'en-US' },
  });
  t = setup.testGraph;
  await setup.startWorker();
  category = (await createCategory(t.graph)).slug;
  const users = t.graph.services().users;
  for (const role of [UserRole.contributor, UserRole.author, UserRole.editor] as const) {
    const user = await users.createUser({
      username: `wf-${role}`,
      password: 'long enough pass',
      role,
      displayName: `Wf ${role}`,
    });
    ids[role] = user.id;
    await t.graph.services().em.execute(`UPDATE app_user SET email = ? WHERE id = ?`, [`${role}@savepoint.example`, user.id]);
  }
});
afterAll(async () => {
  await setup?.close();
  await smtp?.close();
});

const as = (id: number) => t.editorHeaders(id);
const ARTICLE = `id title status scheduledFor`;
const submit = (id: number, headers: Record<string, string>, note?: string) =>
  t.query(`mutation($id: Int!, $note: String) { submitArticle(id: $id, note: $note) { ${ARTICLE} } }`, { id, note }, headers);
const approve = (id: number, input: Record<string, unknown>, headers: Record<string, string>) =>
  t.query(
    `mutation($id: Int!, $input: ApproveInput!) { approveArticle(id: $id, input: $input) { ${ARTICLE} } }`,
    { id, input },
    headers,
  );
const requestChanges = (id: number, note: string, headers: Record<string, string>) =>
  t.query(
    `mutation($id: Int!, $note: String!) { requestArticleChanges(id: $id, note: $note) { ${ARTICLE} } }`,
    { id, note },
    headers,
  );
const review = (id: number, headers: Record<string, string>) =>
  t.query(
    `query($id: Int!) { articleReview(articleId: $id) { events { kind actorName note } changesRequested lastReviewed { title } } }`,
    { id },
    headers,
  );

async function draftBy(userId: number, title: string): Promise<number> {
  const res = await t.query(
    `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title, content: '<p>First version.</p>', category, status: 'draft' } },
    as(userId),
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createArticle.id as number;
}

const mailsTo = (address: string) => smtp.messages.filter((m) => (m.to as { text: string }).text === address);
const waitForMail = async (address: string, subject: string) => {
  return eventually(async () => mailsTo(address).find((m) => m.subject === subject), `mail "${subject}" to ${address}`);
};

describe('a contributor’s draft through review', () => {
  let id: number;

  it('is submitted with a note: in review, locked for its writer, hidden from readers, editors mailed', async () => {
    id = await draftBy(ids.contributor, 'Review me');
    const res = await submit(id, as(ids.contributor), 'Ready, I think.');
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitArticle).toMatchObject({ status: 'in_review', scheduledFor: null });

    const mail = await waitForMail('editor@savepoint.example', 'Review requested: Review me');
    expect(mail.text).toContain('Wf contributor submitted this article for review.');
    expect(mail.text).toContain('Ready, I think.');
    expect(mail.text).toContain(`https://savepoint.example/?admin=edit&article=${id}`);
    // The plain-text part says what the HTML says, why it came included.
    for (const part of [mail.text, mail.html]) expect(part).toContain('You receive this because you are on the Savepoint staff.');
    expect(mailsTo('contributor@savepoint.example')).toHaveLength(0);

    const edit = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Sneaky" }) { id } }`,
      { id },
      as(ids.contributor),
    );
    expect(edit.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.query(`query($id: Int!) { article(id: $id) { id } }`, { id }, t.gatewayHeaders())).data!.article).toBeNull();
    const listed = await t.query(`{ articles(limit: 100) { articles { id } } }`, {}, t.gatewayHeaders());
    expect(listed.data!.articles.articles.map((a: { id: number }) => a.id)).not.toContain(id);
    const queue = await t.query(
      `{ adminArticles(filter: { status: in_review }) { articles { id status } } }`,
      {},
      as(ids.editor),
    );
    expect(queue.data!.adminArticles.articles).toEqual([{ id, status: 'in_review' }]);
  });

  it('cannot be approved or sent back by its contributor (403), nor submitted twice (409 naming the status)', async () => {
    expect((await approve(id, { publish: 'now' }, as(ids.contributor))).errors?.[0]).toMatchObject({
      message: 'Contributors may not do this (approveArticle).',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await requestChanges(id, 'x', as(ids.contributor))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await submit(id, as(ids.editor))).errors?.[0]).toMatchObject({
      message: 'Only drafts can be submitted for review; this article is in review.',
      extensions: { code: 'CONFLICT', field: 'status' },
    });
  });

  it('goes back to its writer as a draft with the editor’s note, which the writer sees and is mailed', async () => {
    expect((await requestChanges(id, '   ', as(ids.editor))).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'note',
    });
    const res = await requestChanges(id, 'Add a source for the release date.', as(ids.editor));
    expect(res.data!.requestArticleChanges.status).toBe('draft');
    const seen = await review(id, as(ids.contributor));
    expect(seen.data!.articleReview).toMatchObject({
      changesRequested: 'Add a source for the release date.',
      lastReviewed: { title: 'Review me' },
      events: [
        { kind: 'changes_requested', actorName: 'Wf editor', note: 'Add a source for the release date.' },
        { kind: 'submitted', actorName: 'Wf contributor', note: 'Ready, I think.' },
      ],
    });
    const mail = await waitForMail('contributor@savepoint.example', 'Changes requested: Review me');
    expect(mail.text).toContain('Add a source for the release date.');
  });

  it('is fixed, resubmitted and approved for a time: scheduled, logged, and its writer mailed', async () => {
    const fixed = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Review me, sourced" }) { id } }`,
      { id },
      as(ids.contributor),
    );
    expect(fixed.errors).toBeUndefined();
    expect((await submit(id, as(ids.contributor))).data!.submitArticle.status).toBe('in_review');
    expect((await review(id, as(ids.editor))).data!.articleReview.changesRequested).toBeNull();

    expect((await approve(id, { publish: 'schedule' }, as(ids.editor))).errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scheduledFor',
    });
    const at = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000);
    const res = await approve(id, { publish: 'schedule', scheduledFor: at.toISOString() }, as(ids.editor));
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveArticle).toMatchObject({ status: 'scheduled', scheduledFor: at.toISOString() });

    const mail = await waitForMail('contributor@savepoint.example', 'Approved: Review me, sourced');
    // The writer reads the time on the publication's clock, its zone named, not a UTC timestamp.
    const local = DateTime.fromJSDate(at).setZone('America/New_York');
    const words = `it is scheduled for ${local.toFormat('LLLL d, yyyy')} at ${local.toFormat('HH:mm')} ${local.toFormat('ZZZZ')}.`;
    expect(mail.text).toContain(words);
    expect(mail.html).toContain(words);
    const log = await t.query(`{ activity(limit: 10) { action actorName subjectId detail } }`, {}, t.editorHeaders());
    const steps = (log.data!.activity as { action: string; subjectId: number; detail: string | null; actorName: string }[])
      .filter((e) => e.subjectId === id)
      .map((e) => [e.action, e.actorName]);
    expect(steps).toEqual([
      ['articleScheduled', 'Wf editor'],
      ['articleApproved', 'Wf editor'],
      ['articleSubmitted', 'Wf contributor'],
      ['articleChangesRequested', 'Wf editor'],
      ['articleSubmitted', 'Wf contributor'],
    ]);
    expect((await approve(id, { publish: 'now' }, as(ids.editor))).errors?.[0]).toMatchObject({
      message: 'Only articles in review can be approved; this article is scheduled. Its writer submits it for review first.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('review rules', () => {
  it('approving a draft that was not submitted is 409 naming the status; in_review is set only by submitting', async () => {
    const id = await draftBy(ids.editor, 'Never submitted');
    expect((await approve(id, { publish: 'now' }, as(ids.editor))).errors?.[0]).toMatchObject({
      message: 'Only articles in review can be approved; this article is draft. Its writer submits it for review first.',
      extensions: { code: 'CONFLICT', field: 'status' },
    });
    const direct = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { status: in_review }) { id } }`,
      { id },
      as(ids.editor),
    );
    expect(direct.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
  });

  it('answers submittedAt while in review: the review queue orders by it, and an edit in review does not move it', async () => {
    const id = await draftBy(ids.editor, 'Queued by submission');
    const read = async () => {
      const res = await t.query(`query($id: Int!) { article(id: $id) { status submittedAt updatedAt } }`, { id }, as(ids.editor));
      expect(res.errors).toBeUndefined();
      return res.data!.article as { status: string; submittedAt: string | null; updatedAt: string };
    };
    expect((await read()).submittedAt).toBeNull();
    expect((await submit(id, as(ids.editor))).errors).toBeUndefined();
    // Submitted an hour ago (the review event's own time); then an editor's fix moves updatedAt only.
    await t.graph
      .services()
      .em.execute(`UPDATE article_review_event SET created_at = now() - interval '1 hour' WHERE article_id = ?`, [id]);
    const fixed = await t.query(
      `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Queued by submission, fixed" }) { id } }`,
      { id },
      as(ids.editor),
    );
    expect(fixed.errors).toBeUndefined();
    const inReview = await read();
    expect(inReview.status).toBe('in_review');
    expect(Date.parse(inReview.updatedAt) - Date.parse(inReview.submittedAt!)).toBeGreaterThan(50 * 60_000);
    const queue = await t.query(
      `{ adminArticles(filter: { status: in_review }, limit: 100) { articles { id submittedAt } } }`,
      {},
      as(ids.editor),
    );
    expect(queue.data!.adminArticles.articles).toContainEqual({ id, submittedAt: inReview.submittedAt });
    expect((await requestChanges(id, 'One more pass', as(ids.editor))).errors).toBeUndefined();
    expect((await read()).submittedAt).toBeNull();
  });

  it('approving now honours the embargo and leaves the article in review', async () => {
    const id = await draftBy(ids.contributor, 'Embargoed review');
    const embargo = new Date(Date.now() + 24 * 3600_000);
    await t.query(
      `mutation($id: Int!, $e: DateTimeISO) { updateArticle(id: $id, input: { embargoUntil: $e }) { id } }`,
      { id, e: embargo.toISOString() },
      as(ids.editor),
    );
    await submit(id, as(ids.contributor));
    const res = await approve(id, { publish: 'now' }, as(ids.editor));
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'EMBARGOED', field: 'status' });
    const after = await t.query(`query($id: Int!) { article(id: $id) { status } }`, { id }, as(ids.editor));
    expect(after.data!.article.status).toBe('in_review');
  });

  it('with "authors need review" on, authors submit instead of publishing; only admins change the setting', async () => {
    const set = (on: boolean, headers: Record<string, string>) =>
      t.query(
        `mutation($on: Boolean!) { updateNewsroomSettings(authorsNeedReview: $on) { authorsNeedReview } }`,
        { on },
        headers,
      );
    expect((await set(true, as(ids.editor))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await set(true, t.editorHeaders())).data!.updateNewsroomSettings.authorsNeedReview).toBe(true);
    try {
      const published = await t.query(
        `mutation($input: ArticleInput!) { createArticle(input: $input) { id } }`,
        { input: { title: 'Straight out', content: '<p>x</p>', category, status: 'published' } },
        as(ids.author),
      );
      expect(published.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(published.errors?.[0].message).toMatch(/authors need review/);
      // The dashboard offers a new article's author "Submit for review", not a Publish graph refuses.
      const me = await t.query(`{ me { role capabilities } }`, {}, as(ids.author));
      expect(me.data!.me.capabilities).toContain('submitArticle');
      expect(me.data!.me.capabilities).not.toContain('publishArticle');
      const editorMe = await t.query(`{ me { capabilities } }`, {}, as(ids.editor));
      expect(editorMe.data!.me.capabilities).toContain('publishArticle');
      const id = await draftBy(ids.author, 'Author draft');
      const direct = await t.query(
        `mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { id } }`,
        { id },
        as(ids.author),
      );
      expect(direct.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await submit(id, as(ids.author))).data!.submitArticle.status).toBe('in_review');
      expect((await approve(id, { publish: 'now' }, as(ids.author))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await approve(id, { publish: 'now' }, as(ids.editor))).data!.approveArticle.status).toBe('published');
    } finally {
      await set(false, t.editorHeaders());
    }
  });
});
