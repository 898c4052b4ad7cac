// The capability table, walked: every role × every staff operation against graph over HTTP. Each
// case states which roles may do it (written out here, not read from the table) and runs the real
// operation as a user of each role; a refusal must be FORBIDDEN, an allowed call must not be.
import { getMetadataStorage } from 'type-graphql';
import {
  createArticle,
  createCategory,
  signInMember,
  startTestGraph,
  type GraphQLResponse,
  type TestGraph,
} from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';
import { CAPABILITIES } from './capabilities';
import { type User, UserRole } from './user.entity';

let t: TestGraph;
let category: string;
const staff = {} as Record<UserRole, User>;
const ROLES = [UserRole.contributor, UserRole.author, UserRole.editor, UserRole.admin];
let sequence = 0;
const next = () => (sequence += 1);

beforeAll(async () => {
  t = await startTestGraph();
  category = (await createCategory(t.graph)).slug;
  for (const role of ROLES) {
    staff[role] = await t.graph
      .services()
      .users.createUser({ username: `${role}-user`, password: 'a long enough password', role });
  }
});
afterAll(async () => {
  await t?.close();
});

const C = UserRole.contributor;
const A = UserRole.author;
const E = UserRole.editor;
const ADM = UserRole.admin;

const draftBy = async (user: User) =>
  (await createArticle(t.graph, { category, status: ArticleStatus.draft, authorId: user.id })).id;
const draftByOther = async () =>
  (await createArticle(t.graph, { category, status: ArticleStatus.draft, authorId: t.admin.id })).id;
const publishedBy = async (user: User) => (await createArticle(t.graph, { category, authorId: user.id })).id;

type Case = { name: string; allowed: UserRole[]; run: (user: User, headers: Record<string, string>) => Promise<GraphQLResponse> };

const q =
  (document: string, variables: Record<string, unknown> = {}) =>
  (_user: User, headers: Record<string, string>) =>
    t.query(document, variables, headers);

const cases: Case[] = [
  { name: 'adminArticles', allowed: [C, A, E, ADM], run: q(`{ adminArticles { totalCount } }`) },
  { name: 'calendar', allowed: [C, A, E, ADM], run: q(`{ calendar(from: "2027-01-01", to: "2027-01-07") { date } }`) },
  {
    name: 'createArticle (draft)',
    allowed: [C, A, E, ADM],
    run: q(`mutation($c: String!) { createArticle(input: { title: "Draft", content: "<p>x</p>", category: $c }) { id } }`, {
      get c() {
        return category;
      },
    }),
  },
  {
    name: 'createArticle (published)',
    allowed: [A, E, ADM],
    run: q(
      `mutation($c: String!) { createArticle(input: { title: "Live", content: "<p>x</p>", category: $c, status: published }) { id } }`,
      {
        get c() {
          return category;
        },
      },
    ),
  },
  {
    name: 'createArticle (featured)',
    allowed: [E, ADM],
    run: q(
      `mutation($c: String!) { createArticle(input: { title: "Shiny", content: "<p>x</p>", category: $c, featured: true }) { id } }`,
      {
        get c() {
          return category;
        },
      },
    ),
  },
  {
    name: 'updateArticle (own draft)',
    allowed: [C, A, E, ADM],
    run: async (u, h) =>
      t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { title: "Edited" }) { id } }`, { id: await draftBy(u) }, h),
  },
  {
    name: "updateArticle (someone else's draft)",
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(
        `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Edited" }) { id } }`,
        { id: await draftByOther() },
        h,
      ),
  },
  {
    name: 'updateArticle (own published)',
    allowed: [A, E, ADM],
    run: async (u, h) =>
      t.query(
        `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Fixed typo" }) { id } }`,
        { id: await publishedBy(u) },
        h,
      ),
  },
  {
    name: 'publish own draft',
    allowed: [A, E, ADM],
    run: async (u, h) =>
      t.query(`mutation($id: Int!) { updateArticle(id: $id, input: { status: published }) { id } }`, { id: await draftBy(u) }, h),
  },
  {
    name: 'schedule own draft',
    allowed: [A, E, ADM],
    run: async (u, h) =>
      t.query(
        `mutation($id: Int!, $at: DateTimeISO!) { updateArticle(id: $id, input: { status: scheduled, scheduledFor: $at }) { id } }`,
        { id: await draftBy(u), at: new Date(Date.now() + 3_600_000).toISOString() },
        h,
      ),
  },
  {
    name: 'deleteArticle (own)',
    allowed: [A, E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: await draftBy(u) }, h),
  },
  {
    name: "deleteArticle (someone else's)",
    allowed: [E, ADM],
    run: async (_u, h) => t.query(`mutation($id: Int!) { deleteArticle(id: $id) }`, { id: await draftByOther() }, h),
  },
  {
    name: 'articleRevisions (own)',
    allowed: [C, A, E, ADM],
    run: async (u, h) => t.query(`query($id: Int!) { articleRevisions(articleId: $id) { id } }`, { id: await draftBy(u) }, h),
  },
  {
    name: "articleRevisions (someone else's)",
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(`query($id: Int!) { articleRevisions(articleId: $id) { id } }`, { id: await draftByOther() }, h),
  },
  {
    name: 'autosaveArticle (own)',
    allowed: [C, A, E, ADM],
    run: async (u, h) =>
      t.query(
        `mutation($id: Int!) { autosaveArticle(articleId: $id, input: { title: "T", content: "<p>autosaved</p>" }) { id } }`,
        { id: await draftBy(u) },
        h,
      ),
  },
  {
    name: 'restoreArticleRevision (own)',
    allowed: [C, A, E, ADM],
    run: async (u, h) => {
      const id = await draftBy(u);
      const [revision] = await t.graph.services().revisions.list(id);
      return t.query(
        `mutation($id: Int!, $r: Int!) { restoreArticleRevision(articleId: $id, revisionId: $r) { id } }`,
        { id, r: revision.id },
        h,
      );
    },
  },
  {
    name: 'createPreviewLink (own)',
    allowed: [C, A, E, ADM],
    run: async (u, h) =>
      t.query(`mutation($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id: await draftBy(u) }, h),
  },
  {
    name: "createPreviewLink (someone else's)",
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(`mutation($id: Int!) { createPreviewLink(articleId: $id) { url } }`, { id: await draftByOther() }, h),
  },
  {
    name: 'revokePreviewLinks (own)',
    allowed: [C, A, E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { revokePreviewLinks(articleId: $id) }`, { id: await draftBy(u) }, h),
  },
  {
    name: 'toggleFeatured',
    allowed: [E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { toggleFeatured(id: $id) { id } }`, { id: await publishedBy(u) }, h),
  },
  {
    name: 'setMasterFeatured',
    allowed: [E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { setMasterFeatured(id: $id) { id } }`, { id: await publishedBy(u) }, h),
  },
  {
    name: 'removeMasterFeatured',
    allowed: [E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { removeMasterFeatured(id: $id) { id } }`, { id: await publishedBy(u) }, h),
  },
  {
    name: 'setMainFeatured',
    allowed: [E, ADM],
    run: async (u, h) =>
      t.query(`mutation($id: Int!) { setMainFeatured(id: $id, route: homepage) { id } }`, { id: await publishedBy(u) }, h),
  },
  {
    name: 'removeMainFeatured',
    allowed: [E, ADM],
    run: async (u, h) => t.query(`mutation($id: Int!) { removeMainFeatured(id: $id) { id } }`, { id: await publishedBy(u) }, h),
  },
  { name: 'mainFeaturedAssignments', allowed: [E, ADM], run: q(`{ mainFeaturedAssignments { route } }`) },
  // The audience back office (issue 13) is the editors' like the publication's structure.
  { name: 'newsletterSubscribers', allowed: [E, ADM], run: q(`{ newsletterSubscribers { totalCount } }`) },
  { name: 'newsletterSubscribersCsv', allowed: [E, ADM], run: q(`{ newsletterSubscribersCsv }`) },
  { name: 'mailbox', allowed: [E, ADM], run: q(`{ mailbox { totalCount } }`) },
  { name: 'webhooks', allowed: [E, ADM], run: q(`{ webhooks { __typename } }`) },
  { name: 'webhookDeliveries', allowed: [E, ADM], run: q(`{ webhookDeliveries { __typename } }`) },
  // Purging the whole edge is the admin's (issue 25); without CDN_PURGE the answer names the setting.
  { name: 'purgeEdgeCache', allowed: [ADM], run: q(`mutation { purgeEdgeCache { cache } }`) },
  {
    name: 'createCategory',
    allowed: [E, ADM],
    run: (_u, h) => t.query(`mutation($n: String!) { createCategory(input: { name: $n }) { id } }`, { n: `Cat ${next()}` }, h),
  },
  {
    name: 'updateCategory',
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(
        `mutation($id: Int!) { updateCategory(id: $id, input: { description: "d" }) { id } }`,
        { id: (await createCategory(t.graph)).id },
        h,
      ),
  },
  {
    name: 'deleteCategory',
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(`mutation($id: Int!) { deleteCategory(id: $id) }`, { id: (await createCategory(t.graph)).id }, h),
  },
  {
    name: 'createTag',
    allowed: [E, ADM],
    run: (_u, h) => t.query(`mutation($n: String!) { createTag(input: { name: $n }) { id } }`, { n: `Tag ${next()}` }, h),
  },
  {
    name: 'updateTag',
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(
        `mutation($id: Int!) { updateTag(id: $id, input: { description: "d" }) { id } }`,
        { id: (await t.graph.services().tags.create({ name: `Tag ${next()}` })).id },
        h,
      ),
  },
  {
    name: 'deleteTag',
    allowed: [E, ADM],
    run: async (_u, h) =>
      t.query(
        `mutation($id: Int!) { deleteTag(id: $id) }`,
        { id: (await t.graph.services().tags.create({ name: `Tag ${next()}` })).id },
        h,
      ),
  },
  { name: 'createApiToken', allowed: [A, E, ADM], run: q(`mutation { createApiToken(name: "integration") { id } }`) },
  { name: 'apiTokens', allowed: [C, A, E, ADM], run: q(`{ apiTokens { id } }`) },
  // Nobody's token has this id: allowed roles get NOT_FOUND, never FORBIDDEN.
  { name: 'revokeApiToken', allowed: [C, A, E, ADM], run: q(`mutation { revokeApiToken(id: 987654) }`) },
  {
    name: 'changePassword',
    allowed: [C, A, E, ADM],
    run: q(`mutation { changePassword(currentPassword: "not it", newPassword: "another long password") }`),
  },
  { name: 'users', allowed: [ADM], run: q(`{ users { id } }`) },
  { name: 'activity', allowed: [ADM], run: q(`{ activity { id } }`) },
  {
    name: 'createUser',
    allowed: [ADM],
    run: (_u, h) =>
      t.query(
        `mutation($n: String!) { createUser(input: { username: $n, password: "a long enough password", role: author }) { id } }`,
        { n: `writer${next()}` },
        h,
      ),
  },
  {
    name: 'updateUser',
    allowed: [ADM],
    run: async (_u, h) => {
      const user = await t.graph
        .services()
        .users.createUser({ username: `temp${next()}`, password: 'a long enough password', role: UserRole.contributor });
      return t.query(`mutation($id: Int!) { updateUser(id: $id, input: { role: author }) { id } }`, { id: user.id }, h);
    },
  },
  // Comment moderation (issue 23).
  { name: 'moderationComments', allowed: [E, ADM], run: q(`{ moderationComments(status: "pending") { totalCount } }`) },
  { name: 'moderateComments', allowed: [E, ADM], run: q(`mutation { moderateComments(ids: [999999], status: "hidden") }`) },
  {
    name: 'banMember',
    allowed: [E, ADM],
    run: async (_u, h) => {
      const { memberId } = await signInMember(t, `banned${next()}@example.com`);
      return t.query(`mutation($id: Int!) { banMember(memberId: $id) { message } }`, { id: memberId }, h);
    },
  },
  {
    name: 'unbanMember',
    allowed: [E, ADM],
    run: async (_u, h) => {
      const { memberId } = await signInMember(t, `unbanned${next()}@example.com`);
      return t.query(`mutation($id: Int!) { unbanMember(memberId: $id) { message } }`, { id: memberId }, h);
    },
  },
  { name: 'commentSettings', allowed: [E, ADM], run: q(`{ commentSettings { holdFirstComments } }`) },
  {
    name: 'updateCommentSettings',
    allowed: [E, ADM],
    run: q(`mutation { updateCommentSettings(blockedWords: [], holdFirstComments: false) { holdFirstComments } }`),
  },
  {
    name: 'setArticleCommentMode',
    allowed: [E, ADM],
    run: async (user, h) =>
      t.query(`mutation($id: Int!) { setArticleCommentMode(articleId: $id, mode: "on") }`, { id: await publishedBy(user) }, h),
  },
  {
    name: 'deleteUser',
    allowed: [ADM],
    run: async (_u, h) => {
      const user = await t.graph
        .services()
        .users.createUser({ username: `temp${next()}`, password: 'a long enough password', role: UserRole.contributor });
      return t.query(`mutation($id: Int!) { deleteUser(id: $id) }`, { id: user.id }, h);
    },
  },
];

const codes = (res: GraphQLResponse) => (res.errors ?? []).map((e) => e.extensions?.code);

describe.each(cases)('$name', ({ allowed, run }) => {
  it.each(ROLES)('as %s', async (role) => {
    const user = staff[role];
    const res = await run(user, t.editorHeaders(user.id));
    if (allowed.includes(role)) {
      expect(codes(res)).not.toContain('FORBIDDEN');
      expect(codes(res)).not.toContain('UNAUTHENTICATED');
    } else {
      expect(codes(res)).toEqual(['FORBIDDEN']);
    }
  });
});

// Issue 23: a member session is a reader's, never staff. Every staff operation above, run with the
// headers the gateway sends for a member cookie, is refused and changes nothing it reports back.
describe('a member session is refused every staff operation', () => {
  let member: Record<string, string>;
  beforeAll(async () => {
    member = (await signInMember(t, 'walker@example.com', 'Walker')).headers;
    expect((await t.query(`{ memberMe { displayName } }`, {}, member)).data!.memberMe.displayName).toBe('Walker');
  });
  it.each(cases)('$name', async ({ run }) => {
    const res = await run(staff.admin, member);
    expect(codes(res).length).toBeGreaterThan(0);
    expect(codes(res).filter((c) => c !== 'UNAUTHENTICATED' && c !== 'FORBIDDEN')).toEqual([]);
  });
});

it('readers get UNAUTHENTICATED for every staff operation', async () => {
  const res = await t.query(`{ users { id } }`);
  expect(codes(res)).toEqual(['UNAUTHENTICATED']);
  const create = await t.query(
    `mutation($c: String!) { createArticle(input: { title: "x", content: "<p>x</p>", category: $c }) { id } }`,
    { c: category },
  );
  expect(codes(create)).toEqual(['UNAUTHENTICATED']);
});

it('a contributor cannot change their own draft once it is published', async () => {
  const id = await publishedBy(staff.contributor);
  const res = await t.query(
    `mutation($id: Int!) { updateArticle(id: $id, input: { title: "Sneaky" }) { id } }`,
    { id },
    t.editorHeaders(staff.contributor.id),
  );
  expect(codes(res)).toEqual(['FORBIDDEN']);
});

it('every @Authorized operation of the schema has a row in the table', () => {
  const storage = getMetadataStorage();
  const operations = [...storage.queries, ...storage.mutations];
  // @Authorized marks a method; the table is keyed by the operation's name in the schema, which a
  // shared resolver (modules/taxonomy) gives per kind: createCategory and createTag from one `create`.
  const schemaNames = (f: { target: object; fieldName: string }) => {
    const named = operations.filter((o) => o.target === f.target && o.methodName === f.fieldName).map((o) => o.schemaName);
    return named.length > 0 ? named : [f.fieldName];
  };
  const guarded = storage.authorizedFields.flatMap(schemaNames).filter((name, i, all) => all.indexOf(name) === i);
  expect(guarded.filter((name) => !(name in CAPABILITIES))).toEqual([]);
});

it('each role sees its own capabilities on `me`', async () => {
  const contributor = await t.query(`{ me { role capabilities } }`, {}, t.editorHeaders(staff.contributor.id));
  expect(contributor.data!.me.role).toBe('contributor');
  expect(contributor.data!.me.capabilities).toContain('createArticle');
  expect(contributor.data!.me.capabilities).not.toContain('publishArticle');
  const admin = await t.query(`{ me { capabilities } }`, {}, t.editorHeaders(staff.admin.id));
  expect(admin.data!.me.capabilities).toEqual(expect.arrayContaining(['users', 'publishArticle', 'deleteArticle']));
});

it("tells each role what it may do with an article, by the mutations' own rule", async () => {
  const ask = async (id: number, user: User | null) => {
    const res = await t.query(
      `query($id: Int!) { article(id: $id) { viewerCanUpdate viewerCanPublish viewerCanDelete } }`,
      { id },
      user ? t.editorHeaders(user.id) : {},
    );
    expect(res.errors).toBeUndefined();
    const a = res.data!.article;
    return [a.viewerCanUpdate, a.viewerCanPublish, a.viewerCanDelete];
  };
  const contributorsDraft = await draftBy(staff.contributor);
  const othersDraft = await draftByOther();
  const authorsPublished = await publishedBy(staff.author);
  const contributorsPublished = await publishedBy(staff.contributor);

  expect(await ask(contributorsDraft, staff.contributor)).toEqual([true, false, false]);
  expect(await ask(othersDraft, staff.contributor)).toEqual([false, false, false]);
  expect(await ask(contributorsPublished, staff.contributor)).toEqual([false, false, false]);
  expect(await ask(authorsPublished, staff.author)).toEqual([true, true, true]);
  expect(await ask(othersDraft, staff.author)).toEqual([false, false, false]);
  expect(await ask(othersDraft, staff.editor)).toEqual([true, true, true]);
  expect(await ask(contributorsDraft, staff.admin)).toEqual([true, true, true]);
  // A reader reading a published article may do nothing with it.
  expect(await ask(authorsPublished, null)).toEqual([false, false, false]);
});
