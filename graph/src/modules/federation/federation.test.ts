// The publication on the social web against a second ActivityPub server built with Fedify
// (testing/activitypub-server.ts), over real HTTP through the gateway, with graph, the worker,
// PostgreSQL and Redis: one product start for the whole file, the tests in the order a follower
// lives them (follow, read, reply and like, see corrections and removals, get refused, get blocked).
import type { Actor } from '@fedify/fedify';
import { startFediverseServer, type FediverseTestServer } from '../../../../testing/activitypub-server';
import { eventually } from '../../../../testing/eventually';
import { createArticle, startTestStack, type TestStack } from '../../../../testing/gateway';
import { ArticleStatus, type Article } from '../article/article.entity';
import { CorrectionKind } from '../live/live.entity';
import { User } from '../user/user.entity';

const { freePort } = require('../../../../scripts/processes.cjs') as { freePort: () => Promise<number> };

const AP = { accept: 'application/activity+json' };

let stack: TestStack;
let remote: FediverseTestServer;
let publication: Actor;
let origin: string;
let article: Article;
let noteId: URL;

const graphQuery = <T = any>(query: string, variables?: Record<string, unknown>) =>
  stack.graph.query<T>(query, variables, stack.graph.editorHeaders());

const articleObjectUri = (id: number) => new URL(`/ap/articles/${id}`, origin);

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  stack = await startTestStack({
    worker: true,
    graph: { publicUrl: origin },
    gatewayEnv: { PORT: String(port), PUBLIC_URL: origin },
  });
  remote = await startFediverseServer();
}, 60_000);

afterAll(async () => {
  await remote?.close();
  await stack?.close();
});

describe('a follower on another server', () => {
  it('finds the publication by WebFinger, follows it and receives Accept', async () => {
    publication = await remote.lookup(`@savepoint@127.0.0.1:${new URL(origin).port}`);
    expect(publication.id?.href).toBe(`${origin}/ap/actors/savepoint`);
    expect(publication.preferredUsername?.toString()).toBe('savepoint');
    expect(publication.name?.toString()).toBe('Savepoint');

    const followId = await remote.follow(publication);
    const accept = await remote.waitFor('Accept');
    expect(accept.signed).toBe(true);
    expect(accept.json.actor).toBe(publication.id?.href);
    expect(accept.json.object.id ?? accept.json.object).toBe(followId.href);

    // The count is public; the list is not.
    const followers = await stack.client().get(`/ap/actors/savepoint/followers`, { headers: AP });
    expect(followers.status).toBe(200);
    expect(followers.headers.get('cache-control')).toBe('no-store');
    const collection = JSON.parse(followers.text);
    expect(collection.totalItems).toBe(1);
    expect(JSON.stringify(collection)).not.toContain(remote.actorUri.href);

    const staff = await graphQuery(`{ socialWebFollowers { totalCount followers { handle status } } }`);
    expect(staff.data?.socialWebFollowers).toEqual({
      totalCount: 1,
      followers: [{ handle: `@alice@${new URL(remote.origin).host}`, status: 'accepted' }],
    });
  });

  it("receives an Update of the publication's actor when staff change its profile", async () => {
    try {
      const changed = await graphQuery(
        `mutation { updateSocialWebProfile(input: { displayName: "Savepoint Weekly", summary: "Reviews on Fridays." }) { displayName } }`,
      );
      expect(changed.errors).toBeUndefined();
      const update = await remote.waitFor('Update', (a) => (a.json.object?.id ?? a.json.object) === publication.id?.href);
      expect(update.signed).toBe(true);
      expect(update.json.actor).toBe(publication.id?.href);
      expect(update.json.object).toMatchObject({
        type: 'Organization',
        name: 'Savepoint Weekly',
        summary: 'Reviews on Fridays.',
      });
    } finally {
      await graphQuery(`mutation { updateSocialWebProfile(input: { displayName: "Savepoint" }) { displayName } }`);
    }
  });

  it('receives a signed Create within 2 s of a publish, and nothing of a draft', async () => {
    const draft = await createArticle(stack.graph.graph, { title: 'A draft nobody sees', status: ArticleStatus.draft });
    const publishedAt = Date.now();
    article = await createArticle(stack.graph.graph, {
      title: 'Starfall Review',
      excerpt: 'A space opera that earns its ending.',
      tags: ['Space Opera'],
    });
    const create = await remote.waitFor('Create', (a) => a.json.object?.id === articleObjectUri(article.id).href, 5_000);
    expect(create.at - publishedAt).toBeLessThan(2_000);
    expect(create.signed).toBe(true);
    const object = create.json.object;
    expect(object).toMatchObject({
      type: 'Article',
      name: 'Starfall Review',
      summary: 'A space opera that earns its ending.',
      url: `${origin}/articles/${article.slug}`,
      attributedTo: `${origin}/ap/actors/savepoint`,
    });
    expect(object.contentMap.en).toContain(`${origin}/articles/${article.slug}`);
    expect(JSON.stringify(object.tag)).toContain('#Space Opera');
    expect(remote.received.some((a) => JSON.stringify(a.json).includes(String(draft.slug)))).toBe(false);
  });

  it('replies, which land in the moderation queue as @user@instance, and likes, which Insights count', async () => {
    noteId = await remote.reply(
      publication,
      articleObjectUri(article.id),
      '<p><a href="x">@savepoint</a> Loved <b>this</b> review!</p>',
    );
    const queue = await graphQuery(
      `{ moderationComments(status: "pending") { comments { body heldReason author { displayName } article { id } } } }`,
    );
    expect(queue.data?.moderationComments.comments).toEqual([
      {
        body: 'Loved this review!',
        heldReason: 'first reply from the social web',
        author: { displayName: `@alice@${new URL(remote.origin).host}` },
        article: { id: article.id },
      },
    ]);

    const likes = async () =>
      (await graphQuery(`query($id: Int!) { articleInsights(articleId: $id) { socialLikes socialBoosts } }`, { id: article.id }))
        .data?.articleInsights;
    expect(await likes()).toEqual({ socialLikes: 0, socialBoosts: 0 });
    await remote.like(publication, articleObjectUri(article.id));
    expect(await likes()).toEqual({ socialLikes: 1, socialBoosts: 0 });
  });

  it('keeps followers-only and direct replies off the site: only a public reply becomes a comment', async () => {
    const remoteComments = async () => {
      const rows: { note_uri: string }[] = await stack.graph.graph
        .services()
        .em.execute(`SELECT note_uri FROM federation_remote_comment ORDER BY comment_id`);
      return rows.map((r) => r.note_uri);
    };
    const before = await remoteComments();
    const privateNote = await remote.reply(
      publication,
      articleObjectUri(article.id),
      '<p>@savepoint Just between us: the score is off.</p>',
      'direct',
    );
    const followersNote = await remote.reply(
      publication,
      articleObjectUri(article.id),
      '<p>@savepoint For my followers only.</p>',
      'followers',
    );
    expect(await remoteComments()).toEqual(before);
    const comments: { n: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM comment WHERE body LIKE '%between us%' OR body LIKE '%followers only%'`);
    expect(comments[0].n).toBe(0);
    expect(await remoteComments()).not.toEqual(expect.arrayContaining([privateNote.href]));
    expect(await remoteComments()).not.toEqual(expect.arrayContaining([followersNote.href]));
  });

  it('receives Update on a correction and Delete on unpublish', async () => {
    const services = stack.graph.graph.services();
    const editor = await services.em.findOneOrFail(User, { id: stack.graph.admin.id });
    await services.live.addCorrection(article.id, { kind: CorrectionKind.correction, note: 'The score was misprinted.' }, editor);
    const update = await remote.waitFor('Update', (a) => a.json.object?.id === articleObjectUri(article.id).href);
    expect(update.signed).toBe(true);

    await stack.graph.graph.services().articles.update(article.id, { status: ArticleStatus.draft }, editor);
    const deletion = await remote.waitFor(
      'Delete',
      (a) => (a.json.object?.id ?? a.json.object) === articleObjectUri(article.id).href,
    );
    expect(deletion.signed).toBe(true);
    // The object is gone from the public site, and from the ActivityPub one.
    expect((await stack.client().get(`/ap/articles/${article.id}`, { headers: AP })).status).toBe(404);
  });

  it('deletes its reply, which removes the comment', async () => {
    // Published again so the reply's article is public (a comment needs a published article).
    const services = stack.graph.graph.services();
    const editor = await services.em.findOneOrFail(User, { id: stack.graph.admin.id });
    await services.articles.update(article.id, { status: ArticleStatus.published }, editor);
    await remote.deleteNote(publication, noteId);
    const rows: { deleted_at: Date | null }[] = await services.em.execute(
      `SELECT c.deleted_at FROM comment c JOIN federation_remote_comment r ON r.comment_id = c.id WHERE r.note_uri = ?`,
      [noteId.href],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].deleted_at).not.toBeNull();
  });

  it('receives the article published again as a new object, which Mastodon would not refuse', async () => {
    // Mastodon keeps a tombstone for the id a Delete named and refuses a Create of it for good.
    const deleted = articleObjectUri(article.id).href;
    const again = await remote.waitFor('Create', (a) => a.json.object?.id?.startsWith(`${deleted}-`));
    expect(again.json.object.id).toBe(`${deleted}-1`);
    expect(again.json.object.name).toBe(article.title);
    expect((await stack.client().get(new URL(again.json.object.id).pathname, { headers: AP })).status).toBe(200);
    expect((await stack.client().get(new URL(deleted).pathname, { headers: AP })).status).toBe(404);

    // Unpublished again, it retires that id, not the first one.
    const services = stack.graph.graph.services();
    const editor = await services.em.findOneOrFail(User, { id: stack.graph.admin.id });
    await services.articles.update(article.id, { status: ArticleStatus.draft }, editor);
    await remote.waitFor('Delete', (a) => (a.json.object?.id ?? a.json.object) === again.json.object.id);
    await services.articles.update(article.id, { status: ArticleStatus.published }, editor);
  });
});

describe('follows held for approval', () => {
  it('waits for an editor, then sends Accept; Undo(Follow) ends the follow', async () => {
    const bob = await startFediverseServer({ username: 'bob' });
    try {
      await graphQuery(`mutation { updateSocialWebProfile(input: { manualApproval: true }) { manualApproval } }`);
      const target = await bob.lookup(`@savepoint@127.0.0.1:${new URL(origin).port}`);
      const followId = await bob.follow(target);
      const pending = await graphQuery(`{ socialWebFollowers(status: "pending") { followers { id handle } } }`);
      const [waiting] = pending.data?.socialWebFollowers.followers ?? [];
      expect(waiting.handle).toBe(`@bob@${new URL(bob.origin).host}`);
      expect(bob.received).toEqual([]);

      await graphQuery(`mutation($ids: [Int!]!) { decideSocialWebFollows(ids: $ids, approve: true) }`, { ids: [waiting.id] });
      const accept = await bob.waitFor('Accept');
      expect(accept.json.object.id ?? accept.json.object).toBe(followId.href);

      await bob.unfollow(target, followId);
      const left = await graphQuery(`{ socialWebFollowers { followers { handle } } }`);
      expect(left.data?.socialWebFollowers.followers.map((f: { handle: string }) => f.handle)).not.toContain(waiting.handle);
    } finally {
      await graphQuery(`mutation { updateSocialWebProfile(input: { manualApproval: false }) { manualApproval } }`);
      await bob.close();
    }
  });
});

describe('what the inbox refuses', () => {
  const likeOf = (id: number) => ({
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${remote.origin}/activities/forged-${Math.random()}`,
    type: 'Like',
    actor: remote.actorUri.href,
    object: articleObjectUri(id).href,
  });
  const reactions = async () => {
    const [row]: { n: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM federation_reaction`);
    return row.n;
  };

  it('refuses unsigned and forged deliveries with 401 and stores nothing', async () => {
    const before = await reactions();
    const inbox = new URL('/ap/actors/savepoint/inbox', origin);
    expect((await remote.deliverRaw(inbox, likeOf(article.id), 'unsigned')).status).toBe(401);
    expect((await remote.deliverRaw(inbox, likeOf(article.id), 'forged')).status).toBe(401);
    expect((await remote.deliverRaw(new URL('/ap/inbox', origin), likeOf(article.id), 'forged')).status).toBe(401);
    expect(await reactions()).toBe(before);
  });

  it('answers 400 to a like of an unknown object, malformed JSON and an oversized body', async () => {
    const inbox = new URL('/ap/actors/savepoint/inbox', origin);
    const before = await reactions();
    const unknown = await remote.deliverRaw(inbox, likeOf(999_999), 'alice');
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/not a published article/);
    const malformed = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: '{"type":',
    });
    expect(malformed.status).toBe(400);
    const oversized = await fetch(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify({ ...likeOf(article.id), padding: 'x'.repeat(300 * 1024) }),
    });
    expect(oversized.status).toBe(400);
    expect(await reactions()).toBe(before);
  });

  it('ignores a reply to a draft, and refuses a blocked domain with 403 after removing its followers and comments', async () => {
    const draft = await createArticle(stack.graph.graph, { status: ArticleStatus.draft });
    const commentsBefore: { n: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM comment`);
    await remote.reply(publication, articleObjectUri(draft.id), '<p>First!</p>');
    const commentsAfter: { n: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM comment`);
    expect(commentsAfter[0].n).toBe(commentsBefore[0].n);

    await remote.reply(publication, articleObjectUri(article.id), '<p>Second thoughts</p>');
    const host = new URL(remote.origin).host;
    const blocked = await graphQuery(`mutation($d: String!) { blockSocialWebDomain(domain: $d, reason: "spam") { domain } }`, {
      d: host,
    });
    expect(blocked.data?.blockSocialWebDomain.domain).toBe(host);
    await eventually(async () => {
      const page = await graphQuery(`{ socialWeb { followers } }`);
      return page.data?.socialWeb.followers === 0 ? true : undefined;
    }, 'followers to go');
    const remoteComments: { n: number }[] = await stack.graph.graph
      .services()
      .em.execute(`SELECT count(*)::int AS n FROM federation_remote_comment`);
    expect(remoteComments[0].n).toBe(0);
    const refused = await remote.deliverRaw(new URL('/ap/actors/savepoint/inbox', origin), likeOf(article.id), 'alice');
    expect(refused.status).toBe(403);
  });
});
