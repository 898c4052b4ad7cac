// Members (issue 23): readers who sign in by magic link. A member is not staff: their session lives
// in member_session (never the gateway's staff sessions), and nothing here can produce an editor.
//  - requestLink: the same answer whatever the address (no enumeration); a link row and a mail job,
//    limited per client and recipient (member-limits.ts). A new link leaves the earlier ones valid
//    until they expire: a stranger asking for links cannot void the one the member is about to use.
//  - verify: uses the link once within 15 minutes, makes the member (a confirmed newsletter
//    subscriber with that address becomes one like anyone else), starts a new session.
//  - Tokens: the link's is HMAC(INTERNAL_SECRET, id:nonce), so the worker renders the mail from the
//    row; only SHA-256 hashes of link and session tokens are stored.
//  - Bans (issue 44) are kept by address (member-address.ts) as well as on the member, so a banned
//    member who deletes the account and signs in again with the address is banned again.
//  - Display names are compared by what they look like (common/look-alike.ts), against staff names,
//    reserved words and other members' names; the database keeps the folds unique.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badInput, conflict, notFound, unauthenticated } from '../../common/errors';
import { emailAddressOf } from '../../common/email-address';
import { nameFoldsOf } from '../../common/look-alike';
import { intArrayParam, textArrayParam } from '../../common/sql';
import type { GraphConfig } from '../../config';
import type { MailQueue } from '../mail/mail-queue';
import { banKeyOf } from './member-address';
import { isAnotherReadersDefault, isStaffName, passesForStaff } from './member-names';
import type { MemberLimiter } from './member-limits';
import { editionUrl } from '../newsletter/digest';
import { editionsOfAddress, requireEditions, setSubscriberEditions } from '../newsletter/subscriber-editions';

const LINK_TTL_MS = 15 * 60_000;
const SESSION_TTL_MS = 30 * 24 * 3600_000;
const LINK_SENT_MESSAGE = 'Check your inbox: if the address can sign in, a link is on its way. It works once, for 15 minutes.';
const INVALID_MEMBER_LINK = 'This sign-in link is not valid or was already used. Ask for a new one.';
const EXPIRED_MEMBER_LINK = 'This sign-in link has expired (links work for 15 minutes). Ask for a new one.';
export const SIGN_IN_REQUIRED = 'Please sign in to do this.';
const PASSES_FOR_STAFF = 'This name would pass for Savepoint staff; choose another';
const NAME_TAKEN = 'This name is taken; choose another';

export interface MemberRow {
  id: number;
  email: string;
  displayName: string;
  /** True while the member has not chosen a name (they show as "Reader <id>"). */
  defaultName: boolean;
  createdAt: Date;
  bannedAt: Date | null;
}

interface MemberDbRow {
  id: number;
  email: string;
  display_name: string | null;
  created_at: string | Date;
  banned_at: string | Date | null;
}

const MEMBER_COLUMNS = 'm.id, m.email, m.display_name, m.created_at, m.banned_at';

const defaultDisplayName = (id: number): string => `Reader ${id}`;

function toMember(row: MemberDbRow): MemberRow {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name ?? defaultDisplayName(row.id),
    defaultName: row.display_name === null,
    createdAt: new Date(row.created_at),
    bannedAt: row.banned_at ? new Date(row.banned_at) : null,
  };
}

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Only a path on this site (no scheme, no `//host`, no backslash tricks) may be returned to. */
function safeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (path.length > 500 || !/^\/(?![/\\])/.test(path) || /[\s\\]/.test(path)) return null;
  return path;
}

export interface MemberDeps {
  config?: Pick<GraphConfig, 'internalSecret' | 'publicUrl'>;
  mail?: MailQueue;
  limits?: MemberLimiter;
}

/** What verify answers: the member and the session token the gateway sets as the member cookie. */
export interface MemberSignIn {
  member: MemberRow;
  sessionToken: string;
  returnTo: string | null;
}

export class MemberService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: MemberDeps = {},
  ) {}

  private get secret(): string {
    if (!this.deps.config) throw new Error('MemberService needs the config for sign-in links and bans');
    return this.deps.config.internalSecret;
  }

  private linkToken(id: number, nonce: string): string {
    if (!this.deps.config) throw new Error('MemberService needs the config for sign-in links');
    const mac = createHmac('sha256', this.deps.config.internalSecret).update(`member-link:${id}:${nonce}`).digest('base64url');
    return `${id}.${mac}`;
  }

  /**
   * Mails a sign-in link to the address; answers the same whether or not a member has it. Limited
   * per client (`clientKey`, its limit key) and recipient (429 with Retry-After on every path).
   */
  async requestLink(rawEmail: string, rawReturnTo: string | null | undefined, clientKey: string): Promise<{ message: string }> {
    const email = emailAddressOf(rawEmail);
    const returnTo = safeReturnTo(rawReturnTo);
    if (rawReturnTo && !returnTo)
      throw badInput('returnTo', 'returnTo must be a path on this site, such as /articles/my-article');
    await this.deps.limits?.takeLink(clientKey, email);
    const nonce = randomBytes(16).toString('hex');
    const linkId = await this.em.transactional(async (em) => {
      const [{ id }]: { id: number }[] = await em.execute(
        `INSERT INTO member_link (email, nonce, token_hash, return_to, expires_at)
         VALUES (?, ?, ?, ?, now() + (? * interval '1 millisecond')) RETURNING id`,
        [email, nonce, `pending:${nonce}`, returnTo, LINK_TTL_MS],
      );
      await em.execute(`UPDATE member_link SET token_hash = ? WHERE id = ?`, [sha256(this.linkToken(id, nonce)), id]);
      return id;
    });
    // After the commit, so the worker finds the row it renders the mail from.
    await this.deps.mail?.enqueue([{ payload: { kind: 'memberLink', linkId } }]);
    return { message: LINK_SENT_MESSAGE };
  }

  /**
   * For the worker: the address and URL of a link still usable, else null (nothing is sent). The
   * mail and its page are in the language of the edition the reader asked from: the one whose
   * prefix starts the path they come back to (ADR 0062).
   */
  async linkToSend(linkId: number): Promise<{ email: string; url: string; language: string } | null> {
    const [row]: { email: string; nonce: string; language: string; url_prefix: string | null }[] = await this.em.execute(
      `SELECT l.email, l.nonce, e.language, e.url_prefix
       FROM member_link l
       JOIN edition e ON e.is_default OR lower(e.url_prefix) = lower(split_part(l.return_to, '/', 2))
       WHERE l.id = ? AND l.used_at IS NULL AND l.expires_at > now()
       ORDER BY e.is_default LIMIT 1`,
      [linkId],
    );
    if (!row || !this.deps.config) return null;
    const site = editionUrl(this.deps.config.publicUrl, { language: row.language, urlPrefix: row.url_prefix });
    return { email: row.email, url: `${site}/account/verify?token=${this.linkToken(linkId, row.nonce)}`, language: row.language };
  }

  /** Uses the link (once), makes or finds the member, starts a session. */
  async verify(rawToken: string): Promise<MemberSignIn> {
    const token = (rawToken ?? '').trim();
    if (!/^\d+\.[\w-]{20,100}$/.test(token)) throw badInput('token', INVALID_MEMBER_LINK);
    const sessionToken = randomBytes(32).toString('base64url');
    return this.em.transactional(async (em) => {
      const [link]: { id: number; email: string; return_to: string | null; expired: boolean }[] = await em.execute(
        `UPDATE member_link SET used_at = now() WHERE token_hash = ? AND used_at IS NULL
         RETURNING id, email, return_to, expires_at <= now() AS expired`,
        [sha256(token)],
      );
      if (!link) throw badInput('token', INVALID_MEMBER_LINK);
      // The refusal undoes the use too; an expired link stays refused all the same.
      if (link.expired) throw badInput('token', EXPIRED_MEMBER_LINK);
      const [memberRow]: MemberDbRow[] = await em.execute(
        // The main query cannot see the CTE's insert, so each part answers its own columns.
        `WITH found AS (SELECT ${MEMBER_COLUMNS} FROM member m WHERE lower(m.email) = lower(?)),
              made AS (INSERT INTO member AS m (email) SELECT ? WHERE NOT EXISTS (SELECT 1 FROM found)
                       ON CONFLICT DO NOTHING RETURNING ${MEMBER_COLUMNS})
         SELECT * FROM found UNION ALL SELECT * FROM made`,
        [link.email, link.email],
      );
      if (!memberRow) throw conflict('Signing in raced another sign-in for this address; try the link again', 'token');
      // A ban kept by the address (the account it was given to may be gone) applies to whoever signs in with it.
      if (!memberRow.banned_at) {
        const [ban]: { banned_at: Date }[] = await em.execute(`SELECT banned_at FROM member_ban WHERE address_key = ?`, [
          banKeyOf(this.secret, link.email),
        ]);
        if (ban) {
          await em.execute(`UPDATE member SET banned_at = ? WHERE id = ?`, [ban.banned_at, memberRow.id]);
          memberRow.banned_at = ban.banned_at;
        }
      }
      await em.execute(
        `INSERT INTO member_session (token_hash, member_id, expires_at) VALUES (?, ?, now() + (? * interval '1 millisecond'))`,
        [sha256(sessionToken), memberRow.id, SESSION_TTL_MS],
      );
      await em.execute(`UPDATE member SET last_seen_at = now() WHERE id = ?`, [memberRow.id]);
      // Links for this address older than this one are worthless now.
      await em.execute(`DELETE FROM member_link WHERE lower(email) = lower(?) AND id <> ?`, [link.email, link.id]);
      return { member: toMember(memberRow), sessionToken, returnTo: link.return_to };
    });
  }

  /** The member of a live session, or null (unknown, expired, or the member is gone). */
  async bySession(sessionToken: string | undefined): Promise<MemberRow | null> {
    if (!sessionToken) return null;
    const [row]: MemberDbRow[] = await this.em.execute(
      `SELECT ${MEMBER_COLUMNS} FROM member_session s JOIN member m ON m.id = s.member_id
       WHERE s.token_hash = ? AND s.expires_at > now()`,
      [sha256(sessionToken)],
    );
    return row ? toMember(row) : null;
  }

  /**
   * The member, banned from now on when a ban is kept for their address: an account of the same
   * inbox written another way (`so.ck+2@gmail.com`) that signed in before `sock@gmail.com` was
   * banned, so sign-in never saw the ban. As verify does, the ban goes on the member (their
   * comments are hidden with it).
   */
  async withAddressBan(member: MemberRow): Promise<MemberRow> {
    if (member.bannedAt) return member;
    const [ban]: { banned_at: string | Date }[] = await this.em.execute(
      `SELECT banned_at FROM member_ban WHERE address_key = ?`,
      [banKeyOf(this.secret, member.email)],
    );
    if (!ban) return member;
    const [row]: { banned_at: string | Date }[] = await this.em.execute(
      `UPDATE member SET banned_at = coalesce(banned_at, ?) WHERE id = ? RETURNING banned_at`,
      [ban.banned_at, member.id],
    );
    return { ...member, bannedAt: new Date(row?.banned_at ?? ban.banned_at) };
  }

  async endSession(sessionToken: string | undefined): Promise<void> {
    if (!sessionToken) return;
    await this.em.execute(`DELETE FROM member_session WHERE token_hash = ?`, [sha256(sessionToken)]);
  }

  async byId(id: number): Promise<MemberRow | null> {
    const [row]: MemberDbRow[] = await this.em.execute(`SELECT ${MEMBER_COLUMNS} FROM member m WHERE m.id = ?`, [id]);
    return row ? toMember(row) : null;
  }

  /**
   * A name of one's own: not like another member's, never passing for staff (their usernames and
   * bylines, the reserved words, "Reader <n>" of someone else), compared by what names look like.
   */
  async updateProfile(member: MemberRow, rawName: string): Promise<MemberRow> {
    const name = (rawName ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > 40) throw badInput('displayName', 'displayName must be 2 to 40 characters');
    if (/[<>"`]/.test(name) || /[\p{Cc}\p{Cf}]/u.test(name))
      throw badInput('displayName', 'displayName may not contain <, >, quotes or control characters');
    const folds = nameFoldsOf(name);
    if (!folds[0] || !folds[1]) throw badInput('displayName', 'displayName needs letters or digits');
    if (passesForStaff(folds)) throw badInput('displayName', PASSES_FOR_STAFF);
    if (isAnotherReadersDefault(name, member.id)) throw conflict(NAME_TAKEN, 'displayName');
    // Staff are a few hundred rows at most.
    const staff: { username: string; display_name: string }[] = await this.em.execute(
      `SELECT username, display_name FROM app_user`,
    );
    if (isStaffName(folds, staff))
      throw badInput('displayName', 'This name belongs to a member of Savepoint staff; choose another');
    try {
      const [row]: MemberDbRow[] = await this.em.execute(
        `UPDATE member m SET display_name = ?, display_name_fold = ?, display_name_caps_fold = ? WHERE m.id = ?
         RETURNING ${MEMBER_COLUMNS}`,
        [name, folds[0], folds[1], member.id],
      );
      if (!row) throw unauthenticated(SIGN_IN_REQUIRED);
      return toMember(row);
    } catch (error) {
      // Another member's name that looks the same (the database's unique folds decide, races included).
      if (error instanceof UniqueConstraintViolationException) throw conflict(NAME_TAKEN, 'displayName');
      throw error;
    }
  }

  /** Everything stored about the member, as JSON (GDPR access). */
  async exportData(member: MemberRow): Promise<string> {
    const comments = await this.em.execute(
      `SELECT id, article_id AS "articleId", parent_id AS "parentId", body, status, created_at AS "createdAt", edited_at AS "editedAt"
       FROM comment WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at`,
      [member.id],
    );
    const reports = await this.em.execute(
      `SELECT comment_id AS "commentId", reason, created_at AS "createdAt" FROM comment_report WHERE member_id = ? ORDER BY created_at`,
      [member.id],
    );
    const follows = await this.follows(member);
    const sessions = await this.em.execute(
      `SELECT created_at AS "createdAt", expires_at AS "expiresAt" FROM member_session WHERE member_id = ? ORDER BY created_at`,
      [member.id],
    );
    const subscriber = await this.em.execute(
      `SELECT s.email, s.status, s.created_at AS "createdAt", s.confirmed_at AS "confirmedAt",
         ARRAY(SELECT e.language FROM subscriber_edition e WHERE e.subscriber_id = s.id ORDER BY e.language) AS editions
       FROM subscriber s WHERE lower(s.email) = lower(?)`,
      [member.email],
    );
    return JSON.stringify(
      {
        member: {
          id: member.id,
          email: member.email,
          displayName: member.displayName,
          createdAt: member.createdAt,
          bannedAt: member.bannedAt,
        },
        newsletter: subscriber[0] ?? null,
        follows,
        comments,
        reports,
        sessions,
      },
      null,
      2,
    );
  }

  /**
   * The account goes, with its sessions, links, reports, follows and newsletter address (and so any
   * queued mail to it, which renders from those rows). Comments stay as "deleted member" unless
   * `removeComments`.
   */
  async deleteMember(member: MemberRow, removeComments: boolean): Promise<void> {
    await this.em.transactional(async (em) => {
      // A ban stays with the address after the account goes (bans written before bans were kept by
      // address are kept here, at the last moment the address is known).
      const [current]: { email: string; banned_at: Date | null }[] = await em.execute(
        `SELECT email, banned_at FROM member WHERE id = ? FOR UPDATE`,
        [member.id],
      );
      if (current?.banned_at)
        await em.execute(`INSERT INTO member_ban (address_key, banned_at) VALUES (?, ?) ON CONFLICT DO NOTHING`, [
          banKeyOf(this.secret, current.email),
          current.banned_at,
        ]);
      if (removeComments) {
        // Replies of others under the member's comments go with them (one thread).
        await em.execute(`DELETE FROM comment WHERE member_id = ?`, [member.id]);
      }
      await em.execute(`DELETE FROM member_link WHERE lower(email) = lower(?)`, [member.email]);
      await em.execute(`DELETE FROM subscriber WHERE lower(email) = lower(?)`, [member.email]);
      const gone = await em.execute(`DELETE FROM member WHERE id = ? RETURNING id`, [member.id]);
      if (gone.length === 0) throw notFound('This account is already gone');
    });
  }

  /**
   * Bans or unbans a member (editors): on the member, which hides their comments (a trigger marks
   * them), and by their address, which outlives the account.
   */
  async setBanned(memberId: number, banned: boolean): Promise<void> {
    await this.em.transactional(async (em) => {
      const [row]: { email: string; banned_at: Date | null }[] = await em.execute(
        `UPDATE member SET banned_at = CASE WHEN ? THEN coalesce(banned_at, now()) ELSE NULL END WHERE id = ?
         RETURNING email, banned_at`,
        [banned, memberId],
      );
      if (!row) throw notFound('Member not found');
      const key = banKeyOf(this.secret, row.email);
      if (banned)
        await em.execute(`INSERT INTO member_ban (address_key, banned_at) VALUES (?, ?) ON CONFLICT DO NOTHING`, [
          key,
          row.banned_at,
        ]);
      else await em.execute(`DELETE FROM member_ban WHERE address_key = ?`, [key]);
    });
  }

  // ——— newsletter choice, from the account page ———

  async newsletterStatus(member: MemberRow): Promise<'confirmed' | 'pending' | 'unsubscribed' | 'none'> {
    const [row]: { status: 'confirmed' | 'pending' | 'unsubscribed' }[] = await this.em.execute(
      `SELECT status FROM subscriber WHERE lower(email) = lower(?)`,
      [member.email],
    );
    return row?.status ?? 'none';
  }

  /**
   * A signed-in member proved their address, so no double opt-in mail is needed. `editions` (null:
   * unchanged) live with the newsletter address, so choosing them without the digest keeps the
   * address as unsubscribed (docs/decisions/0051).
   */
  async setNewsletter(member: MemberRow, on: boolean, rawEditions?: readonly string[] | null): Promise<void> {
    const editions = await requireEditions(this.em, rawEditions);
    await this.em.transactional(async (em) => {
      let rows: { id: number; inserted: boolean }[];
      if (on) {
        rows = await em.execute(
          `INSERT INTO subscriber (email, status, confirmed_at) VALUES (?, 'confirmed', now())
           ON CONFLICT (lower(email)) DO UPDATE SET status = 'confirmed', confirmed_at = coalesce(subscriber.confirmed_at, now()), unsubscribed_at = NULL
           RETURNING id, (xmax = 0) AS inserted`,
          [member.email],
        );
      } else if (rawEditions != null) {
        rows = await em.execute(
          `INSERT INTO subscriber (email, status, unsubscribed_at) VALUES (?, 'unsubscribed', now())
           ON CONFLICT (lower(email)) DO UPDATE SET status = 'unsubscribed', unsubscribed_at = coalesce(subscriber.unsubscribed_at, now())
           RETURNING id, (xmax = 0) AS inserted`,
          [member.email],
        );
      } else {
        rows = await em.execute(
          `UPDATE subscriber SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE lower(email) = lower(?)
           RETURNING id, false AS inserted`,
          [member.email],
        );
      }
      const [row] = rows;
      if (row && (row.inserted || rawEditions != null)) await setSubscriberEditions(em, row.id, editions);
    });
  }

  // ——— follows ———

  /**
   * What the member follows, by name; `edition` (a non-default edition's tag): named as that edition
   * names them where it does (the slugs stay the keys).
   */
  async follows(member: Pick<MemberRow, 'id'>, edition: string | null = null): Promise<MemberFollows> {
    const rows: { kind: 'category' | 'tag' | 'game'; slug: string; name: string }[] = await this.em.execute(
      `SELECT 'category' AS kind, c.slug, coalesce(ct.name, c.name) AS name FROM member_follow f JOIN category c ON c.id = f.category_id
         LEFT JOIN category_translation ct ON ct.category_id = c.id AND ct.language = ? WHERE f.member_id = ?
       UNION ALL SELECT 'tag', lower(t.name), coalesce(tt.name, t.name) FROM member_follow f JOIN tag t ON t.id = f.tag_id
         LEFT JOIN tag_translation tt ON tt.tag_id = t.id AND tt.language = ? WHERE f.member_id = ?
       UNION ALL SELECT 'game', g.slug, coalesce(gt.name, g.name) FROM member_follow f JOIN game g ON g.id = f.game_id
         LEFT JOIN game_translation gt ON gt.game_id = g.id AND gt.language = ? WHERE f.member_id = ?
       ORDER BY 1, 3`,
      [edition, member.id, edition, member.id, edition, member.id],
    );
    const pick = (kind: string) => rows.filter((r) => r.kind === kind).map(({ slug, name }) => ({ slug, name }));
    return { categories: pick('category'), tags: pick('tag'), games: pick('game') };
  }

  /** Replaces the member's follows with these slugs (all or nothing; an unknown slug is a 400 naming its list). */
  async setFollows(
    member: MemberRow,
    wanted: { categories: string[]; tags: string[]; games: string[] },
    edition: string | null = null,
  ): Promise<MemberFollows> {
    // Tags have no slug: a tag is named (its name is unique case-insensitively), so its key is lower(name).
    const lists = [
      ['categories', 'category', 'category_id', 'slug'],
      ['tags', 'tag', 'tag_id', 'lower(name)'],
      ['games', 'game', 'game_id', 'slug'],
    ] as const;
    await this.em.transactional(async (em) => {
      await em.execute(`DELETE FROM member_follow WHERE member_id = ?`, [member.id]);
      for (const [field, table, column, key] of lists) {
        const slugs = [...new Set((wanted[field] ?? []).map((s) => String(s).trim().toLowerCase()).filter(Boolean))];
        if (slugs.length > 200) throw badInput(field, `${field}: at most 200`);
        if (slugs.length === 0) continue;
        const found: { id: number; slug: string }[] = await em.execute(
          `SELECT id, ${key} AS slug FROM ${table} WHERE ${key} IN (SELECT jsonb_array_elements_text(?::jsonb))`,
          [textArrayParam(slugs)],
        );
        const missing = slugs.filter((s) => !found.some((f) => f.slug === s));
        if (missing.length) throw badInput(field, `Unknown ${field}: ${missing.join(', ')}`);
        await em.execute(`INSERT INTO member_follow (member_id, ${column}) SELECT ?, unnest(?::int[]) ON CONFLICT DO NOTHING`, [
          member.id,
          intArrayParam(found.map((f) => f.id)),
        ]);
      }
    });
    return this.follows(member, edition);
  }

  /**
   * Ids of the newest published articles of the member's editions matching any follow (the feed):
   * a follow brings articles in the languages the member reads, never another edition's.
   */
  async feedIds(member: Pick<MemberRow, 'id' | 'email'>, limit: number, offset: number, since?: Date): Promise<number[]> {
    const memberId = member.id;
    const editions = await editionsOfAddress(this.em, member.email);
    const rows: { id: number }[] = await this.em.execute(
      `SELECT a.id FROM article a
       WHERE a.status = 'published' AND a.language = ANY (?::text[]) ${since ? 'AND a.published_at > ?' : ''} AND (
         a.category_id IN (SELECT category_id FROM member_follow WHERE member_id = ? AND category_id IS NOT NULL)
         OR EXISTS (SELECT 1 FROM article_tags at JOIN member_follow f ON f.tag_id = at.tag_id
                    WHERE at.article_id = a.id AND f.member_id = ?)
         OR EXISTS (SELECT 1 FROM article_game ag JOIN member_follow f ON f.game_id = ag.game_id
                    WHERE ag.article_id = a.id AND f.member_id = ?))
       ORDER BY a.published_at DESC, a.id DESC LIMIT ? OFFSET ?`,
      [`{${editions.join(',')}}`, ...(since ? [since] : []), memberId, memberId, memberId, limit, offset],
    );
    return rows.map((r) => r.id);
  }
}

interface FollowedThing {
  slug: string;
  name: string;
}

export interface MemberFollows {
  categories: FollowedThing[];
  tags: FollowedThing[];
  games: FollowedThing[];
}
