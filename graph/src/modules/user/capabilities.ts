// The one table that decides what each staff role may do (Ghost's four roles). Every GraphQL
// operation behind `@Authorized()` is looked up here by its field name in `authChecker`, so a
// mutation or admin query cannot be added without a row; `capabilities.test.ts` walks the table for
// every role × operation. Article-level rules ("own" articles, contributors' drafts) are decided by
// `assertArticleAccess`, which the services call with the article in hand.
import { type Caller, isSystemActor } from '../../common/caller';
import { forbidden } from '../../common/errors';
import type { User } from './user.entity';
import { UserRole } from './user.entity';

/** `any`: every article/record. `own`: only articles the user wrote (contributors: own drafts only). */
export type Reach = 'any' | 'own';
type Row = Partial<Record<UserRole, Reach>>;

const ALL_STAFF: Row = { contributor: 'any', author: 'any', editor: 'any', admin: 'any' };
const WRITERS_OWN: Row = { contributor: 'own', author: 'own', editor: 'any', admin: 'any' };
const PUBLISHERS: Row = { author: 'own', editor: 'any', admin: 'any' };
const EDITORS: Row = { editor: 'any', admin: 'any' };
const ADMINS: Row = { admin: 'any' };
/** Every staff account for its own records; admins for everyone's. */
const OWN_ADMINS_ALL: Row = { contributor: 'own', author: 'own', editor: 'own', admin: 'any' };
/** A token acts as its owner, so it is only ever minted for oneself; contributors may not mint. */
const MINTERS: Row = { author: 'own', editor: 'own', admin: 'own' };

export const CAPABILITIES = {
  // ── reading the back office
  adminArticles: ALL_STAFF,
  aiKeywords: ALL_STAFF,
  trendingTopics: ALL_STAFF,
  mediaLibrary: ALL_STAFF,
  // ── writing articles
  createArticle: WRITERS_OWN,
  updateArticle: WRITERS_OWN,
  autosaveArticle: WRITERS_OWN,
  articleRevisions: WRITERS_OWN,
  restoreArticleRevision: WRITERS_OWN,
  createPreviewLink: WRITERS_OWN,
  revokePreviewLinks: WRITERS_OWN,
  generateArticle: ALL_STAFF,
  uploadMedia: ALL_STAFF,
  /** Not a GraphQL field: setting status published/scheduled/archived on create or update. */
  publishArticle: PUBLISHERS,
  deleteArticle: PUBLISHERS,
  // ── live blogs and corrections (issue 22): entries need the right to edit the article
  createLiveEntry: WRITERS_OWN,
  updateLiveEntry: WRITERS_OWN,
  deleteLiveEntry: WRITERS_OWN,
  addCorrection: PUBLISHERS,
  deleteCorrection: ADMINS,
  // ── the newsroom (issue 24): review before publishing, notes on drafts
  /** Contributors submit their own drafts; authors theirs; editors anyone's. */
  submitArticle: WRITERS_OWN,
  approveArticle: EDITORS,
  requestArticleChanges: EDITORS,
  /** The review history and the changes since the last review, for whoever may edit the article. */
  articleReview: WRITERS_OWN,
  newsroomSettings: ALL_STAFF,
  /** Notes on drafts: every staff member reads and writes them; changing or deleting one is its
   * writer's (`own`), or any note for editors. */
  articleNotes: ALL_STAFF,
  createArticleNote: ALL_STAFF,
  /** Insights: every staff role, like the views column the article list already shows them. */
  insightsOverview: ALL_STAFF,
  articleInsights: ALL_STAFF,
  updateArticleNote: { contributor: 'own', author: 'own', editor: 'any', admin: 'any' },
  deleteArticleNote: { contributor: 'own', author: 'own', editor: 'any', admin: 'any' },
  updateNewsroomSettings: ADMINS,
  // ── the publication's structure
  toggleFeatured: EDITORS,
  setMasterFeatured: EDITORS,
  removeMasterFeatured: EDITORS,
  setMainFeatured: EDITORS,
  removeMainFeatured: EDITORS,
  mainFeaturedAssignments: EDITORS,
  createCategory: EDITORS,
  updateCategory: EDITORS,
  deleteCategory: EDITORS,
  createTag: EDITORS,
  updateTag: EDITORS,
  deleteTag: EDITORS,
  deleteMedia: EDITORS,
  // ── the games database (issue 21): editors manage games, every writer links articles to them
  createGame: EDITORS,
  updateGame: EDITORS,
  deleteGame: EDITORS,
  mergeGames: EDITORS,
  /** Not a GraphQL field: setting an article's games on create or update. */
  linkGame: ALL_STAFF,
  /**
   * The editorial calendar: every staff role, like adminArticles (which already lists every article
   * to every role); who may move a schedule is publishArticle's row, answered per item.
   */
  calendar: ALL_STAFF,
  /** Not a GraphQL field: setting `featured` or another author on an article. */
  assignArticle: EDITORS,
  // ── audience: the newsletter, the dev mailbox and webhooks (issue 13: editors)
  newsletterSubscribers: EDITORS,
  newsletterSubscribersCsv: EDITORS,
  sendNewsletterDigest: EDITORS,
  newsletterDigestPreview: EDITORS,
  newsletterDigestDeliveries: EDITORS,
  sendNewsletterDigestTest: EDITORS,
  mailbox: EDITORS,
  createWebhook: EDITORS,
  webhooks: EDITORS,
  deleteWebhook: EDITORS,
  // ── the edge (issue 25): purging the shared cache in front of the whole site is an admin's call
  purgeEdgeCache: ADMINS,
  /** The job queue board (/admin/queues): retrying and removing mail, publishing and purge jobs. */
  queueBoardAccess: EDITORS,
  webhookDeliveries: EDITORS,
  // ── members' comments (issue 23): editors and admins moderate; members are never staff
  moderationComments: EDITORS,
  moderateComments: EDITORS,
  banMember: EDITORS,
  unbanMember: EDITORS,
  commentSettings: EDITORS,
  updateCommentSettings: EDITORS,
  setArticleCommentMode: EDITORS,
  // ── the social web (issue 47): editors see followers and instances, approve follows, block domains
  socialWeb: EDITORS,
  socialWebActors: EDITORS,
  updateSocialWebProfile: EDITORS,
  socialWebFollowers: EDITORS,
  decideSocialWebFollows: EDITORS,
  socialWebInstances: EDITORS,
  socialWebDomainBlocks: EDITORS,
  blockSocialWebDomain: EDITORS,
  unblockSocialWebDomain: EDITORS,
  // ── editions (issue 46): admins set up editions; every writer may start a translation draft
  createEdition: ADMINS,
  updateEdition: ADMINS,
  translateArticle: WRITERS_OWN,
  translationModes: ALL_STAFF,
  /** Names per edition (issue 46 item 2), by whoever may change the category, tag or game itself. */
  setCategoryName: EDITORS,
  setTagName: EDITORS,
  setGameName: EDITORS,
  /** A game's description per edition (ADR 0067), by whoever may change the game. */
  setGameDescription: EDITORS,
  setGameEdition: EDITORS,
  // ── accounts
  changePassword: ALL_STAFF,
  createApiToken: MINTERS,
  apiTokens: OWN_ADMINS_ALL,
  revokeApiToken: OWN_ADMINS_ALL,
  users: ADMINS,
  createUser: ADMINS,
  updateUser: ADMINS,
  deleteUser: ADMINS,
  activity: ADMINS,
} satisfies Record<string, Row>;

export type Operation = keyof typeof CAPABILITIES;

const isOperation = (name: string): name is Operation => Object.hasOwn(CAPABILITIES, name);

/**
 * How far `role` may perform `operation`, or null when it may not at all. An operation missing from
 * the table (say, one merged in without a row) is open to admins only: nothing becomes public or
 * wider by omission.
 */
function reachOf(role: UserRole, operation: string): Reach | null {
  if (!isOperation(operation)) return role === UserRole.admin ? 'any' : null;
  return CAPABILITIES[operation][role] ?? null;
}

const ROLE_NAMES: Record<UserRole, string> = {
  contributor: 'Contributors',
  author: 'Authors',
  editor: 'Editors',
  admin: 'Admins',
};

/** How far `caller` may perform `operation`, or FORBIDDEN. The system (SYSTEM_ACTOR) may do anything. */
export function assertCapability(caller: Caller, operation: string): Reach {
  if (isSystemActor(caller)) return 'any';
  const user = caller;
  const reach = reachOf(user.role, operation);
  if (!reach) throw forbidden(`${ROLE_NAMES[user.role]} may not do this (${operation}).`);
  return reach;
}

/** What an article-level check needs to know about the article. */
export interface ArticleOwnership {
  authorId: number;
  status: string;
}

/**
 * Why `user` may not perform `operation` on this article, or null when they may: `any` reach covers
 * every article; `own` reach covers the user's own articles, and for contributors only while they
 * are drafts (once an editor publishes it, it is no longer theirs to change).
 */
function articleAccessRefusal(user: User, operation: Operation, article: ArticleOwnership): string | null {
  const reach = reachOf(user.role, operation);
  if (!reach) return `${ROLE_NAMES[user.role]} may not do this (${operation}).`;
  if (reach === 'any') return null;
  if (article.authorId !== user.id) return `${ROLE_NAMES[user.role]} may only change their own articles.`;
  if (user.role === UserRole.contributor && article.status !== 'draft') return 'Contributors may only change their own drafts.';
  return null;
}

/** Throws FORBIDDEN unless `caller` may perform `operation` on this article (the rule above; the system may). */
export function assertArticleAccess(caller: Caller, operation: Operation, article: ArticleOwnership): void {
  if (isSystemActor(caller)) return;
  const refusal = articleAccessRefusal(caller, operation, article);
  if (refusal) throw forbidden(refusal);
}

/** The same rule as a yes/no, for telling the caller what they may do (false for readers). */
export const mayAccessArticle = (user: User | null, operation: Operation, article: ArticleOwnership): boolean =>
  user !== null && articleAccessRefusal(user, operation, article) === null;

/** Every operation `role` may perform, for the web app to show each role only what it may do. */
export const capabilitiesOf = (role: UserRole): Operation[] =>
  (Object.keys(CAPABILITIES) as Operation[]).filter((operation) => reachOf(role, operation) !== null);
