// JSON Schemas of the REST answers (OpenAPI components) and the mappers from graph's types to them.
import type { RestArticleFragment } from '../generated/graphql';

export type JsonSchema = Record<string, unknown>;

export const ref = (name: keyof typeof components) => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (items: JsonSchema) => ({ type: 'array', items });
export const nullable = (schema: JsonSchema) => ({ oneOf: [schema, { type: 'null' }] });

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const int = { type: 'integer' };
const dateTime = { type: 'string', format: 'date-time' };
const articleStatus = { type: 'string', enum: ['published', 'draft', 'archived', 'scheduled', 'in_review'] };
export const featuredRoutes = ['homepage', 'all', 'hardware', 'review', 'esports', 'guide', 'web', 'news'] as const;

export const components = {
  Article: {
    type: 'object',
    description: 'An article (spec §3). `category` is the lowercase category name, `tags` the tag names.',
    properties: {
      id: int,
      title: str,
      content: { type: 'string', description: 'Sanitized HTML' },
      excerpt: nullableStr,
      slug: str,
      language: { type: 'string', description: "Language tag (BCP 47) of the article's edition" },
      category: str,
      tags: arrayOf(str),
      featuredImage: nullableStr,
      metaDescription: nullableStr,
      status: articleStatus,
      scheduledFor: { type: ['string', 'null'], format: 'date-time' },
      embargoUntil: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'Embargo (UTC): publishing or scheduling before it is refused with 409 EMBARGOED',
      },
      authorId: int,
      author: { type: 'string', description: "The author's display name" },
      featured: { type: 'boolean' },
      masterFeatured: { type: 'boolean' },
      mainFeaturedRoutes: arrayOf({ type: 'string', enum: featuredRoutes }),
      thumbnailUrl: nullableStr,
      createdAt: dateTime,
      updatedAt: dateTime,
      publishedAt: { type: ['string', 'null'], format: 'date-time' },
      games: { ...arrayOf({ $ref: '#/components/schemas/LinkedGame' }), description: 'The games the article is about' },
      review: nullable({ $ref: '#/components/schemas/Review' }),
      live: nullable({ $ref: '#/components/schemas/ArticleLive' }),
      correctedAt: {
        type: ['string', 'null'],
        format: 'date-time',
        description: 'When its latest correction or update was added',
      },
      commentCount: {
        type: 'integer',
        minimum: 0,
        description: 'Comments readers see on it (visible comments and replies); 0 when comments are off',
      },
    },
    required: [
      'id',
      'title',
      'content',
      'slug',
      'category',
      'tags',
      'status',
      'scheduledFor',
      'authorId',
      'featured',
      'masterFeatured',
      'createdAt',
      'updatedAt',
    ],
  },
  Review: {
    type: 'object',
    description:
      "A review's verdict. score: 0-10 in steps of 0.5; label from the score: 9+ Essential, 7.5+ Recommended, 5+ Mixed, below Avoid.",
    properties: {
      score: { type: 'number', minimum: 0, maximum: 10, multipleOf: 0.5 },
      label: { type: 'string', enum: ['Essential', 'Recommended', 'Mixed', 'Avoid'] },
      verdict: nullableStr,
      pros: arrayOf(str),
      cons: arrayOf(str),
      platformsTested: arrayOf(str),
      playtimeHours: { type: ['number', 'null'] },
      disclosure: nullableStr,
    },
    required: ['score', 'label', 'verdict', 'pros', 'cons', 'platformsTested', 'playtimeHours', 'disclosure'],
  },
  ArticleLive: {
    type: 'object',
    description: 'The article is a live blog: its status (entries are refused with 409 once ended) and coverage times.',
    properties: {
      status: { type: 'string', enum: ['upcoming', 'live', 'ended'] },
      startsAt: { type: ['string', 'null'], format: 'date-time' },
      endsAt: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['status', 'startsAt', 'endsAt'],
  },
  LiveEntry: {
    type: 'object',
    description: 'One entry of a live blog: sanitised HTML, pinned entries first, key events summarised at the top.',
    properties: {
      id: int,
      articleId: int,
      content: { type: 'string', description: 'Sanitized HTML, at most 20,000 characters' },
      pinned: { type: 'boolean' },
      keyEvent: { type: 'boolean' },
      authorId: { type: ['integer', 'null'] },
      authorName: nullableStr,
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    required: ['id', 'articleId', 'content', 'pinned', 'keyEvent', 'authorId', 'authorName', 'createdAt', 'updatedAt'],
  },
  Correction: {
    type: 'object',
    description: 'A correction or update note on a published article (plain text).',
    properties: {
      id: int,
      articleId: int,
      kind: { type: 'string', enum: ['correction', 'update'] },
      note: str,
      createdAt: dateTime,
      articleTitle: str,
      articleSlug: str,
    },
    required: ['id', 'articleId', 'kind', 'note', 'createdAt', 'articleTitle', 'articleSlug'],
  },
  Edition: {
    type: 'object',
    description:
      'A language edition. The default edition (urlPrefix null) lives at /, every other one under /{urlPrefix}/. searchConfig: the PostgreSQL text-search configuration its articles are searched with.',
    properties: {
      language: { type: 'string', description: 'Language tag (BCP 47), canonical form' },
      name: str,
      urlPrefix: nullableStr,
      searchConfig: str,
      direction: { type: 'string', enum: ['ltr', 'rtl'] },
      isDefault: { type: 'boolean' },
      formerPrefixes: {
        ...arrayOf(str),
        description: 'Prefixes it lived under before: every path under one answers 301 to the same path under urlPrefix',
      },
    },
    required: ['language', 'name', 'urlPrefix', 'searchConfig', 'direction', 'isDefault', 'formerPrefixes'],
  },
  ArticleTranslations: {
    type: 'object',
    description: 'An article and the other articles of its translation group (one per language; readers see published ones).',
    properties: {
      id: int,
      language: str,
      translations: arrayOf({
        type: 'object',
        properties: { id: int, language: str, slug: str, title: str, status: articleStatus },
        required: ['id', 'language', 'slug', 'title', 'status'],
      }),
    },
    required: ['id', 'language', 'translations'],
  },
  LinkedGame: {
    type: 'object',
    properties: { id: int, name: str, slug: str, platforms: arrayOf(str) },
    required: ['id', 'name', 'slug', 'platforms'],
  },
  Game: {
    type: 'object',
    description:
      'A game. platforms are ids (pc, ps5, ps4, xbox-series, xbox-one, switch-2, switch, mac, linux, ios, android, vr); each release has a precision (day, month, quarter, year, tba) and a value (2027-03-14, 2027-03, 2027-Q2, 2027, null).',
    properties: {
      id: int,
      name: str,
      slug: str,
      description: { type: ['string', 'null'], description: 'Sanitized HTML' },
      coverImage: nullable({
        type: 'object',
        properties: { id: int, url: str, alt: str, width: int, height: int },
        required: ['id', 'url', 'alt', 'width', 'height'],
      }),
      platforms: arrayOf(str),
      releases: arrayOf({
        type: 'object',
        properties: {
          platform: str,
          precision: { type: 'string', enum: ['day', 'month', 'quarter', 'year', 'tba'] },
          value: nullableStr,
          label: str,
        },
        required: ['platform', 'precision', 'value', 'label'],
      }),
      developers: arrayOf(str),
      publishers: arrayOf(str),
      franchise: nullableStr,
      genres: arrayOf(str),
      trailerUrl: nullableStr,
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    required: ['id', 'name', 'slug', 'platforms', 'releases', 'developers', 'publishers', 'genres', 'createdAt', 'updatedAt'],
  },
  GamePage: {
    type: 'object',
    properties: { games: arrayOf({ $ref: '#/components/schemas/Game' }), totalCount: int },
    required: ['games', 'totalCount'],
  },
  GameWithCoverage: {
    type: 'object',
    description: 'A game (as Game) with its published coverage, newest first (at most 50), and its review or null.',
    allOf: [
      { $ref: '#/components/schemas/Game' },
      {
        type: 'object',
        properties: {
          coverage: arrayOf({ $ref: '#/components/schemas/Article' }),
          review: nullable({ $ref: '#/components/schemas/Article' }),
        },
        required: ['coverage', 'review'],
      },
    ],
  },
  CalendarDay: {
    type: 'object',
    description:
      "One day of the editorial calendar, in the publication's time zone (PUBLICATION_TIMEZONE): articles scheduled that day, embargoes lifting that day, and game releases (month, quarter and year releases on the first day of their period, with their label).",
    properties: {
      date: { type: 'string', format: 'date', description: "The day in the publication's time zone" },
      scheduled: arrayOf({ $ref: '#/components/schemas/CalendarArticle' }),
      embargoLifts: arrayOf({ $ref: '#/components/schemas/CalendarArticle' }),
      releases: arrayOf({
        type: 'object',
        properties: {
          gameId: int,
          name: str,
          slug: str,
          platforms: arrayOf(str),
          precision: { type: 'string', enum: ['day', 'month', 'quarter', 'year'] },
          label: str,
        },
        required: ['gameId', 'name', 'slug', 'platforms', 'precision', 'label'],
      }),
    },
    required: ['date', 'scheduled', 'embargoLifts', 'releases'],
  },
  CalendarArticle: {
    type: 'object',
    properties: {
      id: int,
      title: str,
      slug: str,
      status: articleStatus,
      scheduledFor: { type: ['string', 'null'], format: 'date-time' },
      embargoUntil: { type: ['string', 'null'], format: 'date-time' },
      authorId: int,
      mayReschedule: { type: 'boolean', description: 'Whether the caller may move its schedule' },
    },
    required: ['id', 'title', 'slug', 'status', 'scheduledFor', 'embargoUntil', 'authorId', 'mayReschedule'],
  },
  ArticlePage: {
    type: 'object',
    properties: { articles: arrayOf({ $ref: '#/components/schemas/Article' }), totalCount: int },
    required: ['articles', 'totalCount'],
  },
  FeaturedSet: {
    type: 'object',
    properties: {
      mainFeatured: nullable({ $ref: '#/components/schemas/Article' }),
      sidebarArticles: { ...arrayOf({ $ref: '#/components/schemas/Article' }), maxItems: 3 },
    },
    required: ['mainFeatured', 'sidebarArticles'],
  },
  Category: {
    type: 'object',
    properties: {
      id: int,
      name: str,
      slug: str,
      description: nullableStr,
      color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
      articleCount: int,
    },
    required: ['id', 'name', 'slug', 'color'],
  },
  Tag: {
    type: 'object',
    properties: { id: int, name: str, description: nullableStr, articleCount: int },
    required: ['id', 'name'],
  },
  Editor: {
    type: 'object',
    properties: {
      id: int,
      username: str,
      displayName: str,
      role: { type: 'string', enum: ['contributor', 'author', 'editor', 'admin'] },
      capabilities: { ...arrayOf(str), description: "The operations of graph's capability table this role may perform" },
    },
    required: ['id', 'username', 'displayName', 'role'],
  },
  User: {
    type: 'object',
    properties: {
      id: int,
      username: str,
      displayName: str,
      role: { type: 'string', enum: ['contributor', 'author', 'editor', 'admin'] },
      email: { type: ['string', 'null'], description: 'Where review and mention mail goes' },
    },
    required: ['id', 'username', 'displayName', 'role'],
  },
  ApiToken: {
    type: 'object',
    description: 'A bearer API token (never the token itself after it was minted).',
    properties: {
      id: int,
      name: str,
      createdAt: dateTime,
      lastUsedAt: { ...dateTime, type: ['string', 'null'], description: 'To the minute; null if never used' },
      expiresAt: { ...dateTime, type: ['string', 'null'], description: 'null: never expires' },
      owner: { type: 'object', properties: { id: int, username: str }, required: ['id', 'username'] },
    },
    required: ['id', 'name', 'createdAt', 'lastUsedAt', 'expiresAt', 'owner'],
  },
  MintedApiToken: {
    type: 'object',
    properties: {
      id: int,
      name: str,
      token: { ...str, description: 'Shown once. Send as `Authorization: Bearer <token>` to graph.' },
      expiresAt: { ...dateTime, type: ['string', 'null'], description: 'null: never expires' },
    },
    required: ['id', 'name', 'token', 'expiresAt'],
  },
  Media: {
    type: 'object',
    properties: { id: int, url: str, width: int, height: int, alt: str },
    required: ['id', 'url', 'width', 'height', 'alt'],
  },
  Revision: {
    type: 'object',
    properties: {
      id: int,
      articleId: int,
      kind: { type: 'string', enum: ['save', 'autosave', 'restore'] },
      title: str,
      content: str,
      excerpt: nullableStr,
      metaDescription: nullableStr,
      authorId: { type: ['integer', 'null'] },
      createdAt: str,
    },
    required: ['id', 'articleId', 'kind', 'title', 'content', 'createdAt'],
  },
  Activity: {
    type: 'object',
    properties: {
      id: int,
      actorId: { type: ['integer', 'null'] },
      actorName: str,
      action: {
        type: 'string',
        enum: [
          'articlePublished',
          'articleScheduled',
          'articleDeleted',
          'articleEmbargoChanged',
          'articleSubmitted',
          'articleApproved',
          'articleChangesRequested',
          'newsroomSettingsChanged',
          'userCreated',
          'userRoleChanged',
          'userDeleted',
        ],
      },
      subjectId: { type: ['integer', 'null'] },
      subjectLabel: str,
      detail: nullableStr,
      createdAt: str,
    },
    required: ['id', 'actorName', 'action', 'subjectLabel', 'createdAt'],
  },
  ReviewEvent: {
    type: 'object',
    properties: {
      id: int,
      kind: { type: 'string', enum: ['submitted', 'approved', 'changes_requested'] },
      actorId: { type: ['integer', 'null'] },
      actorName: str,
      note: nullableStr,
      revisionId: { type: ['integer', 'null'] },
      createdAt: str,
    },
    required: ['id', 'kind', 'actorName', 'note', 'createdAt'],
  },
  ArticleReview: {
    type: 'object',
    description: 'Review steps newest first; changesRequested: the note while sent back; lastReviewed: the text last reviewed.',
    properties: {
      articleId: int,
      events: arrayOf({ $ref: '#/components/schemas/ReviewEvent' }),
      changesRequested: nullableStr,
      lastReviewed: nullable({
        type: 'object',
        properties: { revisionId: int, title: str, content: str, excerpt: nullableStr, reviewedAt: str },
        required: ['revisionId', 'title', 'content', 'reviewedAt'],
      }),
    },
    required: ['articleId', 'events', 'changesRequested', 'lastReviewed'],
  },
  ArticleNote: {
    type: 'object',
    description: 'A staff-only note; anchor.textGone says the quoted text is no longer in the article.',
    properties: {
      id: int,
      articleId: int,
      parentId: { type: ['integer', 'null'] },
      authorId: { type: ['integer', 'null'] },
      authorName: str,
      body: str,
      anchor: nullable({
        type: 'object',
        properties: { quote: str, start: { type: ['integer', 'null'] }, textGone: { type: 'boolean' } },
        required: ['quote', 'start', 'textGone'],
      }),
      resolved: { type: 'boolean' },
      resolvedBy: nullableStr,
      mentions: arrayOf(str),
      createdAt: str,
      updatedAt: str,
    },
    required: ['id', 'articleId', 'parentId', 'authorName', 'body', 'anchor', 'resolved', 'mentions', 'createdAt'],
  },
  NewsroomSettings: {
    type: 'object',
    properties: { authorsNeedReview: { type: 'boolean' } },
    required: ['authorsNeedReview'],
  },
  GeneratedArticle: {
    type: 'object',
    properties: {
      title: str,
      content: str,
      metaDescription: str,
      excerpt: str,
      tags: arrayOf(str),
      category: str,
      slug: str,
      generator: { type: 'string', enum: ['openai', 'offline'] },
    },
    required: ['title', 'content', 'metaDescription', 'tags', 'category', 'slug'],
  },
  Message: { type: 'object', properties: { message: str }, required: ['message'] },
  // ── members, comments and follows (issue 23)
  Member: {
    type: 'object',
    description: 'The signed-in member (only ever shown to themselves).',
    properties: {
      id: int,
      email: str,
      displayName: str,
      defaultName: { type: 'boolean', description: 'True while they show as "Reader <id>"' },
      createdAt: dateTime,
      banned: { type: 'boolean' },
      newsletter: { type: 'string', enum: ['confirmed', 'pending', 'unsubscribed', 'none'] },
      editions: { ...arrayOf(str), description: 'The editions (language tags) they read' },
    },
    required: ['id', 'email', 'displayName', 'defaultName', 'createdAt', 'banned', 'newsletter', 'editions'],
  },
  MemberSignIn: {
    type: 'object',
    properties: { member: { $ref: '#/components/schemas/Member' }, returnTo: nullableStr },
    required: ['member', 'returnTo'],
  },
  Follows: {
    type: 'object',
    properties: {
      categories: arrayOf({ type: 'object', properties: { slug: str, name: str } }),
      tags: arrayOf({ type: 'object', properties: { slug: str, name: str } }),
      games: arrayOf({ type: 'object', properties: { slug: str, name: str } }),
    },
    required: ['categories', 'tags', 'games'],
  },
  Comment: {
    type: 'object',
    properties: {
      id: int,
      articleId: int,
      parentId: { type: ['integer', 'null'] },
      body: { type: 'string', description: 'The plain text as written (empty once deleted)' },
      html: { type: 'string', description: 'The text escaped, links with rel="nofollow ugc noopener"' },
      author: nullable({ type: 'object', properties: { id: int, displayName: str } }),
      status: { type: 'string', enum: ['pending', 'visible', 'reported', 'hidden'] },
      createdAt: dateTime,
      editedAt: { type: ['string', 'null'], format: 'date-time' },
      deleted: { type: 'boolean' },
      replies: arrayOf({ $ref: '#/components/schemas/Comment' }),
    },
    required: ['id', 'articleId', 'body', 'html', 'author', 'status', 'createdAt', 'deleted'],
  },
  CommentPage: {
    type: 'object',
    properties: {
      mode: { type: 'string', enum: ['on', 'off', 'closed'] },
      totalCount: int,
      nextCursor: { type: ['integer', 'null'] },
      comments: arrayOf({ $ref: '#/components/schemas/Comment' }),
    },
    required: ['mode', 'totalCount', 'nextCursor', 'comments'],
  },
  ModerationResult: {
    type: 'object',
    description: 'What a moderation decision changed.',
    properties: { message: str, changed: { type: 'integer', minimum: 0, description: 'Comments whose status changed' } },
    required: ['message', 'changed'],
  },
  CommentWrite: {
    type: 'object',
    properties: { message: str, comment: { $ref: '#/components/schemas/Comment' } },
    required: ['message', 'comment'],
  },
  ModerationPage: {
    type: 'object',
    properties: {
      totalCount: int,
      counts: { type: 'object', properties: { pending: int, reported: int, hidden: int, visible: int } },
      comments: arrayOf({ $ref: '#/components/schemas/Comment' }),
    },
    required: ['totalCount', 'counts', 'comments'],
  },
  CommentSettings: {
    type: 'object',
    properties: { blockedWords: arrayOf(str), holdFirstComments: { type: 'boolean' } },
    required: ['blockedWords', 'holdFirstComments'],
  },
  Subscriber: {
    type: 'object',
    properties: {
      email: str,
      status: { type: 'string', enum: ['pending', 'confirmed', 'unsubscribed'] },
      createdAt: dateTime,
      confirmedAt: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['email', 'status', 'createdAt', 'confirmedAt'],
  },
  SubscriberPage: {
    type: 'object',
    properties: {
      subscribers: arrayOf({ $ref: '#/components/schemas/Subscriber' }),
      totalCount: int,
      counts: {
        type: 'object',
        properties: { pending: int, confirmed: int, unsubscribed: int },
        required: ['pending', 'confirmed', 'unsubscribed'],
      },
    },
    required: ['subscribers', 'totalCount', 'counts'],
  },
  EdgePurge: {
    type: 'object',
    properties: { cache: str, message: str },
    required: ['cache', 'message'],
  },
  DigestRun: {
    type: 'object',
    properties: {
      week: str,
      articleCount: int,
      queued: int,
      editions: arrayOf({
        type: 'object',
        properties: { language: str, articleCount: int, queued: int },
        required: ['language', 'articleCount', 'queued'],
      }),
    },
    required: ['week', 'articleCount', 'queued', 'editions'],
  },
  DigestDeliveries: {
    type: 'object',
    properties: {
      week: str,
      editions: arrayOf({
        type: 'object',
        properties: {
          language: str,
          subject: nullableStr,
          sent: int,
          waiting: int,
          sending: int,
          interrupted: int,
          lastSentAt: { type: ['string', 'null'], format: 'date-time' },
        },
        required: ['language', 'subject', 'sent', 'waiting', 'sending', 'interrupted', 'lastSentAt'],
      }),
    },
    required: ['week', 'editions'],
  },
  DigestPreview: {
    type: 'object',
    properties: { week: str, language: str, subject: str, html: str, text: str },
    required: ['week', 'language', 'subject', 'html', 'text'],
  },
  NewsletterEditions: {
    type: 'object',
    properties: { message: str, editions: arrayOf(str) },
    required: ['message', 'editions'],
  },
  Mailbox: {
    type: 'object',
    properties: {
      transport: { type: 'string', enum: ['smtp', 'mailbox'] },
      totalCount: int,
      messages: arrayOf({
        type: 'object',
        properties: {
          id: str,
          to: str,
          subject: str,
          date: dateTime,
          text: str,
          html: nullableStr,
          listUnsubscribe: nullableStr,
        },
        required: ['id', 'to', 'subject', 'date', 'text'],
      }),
    },
    required: ['transport', 'totalCount', 'messages'],
  },
  Webhook: {
    type: 'object',
    properties: {
      id: int,
      url: str,
      events: arrayOf({
        type: 'string',
        enum: ['article.published', 'article.updated', 'article.unpublished', 'article.deleted', 'article.corrected'],
      }),
      createdAt: dateTime,
      secret: { type: 'string', description: 'whsec_…, only in the answer to POST /api/webhooks' },
    },
    required: ['id', 'url', 'events', 'createdAt'],
  },
  WebhookDelivery: {
    type: 'object',
    description: 'id is the webhook-id header, the same on every attempt.',
    properties: {
      id: str,
      webhookId: int,
      url: str,
      event: str,
      status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
      attempts: int,
      createdAt: dateTime,
      deliveredAt: { type: ['string', 'null'], format: 'date-time' },
      attemptLog: arrayOf({
        type: 'object',
        properties: {
          attempt: int,
          attemptedAt: dateTime,
          responseStatus: { type: ['integer', 'null'] },
          error: nullableStr,
          durationMs: int,
        },
      }),
    },
    required: ['id', 'webhookId', 'event', 'status', 'attempts', 'createdAt', 'attemptLog'],
  },
  MostReadArticle: {
    type: 'object',
    description: 'An article (as Article) with its views over the last 7 days.',
    allOf: [{ $ref: '#/components/schemas/Article' }, { type: 'object', properties: { views: int }, required: ['views'] }],
  },
  Error: {
    type: 'object',
    properties: {
      error: { type: 'string', description: 'A sentence for people' },
      code: {
        type: 'string',
        enum: [
          'BAD_USER_INPUT',
          'UNAUTHENTICATED',
          'FORBIDDEN',
          'NOT_FOUND',
          'METHOD_NOT_ALLOWED',
          'CONFLICT',
          'EMBARGOED',
          'IDEMPOTENCY_KEY_REUSED',
          'PAYLOAD_TOO_LARGE',
          'TOO_MANY_REQUESTS',
          'BAD_GATEWAY',
          'SERVICE_UNAVAILABLE',
          'GATEWAY_TIMEOUT',
          'INTERNAL_SERVER_ERROR',
        ],
      },
      field: { type: 'string', description: 'The input at fault, for BAD_USER_INPUT' },
      requestId: { type: 'string', description: 'Quote it when reporting a problem' },
    },
    required: ['error', 'code'],
  },
} satisfies Record<string, JsonSchema>;

export function toRestArticle(article: RestArticleFragment) {
  return {
    id: article.id,
    title: article.title,
    content: article.content,
    excerpt: article.excerpt,
    slug: article.slug,
    language: article.language,
    category: article.categorySlug,
    tags: article.tagNames,
    featuredImage: article.featuredImage,
    metaDescription: article.metaDescription,
    status: article.status,
    scheduledFor: article.scheduledFor ?? null,
    embargoUntil: article.embargoUntil ?? null,
    authorId: article.authorId,
    author: article.author.displayName,
    featured: article.featured,
    masterFeatured: article.masterFeatured,
    mainFeaturedRoutes: article.mainFeaturedRoutes,
    thumbnailUrl: article.thumbnailUrl,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    publishedAt: article.publishedAt,
    games: article.games,
    review: article.review ?? null,
    live: article.live ?? null,
    correctedAt: article.correctedAt ?? null,
    commentCount: article.commentCount,
  };
}

export const toRestArticles = (articles: RestArticleFragment[]) => articles.map(toRestArticle);

export function toFeaturedSet(set: { mainFeatured: RestArticleFragment | null; sidebarArticles: RestArticleFragment[] }) {
  return {
    mainFeatured: set.mainFeatured ? toRestArticle(set.mainFeatured) : null,
    sidebarArticles: toRestArticles(set.sidebarArticles.slice(0, 3)),
  };
}
