// The mail templates: one responsive layout (tables and inline styles, which mail clients honour;
// one media query for narrow screens) with a plain-text twin for every message.
import { encode } from 'html-entities';
import { signInMailWords } from '../member/sign-in-mail-words';
import { digestStrings } from '../newsletter/digest-strings';

/**
 * Markup characters only: the mail is UTF-8 (meta charset and MIME charset), so other text goes as
 * it is. An entity per non-ASCII character (`&#12466;`) made a full Japanese digest 170 KB, past
 * the ~102 KB at which Gmail clips a message and hides its footer's unsubscribe link.
 */
export const esc = (value: string): string => encode(value, { mode: 'specialChars' });

/**
 * An instant as the publication writes it ("November 30, 2026 at 12:07 EST"): in its zone and
 * locale (PUBLICATION_TIMEZONE, PUBLICATION_LOCALE) as its pages do, the zone named so a reader
 * elsewhere knows it is not their own clock; never the worker machine's zone or a raw timestamp.
 */
export function publicationDateTime(at: Date, publication: { timeZone: string; locale: string }): string {
  return new Intl.DateTimeFormat(publication.locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone: publication.timeZone,
  }).format(at);
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export function layout(options: { title: string; preheader: string; body: string; footer: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${esc(options.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)}</title>
<style>
  @media (max-width: 620px) { .container { width: 100% !important; } .pad { padding: 16px !important; } h1 { font-size: 22px !important; } }
</style></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<span style="display:none;max-height:0;overflow:hidden">${esc(options.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td class="pad" style="padding:24px 32px;background:#111827;border-radius:8px 8px 0 0;color:#ffffff;font-size:20px;font-weight:bold">Savepoint</td></tr>
<tr><td class="pad" style="padding:32px">${options.body}</td></tr>
<tr><td class="pad" style="padding:16px 32px;border-top:1px solid #e5e7eb;color:#6b7280;font-size:12px;line-height:18px">${options.footer}</td></tr>
</table></td></tr></table></body></html>`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:6px;background:#2563eb">
<a href="${esc(href)}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;font-weight:bold">${esc(label)}</a></td></tr></table>`;
}

/** The newsletter footer, in the words of the mail's edition (English unless given). */
export function unsubscribeFooter(
  pageUrl: string,
  words: { footer: string; unsubscribe: string } = {
    footer: 'You receive this because you subscribed to the Savepoint newsletter.',
    unsubscribe: 'Unsubscribe',
  },
): { html: string; text: string } {
  return {
    html: `${esc(words.footer)} <a href="${esc(pageUrl)}" style="color:#6b7280">${esc(words.unsubscribe)}</a>.`,
    text: `${words.footer}\n${words.unsubscribe}: ${pageUrl}`,
  };
}

/** The words of a mail whose point is one link to press (the double opt-in, a sign-in link). */
export interface LinkMailWords {
  subject: string;
  heading: string;
  preheader: string;
  /** Who asked for what; then how to go on (the HTML's button below, the text's link after). */
  asked: string;
  howHtml: string;
  howText: string;
  action: string;
  ignore: string;
}

/** A one-link mail: `textTitle` heads its plain-text twin; `footer` is the newsletter's, or none. */
function linkMail(
  say: LinkMailWords,
  url: string,
  language: string,
  textTitle: string,
  footer: { html: string; text: string } | null,
): Rendered {
  return {
    subject: say.subject,
    html: layout({
      title: say.heading,
      preheader: say.preheader,
      body: `<h1 style="margin:0 0 16px;font-size:24px">${esc(say.heading)}</h1>
<p style="margin:0 0 24px;line-height:22px">${esc(`${say.asked} ${say.howHtml} ${say.ignore}`)}</p>
${button(url, say.action)}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280;word-break:break-all">${esc(url)}</p>`,
      footer: footer?.html ?? '',
      lang: language,
    }),
    text: `${textTitle}\n\n${say.asked} ${say.howText}\n${url}\n\n${say.ignore}\n${footer ? `\n${footer.text}\n` : ''}`,
  };
}

/** The double opt-in mail, in the language of the edition the reader subscribed from (English by default). */
export function confirmationMail(confirmUrl: string, unsubscribePageUrl: string, language = 'en'): Rendered {
  const words = digestStrings(language);
  return linkMail(
    words.confirmation,
    confirmUrl,
    language,
    words.confirmation.subject,
    unsubscribeFooter(unsubscribePageUrl, words),
  );
}

/** The magic link that signs a member in (issue 23): no unsubscribe footer, it is not a newsletter. */
export function memberLinkMail(signInUrl: string, language = 'en'): Rendered {
  const say = signInMailWords(language);
  return linkMail(say, signInUrl, language, say.heading, null);
}

const NEWSROOM_SUBJECT: Record<'submitted' | 'approved' | 'changes_requested' | 'mentioned', (title: string) => string> = {
  submitted: (title) => `Review requested: ${title}`,
  approved: (title) => `Approved: ${title}`,
  changes_requested: (title) => `Changes requested: ${title}`,
  mentioned: (title) => `You were mentioned in a note on ${title}`,
};

const NEWSROOM_LINE: Record<keyof typeof NEWSROOM_SUBJECT, (actor: string, detail: string) => string> = {
  submitted: (actor) => `${actor} submitted this article for review.`,
  approved: (actor, detail) => `${actor} approved your article: it is ${detail}.`,
  changes_requested: (actor) => `${actor} sent your article back with changes requested.`,
  mentioned: (actor) => `${actor} mentioned you in a note.`,
};

const NEWSROOM_FOOTER = 'You receive this because you are on the Savepoint staff.';

/** Mail to staff about a review step or a mention (issue 24); `note` is plain text. */
export function newsroomMail(options: {
  event: keyof typeof NEWSROOM_SUBJECT;
  title: string;
  actorName: string;
  detail: string;
  note: string | null;
  editUrl: string;
}): Rendered {
  const subject = NEWSROOM_SUBJECT[options.event](options.title);
  const line = NEWSROOM_LINE[options.event](options.actorName, options.detail);
  const note = options.note
    ? `<blockquote style="margin:0 0 24px;padding:8px 16px;border-left:4px solid #e5e7eb;white-space:pre-wrap">${esc(options.note)}</blockquote>`
    : '';
  return {
    subject,
    html: layout({
      title: subject,
      preheader: line,
      body: `<h1 style="margin:0 0 16px;font-size:24px">${esc(options.title)}</h1>
<p style="margin:0 0 16px;line-height:22px">${esc(line)}</p>
${note}${button(options.editUrl, 'Open in the editor')}`,
      footer: esc(NEWSROOM_FOOTER),
    }),
    text: `${options.title}\n\n${line}\n${options.note ? `\n${options.note}\n` : ''}\nOpen in the editor: ${options.editUrl}\n\n--\n${NEWSROOM_FOOTER}\n`,
  };
}
