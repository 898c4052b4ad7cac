// The weekly digest: the week's published articles, most read first, fixed as one issue per week
// (digest_issue) the first time it is sent, then delivered to confirmed subscribers in batches.
// A (subscriber, week) row is claimed before a mail is queued and moved to `sending` right before
// the SMTP hand-off, so nothing (re-runs, the editor's "send now", a crashed worker) sends it twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { DateTime } from 'luxon';
import type { GraphConfig } from '../../config';
import type { MailQueue } from '../mail/mail-queue';
import { esc, layout, unsubscribeFooter, type Rendered } from '../mail/templates';

const DIGEST_BATCH_SIZE = 500;
const DIGEST_MAX_ARTICLES = 20;
const WEEK_MS = 7 * 24 * 3600 * 1000;

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

/** Published in the 7 days up to `now`, most read (last 7 days) first, then newest. */
export async function digestArticles(em: EntityManager, now: Date): Promise<DigestArticle[]> {
  const since = new Date(now.getTime() - WEEK_MS);
  const rows: {
    id: number;
    title: string;
    slug: string;
    excerpt: string | null;
    published_at: string | Date;
    category: string;
    views: number;
  }[] = await em.execute(
    `SELECT a.id, a.title, a.slug, a.excerpt, a.published_at, c.name AS category, coalesce(v.views, 0)::int AS views
     FROM article a
     JOIN category c ON c.id = a.category_id
     LEFT JOIN (
       SELECT article_id, sum(views) AS views FROM article_daily_views WHERE day >= ?::date GROUP BY article_id
     ) v ON v.article_id = a.id
     WHERE a.status = 'published' AND a.published_at > ? AND a.published_at <= ?
     ORDER BY views DESC, a.published_at DESC, a.id DESC
     LIMIT ?`,
    [since.toISOString().slice(0, 10), since, now, DIGEST_MAX_ARTICLES],
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

/** The issue's body (without the per-subscriber footer). */
export function renderDigestBody(articles: DigestArticle[], publicUrl: string, week: string): Rendered {
  const subject = articles.length ? `Savepoint weekly: ${articles[0].title}` : `Savepoint weekly (${week})`;
  const items = articles
    .map((a) => {
      const url = `${publicUrl}/articles/${a.slug}`;
      return `<tr><td style="padding:0 0 20px">
<p style="margin:0 0 4px;font-size:12px;text-transform:uppercase;color:#6b7280">${esc(a.category)}</p>
<a href="${esc(url)}" style="font-size:18px;font-weight:bold;color:#111827;text-decoration:none">${esc(a.title)}</a>
${a.excerpt ? `<p style="margin:6px 0 0;line-height:22px;color:#374151">${esc(a.excerpt)}</p>` : ''}
</td></tr>`;
    })
    .join('\n');
  const html = `<h1 style="margin:0 0 8px;font-size:24px">This week on Savepoint</h1>
<p style="margin:0 0 24px;color:#6b7280">The week's stories, most read first.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>
<p style="margin:8px 0 0"><a href="${esc(publicUrl)}/articles" style="color:#2563eb">Everything on Savepoint →</a></p>`;
  const text = [
    'This week on Savepoint',
    "The week's stories, most read first.",
    '',
    ...articles.map((a) => `${a.title} (${a.category})\n${a.excerpt ? `${a.excerpt}\n` : ''}${publicUrl}/articles/${a.slug}\n`),
    `Everything on Savepoint: ${publicUrl}/articles`,
  ].join('\n');
  return { subject, html, text };
}

/**
 * The full mail for one reader: body plus a footer whose link leads to the unsubscribe page, and
 * (issue 23) a preferences link to /account, where follows and the newsletter choice are edited.
 */
export function digestMail(body: Rendered, unsubscribePageUrl: string, preferencesUrl?: string): Rendered {
  const footer = unsubscribeFooter(unsubscribePageUrl);
  const html = preferencesUrl
    ? `${footer.html} <a href="${esc(preferencesUrl)}" style="color:#6b7280">Preferences</a>.`
    : footer.html;
  const text = preferencesUrl ? `${footer.text}\nPreferences: ${preferencesUrl}` : footer.text;
  return {
    subject: body.subject,
    html: layout({ title: body.subject, preheader: body.subject, body: body.html, footer: html }),
    text: `${body.text}\n\n--\n${text}\n`,
  };
}

/**
 * "For you" (issue 23): the week's published articles from what a member follows, newest first, at
 * most 5, for the subscriber's address when it belongs to a member who follows anything.
 */
export async function forYouArticles(em: EntityManager, email: string, now: Date): Promise<DigestArticle[]> {
  const since = new Date(now.getTime() - WEEK_MS);
  const rows: {
    id: number;
    title: string;
    slug: string;
    excerpt: string | null;
    published_at: string | Date;
    category: string;
  }[] = await em.execute(
    `WITH m AS (SELECT id FROM member WHERE lower(email) = lower(?))
       SELECT a.id, a.title, a.slug, a.excerpt, a.published_at, c.name AS category
       FROM article a JOIN category c ON c.id = a.category_id, m
       WHERE a.status = 'published' AND a.published_at > ? AND a.published_at <= ? AND (
         a.category_id IN (SELECT category_id FROM member_follow WHERE member_id = m.id AND category_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM article_tags at JOIN member_follow f ON f.tag_id = at.tag_id WHERE at.article_id = a.id AND f.member_id = m.id)
         OR EXISTS (SELECT 1 FROM article_game ag JOIN member_follow f ON f.game_id = ag.game_id WHERE ag.article_id = a.id AND f.member_id = m.id))
       ORDER BY a.published_at DESC, a.id DESC LIMIT 5`,
    [email, since, now],
  );
  return rows.map((r) => ({ ...r, publishedAt: new Date(r.published_at), views: 0 }));
}

/** The issue with a "For you" section leading it. */
export function withForYou(issue: Rendered, articles: DigestArticle[], publicUrl: string): Rendered {
  if (articles.length === 0) return issue;
  const items = articles
    .map(
      (a) =>
        `<li style="margin:0 0 8px"><a href="${esc(`${publicUrl}/articles/${a.slug}`)}" style="color:#111827;font-weight:bold">${esc(a.title)}</a> <span style="color:#6b7280">(${esc(a.category)})</span></li>`,
    )
    .join('\n');
  const html = `<h2 style="margin:0 0 8px;font-size:20px">For you</h2>
<p style="margin:0 0 12px;color:#6b7280">New this week from what you follow.</p>
<ul style="margin:0 0 24px;padding-left:18px">${items}</ul>
${issue.html}`;
  const text = [
    'For you',
    'New this week from what you follow.',
    '',
    ...articles.map((a) => `${a.title} (${a.category})\n${publicUrl}/articles/${a.slug}\n`),
    '',
    issue.text,
  ].join('\n');
  return { subject: issue.subject, html, text };
}

export interface DigestRun {
  week: string;
  articleCount: number;
  /** Mails queued by this run (subscribers who had not been sent this week's issue yet). */
  queued: number;
}

export class DigestService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<GraphConfig, 'publicUrl' | 'digest'>,
    private readonly mail: MailQueue,
  ) {}

  async preview(now: Date): Promise<Rendered & { week: string }> {
    const week = digestWeek(now, this.config.digest.timeZone);
    const issue = await this.issue(week);
    const body = issue ?? renderDigestBody(await digestArticles(this.em, now), this.config.publicUrl, week);
    return { week, ...digestMail(body, `${this.config.publicUrl}/newsletter/unsubscribe`) };
  }

  /** Sends this week's issue to every confirmed subscriber who has not had it; safe to repeat. */
  async sendCurrentWeek(now: Date): Promise<DigestRun> {
    const week = digestWeek(now, this.config.digest.timeZone);
    let issue = await this.issue(week);
    if (!issue) {
      const articles = await digestArticles(this.em, now);
      if (articles.length === 0) return { week, articleCount: 0, queued: 0 };
      const body = renderDigestBody(articles, this.config.publicUrl, week);
      await this.em.execute(
        `INSERT INTO digest_issue (week, subject, html, text, article_ids) VALUES (?, ?, ?, ?, ?) ON CONFLICT (week) DO NOTHING`,
        [week, body.subject, body.html, body.text, `{${articles.map((a) => a.id).join(',')}}`],
      );
      issue = (await this.issue(week))!;
    }
    // Claim in batches (keyset over subscriber ids) so a large list never holds one long statement.
    for (let after = 0; ;) {
      const claimed: { id: number }[] = await this.em.execute(
        `WITH batch AS (
           SELECT id FROM subscriber WHERE status = 'confirmed' AND id > ? ORDER BY id LIMIT ?
         ), claim AS (
           INSERT INTO digest_delivery (subscriber_id, week) SELECT id, ? FROM batch ON CONFLICT DO NOTHING
         )
         SELECT max(id) AS id FROM batch`,
        [after, DIGEST_BATCH_SIZE, week],
      );
      if (claimed[0]?.id == null) break;
      after = claimed[0].id;
    }
    // Queue every claim still waiting (this run's, and any a crashed run claimed but never queued);
    // the job id makes a claim that is already queued join its job.
    let queued = 0;
    for (let after = 0; ;) {
      const waiting: { subscriber_id: number }[] = await this.em.execute(
        `SELECT subscriber_id FROM digest_delivery WHERE week = ? AND status = 'claimed' AND subscriber_id > ? ORDER BY subscriber_id LIMIT ?`,
        [week, after, DIGEST_BATCH_SIZE],
      );
      if (waiting.length === 0) break;
      await this.mail.enqueue(
        waiting.map((w) => ({
          payload: { kind: 'digest', week, subscriberId: w.subscriber_id },
          jobId: `digest-${week}-${w.subscriber_id}`,
        })),
      );
      queued += waiting.length;
      after = waiting[waiting.length - 1].subscriber_id;
    }
    return { week, articleCount: (issue as { articleCount?: number }).articleCount ?? 0, queued };
  }

  async issue(week: string): Promise<(Rendered & { articleCount: number }) | null> {
    const rows: { subject: string; html: string; text: string; n: number }[] = await this.em.execute(
      `SELECT subject, html, text, cardinality(article_ids) AS n FROM digest_issue WHERE week = ?`,
      [week],
    );
    return rows[0] ? { subject: rows[0].subject, html: rows[0].html, text: rows[0].text, articleCount: rows[0].n } : null;
  }
}
