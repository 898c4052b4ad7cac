// The REST API's table of contents (spec §7): every path, who may call it, the GraphQL operation it
// runs against graph, how the request becomes variables and how the answer becomes the REST shape.
// /api/openapi.json is generated from this table, so the document cannot drift from the code.
import { changePassword, deleteUser, login, logout, me, updateUser } from './api/auth';
import {
  activityQuery,
  mediaQuery,
  autosaveBody,
  passwordChangeBody,
  previewParams,
  revisionParams,
  userCreateBody,
  userUpdateBody,
  adminArticleQuery,
  articleCreateBody,
  articleListQuery,
  articleUpdateBody,
  categoryCreateBody,
  categoryParams,
  categoryUpdateBody,
  clearableArticleFields,
  generateArticleBody,
  idAndRouteParams,
  idParams,
  emailBody,
  loginBody,
  mailboxQuery,
  mostReadQuery,
  oneClickBody,
  routeParams,
  subscribersCsvQuery,
  subscribersQuery,
  tokenBody,
  tokenQuery,
  webhookBody,
  webhookDeliveriesQuery,
  searchQuery,
  slugParams,
  subscribeBody,
  tagCreateBody,
  tagUpdateBody,
  trendingQuery,
  withoutNulls,
} from './api/inputs';
import { type Route, route } from './api/route-kit';
import { arrayOf, nullable, ref, toFeaturedSet, toRestArticle, toRestArticles } from './api/schemas';
import { badInput, HttpError, isErrorCode, notFound as notFoundError } from './errors';
import * as op from './generated/graphql';

/** graph's JSON refusal of an upload as the gateway's error (same code, message and field). */
function uploadRefusal(body: unknown): HttpError {
  const { error, code, field } = (body ?? {}) as { error?: string; code?: string; field?: string };
  return new HttpError(code && isErrorCode(code) ? code : 'BAD_GATEWAY', error ?? 'The upload failed', field);
}

/** `GET /api/articles` without limit answers at most this many (newest first). */
export const UNPAGED_ARTICLE_CAP = 100;

const article = ref('Article');
const articles = arrayOf(ref('Article'));
const message = ref('Message');
const deleted = (what: string) => ({ message: `${what} deleted` });

export const routes: Route[] = [
  // ── Session ────────────────────────────────────────────────────────────────────────────────
  route({
    method: 'post', path: '/api/auth/login', guard: 'public', tag: 'Session',
    summary: 'Log in: sets an HttpOnly session cookie',
    description: 'Every failure answers 401 with the same body. 5 failures from one IP → 429 with Retry-After (block from 10 minutes, growing); 5 failures on one username → locked 10 minutes.',
    body: loginBody, operationName: 'Login', handler: login, response: ref('Editor'),
  }),
  route({ method: 'post', path: '/api/auth/logout', guard: 'public', tag: 'Session', summary: 'Log out: ends the session', handler: logout, response: message }),
  route({ method: 'get', path: '/api/auth/me', guard: 'editor', tag: 'Session', summary: 'The logged-in editor', operationName: 'Me', handler: me, response: ref('Editor') }),

  // ── Articles for readers (editors with a session also read drafts by id and slug) ────────────
  route({
    method: 'get', path: '/api/articles', guard: 'public', tag: 'Articles',
    summary: 'Published articles, newest first',
    description: `No query → an array of at most ${UNPAGED_ARTICLE_CAP}. limit (≤ 100) / offset → an array. includeCount=true → {articles, totalCount}. category and search filter.`,
    query: articleListQuery, operation: op.ArticlesDocument,
    variables: ({ query }) => ({
      filter: { category: query.category, search: query.search },
      limit: query.limit ?? UNPAGED_ARTICLE_CAP,
      offset: query.offset ?? 0,
      // The total costs a query of its own; graph computes it only when it is asked for.
      withCount: query.includeCount === true,
    }),
    respond: ({ articles: page }, { query }) =>
      query.includeCount ? { articles: toRestArticles(page.articles), totalCount: page.totalCount } : toRestArticles(page.articles),
    response: { oneOf: [articles, ref('ArticlePage')] },
  }),
  route({
    method: 'get', path: '/api/articles/slug/:slug', guard: 'public', tag: 'Articles', summary: 'One article by slug',
    params: slugParams, operation: op.ArticleBySlugDocument, variables: ({ params }) => ({ slug: params.slug }),
    respond: (data) => data.articleBySlug && toRestArticle(data.articleBySlug), notFound: 'Article not found', response: article,
  }),
  route({
    method: 'get', path: '/api/articles/category/:category', guard: 'public', tag: 'Articles', summary: 'Published articles of a category, newest first',
    params: categoryParams, operation: op.ArticlesDocument,
    variables: ({ params }) => ({ filter: { category: params.category }, limit: UNPAGED_ARTICLE_CAP, offset: 0 }),
    respond: (data) => toRestArticles(data.articles.articles), response: articles,
  }),
  route({
    method: 'get', path: '/api/articles/most-read', guard: 'public', tag: 'Articles', summary: 'Published articles most read over the last 7 days, most first',
    description: 'limit 1-50 (default 5). Each article carries `views`: readers counted once per article per day, without cookies or stored addresses.',
    query: mostReadQuery, operation: op.MostReadArticlesDocument, variables: ({ query }) => ({ limit: query.limit ?? 5 }),
    respond: (data) => data.mostReadArticles.map((m) => ({ ...toRestArticle(m.article), views: m.views })), response: arrayOf(ref('MostReadArticle')),
  }),
  route({
    method: 'get', path: '/api/articles/:id', guard: 'public', tag: 'Articles', summary: 'One article by id',
    params: idParams, operation: op.ArticleDocument, variables: ({ params }) => ({ id: params.id }),
    respond: (data) => data.article && toRestArticle(data.article), notFound: 'Article not found', response: article,
  }),
  route({
    method: 'get', path: '/api/search', guard: 'public', tag: 'Articles', summary: 'Search published articles (ranked)',
    query: searchQuery, operation: op.SearchDocument, variables: ({ query }) => ({ query: query.q, limit: 50 }),
    respond: (data) => toRestArticles(data.search), response: articles,
  }),

  // ── Articles for editors ─────────────────────────────────────────────────────────────────────
  route({
    method: 'get', path: '/api/admin/articles', guard: 'editor', tag: 'Editing', summary: 'Every article, any status, newest first',
    description: `Optional search, category, status. Without limit: at most ${UNPAGED_ARTICLE_CAP}; includeCount=true → {articles, totalCount}.`,
    query: adminArticleQuery, operation: op.AdminArticlesDocument,
    variables: ({ query }) => ({
      filter: { category: query.category, search: query.search, status: query.status },
      limit: query.limit ?? UNPAGED_ARTICLE_CAP,
      offset: query.offset ?? 0,
      withCount: query.includeCount === true,
    }),
    respond: ({ adminArticles: page }, { query }) =>
      query.includeCount ? { articles: toRestArticles(page.articles), totalCount: page.totalCount } : toRestArticles(page.articles),
    response: { oneOf: [articles, ref('ArticlePage')] },
  }),
  route({
    method: 'post', path: '/api/articles', guard: 'editor', tag: 'Editing', summary: 'Create an article', status: 201,
    description:
      'status defaults to draft; scheduled needs scheduledFor at least 1 minute ahead. Send an Idempotency-Key header ' +
      '(e.g. a UUID per article): a retry with the same key answers with the article the first request made.',
    idempotencyKey: true,
    body: articleCreateBody, operation: op.CreateArticleDocument,
    variables: ({ body, idempotencyKey }) => ({ input: withoutNulls(body), idempotencyKey }),
    respond: (data) => toRestArticle(data.createArticle), response: article,
  }),
  route({
    method: 'put', path: '/api/articles/:id', guard: 'editor', tag: 'Editing', summary: 'Update an article (only the given fields change)',
    params: idParams, body: articleUpdateBody, operation: op.UpdateArticleDocument,
    variables: ({ params, body }) => ({ id: params.id, input: withoutNulls(body, clearableArticleFields) }),
    respond: (data) => toRestArticle(data.updateArticle), response: article,
  }),
  route({
    method: 'delete', path: '/api/articles/:id', guard: 'editor', tag: 'Editing', summary: 'Delete an article',
    params: idParams, operation: op.DeleteArticleDocument, variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Article'), response: message,
  }),

  // ── Featured placement ───────────────────────────────────────────────────────────────────────
  route({
    method: 'put', path: '/api/articles/:id/featured', guard: 'editor', tag: 'Featured', summary: 'Toggle the featured flag',
    params: idParams, operation: op.ToggleFeaturedDocument, variables: ({ params }) => ({ id: params.id }),
    respond: (data) => toRestArticle(data.toggleFeatured), response: article,
  }),
  route({
    method: 'patch', path: '/api/articles/:id/master-featured', guard: 'editor', tag: 'Featured', summary: 'Make it the homepage master (clears the previous one)',
    params: idParams, operation: op.SetMasterFeaturedDocument, variables: ({ params }) => ({ id: params.id }),
    respond: (data) => toRestArticle(data.setMasterFeatured), response: article,
  }),
  route({
    method: 'delete', path: '/api/articles/:id/master-featured', guard: 'editor', tag: 'Featured', summary: 'Remove it as homepage master',
    params: idParams, operation: op.RemoveMasterFeaturedDocument, variables: ({ params }) => ({ id: params.id }),
    respond: (data) => toRestArticle(data.removeMasterFeatured), response: article,
  }),
  route({
    method: 'patch', path: '/api/articles/:id/main-featured/:route', guard: 'editor', tag: 'Featured', summary: "Make it a route's main featured article (replaces the previous one)",
    params: idAndRouteParams, operation: op.SetMainFeaturedDocument, variables: ({ params }) => ({ id: params.id, route: params.route }),
    respond: (data) => toRestArticle(data.setMainFeatured), response: article,
  }),
  route({
    method: 'delete', path: '/api/articles/:id/main-featured', guard: 'editor', tag: 'Featured', summary: 'Remove it from every main featured slot',
    params: idParams, operation: op.RemoveMainFeaturedDocument, variables: ({ params }) => ({ id: params.id }),
    respond: (data) => toRestArticle(data.removeMainFeatured), response: article,
  }),
  route({
    method: 'get', path: '/api/featured-articles', guard: 'public', tag: 'Featured', summary: 'Featured published articles, newest first',
    operation: op.FeaturedArticlesDocument, variables: () => ({ limit: 20 }),
    respond: (data) => toRestArticles(data.featuredArticles), response: articles,
  }),
  route({
    method: 'get', path: '/api/featured-articles/route/:route', guard: 'public', tag: 'Featured', summary: "A route's featured set (sidebar at most 3)",
    params: routeParams, operation: op.FeaturedSetForRouteDocument, variables: ({ params }) => ({ route: params.route }),
    respond: (data) => toFeaturedSet(data.featuredSetForRoute), response: ref('FeaturedSet'),
  }),
  route({
    method: 'get', path: '/api/featured-articles/:category', guard: 'public', tag: 'Featured', summary: "A category's featured set (sidebar at most 3)",
    params: categoryParams, operation: op.FeaturedSetDocument, variables: ({ params }) => ({ category: params.category }),
    respond: (data) => toFeaturedSet(data.featuredSet), response: ref('FeaturedSet'),
  }),
  route({
    method: 'get', path: '/api/master-featured-article', guard: 'public', tag: 'Featured', summary: 'The homepage master article, or null',
    operation: op.MasterFeaturedArticleDocument, variables: () => ({}),
    respond: (data) => (data.masterFeaturedArticle ? toRestArticle(data.masterFeaturedArticle) : null), response: nullable(article),
  }),

  // ── Newsletter ───────────────────────────────────────────────────────────────────────────────
  route({
    method: 'post', path: '/api/newsletter/subscribe', guard: 'public', tag: 'Newsletter', summary: 'Subscribe an email (again is fine)',
    body: subscribeBody, operation: op.SubscribeNewsletterDocument, variables: ({ body }) => ({ email: body.email }),
    description: 'Double opt-in: mails a link to /newsletter/confirm; the address gets nothing else until it is confirmed.',
    respond: (data) => data.subscribeNewsletter, response: message,
  }),
  route({
    method: 'post', path: '/api/newsletter/confirm', guard: 'public', tag: 'Newsletter', summary: 'Confirm a subscription with the token from the mail',
    description: 'Forged, expired or withdrawn tokens → 400 naming `token`.',
    body: tokenBody, operation: op.ConfirmNewsletterDocument, variables: ({ body }) => ({ token: body.token }),
    respond: (data) => data.confirmNewsletter, response: message,
  }),
  route({
    method: 'post', path: '/api/newsletter/unsubscribe', guard: 'public', tag: 'Newsletter', summary: 'Unsubscribe without a login (RFC 8058 one-click)',
    description: 'The token comes in the query (the List-Unsubscribe URL, POSTed by mail clients as `List-Unsubscribe=One-Click`) or as JSON {token}. Repeating it answers the same.',
    query: tokenQuery, body: oneClickBody, operation: op.UnsubscribeNewsletterDocument,
    variables: ({ query, body }) => {
      const token = body.token ?? query.token;
      if (!token) throw badInput('token', 'token is required: open the link from the email');
      return { token };
    },
    respond: (data) => data.unsubscribeNewsletter, response: message,
  }),
  route({
    method: 'get', path: '/api/newsletter/subscribers', guard: 'editor', tag: 'Newsletter', summary: 'Subscribers, newest first, with counts per status',
    description: 'search matches the address; status filters; limit (≤ 500, default 50) / offset.',
    query: subscribersQuery, operation: op.NewsletterSubscribersDocument,
    variables: ({ query }) => ({ search: query.search, status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    respond: (data) => data.newsletterSubscribers, response: ref('SubscriberPage'),
  }),
  route({
    method: 'get', path: '/api/newsletter/subscribers.csv', guard: 'editor', tag: 'Newsletter', summary: 'Subscribers as CSV (email,status,createdAt,confirmedAt)',
    query: subscribersCsvQuery, operationName: 'NewsletterSubscribersCsv',
    handler: async ({ input, graph, res }) => {
      const { newsletterSubscribersCsv: csv } = await graph(op.NewsletterSubscribersCsvDocument, {
        search: input.query.search, status: input.query.status,
      });
      res.setHeader('Cache-Control', 'private, no-store');
      res.attachment('subscribers.csv').type('text/csv; charset=utf-8').send(csv);
    },
    response: { type: 'string', description: 'text/csv' },
  }),
  route({
    method: 'post', path: '/api/newsletter/digest', guard: 'editor', tag: 'Newsletter', summary: "Send this week's digest now",
    description: 'To confirmed subscribers who have not had this week’s issue; never twice per subscriber and week (the scheduled run follows the same rule).',
    operation: op.SendNewsletterDigestDocument, variables: () => ({}), respond: (data) => data.sendNewsletterDigest, response: ref('DigestRun'),
  }),
  route({
    method: 'get', path: '/api/newsletter/digest/preview', guard: 'editor', tag: 'Newsletter', summary: "This week's digest as subscribers will see it",
    operation: op.NewsletterDigestPreviewDocument, variables: () => ({}), respond: (data) => data.newsletterDigestPreview, response: ref('DigestPreview'),
  }),
  route({
    method: 'post', path: '/api/newsletter/digest/test', guard: 'editor', tag: 'Newsletter', summary: "Mail this week's digest, marked [Test], to an address",
    body: emailBody, operation: op.SendNewsletterDigestTestDocument, variables: ({ body }) => ({ email: body.email }),
    respond: (data) => data.sendNewsletterDigestTest, response: message,
  }),
  route({
    method: 'get', path: '/api/mailbox', guard: 'editor', tag: 'Newsletter', summary: 'The dev mailbox: mail kept on disk while SMTP_URL is not set',
    query: mailboxQuery, operation: op.MailboxDocument, variables: ({ query }) => ({ limit: query.limit ?? 50 }),
    respond: (data) => data.mailbox, response: ref('Mailbox'),
  }),

  // ── Webhooks ─────────────────────────────────────────────────────────────────────────────────
  route({
    method: 'post', path: '/api/webhooks', guard: 'editor', tag: 'Webhooks', summary: 'Register a webhook: answers its signing secret once', status: 201,
    description: 'events: article.published, article.updated, article.unpublished, article.deleted. Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). Private and loopback addresses are refused.',
    body: webhookBody, operation: op.CreateWebhookDocument, variables: ({ body }) => ({ url: body.url, events: body.events }),
    respond: (data) => data.createWebhook, response: ref('Webhook'),
  }),
  route({
    method: 'get', path: '/api/webhooks', guard: 'editor', tag: 'Webhooks', summary: 'Every webhook (without secrets)',
    operation: op.WebhooksDocument, variables: () => ({}), respond: (data) => data.webhooks, response: arrayOf(ref('Webhook')),
  }),
  route({
    method: 'get', path: '/api/webhooks/deliveries', guard: 'editor', tag: 'Webhooks', summary: 'Recent deliveries with every attempt, newest first',
    query: webhookDeliveriesQuery, operation: op.WebhookDeliveriesDocument,
    variables: ({ query }) => ({ webhookId: query.webhookId, limit: query.limit ?? 50 }),
    respond: (data) => data.webhookDeliveries, response: arrayOf(ref('WebhookDelivery')),
  }),
  route({
    method: 'delete', path: '/api/webhooks/:id', guard: 'editor', tag: 'Webhooks', summary: 'Delete a webhook (its pending deliveries go with it)',
    params: idParams, operation: op.DeleteWebhookDocument, variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Webhook'), response: message,
  }),

  // ── Categories and tags ──────────────────────────────────────────────────────────────────────
  route({
    method: 'get', path: '/api/categories', guard: 'public', tag: 'Categories', summary: 'Every category',
    operation: op.CategoriesDocument, variables: () => ({}), respond: (data) => data.categories, response: arrayOf(ref('Category')),
  }),
  route({
    method: 'post', path: '/api/categories', guard: 'editor', tag: 'Categories', summary: 'Create a category', status: 201,
    body: categoryCreateBody, operation: op.CreateCategoryDocument, variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createCategory, response: ref('Category'),
  }),
  route({
    method: 'put', path: '/api/categories/:id', guard: 'editor', tag: 'Categories', summary: 'Update a category',
    params: idParams, body: categoryUpdateBody, operation: op.UpdateCategoryDocument,
    variables: ({ params, body }) => ({ id: params.id, input: withoutNulls(body, ['description']) }),
    respond: (data) => data.updateCategory, response: ref('Category'),
  }),
  route({
    method: 'delete', path: '/api/categories/:id', guard: 'editor', tag: 'Categories', summary: 'Delete a category (409 while it has articles)',
    params: idParams, operation: op.DeleteCategoryDocument, variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Category'), response: message,
  }),
  route({
    method: 'get', path: '/api/tags', guard: 'public', tag: 'Tags', summary: 'Every tag',
    operation: op.TagsDocument, variables: () => ({}), respond: (data) => data.tags, response: arrayOf(ref('Tag')),
  }),
  route({
    method: 'post', path: '/api/tags', guard: 'editor', tag: 'Tags', summary: 'Create a tag', status: 201,
    body: tagCreateBody, operation: op.CreateTagDocument, variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createTag, response: ref('Tag'),
  }),
  route({
    method: 'put', path: '/api/tags/:id', guard: 'editor', tag: 'Tags', summary: 'Update a tag',
    params: idParams, body: tagUpdateBody, operation: op.UpdateTagDocument,
    variables: ({ params, body }) => ({ id: params.id, input: withoutNulls(body, ['description']) }),
    respond: (data) => data.updateTag, response: ref('Tag'),
  }),
  route({
    method: 'delete', path: '/api/tags/:id', guard: 'editor', tag: 'Tags', summary: 'Delete a tag',
    params: idParams, operation: op.DeleteTagDocument, variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Tag'), response: message,
  }),

  // ── Thumbnails and AI drafts (503 from a graph that lacks the workers' fields) ──────────────────
  route({
    method: 'post', path: '/api/articles/:id/generate-thumbnail', guard: 'public', tag: 'AI', summary: 'Generate (or return) the thumbnail of a published article',
    description: 'Rate-limited per IP (20 a minute).', limit: 'thumbnails', unavailable: 'Thumbnail generation is not available yet',
    params: idParams, operation: op.GenerateThumbnailDocument, variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => data.generateThumbnail, response: { type: 'object', properties: { thumbnailUrl: { type: 'string' } }, required: ['thumbnailUrl'] },
  }),
  route({
    method: 'post', path: '/api/ai/generate-article', guard: 'editor', tag: 'AI', summary: 'Draft an article from a keyword',
    unavailable: 'AI drafts are not available yet',
    body: generateArticleBody, operation: op.GenerateArticleDocument, variables: ({ body }) => ({ keyword: body.keyword }),
    respond: (data) => data.generateArticle, response: ref('GeneratedArticle'),
  }),
  route({
    method: 'get', path: '/api/ai/keywords', guard: 'editor', tag: 'AI', summary: 'Keyword suggestions for AI drafts',
    unavailable: 'AI drafts are not available yet',
    operation: op.AiKeywordsDocument, variables: () => ({}), respond: (data) => data.aiKeywords, response: arrayOf({ type: 'string' }),
  }),
  route({
    method: 'get', path: '/api/ai/trending-topics', guard: 'editor', tag: 'AI', summary: 'Trending topics (cached 30 minutes; refresh=true recomputes)',
    unavailable: 'AI drafts are not available yet',
    query: trendingQuery, operation: op.TrendingTopicsDocument, variables: ({ query }) => ({ refresh: query.refresh ?? false }),
    respond: (data) => data.trendingTopics, response: arrayOf({ type: 'string' }),
  }),

  // ── This document ────────────────────────────────────────────────────────────────────────────
  // ── Editorial: users, password, activity, revisions, previews, media (issue 12) ─────────────
  route({
    method: 'put',
    path: '/api/auth/password',
    guard: 'editor',
    tag: 'Session',
    summary: 'Change your password (ends your other sessions)',
    description: 'currentPassword must be right (400 names it otherwise); newPassword at least 10 characters.',
    body: passwordChangeBody,
    operationName: 'ChangePassword',
    handler: changePassword,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/users',
    guard: 'editor',
    tag: 'Users',
    summary: 'Every staff account (admins)',
    operation: op.UsersDocument,
    variables: () => ({}),
    respond: (data) => data.users,
    response: arrayOf(ref('User')),
  }),
  route({
    method: 'post',
    path: '/api/users',
    guard: 'editor',
    tag: 'Users',
    summary: 'Add a staff account (admins)',
    status: 201,
    description: 'role is contributor, author, editor or admin; password at least 10 characters.',
    body: userCreateBody,
    operation: op.CreateUserDocument,
    variables: ({ body }) => ({ input: withoutNulls(body) }),
    respond: (data) => data.createUser,
    response: ref('User'),
  }),
  route({
    method: 'put',
    path: '/api/users/:id',
    guard: 'editor',
    tag: 'Users',
    summary: "Change role, display name or password (admins; ends that account's sessions)",
    description: 'The last admin cannot be demoted (409).',
    params: idParams,
    body: userUpdateBody,
    operationName: 'UpdateUser',
    handler: updateUser,
    response: ref('User'),
  }),
  route({
    method: 'delete',
    path: '/api/users/:id',
    guard: 'editor',
    tag: 'Users',
    summary: 'Delete a staff account (admins; its articles pass to you)',
    description: 'The last admin cannot be deleted (409).',
    params: idParams,
    operationName: 'DeleteUser',
    handler: deleteUser,
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/activity',
    guard: 'editor',
    tag: 'Users',
    summary: 'Who published, scheduled, deleted or changed roles, newest first (admins)',
    query: activityQuery,
    operation: op.ActivityDocument,
    variables: ({ query }) => ({ limit: query.limit ?? 50, offset: query.offset ?? 0 }),
    respond: (data) => data.activity,
    response: arrayOf(ref('Activity')),
  }),
  route({
    method: 'get',
    path: '/api/articles/:id/revisions',
    guard: 'editor',
    tag: 'Editing',
    summary: "The article's revisions, newest first",
    params: idParams,
    operation: op.ArticleRevisionsDocument,
    variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => data.articleRevisions,
    response: arrayOf(ref('Revision')),
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/revisions/:revisionId/restore',
    guard: 'editor',
    tag: 'Editing',
    summary: 'Restore a revision (itself a new revision)',
    params: revisionParams,
    operation: op.RestoreArticleRevisionDocument,
    variables: ({ params }) => ({ articleId: params.id, revisionId: params.revisionId }),
    respond: (data) => toRestArticle(data.restoreArticleRevision),
    response: article,
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/autosave',
    guard: 'editor',
    tag: 'Editing',
    summary: 'Autosave the open text as a revision (the article is unchanged)',
    params: idParams,
    body: autosaveBody,
    operation: op.AutosaveArticleDocument,
    variables: ({ params, body }) => ({ articleId: params.id, input: withoutNulls(body) }),
    respond: (data) => data.autosaveArticle,
    response: { type: 'object' },
  }),
  route({
    method: 'post',
    path: '/api/articles/:id/preview-link',
    guard: 'editor',
    tag: 'Editing',
    summary: 'A new unguessable preview link for a draft or scheduled article',
    status: 201,
    params: idParams,
    operation: op.CreatePreviewLinkDocument,
    variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => data.createPreviewLink,
    response: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
  }),
  route({
    method: 'delete',
    path: '/api/articles/:id/preview-link',
    guard: 'editor',
    tag: 'Editing',
    summary: "Revoke the article's preview links",
    params: idParams,
    operation: op.RevokePreviewLinksDocument,
    variables: ({ params }) => ({ articleId: params.id }),
    respond: (data) => ({ message: 'Preview links revoked', revoked: data.revokePreviewLinks }),
    response: message,
  }),
  route({
    method: 'get',
    path: '/api/preview/:token',
    guard: 'public',
    tag: 'Articles',
    summary: 'The unpublished article a preview link shows (noindex)',
    params: previewParams,
    operationName: 'ArticleByPreviewToken',
    response: article,
    handler: async ({ res, input, graph }) => {
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      const data = await graph(op.ArticleByPreviewTokenDocument, { token: input.params.token });
      if (!data.articleByPreviewToken) throw notFoundError('This preview link has expired or was revoked');
      return toRestArticle(data.articleByPreviewToken);
    },
  }),
  route({
    method: 'post',
    path: '/api/media',
    guard: 'editor',
    tag: 'Media',
    summary: 'Upload an image (multipart: file, alt)',
    status: 201,
    description:
      'Checked by content, not name (400 for a non-image); re-encoded to WebP without metadata; 413 over the size limit (MEDIA_UPLOAD_MAX_MB), 400 over the pixel limit. Served at the answered url (/media/library/…, ?w= for narrower copies).',
    operationName: 'graph POST /upload/media',
    response: ref('Media'),
    handler: async ({ req, graphUpload }) => {
      if (!req.is('multipart/form-data'))
        throw badInput('file', 'Send the image as multipart/form-data with the fields "file" and "alt"');
      // graph alone judges the file; its refusals pass through with their code and field.
      const answer = await graphUpload('/upload/media');
      if (answer.status >= 400) throw uploadRefusal(answer.body);
      return answer.body;
    },
  }),
  route({
    method: 'get',
    path: '/api/media',
    guard: 'editor',
    tag: 'Media',
    summary: 'The media library, newest first (search matches alt text and file name)',
    query: mediaQuery,
    operation: op.MediaLibraryDocument,
    variables: ({ query }) => ({ search: query.search, limit: query.limit ?? 40, offset: query.offset ?? 0 }),
    respond: (data) => data.mediaLibrary,
    response: { type: 'object', properties: { items: arrayOf(ref('Media')), totalCount: { type: 'integer' } } },
  }),
  route({
    method: 'delete',
    path: '/api/media/:id',
    guard: 'editor',
    tag: 'Media',
    summary: 'Delete an image (409 while an article uses it)',
    params: idParams,
    operation: op.DeleteMediaDocument,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => deleted('Image'),
    response: message,
  }),
  route({
    method: 'get', path: '/api/openapi.json', guard: 'public', tag: 'Meta', summary: 'This API as an OpenAPI 3.1 document',
    handler: async ({ services }) => services.openApiDocument(), response: { type: 'object' },
  }),
];
