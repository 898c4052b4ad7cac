// Who is asking, and for what, decided once for the whole product (issue 44,
// docs/decisions/0020-audience-policy.md).
export {
  AUDIENCE_KINDS,
  audienceOf,
  audienceOfCaller,
  EDITOR_MODE_PARAM,
  isStorableForEveryone,
  mayBeServedSharedCopy,
  type Audience,
  type AudienceKind,
  type AudienceRequest,
  type SignedCaller,
} from './audience';
export {
  cookieValue,
  cookiesOf,
  DEVICE_COOKIE,
  identityCookies,
  MEMBER_HINT_COOKIE,
  MEMBER_SESSION_COOKIE,
  PRODUCT_COOKIES,
  STAFF_HINT_COOKIE,
  STAFF_SESSION_COOKIE,
} from './cookies';
export {
  isPersonalPath,
  isPrivatePage,
  isNormalSpelling,
  isUnder,
  normalizedPath,
  PathCanonicalizer,
  pathOf,
  PERSONAL_PATHS,
  PRIVATE_PAGES,
} from './paths';
export {
  CATEGORY_PATHS,
  CATEGORY_ROUTES,
  matchReaderPath,
  pageQueryParams,
  READER_PATTERNS,
  readerPathParam,
  splitEditionPrefix,
  withEditionPrefix,
  type EditionPathSplit,
  type ReaderPathMatch,
  type ReaderPattern,
} from './reader-paths';
export { audienceVcl, VCL_BEGIN, VCL_END, withAudienceVcl } from './vcl';
