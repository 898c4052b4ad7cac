// The rules of the publication's life on the social web: who follows (and whether staff approve
// them first), which remote servers are blocked, likes and boosts per article, and replies that
// become comments. Every multi-row change runs in one transaction; what must be sent back (Accept,
// Reject) is written to federation_outbox in the same transaction, so a follow that was not stored
// is never accepted.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError } from 'graphql';
import { decode } from 'html-entities';
import { badInput, notFound } from '../../common/errors';
import { stripAllMarkup } from '../../common/sanitize';
import { intArrayParam, textArrayParam } from '../../common/sql';
import { CommentService, type CommentView } from '../comment/comment.service';
import { MemberService, type MemberRow } from '../member/member.service';
import { parseArticleObjectKey } from './federation-paths';
import { actorEdition, actorEditions, federationProfile, type ActorEdition, type FederationProfile } from './actors';

export type FollowerStatus = 'pending' | 'accepted';

export interface RemoteActorFacts {
  uri: string;
  /** `@user@host` */
  handle: string;
  name: string | null;
  inbox: string;
  sharedInbox: string | null;
  host: string;
}

export interface FollowerRow {
  id: number;
  /** The actor followed: which edition's articles reach them. */
  actor: string;
  handle: string;
  name: string | null;
  uri: string;
  host: string;
  status: FollowerStatus;
  createdAt: Date;
  acceptedAt: Date | null;
}

export interface InstanceRow {
  host: string;
  followers: number;
  failures: number;
  skipUntil: Date | null;
  lastError: string | null;
  lastDeliveredAt: Date | null;
  lastFailedAt: Date | null;
  blocked: boolean;
}

/**
 * An activity an actor sent, and how far it went: to its followers (an article's Create, Update or
 * Delete) or to one follower (the Accept or Reject of a follow).
 */
export interface ActorDeliveryRow {
  id: string;
  type: string;
  articleId: number | null;
  articleTitle: string | null;
  createdAt: Date;
  /** When it was fanned out into deliveries; null while it waits. */
  dispatchedAt: Date | null;
  /** Inboxes it went to (a shared inbox counts once); null while it waits. */
  inboxes: number | null;
}

/** One edition's actor as staff see it: its followers and what it sent last. */
export interface ActorSummaryRow {
  edition: ActorEdition;
  followers: number;
  pendingFollowers: number;
  recentDeliveries: ActorDeliveryRow[];
}

/** The most recent deliveries staff may ask for per actor. */
export const MAX_RECENT_DELIVERIES = 20;

export interface DomainBlockRow {
  domain: string;
  reason: string | null;
  createdAt: Date;
}

/** Consecutive failed deliveries after which an instance is skipped for a while. */
export const SKIP_AFTER_FAILURES = 5;
const FIRST_SKIP_MS = 5 * 60_000;
const LONGEST_SKIP_MS = 24 * 3600_000;

const HELD_FIRST_REMOTE = 'first reply from the social web';

/** `host` of an http(s) URL, lower case, with its port when it has one (as handles show it). */
export const hostOf = (uri: string | URL): string => new URL(uri).host.toLowerCase();

const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export function normalizeDomain(raw: string): string {
  let domain = (raw ?? '').trim().toLowerCase();
  if (/^https?:\/\//.test(domain)) domain = hostOf(domain);
  domain = domain.replace(/^\*\./, '').replace(/\.$/, '');
  if (!DOMAIN.test(domain) || domain.length > 253) throw badInput('domain', 'Give a domain name such as mastodon.example');
  return domain;
}

/**
 * The readable text of a remote post's HTML, sanitised the way comments are: no markup survives (a
 * comment is plain text, escaped with its links made safe when shown), paragraphs become blank
 * lines, and the mentions of the publication that open a reply are dropped.
 */
export function remoteReplyText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<\/?p[^>]*>/gi, '\n');
  const text = decode(stripAllMarkup(withBreaks));
  return text
    .replace(/^(\s*@[\p{L}\p{N}_.-]+(@[\p{L}\p{N}_.:-]+)?)+\s*/u, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class FederationService {
  constructor(private readonly em: EntityManager) {}

  profile(): Promise<FederationProfile> {
    return federationProfile(this.em);
  }

  async updateProfile(input: Partial<FederationProfile>): Promise<FederationProfile> {
    const current = await this.profile();
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    if (!next.displayName.trim() || next.displayName.length > 100)
      throw badInput('displayName', 'The name is 1 to 100 characters');
    if (next.summary.length > 500) throw badInput('summary', 'The summary is at most 500 characters');
    for (const field of ['iconUrl', 'headerUrl'] as const) {
      const value = next[field];
      if (value && !/^(https?:\/\/|\/)/.test(value)) throw badInput(field, 'Give an image address (https://… or /media/…)');
    }
    await this.em.execute(
      `UPDATE federation_setting SET display_name = ?, summary = ?, icon_url = ?, header_url = ?, manual_approval = ?`,
      [next.displayName.trim(), next.summary, next.iconUrl || null, next.headerUrl || null, next.manualApproval],
    );
    return this.profile();
  }

  async isBlocked(host: string): Promise<boolean> {
    const [row]: { blocked: boolean }[] = await this.em.execute(`SELECT federation_domain_blocked(?) AS blocked`, [
      host.toLowerCase(),
    ]);
    return row.blocked;
  }

  // ——— follows ———

  /**
   * Stores a follow (pending when staff approve follows by hand) and, when accepted, the Accept
   * that goes back to the follower's inbox. A repeated Follow is answered again.
   */
  async recordFollow(actorName: string, follower: RemoteActorFacts, followUri: string): Promise<FollowerStatus> {
    return this.em.transactional(async (em) => {
      const { manualApproval } = await federationProfile(em);
      await em.execute(`INSERT INTO federation_instance (host) VALUES (?) ON CONFLICT DO NOTHING`, [follower.host]);
      const [row]: { id: number; status: FollowerStatus }[] = await em.execute(
        `INSERT INTO federation_follower (actor, follower_uri, handle, name, inbox, shared_inbox, host, follow_uri, status, accepted_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? THEN now() END)
         ON CONFLICT (actor, follower_uri) DO UPDATE SET handle = excluded.handle, name = excluded.name, inbox = excluded.inbox,
           shared_inbox = excluded.shared_inbox, follow_uri = excluded.follow_uri
         RETURNING id, status`,
        [
          actorName,
          follower.uri,
          follower.handle,
          follower.name?.slice(0, 200) ?? null,
          follower.inbox,
          follower.sharedInbox,
          follower.host,
          followUri,
          manualApproval ? 'pending' : 'accepted',
          !manualApproval,
        ],
      );
      if (row.status === 'accepted') await this.queueAnswer(em, actorName, 'Accept', follower.inbox, followUri, follower.uri);
      return row.status;
    });
  }

  async removeFollow(actorName: string, followerUri: string): Promise<boolean> {
    const rows = await this.em.execute(`DELETE FROM federation_follower WHERE actor = ? AND follower_uri = ? RETURNING id`, [
      actorName,
      followerUri,
    ]);
    return rows.length > 0;
  }

  /** Staff decide on pending follows: approved ones get an Accept, refused ones a Reject and go. */
  async decideFollows(ids: number[], approve: boolean): Promise<number> {
    if (ids.length === 0 || ids.length > 200) throw badInput('ids', 'Give 1 to 200 follower ids');
    return this.em.transactional(async (em) => {
      const rows: { actor: string; inbox: string; follow_uri: string | null; follower_uri: string }[] = approve
        ? await em.execute(
            `UPDATE federation_follower SET status = 'accepted', accepted_at = now()
             WHERE id = ANY(?::int[]) AND status = 'pending' RETURNING actor, inbox, follow_uri, follower_uri`,
            [intArrayParam(ids)],
          )
        : await em.execute(
            `DELETE FROM federation_follower WHERE id = ANY(?::int[]) AND status = 'pending' RETURNING actor, inbox, follow_uri, follower_uri`,
            [intArrayParam(ids)],
          );
      for (const row of rows)
        if (row.follow_uri)
          await this.queueAnswer(em, row.actor, approve ? 'Accept' : 'Reject', row.inbox, row.follow_uri, row.follower_uri);
      return rows.length;
    });
  }

  private async queueAnswer(
    em: EntityManager,
    actor: string,
    type: 'Accept' | 'Reject',
    inbox: string,
    followUri: string,
    followerUri: string,
  ): Promise<void> {
    await em.execute(`INSERT INTO federation_outbox (actor, type, inbox, payload) VALUES (?, ?, ?, ?::jsonb)`, [
      actor,
      type,
      inbox,
      JSON.stringify({ followUri, followerUri }),
    ]);
  }

  async followerCount(actorName: string): Promise<number> {
    const [row]: { n: number }[] = await this.em.execute(
      `SELECT count(*)::int AS n FROM federation_follower WHERE actor = ? AND status = 'accepted'`,
      [actorName],
    );
    return row.n;
  }

  /** Followers of one actor, or of every edition's actor when `actorName` is null (staff's lists), newest first. */
  async followers(
    actorName: string | null,
    status: FollowerStatus,
    limit: number,
    offset: number,
  ): Promise<{ rows: FollowerRow[]; total: number }> {
    if (status !== 'pending' && status !== 'accepted') throw badInput('status', 'status must be pending or accepted');
    if (actorName !== null && !(await actorEdition(this.em, actorName)))
      throw badInput('actor', 'No edition has this actor (savepoint, or savepoint- and an edition’s language tag)');
    const rows: {
      id: number;
      actor: string;
      handle: string;
      name: string | null;
      follower_uri: string;
      host: string;
      status: FollowerStatus;
      created_at: Date;
      accepted_at: Date | null;
      total: number;
    }[] = await this.em.execute(
      `SELECT id, actor, handle, name, follower_uri, host, status, created_at, accepted_at, count(*) OVER ()::int AS total
       FROM federation_follower WHERE (?::text IS NULL OR actor = ?) AND status = ?
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [actorName, actorName, status, limit, offset],
    );
    const total = rows[0]?.total ?? (offset > 0 ? await this.countFollowers(actorName, status) : 0);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        handle: r.handle,
        name: r.name,
        uri: r.follower_uri,
        host: r.host,
        status: r.status,
        createdAt: new Date(r.created_at),
        acceptedAt: r.accepted_at ? new Date(r.accepted_at) : null,
      })),
    };
  }

  /**
   * Every edition's actor, the default edition's first, with its follower counts and its latest
   * activities: the other editions' followers are in the same tables, by actor (decision 0051).
   */
  async actorSummaries(deliveries: number): Promise<ActorSummaryRow[]> {
    if (!Number.isInteger(deliveries) || deliveries < 0 || deliveries > MAX_RECENT_DELIVERIES)
      throw badInput('deliveries', `deliveries is 0 to ${MAX_RECENT_DELIVERIES}`);
    const editions = await actorEditions(this.em);
    const actors = textArrayParam(editions.map((e) => e.identifier));
    const counts: { actor: string; followers: number; pending: number }[] = await this.em.execute(
      `SELECT actor, count(*) FILTER (WHERE status = 'accepted')::int AS followers, count(*) FILTER (WHERE status = 'pending')::int AS pending
       FROM federation_follower WHERE actor IN (SELECT jsonb_array_elements_text(?::jsonb)) GROUP BY actor`,
      [actors],
    );
    const sent = deliveries > 0 ? await this.recentDeliveries(actors, deliveries) : [];
    return editions.map((edition) => {
      const count = counts.find((c) => c.actor === edition.identifier);
      return {
        edition,
        followers: count?.followers ?? 0,
        pendingFollowers: count?.pending ?? 0,
        recentDeliveries: sent.filter((a) => a.actor === edition.identifier).map(({ actor: _actor, ...row }) => row),
      };
    });
  }

  /** The latest activities of each actor, newest first (the federation_outbox_actor index keeps it a short read). */
  private async recentDeliveries(actors: string, perActor: number): Promise<(ActorDeliveryRow & { actor: string })[]> {
    const rows: {
      actor: string;
      id: string;
      type: string;
      article_id: number | null;
      title: string | null;
      created_at: Date;
      dispatched_at: Date | null;
      inboxes: number | null;
    }[] = await this.em.execute(
      `SELECT a.actor, o.id, o.type, o.article_id, article.title, o.created_at, o.dispatched_at, o.inboxes
       FROM jsonb_array_elements_text(?::jsonb) AS a(actor)
       CROSS JOIN LATERAL (
         SELECT * FROM federation_outbox o WHERE o.actor = a.actor ORDER BY o.created_at DESC, o.id DESC LIMIT ?
       ) o
       LEFT JOIN article ON article.id = o.article_id
       ORDER BY o.created_at DESC, o.id DESC`,
      [actors, perActor],
    );
    return rows.map((r) => ({
      actor: r.actor,
      id: r.id,
      type: r.type,
      articleId: r.article_id,
      articleTitle: r.title,
      createdAt: new Date(r.created_at),
      dispatchedAt: r.dispatched_at ? new Date(r.dispatched_at) : null,
      inboxes: r.inboxes,
    }));
  }

  private async countFollowers(actor: string | null, status: FollowerStatus): Promise<number> {
    const [row]: { n: number }[] = await this.em.execute(
      `SELECT count(*)::int AS n FROM federation_follower WHERE (?::text IS NULL OR actor = ?) AND status = ?`,
      [actor, actor, status],
    );
    return row.n;
  }

  // ——— instances and blocks ———

  async instances(limit: number, offset: number): Promise<{ rows: InstanceRow[]; total: number }> {
    const rows: {
      host: string;
      followers: number;
      failures: number;
      skip_until: Date | null;
      last_error: string | null;
      last_delivered_at: Date | null;
      last_failed_at: Date | null;
      blocked: boolean;
      total: number;
    }[] = await this.em.execute(
      `SELECT i.host, (SELECT count(*)::int FROM federation_follower f WHERE f.host = i.host AND f.status = 'accepted') AS followers,
         i.failures, i.skip_until, i.last_error, i.last_delivered_at, i.last_failed_at, federation_domain_blocked(i.host) AS blocked,
         count(*) OVER ()::int AS total
       FROM federation_instance i ORDER BY followers DESC, i.host LIMIT ? OFFSET ?`,
      [limit, offset],
    );
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((r) => ({
        host: r.host,
        followers: r.followers,
        failures: r.failures,
        skipUntil: r.skip_until ? new Date(r.skip_until) : null,
        lastError: r.last_error,
        lastDeliveredAt: r.last_delivered_at ? new Date(r.last_delivered_at) : null,
        lastFailedAt: r.last_failed_at ? new Date(r.last_failed_at) : null,
        blocked: r.blocked,
      })),
    };
  }

  async domainBlocks(): Promise<DomainBlockRow[]> {
    const rows: { domain: string; reason: string | null; created_at: Date }[] = await this.em.execute(
      `SELECT domain, reason, created_at FROM federation_domain_block ORDER BY domain`,
    );
    return rows.map((r) => ({ domain: r.domain, reason: r.reason, createdAt: new Date(r.created_at) }));
  }

  /**
   * Blocks a domain and its subdomains: their followers, likes, boosts and comments (with the
   * remote authors) go in the same transaction; later deliveries from them are refused (403).
   */
  async blockDomain(rawDomain: string, reason: string | null, userId: number | null): Promise<DomainBlockRow> {
    const domain = normalizeDomain(rawDomain);
    if (reason && reason.length > 500) throw badInput('reason', 'A reason is at most 500 characters');
    return this.em.transactional(async (em) => {
      await em.execute(
        `INSERT INTO federation_domain_block (domain, reason, created_by) VALUES (?, ?, ?)
         ON CONFLICT (domain) DO UPDATE SET reason = excluded.reason`,
        [domain, reason?.trim() || null, userId],
      );
      const covered = `(host = ? OR host LIKE '%.' || ?)`;
      await em.execute(`DELETE FROM federation_follower WHERE ${covered}`, [domain, domain]);
      await em.execute(`DELETE FROM federation_reaction WHERE ${covered}`, [domain, domain]);
      await em.execute(
        `DELETE FROM comment WHERE member_id IN (SELECT member_id FROM federation_remote_author WHERE ${covered})`,
        [domain, domain],
      );
      await em.execute(`DELETE FROM member WHERE id IN (SELECT member_id FROM federation_remote_author WHERE ${covered})`, [
        domain,
        domain,
      ]);
      const [row]: { domain: string; reason: string | null; created_at: Date }[] = await em.execute(
        `SELECT domain, reason, created_at FROM federation_domain_block WHERE domain = ?`,
        [domain],
      );
      return { domain: row.domain, reason: row.reason, createdAt: new Date(row.created_at) };
    });
  }

  async unblockDomain(rawDomain: string): Promise<boolean> {
    const rows = await this.em.execute(`DELETE FROM federation_domain_block WHERE domain = ? RETURNING domain`, [
      normalizeDomain(rawDomain),
    ]);
    return rows.length > 0;
  }

  // ——— delivery health ———

  async deliverySucceeded(host: string): Promise<void> {
    await this.em.execute(
      `INSERT INTO federation_instance (host, last_delivered_at) VALUES (?, now())
       ON CONFLICT (host) DO UPDATE SET failures = 0, skip_until = NULL, last_error = NULL, last_delivered_at = now()`,
      [host],
    );
  }

  /** Counts a failure; after SKIP_AFTER_FAILURES in a row the instance is skipped (5 min, doubling to a day). */
  async deliveryFailed(host: string, error: string): Promise<Date | null> {
    const [row]: { skip_until: Date | null }[] = await this.em.execute(
      `INSERT INTO federation_instance (host, failures, last_error, last_failed_at) VALUES (?, 1, ?, now())
       ON CONFLICT (host) DO UPDATE SET failures = federation_instance.failures + 1, last_error = excluded.last_error,
         last_failed_at = now(),
         skip_until = CASE WHEN federation_instance.failures + 1 >= ?
           THEN now() + least(? * power(2, federation_instance.failures + 1 - ?), ?) * interval '1 millisecond'
           ELSE federation_instance.skip_until END
       RETURNING skip_until`,
      [host, error.slice(0, 500), SKIP_AFTER_FAILURES, FIRST_SKIP_MS, SKIP_AFTER_FAILURES, LONGEST_SKIP_MS],
    );
    return row.skip_until ? new Date(row.skip_until) : null;
  }

  // ——— likes and boosts ———

  async addReaction(kind: 'like' | 'announce', articleId: number, actorUri: string, activityUri: string): Promise<void> {
    await this.em.execute(
      `INSERT INTO federation_reaction (article_id, kind, actor_uri, host, activity_uri) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [articleId, kind, actorUri, hostOf(actorUri), activityUri],
    );
  }

  /** Undo(Like) / Undo(Announce): only the actor who reacted can take it back. */
  async removeReaction(activityUri: string, actorUri: string): Promise<boolean> {
    const rows = await this.em.execute(`DELETE FROM federation_reaction WHERE activity_uri = ? AND actor_uri = ? RETURNING 1`, [
      activityUri,
      actorUri,
    ]);
    return rows.length > 0;
  }

  /** Likes and boosts per article (Insights). */
  async reactionCounts(articleIds: readonly number[]): Promise<Map<number, { likes: number; boosts: number }>> {
    const counts = new Map<number, { likes: number; boosts: number }>();
    if (articleIds.length === 0) return counts;
    const rows: { article_id: number; likes: number; boosts: number }[] = await this.em.execute(
      `SELECT article_id, count(*) FILTER (WHERE kind = 'like')::int AS likes, count(*) FILTER (WHERE kind = 'announce')::int AS boosts
       FROM federation_reaction WHERE article_id = ANY(?::int[]) GROUP BY article_id`,
      [intArrayParam([...articleIds])],
    );
    for (const r of rows) counts.set(r.article_id, { likes: r.likes, boosts: r.boosts });
    return counts;
  }

  // ——— replies ———

  /** The published article a remote object points at (our article object URI), or null. */
  async articleIdOf(objectUri: string, origin: string): Promise<number | null> {
    const url = new URL(objectUri);
    const key = /^\/ap\/articles\/([^/]+)$/.exec(url.pathname);
    const object = key ? parseArticleObjectKey(key[1]) : null;
    if (!object || url.origin !== origin) return null;
    // Any publication of the article: a like of the one before it was republished is still its.
    const [row]: { id: number }[] = await this.em.execute(`SELECT id FROM article WHERE id = ? AND status = 'published'`, [
      object.articleId,
    ]);
    return row?.id ?? null;
  }

  /** The comment a remote Note became, when the reply is to one (threads are one level deep). */
  async commentOfNote(noteUri: string): Promise<{ commentId: number; articleId: number; parentId: number | null } | null> {
    const [row]: { comment_id: number; article_id: number; parent_id: number | null }[] = await this.em.execute(
      `SELECT r.comment_id, c.article_id, c.parent_id FROM federation_remote_comment r JOIN comment c ON c.id = r.comment_id
       WHERE r.note_uri = ? AND c.deleted_at IS NULL`,
      [noteUri],
    );
    return row ? { commentId: row.comment_id, articleId: row.article_id, parentId: row.parent_id } : null;
  }

  /**
   * A reply from the social web becomes a comment through the comment service (its blocked words,
   * link limits and article rules apply); a banned remote author's replies are dropped, and the
   * first reply of a new remote author waits for an editor whatever the settings say.
   */
  async remoteReply(input: {
    author: Pick<RemoteActorFacts, 'uri' | 'handle' | 'host'>;
    noteUri: string;
    articleId: number;
    parentId: number | null;
    html: string;
  }): Promise<CommentView | null> {
    const text = remoteReplyText(input.html);
    if (!text) throw badInput('content', 'The reply has no text');
    return this.em.transactional(async (em) => {
      const [known] = await em.execute(`SELECT 1 FROM federation_remote_comment WHERE note_uri = ?`, [input.noteUri]);
      if (known) return null;
      const member = await this.remoteMember(em, input.author);
      if (member.bannedAt) return null;
      const comment = await new CommentService(em).post(member, input.articleId, text.slice(0, 5000), input.parentId);
      await em.execute(`INSERT INTO federation_remote_comment (comment_id, note_uri, actor_uri) VALUES (?, ?, ?)`, [
        comment.id,
        input.noteUri,
        input.author.uri,
      ]);
      const held: { id: number }[] = await em.execute(
        `UPDATE comment SET status = 'pending', held_reason = ?
         WHERE id = ? AND status = 'visible'
           AND NOT EXISTS (SELECT 1 FROM comment o WHERE o.member_id = ? AND o.id <> ? AND o.status IN ('visible', 'reported'))
         RETURNING id`,
        [HELD_FIRST_REMOTE, comment.id, member.id, comment.id],
      );
      return held.length ? { ...comment, status: 'pending' as const } : comment;
    });
  }

  /** A remote Delete of a Note removes its comment, when the deleting actor wrote it. */
  async remoteDelete(noteUri: string, actorUri: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const [row]: { comment_id: number; member_id: number }[] = await em.execute(
        `SELECT r.comment_id, a.member_id FROM federation_remote_comment r
         JOIN federation_remote_author a ON a.actor_uri = r.actor_uri
         WHERE r.note_uri = ? AND r.actor_uri = ?`,
        [noteUri, actorUri],
      );
      if (!row) return false;
      const member = await this.memberRow(new MemberService(em), row.member_id);
      await new CommentService(em).remove(member, row.comment_id);
      return true;
    });
  }

  /** The member standing for a remote author, made on their first reply. */
  private async remoteMember(em: EntityManager, author: Pick<RemoteActorFacts, 'uri' | 'handle' | 'host'>): Promise<MemberRow> {
    const members = new MemberService(em);
    const [existing]: { member_id: number }[] = await em.execute(
      `SELECT member_id FROM federation_remote_author WHERE actor_uri = ?`,
      [author.uri],
    );
    if (existing) return this.memberRow(members, existing.member_id);
    const email = `${createHash('sha256').update(author.uri).digest('hex').slice(0, 40)}@remote.invalid`;
    const [row]: { id: number }[] = await em.execute(`INSERT INTO member (email) VALUES (?) RETURNING id`, [email]);
    await em.execute(`INSERT INTO federation_remote_author (member_id, actor_uri, handle, host) VALUES (?, ?, ?, ?)`, [
      row.id,
      author.uri,
      author.handle,
      author.host,
    ]);
    const member = await this.memberRow(members, row.id);
    // The handle is the name shown when the members' name rules allow it (length, look-alikes of
    // another member or of staff); else the comment shows as "Reader N" and staff see the handle in
    // the followers list and the queue. Tried in a savepoint: a refused name leaves the rest intact.
    try {
      return await em.transactional((inner) => new MemberService(inner).updateProfile(member, author.handle));
    } catch (error) {
      if (error instanceof GraphQLError) return member;
      throw error;
    }
  }

  private async memberRow(members: MemberService, id: number): Promise<MemberRow> {
    const member = await members.byId(id);
    if (!member) throw notFound('Member not found');
    return member;
  }
}
