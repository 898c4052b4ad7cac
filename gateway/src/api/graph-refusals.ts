// What graph's rules refuse beyond a row's guard and its input checks, by the GraphQL operation the
// row runs: a route answers these statuses because its operation does, wherever the row lives. The
// API document (openapi.ts) lists them; the contract test (contract.test.ts) fails on any status a
// route answers that the document does not list, so a new rule in graph shows up here or fails CI.

/** Statuses a guard and input checks do not already imply, each with what it means for the caller. */
export interface GraphRefusals {
  401?: string;
  403?: string;
  404?: string;
  409?: string;
  422?: string;
  429?: string;
}

const LIVE_BLOG_ENDED = 'The live blog has ended: reopen it (live.status live) to post or change entries';
const EMBARGO = 'The embargo holds (EMBARGOED): the message names when it lifts';
const NAME_TAKEN = 'The name or slug is taken';

export const graphRefusals: Record<string, GraphRefusals> = {
  Login: { 401: 'Wrong username or password (the same answer for both)', 429: 'Too many failed logins; see Retry-After' },
  RequestMemberLink: { 429: 'Too many links for this address or from this client; see Retry-After' },
  VerifyMemberLink: { 409: 'Another sign-in for this address raced this one; open the link again' },
  PostComment: {
    403: 'The member is banned, or comments are off or closed on the article',
    429: '5 comments a minute; see Retry-After',
  },
  EditComment: {
    403: 'Not your comment, past its 10-minute edit window, or comments are closed or off',
    429: '5 edits a minute; see Retry-After',
  },
  UpdateMemberProfile: { 409: 'Another reader has this display name' },
  DeleteComment: { 403: 'Not your comment' },
  SubscribeNewsletter: { 429: 'Too many subscriptions from this client or for this domain; see Retry-After' },
  GenerateThumbnail: { 429: '20 a minute per client address; see Retry-After' },
  CreateArticle: {
    409: EMBARGO,
    422: 'The Idempotency-Key already created another article (IDEMPOTENCY_KEY_REUSED): the message names it; update it or send a new key',
  },
  UpdateArticle: { 409: EMBARGO },
  ApproveArticle: { 409: `Not in review, or ${EMBARGO}` },
  SubmitArticle: { 409: 'Only drafts can be submitted for review' },
  RequestArticleChanges: { 409: 'Not in review' },
  CreateLiveEntry: { 409: LIVE_BLOG_ENDED },
  UpdateLiveEntry: { 409: LIVE_BLOG_ENDED },
  DeleteLiveEntry: { 409: LIVE_BLOG_ENDED },
  AddCorrection: { 409: 'Corrections are for published articles' },
  CreatePreviewLink: { 409: 'The article is published: share its public link instead' },
  CreateCategory: { 409: NAME_TAKEN },
  UpdateCategory: { 409: NAME_TAKEN },
  DeleteCategory: { 409: 'The category still has articles' },
  CreateTag: { 409: NAME_TAKEN },
  UpdateTag: { 409: NAME_TAKEN },
  DeleteGame: { 409: 'Articles link to the game; unlink them first' },
  DeleteMedia: { 409: 'An article still uses the image' },
  CreateUser: { 409: 'The username is taken' },
  UpdateUser: { 409: 'The last admin cannot be demoted' },
  DeleteUser: { 409: 'Your own account, or the last admin' },
};
