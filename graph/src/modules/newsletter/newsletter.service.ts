import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { emailAddressOf } from '../../common/email-address';
import { checkPage } from '../../common/pagination';
import type { GraphConfig } from '../../config';
import type { MailQueue } from '../mail/mail-queue';
import { editionUrl, type DigestEdition } from './digest';
import { INVALID_LINK, signNewsletterToken, verifyNewsletterToken } from './newsletter-tokens';
import type { SubscribeLimiter } from './subscribe-limits';
import { requireEditions, setSubscriberEditions } from './subscriber-editions';

export const SUBSCRIBED_MESSAGE = 'Successfully subscribed to newsletter!';
export const CONFIRMED_MESSAGE = 'Your subscription is confirmed. The weekly digest is on its way every week.';
export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed. You will not receive any more newsletters.';
export const EDITIONS_SAVED_MESSAGE = 'Your editions are saved.';
/** A pending address asking again gets a new confirmation mail at most this often. */
const CONFIRMATION_RESEND_MS = 5 * 60_000;

type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';
const SUBSCRIBER_STATUSES: SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed'];

interface SubscriberRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
}

export interface SubscriberQuery {
  search?: string | null;
  status?: SubscriberStatus | null;
}

export interface NewsletterDeps {
  config?: Pick<GraphConfig, 'internalSecret' | 'publicUrl'>;
  /** Without it (a graph with no queues), subscriptions are stored but no confirmation is sent. */
  mail?: MailQueue;
  /** Subscribes per address and domain, confirmation mails per hour (graph's requests always pass it). */
  limits?: SubscribeLimiter;
}

export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: NewsletterDeps = {},
  ) {}

  /**
   * Stores the address as pending and mails a confirmation link. Subscribing again answers exactly
   * like a first subscription, so the form cannot tell whether someone is on the list; a pending or
   * unsubscribed address gets a new link (at most every 5 minutes), a confirmed one nothing.
   * `clientIp`: who asked, for the per-address limit (subscribe-limits.ts). `editions`: the editions
   * to get the digest of (default: the default edition); they are kept for an address that is not
   * confirmed yet, never changed on a confirmed one (the form proves nobody owns the address: its
   * owner changes them from a mail's link or the account page).
   */
  async subscribe(rawEmail: string, clientIp = 'unknown', rawEditions?: readonly string[] | null): Promise<{ message: string }> {
    const email = emailAddressOf(rawEmail);
    const editions = await requireEditions(this.em, rawEditions);
    await this.deps.limits?.take(clientIp, email);
    const rows: { id: number; status: SubscriberStatus; inserted: boolean }[] = await this.em.execute(
      `INSERT INTO subscriber (email) VALUES (?)
       ON CONFLICT (lower(email)) DO UPDATE
         SET status = CASE WHEN subscriber.status = 'unsubscribed' THEN 'pending' ELSE subscriber.status END,
             confirmation_sent_at = CASE WHEN subscriber.status = 'unsubscribed' THEN NULL ELSE subscriber.confirmation_sent_at END
       RETURNING id, status, (xmax = 0) AS inserted`,
      [email],
    );
    const { id, status, inserted } = rows[0];
    if (inserted || (status === 'pending' && rawEditions != null)) await setSubscriberEditions(this.em, id, editions);
    // Claims the right to send, so concurrent repeats send one mail.
    const due: { id: number }[] = await this.em.execute(
      `UPDATE subscriber SET confirmation_sent_at = now()
       WHERE id = ? AND status = 'pending' AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - (? * interval '1 millisecond'))
       RETURNING id`,
      [id, CONFIRMATION_RESEND_MS],
    );
    if (due.length && this.deps.mail) {
      try {
        await this.deps.limits?.takeConfirmation();
      } catch (refusal) {
        // Not sent: a later subscribe may claim it again.
        await this.em.execute(`UPDATE subscriber SET confirmation_sent_at = NULL WHERE id = ?`, [id]);
        throw refusal;
      }
      await this.deps.mail.enqueue([{ payload: { kind: 'confirmation', subscriberId: id } }]);
    }
    return { message: SUBSCRIBED_MESSAGE };
  }

  async confirm(token: string): Promise<{ message: string }> {
    const id = verifyNewsletterToken(this.secret(), 'newsletter-confirm', token);
    // A reader who left and came back is a subscriber again (as on the account page): no leaving date.
    const rows: { status: SubscriberStatus }[] = await this.em.execute(
      `UPDATE subscriber SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now()), unsubscribed_at = NULL
       WHERE id = ? AND status IN ('pending', 'confirmed') RETURNING status`,
      [id],
    );
    // Gone, or unsubscribed since the link was sent: an old link must not subscribe anyone again.
    if (rows.length === 0) throw badInput('token', INVALID_LINK);
    return { message: CONFIRMED_MESSAGE };
  }

  /** Idempotent: a second click (or a mail client's one-click POST) answers the same. */
  async unsubscribe(token: string): Promise<{ message: string }> {
    const id = verifyNewsletterToken(this.secret(), 'newsletter-unsubscribe', token);
    const rows = await this.em.execute(
      `UPDATE subscriber SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
       WHERE id = ? RETURNING id`,
      [id],
    );
    if (rows.length === 0) throw badInput('token', INVALID_LINK);
    return { message: UNSUBSCRIBED_MESSAGE };
  }

  /**
   * The editions of the subscriber a mail's link names (the unsubscribe token every newsletter mail
   * carries), and, with `rawEditions`, replaces them: a subscriber without an account changes them
   * from any mail they got.
   */
  async editionsByToken(token: string, rawEditions?: readonly string[] | null): Promise<{ message: string; editions: string[] }> {
    const id = verifyNewsletterToken(this.secret(), 'newsletter-unsubscribe', token);
    const [exists] = await this.em.execute(`SELECT 1 FROM subscriber WHERE id = ?`, [id]);
    if (!exists) throw badInput('token', INVALID_LINK);
    if (rawEditions != null) await setSubscriberEditions(this.em, id, await requireEditions(this.em, rawEditions));
    const rows: { language: string }[] = await this.em.execute(
      `SELECT language FROM subscriber_edition WHERE subscriber_id = ? ORDER BY language`,
      [id],
    );
    return { message: rawEditions != null ? EDITIONS_SAVED_MESSAGE : '', editions: rows.map((r) => r.language) };
  }

  async subscribers(query: SubscriberQuery, limit: number, offset: number) {
    checkPage(limit, offset, 500);
    const { where, params } = this.filter(query);
    const rows: SubscriberDbRow[] = await this.em.execute(
      `SELECT id, email, status, created_at, confirmed_at FROM subscriber ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    const [{ n }]: { n: number }[] = await this.em.execute(`SELECT count(*)::int AS n FROM subscriber ${where}`, params);
    const countRows: { status: SubscriberStatus; n: number }[] = await this.em.execute(
      `SELECT status, count(*)::int AS n FROM subscriber GROUP BY status`,
    );
    const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0]));
    return {
      subscribers: rows.map(toSubscriber),
      totalCount: n,
      counts: counts as Record<SubscriberStatus, number>,
    };
  }

  /** Every matching subscriber as CSV (RFC 4180), for export. */
  async subscribersCsv(query: SubscriberQuery): Promise<string> {
    const { where, params } = this.filter(query);
    const dbRows: SubscriberDbRow[] = await this.em.execute(
      `SELECT id, email, status, created_at, confirmed_at FROM subscriber ${where} ORDER BY created_at, id`,
      params,
    );
    const rows = dbRows.map(toSubscriber);
    const cell = (v: string) =>
      /[",\r\n]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : v;
    const lines = rows.map((r) =>
      [r.email, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ''].map(cell).join(','),
    );
    return ['email,status,createdAt,confirmedAt', ...lines].join('\r\n') + '\r\n';
  }

  // ——— links (absolute, from PUBLIC_URL) ———

  /** The confirm page, in `edition`'s language (under its prefix): the mail's own. */
  confirmUrl(subscriberId: number, edition?: DigestEdition): string {
    const site = edition ? editionUrl(this.publicUrl(), edition) : this.publicUrl();
    return `${site}/newsletter/confirm?token=${signNewsletterToken(this.secret(), 'newsletter-confirm', subscriberId)}`;
  }

  /** The page behind the footer link, in the mail's edition: it asks before unsubscribing. */
  unsubscribePageUrl(subscriberId: number, edition?: DigestEdition): string {
    const site = edition ? editionUrl(this.publicUrl(), edition) : this.publicUrl();
    return `${site}/newsletter/unsubscribe?token=${this.unsubscribeToken(subscriberId)}`;
  }

  /** RFC 8058 one-click target: a POST here unsubscribes without a login. */
  oneClickUnsubscribeUrl(subscriberId: number): string {
    return `${this.publicUrl()}/api/newsletter/unsubscribe?token=${this.unsubscribeToken(subscriberId)}`;
  }

  private unsubscribeToken(subscriberId: number): string {
    return signNewsletterToken(this.secret(), 'newsletter-unsubscribe', subscriberId);
  }

  private filter(query: SubscriberQuery): { where: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = query.search?.trim();
    if (search) {
      where.push(`email ILIKE ? ESCAPE '\\'`);
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    }
    if (query.status) {
      if (!SUBSCRIBER_STATUSES.includes(query.status))
        throw badInput('status', `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`);
      where.push(`status = ?`);
      params.push(query.status);
    }
    return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
  }

  private secret(): string {
    if (!this.deps.config) throw new Error('NewsletterService needs the config for newsletter links');
    return this.deps.config.internalSecret;
  }

  private publicUrl(): string {
    if (!this.deps.config) throw new Error('NewsletterService needs the config for newsletter links');
    return this.deps.config.publicUrl;
  }
}

interface SubscriberDbRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  created_at: string | Date;
  confirmed_at: string | Date | null;
}

function toSubscriber(row: SubscriberDbRow): SubscriberRow {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at),
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  };
}
