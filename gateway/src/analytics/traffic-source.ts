// Where a reader came from and on what, for insights (issue 24), without storing anything about them:
// the Referer header becomes its domain only (search engines and social sites grouped, the site's own
// pages "internal", none "direct"), and the user agent a coarse device class.

const SEARCH = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|qwant|brave|kagi)\.[a-z.]+$/;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.com|t\.co|twitter\.com|x\.com|reddit\.com|linkedin\.com|lnkd\.in|instagram\.com|youtube\.com|tiktok\.com|bsky\.app|threads\.net|mastodon\.social|discord\.com|news\.ycombinator\.com|pinterest\.com|tumblr\.com)$/;

/** search, social, direct, internal, or the referrer's domain (lowercase, without "www."). */
export function trafficSource(referer: string | undefined, ownHost: string | undefined): string {
  if (!referer) return 'direct';
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'direct';
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'direct';
  }
  if (!/^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/.test(host)) return 'direct';
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (own && host === own) return 'internal';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return host;
}

/** desktop, mobile, tablet or other, from the user agent. */
export function deviceClass(ua: string): 'desktop' | 'mobile' | 'tablet' | 'other' {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  if (/Windows NT|Macintosh|X11|CrOS|Linux/i.test(ua)) return 'desktop';
  return 'other';
}
