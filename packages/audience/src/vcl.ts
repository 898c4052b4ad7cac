// The Varnish rules that follow from the audience policy, generated into deploy/varnish/default.vcl
// (and the Kubernetes overlay's copy) between the BEGIN and END marks by `npm run build`
// (scripts/generate-vcl.mjs), and again whenever scripts/varnish.cjs starts Varnish. So the edge
// knows the same cookies, the same personal paths and the same spellings as the gateway: there is
// no second list to forget a cookie in (the member cookie was, and members looked signed out).
import { identityCookies } from './cookies';
import { ENCODED_PLAIN, PERSONAL_PATHS, PRIVATE_PAGES } from './paths';

export const VCL_BEGIN = '# BEGIN audience';
export const VCL_END = '# END audience';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pass rule of vcl_recv, indented for it, marks included. */
export function audienceVcl(): string {
  const cookies = identityCookies().map(escapeRegex).join('|');
  const paths = PERSONAL_PATHS.map((path) => escapeRegex(path.slice(1))).join('|');
  const privatePages = PRIVATE_PAGES.map((path) => escapeRegex(path.slice(1))).join('|');
  return [
    `    ${VCL_BEGIN}: generated from @savepoint/audience (packages/audience/src/vcl.ts) by npm run build; do not edit.`,
    "    # Someone's request (a token, a staff or member cookie), a path for one person in any letter case",
    "    # (a private page under an edition's prefix too),",
    '    # or a spelling the gateway answers with a redirect to the one spelling (repeated or trailing',
    '    # slashes, percent-encoded letters): passed, never answered from the cache nor kept in it.',
    '    if (req.http.Authorization',
    `        || req.http.Cookie ~ "(^|;)\\s*(${cookies})\\s*="`,
    `        || req.url ~ "(?i)^/(${paths})(/|\\?|$)"`,
    `        || req.url ~ "(?i)^/[a-z0-9]+(-[a-z0-9]+)*/(${privatePages})(/|\\?|$)"`,
    `        || req.url ~ "^[^?]*(//|${ENCODED_PLAIN.source})"`,
    '        || req.url ~ "^[^?]+/(\\?|$)") {',
    '        return (pass);',
    '    }',
    `    ${VCL_END}`,
  ].join('\n');
}

/** `vcl` with its audience rule (the lines from VCL_BEGIN to VCL_END) as generated now. */
export function withAudienceVcl(vcl: string): string {
  const lines = vcl.split('\n');
  const begin = lines.findIndex((line) => line.trim().startsWith(VCL_BEGIN));
  const end = lines.findIndex((line, i) => i > begin && line.trim() === VCL_END);
  if (begin < 0 || end < 0) throw new Error(`the VCL has no "${VCL_BEGIN}" … "${VCL_END}" block to generate into`);
  return [...lines.slice(0, begin), audienceVcl(), ...lines.slice(end + 1)].join('\n');
}
