// Identity that cannot be faked (issue 44, ADR 0021):
//  - A ban outlives the account: `member_ban` keeps a keyed hash of the banned member's canonical
//    address (never the address: deleting an account still erases it), and a sign-in with that
//    address is banned again (member.service.ts writes and reads it; the key needs the secret).
//  - A banned member's comments stay hidden after the account goes: the public rule tested
//    `member.banned_at IS NULL` through a LEFT JOIN, which passes once `member_id` is NULL. Hidden-by-
//    ban now lives on the comment (`author_banned`), set from the member on insert and by the ban
//    trigger, and kept when the member row goes; the kept counts read it too.
//  - Display names are unique by what they look like: two folds of each name (look-alike.ts: NFKC,
//    no zero-width characters or accents, Unicode confusables, from lower case and from capitals),
//    each unique. Graph computes them; the database holds every name to having them. Names chosen
//    before that would now be refused (member-names.ts) go back to "Reader <id>".
import { Migration } from '@mikro-orm/migrations';
import { nameFoldsOf } from '../../common/look-alike';
import { isAnotherReadersDefault, isStaffName, passesForStaff } from '../../modules/member/member-names';

/** The rule of "a comment readers see" on `c`, with its thread `p` (NULL for a thread). */
const SEEN = `c.deleted_at IS NULL AND c.status IN ('visible', 'reported') AND NOT c.author_banned
  AND (c.parent_id IS NULL OR (p.status IN ('visible', 'reported') AND NOT p.author_banned))`;

export class Migration20261203100000IdentityThatCannotBeFaked extends Migration {
  override async up(): Promise<void> {
    // ── bans by address
    await this.execute(`
      CREATE TABLE member_ban (
        address_key text PRIMARY KEY CHECK (address_key ~ '^[0-9a-f]{64}$'),
        banned_at timestamptz NOT NULL DEFAULT now()
      );`);

    // ── hidden by a ban, on the comment
    await this.execute(`ALTER TABLE comment ADD COLUMN author_banned boolean NOT NULL DEFAULT false;`);
    await this.execute(`
      CREATE FUNCTION comment_author_banned() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A comment whose member is gone keeps what it had: a deleted banned member stays hidden.
        IF NEW.member_id IS NOT NULL THEN
          NEW.author_banned := EXISTS (SELECT 1 FROM member WHERE id = NEW.member_id AND banned_at IS NOT NULL);
        END IF;
        RETURN NEW;
      END $$;`);
    await this.execute(`
      CREATE TRIGGER comment_author_banned BEFORE INSERT OR UPDATE OF member_id, author_banned ON comment
      FOR EACH ROW EXECUTE FUNCTION comment_author_banned();`);
    await this.execute(`
      CREATE OR REPLACE FUNCTION comment_visible_count(article integer) RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::int FROM comment c LEFT JOIN comment p ON p.id = c.parent_id
        WHERE c.article_id = article AND ${SEEN}
      $$;`);
    await this.execute(`
      CREATE OR REPLACE FUNCTION comment_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_comment_count;
        INSERT INTO article_comment_count (article_id, n)
        SELECT c.article_id, count(*)::int FROM comment c LEFT JOIN comment p ON p.id = c.parent_id
        WHERE ${SEEN}
        GROUP BY c.article_id;
      $$;`);
    // A comment's flag is one of the inputs of its article's count.
    await this.execute(`
      CREATE OR REPLACE FUNCTION comment_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM old_rows));
        ELSE
          PERFORM comment_counts_refresh(ARRAY(
            SELECT DISTINCT v.article_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              CROSS JOIN LATERAL (VALUES (o.article_id), (n.article_id)) AS v(article_id)
            WHERE (o.status, o.deleted_at, o.author_banned, o.parent_id, o.article_id)
              IS DISTINCT FROM (n.status, n.deleted_at, n.author_banned, n.parent_id, n.article_id)));
        END IF;
        RETURN NULL;
      END $$;`);
    // A ban or its lifting marks the member's comments; their articles' counts follow from that update.
    await this.execute(`
      CREATE OR REPLACE FUNCTION member_ban_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE comment c SET author_banned = (n.banned_at IS NOT NULL)
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE c.member_id = n.id AND (o.banned_at IS NULL) <> (n.banned_at IS NULL);
        RETURN NULL;
      END $$;`);
    await this.execute(`
      UPDATE comment c SET author_banned = true FROM member m WHERE m.id = c.member_id AND m.banned_at IS NOT NULL;`);

    // ── display names by what they look like
    await this.execute(`ALTER TABLE member ADD COLUMN display_name_fold text, ADD COLUMN display_name_caps_fold text;`);
    const named = (await this.execute(`SELECT id, display_name FROM member WHERE display_name IS NOT NULL ORDER BY id`)) as {
      id: number;
      display_name: string;
    }[];
    const staff = (await this.execute(`SELECT username, display_name FROM app_user`)) as {
      username: string;
      display_name: string;
    }[];
    const taken = [new Set<string>(), new Set<string>()];
    for (const { id, display_name: name } of named) {
      const folds = nameFoldsOf(name);
      // A name that passes for staff or for another reader, or that an earlier member's already
      // looks like, goes back to "Reader <id>" (the member may choose again under the new rules).
      const misleads = passesForStaff(folds) || isStaffName(folds, staff) || isAnotherReadersDefault(name, id);
      if (misleads || folds.some((fold, i) => taken[i].has(fold) || fold === '')) {
        await this.execute(`UPDATE member SET display_name = NULL WHERE id = ?`, [id]);
        continue;
      }
      folds.forEach((fold, i) => taken[i].add(fold));
      await this.execute(`UPDATE member SET display_name_fold = ?, display_name_caps_fold = ? WHERE id = ?`, [...folds, id]);
    }
    await this.execute(`
      ALTER TABLE member ADD CONSTRAINT member_display_name_folded CHECK (
        (display_name IS NULL AND display_name_fold IS NULL AND display_name_caps_fold IS NULL)
        OR (display_name IS NOT NULL AND display_name_fold <> '' AND display_name_caps_fold <> ''));`);
    await this.execute(`CREATE UNIQUE INDEX member_display_name_fold ON member (display_name_fold);`);
    await this.execute(`CREATE UNIQUE INDEX member_display_name_caps_fold ON member (display_name_caps_fold);`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX member_display_name_caps_fold, member_display_name_fold;`);
    this.addSql(
      `ALTER TABLE member DROP CONSTRAINT member_display_name_folded, DROP COLUMN display_name_fold, DROP COLUMN display_name_caps_fold;`,
    );
    this.addSql(`
      CREATE OR REPLACE FUNCTION member_ban_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM comment_counts_refresh(ARRAY(
          SELECT DISTINCT c.article_id FROM comment c
          WHERE c.member_id IN (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                                WHERE (o.banned_at IS NULL) <> (n.banned_at IS NULL))));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION comment_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM old_rows));
        ELSE
          PERFORM comment_counts_refresh(ARRAY(
            SELECT DISTINCT v.article_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              CROSS JOIN LATERAL (VALUES (o.article_id), (n.article_id)) AS v(article_id)
            WHERE (o.status, o.deleted_at, o.member_id, o.parent_id, o.article_id)
              IS DISTINCT FROM (n.status, n.deleted_at, n.member_id, n.parent_id, n.article_id)));
        END IF;
        RETURN NULL;
      END $$;`);
    const oldSeen = `c.deleted_at IS NULL AND c.status IN ('visible', 'reported') AND m.banned_at IS NULL
      AND (c.parent_id IS NULL OR (p.status IN ('visible', 'reported') AND pm.banned_at IS NULL))`;
    const oldJoins = `comment c LEFT JOIN member m ON m.id = c.member_id
      LEFT JOIN comment p ON p.id = c.parent_id LEFT JOIN member pm ON pm.id = p.member_id`;
    this.addSql(`
      CREATE OR REPLACE FUNCTION comment_visible_count(article integer) RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::int FROM ${oldJoins} WHERE c.article_id = article AND ${oldSeen}
      $$;`);
    this.addSql(`
      CREATE OR REPLACE FUNCTION comment_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_comment_count;
        INSERT INTO article_comment_count (article_id, n)
        SELECT c.article_id, count(*)::int FROM ${oldJoins} WHERE ${oldSeen} GROUP BY c.article_id;
      $$;`);
    this.addSql(`DROP TRIGGER comment_author_banned ON comment;`);
    this.addSql(`DROP FUNCTION comment_author_banned;`);
    this.addSql(`ALTER TABLE comment DROP COLUMN author_banned;`);
    this.addSql(`DROP TABLE member_ban;`);
  }
}
