// The social web's rules below the HTTP layer, against PostgreSQL: what a remote reply's HTML
// becomes, how domains are read, when an instance is skipped, Fedify's key–value store, and that
// articles leave only when published (the triggers' rows).
import { Temporal } from '@js-temporal/polyfill';
import { createArticle, createCategory, startTestGraph, type TestGraph } from '../../../../testing/graph';
import { ArticleStatus } from '../article/article.entity';
import { FederationService, normalizeDomain, remoteReplyText, SKIP_AFTER_FAILURES } from './federation.service';
import { PostgresKvStore } from './kv-store';
import { SYSTEM_ACTOR } from '../../common/caller';

let t: TestGraph;
beforeAll(async () => {
  t = await startTestGraph();
});
afterAll(async () => {
  await t?.close();
});

describe('a remote reply as comment text', () => {
  it('keeps the words and paragraphs, drops markup, scripts and the opening mentions', () => {
    expect(
      remoteReplyText(
        '<p><span class="h-card"><a href="https://s.example/@savepoint" class="u-url mention">@<span>savepoint</span></a></span> Great <b>review</b> &amp; score!</p><p>Second<br>line<script>alert(1)</script></p>',
      ),
    ).toBe('Great review & score!\n\nSecond\nline');
    expect(remoteReplyText('<p>@savepoint@savepoint.example @friend@else.example hi</p>')).toBe('hi');
    expect(remoteReplyText('<img src=x onerror=alert(1)>')).toBe('');
  });
});

describe('domains', () => {
  it('reads a host, a URL or a wildcard, and names the field when it is none', () => {
    expect(normalizeDomain(' Mastodon.Example ')).toBe('mastodon.example');
    expect(normalizeDomain('https://spam.example/@x')).toBe('spam.example');
    expect(normalizeDomain('*.spam.example')).toBe('spam.example');
    expect(normalizeDomain('127.0.0.1:3000')).toBe('127.0.0.1:3000');
    expect(() => normalizeDomain('not a domain')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ field: 'domain' }) }),
    );
  });

  it('blocks subdomains too', async () => {
    const service = new FederationService(t.graph.services().em);
    await service.blockDomain('spam.example', null, null);
    expect(await service.isBlocked('spam.example')).toBe(true);
    expect(await service.isBlocked('social.spam.example')).toBe(true);
    expect(await service.isBlocked('notspam.example')).toBe(false);
  });
});

describe('delivery health', () => {
  it(`skips an instance after ${SKIP_AFTER_FAILURES} failures in a row, longer each time, until one delivery succeeds`, async () => {
    const service = new FederationService(t.graph.services().em);
    const host = 'down.example';
    for (let i = 1; i < SKIP_AFTER_FAILURES; i += 1) expect(await service.deliveryFailed(host, 'HTTP 502')).toBeNull();
    const first = await service.deliveryFailed(host, 'HTTP 502');
    expect(first).not.toBeNull();
    const firstRest = first!.getTime() - Date.now();
    expect(firstRest).toBeGreaterThan(4 * 60_000);
    expect(firstRest).toBeLessThanOrEqual(5 * 60_000 + 1000);
    const second = await service.deliveryFailed(host, 'HTTP 502');
    expect(second!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    await service.deliverySucceeded(host);
    const [row]: { failures: number; skip_until: Date | null }[] = await t.graph
      .services()
      .em.execute(`SELECT failures, skip_until FROM federation_instance WHERE host = ?`, [host]);
    expect(row).toEqual({ failures: 0, skip_until: null });
  });
});

describe("Fedify's key–value store", () => {
  it('gets, sets, expires, deletes and swaps only on the expected value', async () => {
    const kv = new PostgresKvStore(t.graph.orm.em);
    expect(await kv.get(['a', 'b'])).toBeUndefined();
    await kv.set(['a', 'b'], { n: 1 });
    expect(await kv.get(['a', 'b'])).toEqual({ n: 1 });
    await kv.set(['a', 'short'], 'soon gone', { ttl: Temporal.Duration.from({ minutes: 5 }) });
    expect(await kv.get(['a', 'short'])).toBe('soon gone');
    // Its time is up (moved rather than waited for).
    await t.graph.orm.em
      .fork()
      .execute(`UPDATE federation_kv SET expires_at = now() - interval '1 second' WHERE key = ?`, [
        JSON.stringify(['a', 'short']),
      ]);
    expect(await kv.get(['a', 'short'])).toBeUndefined();
    expect(await kv.prune()).toBe(1);

    expect(await kv.cas(['a', 'b'], { n: 2 }, { n: 3 })).toBe(false);
    expect(await kv.cas(['a', 'b'], { n: 1 }, { n: 3 })).toBe(true);
    expect(await kv.get(['a', 'b'])).toEqual({ n: 3 });
    expect(await kv.cas(['none'], undefined, 'first')).toBe(true);
    await kv.delete(['a', 'b']);
    expect(await kv.get(['a', 'b'])).toBeUndefined();
  });
});

describe('what leaves for followers', () => {
  const outbox = async (articleId: number) => {
    const rows: { type: string }[] = await t.graph
      .services()
      .em.execute(`SELECT type FROM federation_outbox WHERE article_id = ? ORDER BY created_at, id`, [articleId]);
    return rows.map((r) => r.type);
  };

  it('is written with the change: nothing for drafts, Create/Update/Delete for published ones', async () => {
    const draft = await createArticle(t.graph, { status: ArticleStatus.draft });
    expect(await outbox(draft.id)).toEqual([]);
    const published = await createArticle(t.graph);
    expect(await outbox(published.id)).toEqual(['Create']);
    // A view count or any column followers do not see is not an edit.
    await t.graph.services().em.execute(`UPDATE article SET updated_at = now() WHERE id = ?`, [published.id]);
    await t.graph.services().em.execute(`UPDATE article SET title = 'A better title' WHERE id = ?`, [published.id]);
    await t.graph.services().em.execute(`UPDATE article SET status = 'draft' WHERE id = ?`, [published.id]);
    expect(await outbox(published.id)).toEqual(['Create', 'Update', 'Delete']);
  });

  it('sends an Update when the tags of a published article change (its hashtags)', async () => {
    const published = await createArticle(t.graph, { tags: ['Space Opera'] });
    await t.graph.services().articles.update(published.id, { tags: ['Space Opera', 'Roguelike'] }, SYSTEM_ACTOR);
    expect(await outbox(published.id)).toEqual(['Create', 'Update']);
    // One save that changes the title and the tags is one edit.
    await t.graph.services().articles.update(published.id, { title: 'Renamed', tags: ['Roguelike'] }, SYSTEM_ACTOR);
    expect(await outbox(published.id)).toEqual(['Create', 'Update', 'Update']);
  });

  it('sends an Update when a published article gains or loses its review (the score and verdict its summary shows)', async () => {
    const services = t.graph.services();
    const category = (await createCategory(t.graph, { name: 'Review', slug: 'review' })).slug;
    const game = await services.games.create({ name: 'Ironbloom', platforms: ['pc'] });
    const published = await createArticle(t.graph, { category, games: [game.id] });
    expect(await outbox(published.id)).toEqual(['Create']);
    await services.articles.update(published.id, { review: { score: 8.5, verdict: 'Tense and handsome.' } }, SYSTEM_ACTOR);
    expect(await outbox(published.id)).toEqual(['Create', 'Update']);
    await services.articles.update(published.id, { review: { score: 9, verdict: 'Tense and handsome.' } }, SYSTEM_ACTOR);
    expect(await outbox(published.id)).toEqual(['Create', 'Update', 'Update']);
    await services.articles.update(published.id, { review: null }, SYSTEM_ACTOR);
    expect(await outbox(published.id)).toEqual(['Create', 'Update', 'Update', 'Update']);
    // Published with its review in one save: the Create carries it, no Update follows.
    const reviewed = await createArticle(t.graph, { category, games: [game.id], review: { score: 7 } });
    expect(await outbox(reviewed.id)).toEqual(['Create']);
  });

  it('leaves nothing behind when the publish rolls back', async () => {
    const draft = await createArticle(t.graph, { status: ArticleStatus.draft });
    await expect(
      t.graph.services().em.transactional(async (em) => {
        await em.execute(`UPDATE article SET status = 'published', published_at = now() WHERE id = ?`, [draft.id]);
        throw new Error('the publish failed');
      }),
    ).rejects.toThrow('the publish failed');
    expect(await outbox(draft.id)).toEqual([]);
  });
});
