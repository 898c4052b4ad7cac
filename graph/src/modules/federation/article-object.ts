// What followers receive of an article: its title, a summary (a review's score and verdict first), an
// excerpt with a link to the page, the featured image, hashtags from its tags and its language. Only
// published articles are read here, and only their public fields: never notes, previews, revisions,
// review-queue state or anything about members.
import { Temporal } from '@js-temporal/polyfill';
import {
  Article,
  Create,
  Delete,
  Hashtag,
  Image,
  LanguageString,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
  type Context,
} from '@fedify/fedify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { cardExcerpt } from '../article/article-text';
import { reviewLabel } from '../review/review-scale';
import { articleObjectKey } from './federation-paths';

/** A published article's public fields, as federated. */
export interface FederatedArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  thumbnailUrl: string | null;
  publishedAt: Date;
  updatedAt: Date;
  tags: { name: string }[];
  review: { score: number; verdict: string | null } | null;
  /** Its edition's language, the actor that publishes it, and the edition's URL prefix (null: `/`). */
  language: string;
  actor: string;
  urlPrefix: string | null;
  /** Which publication of the article this is: 0 first, one more after each unpublish (its object id). */
  generation: number;
}

interface ArticleDbRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  thumbnail_url: string | null;
  published_at: string | Date;
  updated_at: string | Date;
  tags: { name: string }[] | null;
  score: string | number | null;
  verdict: string | null;
  language: string;
  actor: string;
  url_prefix: string | null;
  generation: number;
}

const ARTICLE_SELECT = `
  SELECT a.id, a.slug, a.title, a.excerpt, a.content, a.featured_image, a.thumbnail_url, a.published_at, a.updated_at,
    (SELECT json_agg(json_build_object('name', t.name) ORDER BY t.name)
       FROM article_tags at JOIN tag t ON t.id = at.tag_id WHERE at.article_id = a.id) AS tags,
    r.score, r.verdict, a.language, edition_actor(a.language) AS actor,
    (SELECT e.url_prefix FROM edition e WHERE e.language = a.language) AS url_prefix,
    coalesce((SELECT o.generation FROM federation_article_object o WHERE o.article_id = a.id), 0) AS generation
  FROM article a LEFT JOIN article_review r ON r.article_id = a.id
  WHERE a.status = 'published'`;

function toFederated(row: ArticleDbRow): FederatedArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    featuredImage: row.featured_image,
    thumbnailUrl: row.thumbnail_url,
    publishedAt: new Date(row.published_at),
    updatedAt: new Date(row.updated_at),
    tags: row.tags ?? [],
    review: row.score === null ? null : { score: Number(row.score), verdict: row.verdict },
    language: row.language,
    actor: row.actor,
    urlPrefix: row.url_prefix,
    generation: row.generation,
  };
}

/** The article when it is published now, else null (drafts, scheduled and embargoed ones never leave). */
export async function publishedArticle(em: EntityManager, id: number): Promise<FederatedArticle | null> {
  const [row]: ArticleDbRow[] = await em.execute(`${ARTICLE_SELECT} AND a.id = ?`, [id]);
  return row ? toFederated(row) : null;
}

/** A page of one edition's published articles, newest first (its actor's outbox collection). */
export async function publishedArticles(
  em: EntityManager,
  options: { offset: number; limit: number; language: string; featuredOnly?: boolean },
): Promise<FederatedArticle[]> {
  const rows: ArticleDbRow[] = await em.execute(
    `${ARTICLE_SELECT} AND a.language = ? ${options.featuredOnly ? 'AND (a.featured OR a.master_featured)' : ''}
     ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
    [options.language, options.limit, options.offset],
  );
  return rows.map(toFederated);
}

/** Published articles, of one edition or (without a language) of all. */
export async function publishedArticleCount(em: EntityManager, language?: string): Promise<number> {
  const [row]: { n: number }[] = await em.execute(
    `SELECT count(*)::int AS n FROM article WHERE status = 'published' ${language ? 'AND language = ?' : ''}`,
    language ? [language] : [],
  );
  return row.n;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const absolute = (url: string, origin: string): URL => new URL(url, origin);

/** `8.5/10 (Great): verdict` for a review, else the card excerpt. */
function articleSummary(article: FederatedArticle): string {
  if (!article.review) return cardExcerpt(article);
  const { score, verdict } = article.review;
  const scored = `Review: ${score}/10 (${reviewLabel(score)})`;
  return verdict ? `${scored}. ${verdict}` : scored;
}

/** The article's page, under its edition's prefix. */
const articlePageUrl = (article: Pick<FederatedArticle, 'slug' | 'urlPrefix'>, origin: string): URL =>
  new URL(`${article.urlPrefix ? `/${article.urlPrefix}` : ''}/articles/${encodeURIComponent(article.slug)}`, origin);

/** The ActivityPub object of an article, for its current publication. */
export function articleObject(ctx: Context<unknown>, actor: string, article: FederatedArticle): Article {
  const origin = ctx.canonicalOrigin;
  const page = articlePageUrl(article, origin);
  const tagLinks = article.tags.map((t) => `#${t.name.replace(/[^\p{L}\p{N}_]/gu, '')}`).filter((t) => t.length > 1);
  const content =
    `<p>${escapeHtml(cardExcerpt(article))}</p>` +
    `<p><a href="${escapeHtml(page.href)}">${escapeHtml(page.href)}</a></p>` +
    (tagLinks.length ? `<p>${tagLinks.map(escapeHtml).join(' ')}</p>` : '');
  const picture = article.featuredImage ?? article.thumbnailUrl;
  return new Article({
    id: ctx.getObjectUri(Article, { id: articleObjectKey(article.id, article.generation) }),
    attribution: ctx.getActorUri(actor),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(actor),
    name: article.title,
    summary: articleSummary(article),
    contents: [content, new LanguageString(content, article.language)],
    url: page,
    published: Temporal.Instant.from(article.publishedAt.toISOString()),
    updated: Temporal.Instant.from(article.updatedAt.toISOString()),
    image: picture && !/youtube/i.test(picture) ? new Image({ url: absolute(picture, origin) }) : null,
    tags: article.tags.map(
      // Tags have no page of their own: a hashtag links to the articles search for it.
      (t) =>
        new Hashtag({
          name: `#${t.name}`,
          href: new URL(
            `${article.urlPrefix ? `/${article.urlPrefix}` : ''}/articles?search=${encodeURIComponent(t.name)}`,
            origin,
          ),
        }),
    ),
  });
}

export const activityUri = (ctx: Context<unknown>, outboxId: string): URL =>
  new URL(`/ap/activities/${outboxId}`, ctx.canonicalOrigin);

/** Create or Update of a published article, addressed to the public and the actor's followers. */
export function articleActivity(
  ctx: Context<unknown>,
  actor: string,
  type: 'Create' | 'Update',
  outboxId: string,
  article: FederatedArticle,
): Create | Update {
  const values = {
    id: activityUri(ctx, outboxId),
    actor: ctx.getActorUri(actor),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(actor),
    object: articleObject(ctx, actor, article),
    published: Temporal.Instant.from((type === 'Create' ? article.publishedAt : article.updatedAt).toISOString()),
  };
  return type === 'Create' ? new Create(values) : new Update(values);
}

/** The article is gone from the public site (that publication of it): followers drop it. */
export function articleDeletion(
  ctx: Context<unknown>,
  actor: string,
  outboxId: string,
  articleId: number,
  generation: number,
): Delete {
  return new Delete({
    id: activityUri(ctx, outboxId),
    actor: ctx.getActorUri(actor),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(actor),
    object: new Tombstone({ id: ctx.getObjectUri(Article, { id: articleObjectKey(articleId, generation) }) }),
  });
}
