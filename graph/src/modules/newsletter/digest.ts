// The weekly digest: the week's published articles, most read first, fixed as one issue per week and
// edition (digest_issue) the first time it is sent, then delivered to confirmed subscribers of that
// edition in batches, in the edition's language with its articles only (issue 46 item 7).
// A (subscriber, week, edition) row is claimed before a mail is queued and moved to `sending` right
// before the SMTP hand-off, so nothing (re-runs, the editor's "send now", a crashed worker) sends it
// twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { GraphConfig } from '../../config';
import { PublishingService } from '../article/publishing.service';
import type { MailQueue } from '../mail/mail-queue';
import { esc, layout, unsubscribeFooter, type Rendered } from '../mail/templates';
import { digestStrings } from './digest-strings';

const DIGEST_BATCH_SIZE = 500;
const DIGEST_MAX_ARTICLES = 20;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * The category's name in the article's edition (category_translation, issue 46 item 2), else its
 * own: a German issue names its categories as the German pages do, never in the default language.
 */
const CATEGORY_NAME = 'coalesce(ct.name, c.name)';
const CATEGORY_NAME_JOIN = 'LEFT JOIN category_translation ct ON ct.category_id = c.id AND ct.language = a.language';

/** ISO week of `now` in the digest's time zone, e.g. 2026-W48: the digest's "once per" unit. */
export function digestWeek(now: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(now).setZone(timeZone);
  return `${local.weekYear}-W${String(local.weekNumber).padStart(2, '0')}`;
}

export interface DigestArticle {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  category: string;
  publishedAt: Date;
  views: number;
}

/** The edition a digest is for: its language and where its pages live. */
export interface DigestEdition {
  language: string;
  urlPrefix: string | null;
}

/** The edition's reader site: the public URL, under the edition's prefix for all but the default. */
export const editionUrl = (publicUrl: string, edition: DigestEdition): string =>
  edition.urlPrefix ? `${publicUrl}/${edition.urlPrefix}` : publicUrl;

/** Every edition; the default one first. */
async function digestEditions(em: EntityManager): Promise<DigestEdition[]> {
  const rows: { language: string; url_prefix: string | null }[] = await em.execute(
    `SELECT language, url_prefix FROM edition ORDER BY is_default DESC, language`,
  );
  return rows.map((r) => ({ language: r.language, urlPrefix: r.url_prefix }));
}

/** The edition of `language`, or the default edition when it is not given (or no longer exists). */
export async function digestEdition(em: EntityManager, language?: string | null): Promise<DigestEdition> {
  const editions = await digestEditions(em);
  return editions.find((e) => e.language.toLowerCase() === language?.toLowerCase()) ?? editions[0];
}

/**
 * The edition a subscriber's own mails (the confirmation) speak and link to: the edition they
 * subscribed from, which is their only one unless they chose more; of several, the default edition
 * when it is one of them, else the first by language tag (docs/features/newsletter-webhooks-most-read.md).
 */
export async function subscriberMailEdition(em: EntityManager, subscriberId: number): Promise<DigestEdition> {
  const rows: { language: string; url_prefix: string | null }[] = await em.execute(
    `SELECT e.language, e.url_prefix FROM subscriber_edition s JOIN edition e ON e.language = s.language
     WHERE s.subscriber_id = ? ORDER BY e.is_default DESC, e.language LIMIT 1`,
    [subscriberId],
  );
  return rows[0] ? { language: rows[0].language, urlPrefix: rows[0].url_prefix } : digestEdition(em);
}

/**
 * Where `week`'s issue of an edition starts: when the edition's last issue before it was made, at most
 * 14 days back; 7 days back for its first. The issue and every reader's "For you" share it.
 */
async function issueWindowStart(em: EntityManager, now: Date, week: string, language: string): Promise<Date> {
  const [{ last }]: { last: string | Date | null }[] = await em.execute(
    `SELECT max(created_at) AS last FROM digest_issue WHERE language = ? AND week < ? AND created_at <= ?`,
    [language, week, now],
  );
  return last ? new Date(Math.max(new Date(last).getTime(), now.getTime() - 2 * WEEK_MS)) : new Date(now.getTime() - WEEK_MS);
}

/**
 * The edition's articles of the issue made at `now`, most read (since then) first, then newest: those
 * published in the 7 days up to `now`, or since the edition's last issue was made (at most 14 days
 * back), less what its issues carried. An issue an editor sent early (Wednesday) thus leaves nothing
 * of Wednesday to Friday out of the next one, and carries nothing twice; what a busy week's issue
 * had no room for (DIGEST_MAX_ARTICLES) is not next week's news.
 */
async function digestArticles(em: EntityManager, now: Date, week: string, language: string): Promise<DigestArticle[]> {
  const since = await issueWindowStart(em, now, week, language);
  const rows: {
    id: number;
    title: string;
    slug: string;
    excerpt: string | null;
    published_at: string | Date;
    category: string;
    views: number;
  }[] = await em.execute(
    `SELECT a.id, a.title, a.slug, a.excerpt, a.published_at, ${CATEGORY_NAME} AS category, coalesce(v.views, 0)::int AS views
     FROM article a
     JOIN category c ON c.id = a.category_id
     ${CATEGORY_NAME_JOIN}
     LEFT JOIN (
       SELECT article_id, sum(views) AS views FROM article_daily_views WHERE day >= ?::date GROUP BY article_id
     ) v ON v.article_id = a.id
     WHERE a.status = 'published' AND a.language = ? AND a.published_at > ? AND a.published_at <= ?
       AND NOT EXISTS (SELECT 1 FROM digest_issue i WHERE i.language = a.language AND a.id = ANY (i.article_ids))
     ORDER BY views DESC, a.published_at DESC, a.id DESC
     LIMIT ?`,
    [since.toISOString().slice(0, 10), language, since, now, DIGEST_MAX_ARTICLES],
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    category: r.category,
    publishedAt: new Date(r.published_at),
    views: r.views,
  }));
}

/** The issue's body (without the per-subscriber footer), in the edition's language, linking its pages. */
function renderDigestBody(articles: DigestArticle[], publicUrl: string, week: string, edition: DigestEdition): Rendered {
  const words = digestStrings(edition.language);
  const site = editionUrl(publicUrl, edition);
  const subject = articles.length ? words.subject(articles[0].title) : words.emptySubject(week);
  const items = articles
    .map((a) => {
      const url = `${site}/articles/${a.slug}`;
      return `<tr><td style="padding:0 0 20px">
<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#6b7280">${esc(a.category)}</p>
<a href="${esc(url)}" style="font-size:18px;font-weight:bold;color:#111827;text-decoration:none">${esc(a.title)}</a>
${a.excerpt ? `<p style="margin:6px 0 0;line-height:22px;color:#374151">${esc(a.excerpt)}</p>` : ''}
</td></tr>`;
    })
    .join('\n');
  const html = `<h1 style="margin:0 0 8px;font-size:24px">${esc(words.heading)}</h1>
<p style="margin:0 0 24px;color:#6b7280">${esc(words.intro)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>
<p style="margin:8px 0 0"><a href="${esc(site)}/articles" style="color:#2563eb">${esc(words.everything)} →</a></p>`;
  const text = [
    words.heading,
    words.intro,
    '',
    ...articles.map((a) => `${a.title} (${a.category})\n${a.excerpt ? `${a.excerpt}\n` : ''}${site}/articles/${a.slug}\n`),
    `${words.everything}: ${site}/articles`,
  ].join('\n');
  return { subject, html, text };
}

/**
 * The full mail for one reader: body plus a footer whose link leads to the unsubscribe page, and
 * (issue 23) a preferences link to /account, where follows and the newsletter choice are edited.
 */
export function digestMail(body: Rendered, unsubscribePageUrl: string, language: string, preferencesUrl?: string): Rendered {
  const words = digestStrings(language);
  const footer = unsubscribeFooter(unsubscribePageUrl, words);
  const html = preferencesUrl
    ? `${footer.html} <a href="${esc(preferencesUrl)}" style="color:#6b7280">${esc(words.preferences)}</a>.`
    : footer.html;
  const text = preferencesUrl ? `${footer.text}\n${words.preferences}: ${preferencesUrl}` : footer.text;
  return {
    subject: body.subject,
    // The preheader is what inboxes show after the subject: the subject again would say nothing.
    html: layout({ title: body.subject, preheader: words.intro, body: body.html, footer: html, lang: language }),
    text: `${body.text}\n\n--\n${text}\n`,
  };
}

/**
 * "For you" (issue 23): the published articles of the digest's edition from what a member follows
 * since the issue's window starts (as the issue's own: an issue sent early leaves nothing out of the
 * next), newest first, at most 5, for the subscriber's address when it belongs to a member who
 * follows anything. A follow reaches the follower in each of their editions with that edition's
 * articles only (docs/decisions/0051).
 */
export async function forYouArticles(
  em: EntityManager,
  email: string,
  now: Date,
  week: string,
  language: string,
): Promise<DigestArticle[]> {
  const since = await issueWindowStart(em, now, week, language);
  const rows: {
    id: number;
    title: string;
    slug: string;
    excerpt: string | null;
    published_at: string | Date;
    category: string;
  }[] = await em.execute(
    `WITH m AS (SELECT id FROM member WHERE lower(email) = lower(?))
       SELECT a.id, a.title, a.slug, a.excerpt, a.published_at, ${CATEGORY_NAME} AS category
       FROM article a JOIN category c ON c.id = a.category_id ${CATEGORY_NAME_JOIN}, m
       WHERE a.status = 'published' AND a.language = ? AND a.published_at > ? AND a.published_at <= ? AND (
         a.category_id IN (SELECT category_id FROM member_follow WHERE member_id = m.id AND category_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM article_tags at JOIN member_follow f ON f.tag_id = at.tag_id WHERE at.article_id = a.id AND f.member_id = m.id)
         OR EXISTS (SELECT 1 FROM article_game ag JOIN member_follow f ON f.game_id = ag.game_id WHERE ag.article_id = a.id AND f.member_id = m.id))
       ORDER BY a.published_at DESC, a.id DESC LIMIT 5`,
    [email, language, since, now],
  );
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.published_at), views: 0 }));
}

/** The issue with a "For you" section leading it. */
export function withForYou(issue: Rendered, articles: DigestArticle[], publicUrl: string, edition: DigestEdition): Rendered {
  if (articles.length === 0) return issue;
  const words = digestStrings(edition.language);
  const site = editionUrl(publicUrl, edition);
  const items = articles
    .map(
      (a) =>
        `<li style="margin:0 0 8px"><a href="${esc(`${site}/articles/${a.slug}`)}" style="color:#111827;font-weight:bold">${esc(a.title)}</a> <span style="color:#6b7280">(${esc(a.category)})</span></li>`,
    )
    .join('\n');
  const html = `<h2 style="margin:0 0 8px;font-size:20px">${esc(words.forYouHeading)}</h2>
<p style="margin:0 0 12px;color:#6b7280">${esc(words.forYouIntro)}</p>
<ul style="margin:0 0 24px;padding-left:18px">${items}</ul>
${issue.html}`;
  const text = [
    words.forYouHeading,
    words.forYouIntro,
    '',
    ...articles.map((a) => `${a.title} (${a.category})\n${site}/articles/${a.slug}\n`),
    '',
    issue.text,
  ].join('\n');
  return { subject: issue.subject, html, text };
}

export interface DigestEditionRun {
  language: string;
  articleCount: number;
  /** Mails queued by this run for this edition. */
  queued: number;
}

export interface DigestRun {
  week: string;
  /** Articles in this week's issues, every edition's. */
  articleCount: number;
  /** Mails queued by this run (subscribers who had not been sent this week's issue of an edition yet). */
  queued: number;
  /** The same per edition, the default one first. */
  editions: DigestEditionRun[];
}

type Issue = Rendered & { articleCount: number };

/**
 * A hand-off to SMTP takes seconds; a claim `sending` for longer lost its worker mid-way. It is never
 * sent again (the mail may have gone out), so the report names it instead.
 */
const DIGEST_HANDOFF_STALE_MS = 10 * 60_000;

/** How far one edition's issue of a week went. */
interface DigestEditionDeliveries {
  language: string;
  /** The issue's subject once it was made; null while nothing was sent that week. */
  subject: string | null;
  sent: number;
  /** Claimed and queued, not handed to SMTP yet (retries after a refusal wait here too). */
  waiting: number;
  /** Being handed to SMTP now. */
  sending: number;
  /** Handed over by a worker that stopped before recording it: may or may not have arrived. */
  interrupted: number;
  lastSentAt: Date | null;
}

export interface DigestDeliveries {
  week: string;
  /** Every edition, the default one first. */
  editions: DigestEditionDeliveries[];
}

export class DigestService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<GraphConfig, 'publicUrl' | 'digest'>,
    private readonly mail: MailQueue,
  ) {}

  /** The body of `week`'s issue of an edition: as sent, or as it would be made at `now` (a preview, a test). */
  async issueBody(week: string, now: Date, edition: DigestEdition): Promise<Rendered> {
    const issue = await this.issue(week, edition.language);
    return (
      issue ?? renderDigestBody(await digestArticles(this.em, now, week, edition.language), this.config.publicUrl, week, edition)
    );
  }

  /** This week's issue of an edition (the default one unless named). */
  async preview(now: Date, language?: string | null): Promise<Rendered & { week: string; language: string }> {
    const week = digestWeek(now, this.config.digest.timeZone);
    const edition = await digestEdition(this.em, language);
    const body = await this.issueBody(week, now, edition);
    return {
      week,
      language: edition.language,
      ...digestMail(body, `${editionUrl(this.config.publicUrl, edition)}/newsletter/unsubscribe`, edition.language),
    };
  }

  /** Sends this week's issue of every edition to its confirmed subscribers who have not had it; safe to repeat. */
  async sendCurrentWeek(now: Date): Promise<DigestRun> {
    const week = digestWeek(now, this.config.digest.timeZone);
    // An article due by now is published first: its job may run a moment after this one, it is dated
    // its scheduled time, and next week's 7 days no longer reach back to it.
    await new PublishingService(this.em).publishDueArticles(now);
    const runs: DigestEditionRun[] = [];
    for (const edition of await digestEditions(this.em)) runs.push(await this.sendEdition(week, now, edition));
    return {
      week,
      articleCount: runs.reduce((n, r) => n + r.articleCount, 0),
      queued: runs.reduce((n, r) => n + r.queued, 0),
      editions: runs,
    };
  }

  private async sendEdition(week: string, now: Date, edition: DigestEdition): Promise<DigestEditionRun> {
    const { language } = edition;
    let issue = await this.issue(week, language);
    if (!issue) {
      const articles = await digestArticles(this.em, now, week, language);
      if (articles.length === 0) return { language, articleCount: 0, queued: 0 };
      const body = renderDigestBody(articles, this.config.publicUrl, week, edition);
      await this.em.execute(
        // Made at `now` (the time its articles were chosen at): the next issue starts from there.
        `INSERT INTO digest_issue (week, language, subject, html, text, article_ids, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (week, language) DO NOTHING`,
        [week, language, body.subject, body.html, body.text, `{${articles.map((a) => a.id).join(',')}}`, now],
      );
      issue = (await this.issue(week, language))!;
    }
    // Claim in batches (keyset over subscriber ids) so a large list never holds one long statement.
    for (let after = 0; ;) {
      const claimed: { id: number }[] = await this.em.execute(
        `WITH batch AS (
           SELECT s.id FROM subscriber s JOIN subscriber_edition e ON e.subscriber_id = s.id AND e.language = ?
           WHERE s.status = 'confirmed' AND s.id > ? ORDER BY s.id LIMIT ?
         ), claim AS (
           INSERT INTO digest_delivery (subscriber_id, week, language) SELECT id, ?, ? FROM batch ON CONFLICT DO NOTHING
         )
         SELECT max(id) AS id FROM batch`,
        [language, after, DIGEST_BATCH_SIZE, week, language],
      );
      if (claimed[0]?.id == null) break;
      after = claimed[0].id;
    }
    return { language, articleCount: issue.articleCount, queued: await this.queueClaims(week, language) };
  }

  /**
   * Queues every claim still waiting (this run's, and any a crashed run claimed but never queued);
   * the job id makes a claim that is already queued join its job.
   */
  private async queueClaims(week: string, language: string): Promise<number> {
    let queued = 0;
    for (let after = 0; ;) {
      const waiting: { subscriber_id: number }[] = await this.em.execute(
        `SELECT subscriber_id FROM digest_delivery WHERE week = ? AND language = ? AND status = 'claimed' AND subscriber_id > ?
         ORDER BY subscriber_id LIMIT ?`,
        [week, language, after, DIGEST_BATCH_SIZE],
      );
      if (waiting.length === 0) break;
      await this.mail.enqueue(
        waiting.map((w) => ({
          payload: { kind: 'digest', week, language, subscriberId: w.subscriber_id },
          jobId: `digest-${week}-${language}-${w.subscriber_id}`,
        })),
      );
      queued += waiting.length;
      after = waiting[waiting.length - 1].subscriber_id;
    }
    return queued;
  }

  /** How far `week`'s issues went (default: this week), per edition. */
  async deliveries(now: Date, week?: string | null): Promise<DigestDeliveries> {
    const asked = week ?? digestWeek(now, this.config.digest.timeZone);
    // A hand-off begun before this has stopped; one begun after is under way.
    const staleBefore = new Date(now.getTime() - DIGEST_HANDOFF_STALE_MS);
    const rows: (Omit<DigestEditionDeliveries, 'lastSentAt'> & { last_sent_at: string | Date | null })[] = await this.em.execute(
      `SELECT i.language, i.subject,
         count(d.*) FILTER (WHERE d.status = 'sent')::int AS sent,
         count(d.*) FILTER (WHERE d.status = 'claimed')::int AS waiting,
         count(d.*) FILTER (WHERE d.status = 'sending' AND d.sending_at > ?)::int AS sending,
         count(d.*) FILTER (WHERE d.status = 'sending' AND (d.sending_at IS NULL OR d.sending_at <= ?))::int AS interrupted,
         max(d.sent_at) AS last_sent_at
       FROM digest_issue i LEFT JOIN digest_delivery d ON d.week = i.week AND d.language = i.language
       WHERE i.week = ? GROUP BY i.language, i.subject`,
      [staleBefore, staleBefore, asked],
    );
    const byLanguage = new Map(rows.map((r) => [r.language, r]));
    return {
      week: asked,
      editions: (await digestEditions(this.em)).map(({ language }) => {
        const row = byLanguage.get(language);
        return row
          ? {
              language,
              subject: row.subject,
              sent: row.sent,
              waiting: row.waiting,
              sending: row.sending,
              interrupted: row.interrupted,
              lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at),
            }
          : { language, subject: null, sent: 0, waiting: 0, sending: 0, interrupted: 0, lastSentAt: null };
      }),
    };
  }

  async issue(week: string, language: string): Promise<Issue | null> {
    const rows: { subject: string; html: string; text: string; n: number }[] = await this.em.execute(
      `SELECT subject, html, text, cardinality(article_ids) AS n FROM digest_issue WHERE week = ? AND language = ?`,
      [week, language],
    );
    return rows[0] ? { subject: rows[0].subject, html: rows[0].html, text: rows[0].text, articleCount: rows[0].n } : null;
  }
}
