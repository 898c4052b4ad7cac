// Comment counts on cards and article pages (issue 23). A card list is one statement (ADR 0006), and
// counting an article's visible comments there means, per card, a walk of its comments joined to
// their members and parents: at 5M comments, an article with thousands of them costs milliseconds
// per card. So the count is kept: `article_comment_count.n` is the number of comments readers see
// on the article (the rule of the public comment list: not deleted, visible or reported, by a member
// who is not banned; a reply only while its thread shows), recounted by statement-level triggers on
// `comment` (any write) and `member` (a ban or unban, for every article the member commented on).
// Recounting instead of adding and subtracting keeps the rule in one place (comment_visible_count),
// whatever changed; an article's count row is locked before it is recounted, so two writers on one
// article take turns and the second counts what the first committed (READ COMMITTED: each statement
// of the function takes a new snapshot).
// Cache keys: a count that changed names `article-{id}` (its page and every card showing it carry
// that key); so does a change of the article's comment mode (off hides the count). A comment that
// changes no count (a held one, an edit) names nothing: the comment list itself is never cached.
import { Migration } from '@mikro-orm/migrations';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';

/** More articles than this in one statement: cheaper to clear everything than to key. */
const BULK_ROWS = 500;

export class Migration20261128120000CommentCounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE article_comment_count (
        article_id integer PRIMARY KEY REFERENCES article (id) ON DELETE CASCADE,
        n integer NOT NULL CHECK (n >= 0)
      );`);

    // The one definition of "a comment readers see", as a count per article.
    this.addSql(`
      CREATE FUNCTION comment_visible_count(article integer) RETURNS integer LANGUAGE sql STABLE AS $$
        SELECT count(*)::int FROM comment c LEFT JOIN member m ON m.id = c.member_id
          LEFT JOIN comment p ON p.id = c.parent_id LEFT JOIN member pm ON pm.id = p.member_id
        WHERE c.article_id = article AND c.deleted_at IS NULL
          AND c.status IN ('visible', 'reported') AND m.banned_at IS NULL
          AND (c.parent_id IS NULL OR (p.status IN ('visible', 'reported') AND pm.banned_at IS NULL))
      $$;`);

    // Recounts these articles (those that still exist), then names the keys of those whose count moved.
    this.addSql(`
      CREATE FUNCTION comment_counts_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        moved integer[];
      BEGIN
        IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
        INSERT INTO article_comment_count (article_id, n)
        SELECT a.id, 0 FROM article a WHERE a.id = ANY (ids)
        ON CONFLICT (article_id) DO NOTHING;
        PERFORM 1 FROM article_comment_count WHERE article_id = ANY (ids) ORDER BY article_id FOR UPDATE;
        WITH counted AS (
          SELECT k.article_id, comment_visible_count(k.article_id) AS n
          FROM article_comment_count k WHERE k.article_id = ANY (ids)
        ), changed AS (
          UPDATE article_comment_count k SET n = counted.n FROM counted
          WHERE k.article_id = counted.article_id AND k.n <> counted.n
          RETURNING k.article_id
        )
        SELECT array_agg(article_id) INTO moved FROM changed;
        IF coalesce(cardinality(moved), 0) = 0 THEN RETURN; END IF;
        IF cardinality(moved) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
        ELSE
          PERFORM notify_cache_keys(ARRAY(SELECT 'article-' || id FROM unnest(moved) AS id));
        END IF;
      END $$;`);

    this.addSql(`
      CREATE FUNCTION comment_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM comment_counts_refresh(ARRAY(SELECT DISTINCT article_id FROM old_rows));
        ELSE
          -- Only rows whose visibility inputs changed (an edit of the text counts nothing).
          PERFORM comment_counts_refresh(ARRAY(
            SELECT DISTINCT v.article_id FROM old_rows o JOIN new_rows n ON n.id = o.id
              CROSS JOIN LATERAL (VALUES (o.article_id), (n.article_id)) AS v(article_id)
            WHERE (o.status, o.deleted_at, o.member_id, o.parent_id, o.article_id)
              IS DISTINCT FROM (n.status, n.deleted_at, n.member_id, n.parent_id, n.article_id)));
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER comment_counts_inserted AFTER INSERT ON comment REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_changed();`);
    this.addSql(`
      CREATE TRIGGER comment_counts_updated AFTER UPDATE ON comment REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_changed();`);
    this.addSql(`
      CREATE TRIGGER comment_counts_deleted AFTER DELETE ON comment REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_changed();`);

    // A ban (or its lifting) shows or hides the member's comments, and the replies under their threads.
    this.addSql(`
      CREATE FUNCTION member_ban_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM comment_counts_refresh(ARRAY(
          SELECT DISTINCT c.article_id FROM comment c
          WHERE c.member_id IN (SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
                                WHERE (o.banned_at IS NULL) <> (n.banned_at IS NULL))));
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER member_ban_counts AFTER UPDATE ON member REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION member_ban_counts_changed();`);

    // Comments off hides the count on the article's page and cards; on or closed shows it.
    this.addSql(`
      CREATE FUNCTION comment_mode_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ids integer[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT article_id) INTO ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT article_id) INTO ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT n.article_id) INTO ids FROM old_rows o JOIN new_rows n ON n.article_id = o.article_id
          WHERE o.mode <> n.mode;
        END IF;
        IF coalesce(cardinality(ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
        ELSE
          PERFORM notify_cache_keys(ARRAY(SELECT 'article-' || id FROM unnest(ids) AS id));
        END IF;
        RETURN NULL;
      END $$;`);
    this.addSql(`
      CREATE TRIGGER article_comment_mode_keys_inserted AFTER INSERT ON article_comment_mode REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_mode_changed();`);
    this.addSql(`
      CREATE TRIGGER article_comment_mode_keys_updated AFTER UPDATE ON article_comment_mode
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_mode_changed();`);
    this.addSql(`
      CREATE TRIGGER article_comment_mode_keys_deleted AFTER DELETE ON article_comment_mode REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION comment_mode_changed();`);

    // Rebuilds every count from the comments (after a bulk load with the triggers off, as bench:data does).
    this.addSql(`
      CREATE FUNCTION comment_counts_rebuild() RETURNS void LANGUAGE sql AS $$
        DELETE FROM article_comment_count;
        INSERT INTO article_comment_count (article_id, n)
        SELECT c.article_id, count(*)::int FROM comment c LEFT JOIN member m ON m.id = c.member_id
          LEFT JOIN comment p ON p.id = c.parent_id LEFT JOIN member pm ON pm.id = p.member_id
        WHERE c.deleted_at IS NULL AND c.status IN ('visible', 'reported') AND m.banned_at IS NULL
          AND (c.parent_id IS NULL OR (p.status IN ('visible', 'reported') AND pm.banned_at IS NULL))
        GROUP BY c.article_id;
      $$;`);
    this.addSql(`SELECT comment_counts_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TRIGGER article_comment_mode_keys_inserted ON article_comment_mode;`);
    this.addSql(`DROP TRIGGER article_comment_mode_keys_updated ON article_comment_mode;`);
    this.addSql(`DROP TRIGGER article_comment_mode_keys_deleted ON article_comment_mode;`);
    this.addSql(`DROP TRIGGER member_ban_counts ON member;`);
    this.addSql(`DROP TRIGGER comment_counts_inserted ON comment;`);
    this.addSql(`DROP TRIGGER comment_counts_updated ON comment;`);
    this.addSql(`DROP TRIGGER comment_counts_deleted ON comment;`);
    this.addSql(
      `DROP FUNCTION comment_counts_rebuild, comment_mode_changed, member_ban_counts_changed, comment_counts_changed, comment_counts_refresh, comment_visible_count;`,
    );
    this.addSql(`DROP TABLE article_comment_count;`);
  }
}
