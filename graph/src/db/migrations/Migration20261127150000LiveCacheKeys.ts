// Live coverage's changes carry cache keys (issues 22 and 27). The live tables first notified with
// notify_content_changed(), which every listener reads as "everything": each entry an editor posted
// every few seconds cleared every answer cache and every page in every process. Now a change to a
// blog, its entries or its events names `article-{id}` (the article page and the cards that show it,
// which carry their articles' keys) and `live-{id}` (every gateway's live hub fetches the blog's new
// events on it); a correction also names `corrections` (the site-wide list). The article's own
// updated_at, moved by a correction, notifies through the article's keyed trigger as any edit does.
import { Migration } from '@mikro-orm/migrations';
import { CONTENT_CHANNEL } from '@savepoint/content-cache';

/** More blogs than this in one statement: cheaper to clear everything than to key. */
const BULK_ROWS = 500;

const liveTables = ['article_live', 'live_entry', 'live_event', 'article_correction'];

export class Migration20261127150000LiveCacheKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION live_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        article_ids integer[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT article_id) INTO article_ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT article_id) INTO article_ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT article_id) INTO article_ids
          FROM (SELECT article_id FROM old_rows UNION SELECT article_id FROM new_rows) s;
        END IF;
        IF coalesce(cardinality(article_ids), 0) = 0 THEN RETURN NULL; END IF;
        IF cardinality(article_ids) > ${BULK_ROWS} THEN
          PERFORM pg_notify('${CONTENT_CHANNEL}', '*');
          RETURN NULL;
        END IF;
        PERFORM notify_cache_keys(
          ARRAY(SELECT 'article-' || id FROM unnest(article_ids) AS id)
          || ARRAY(SELECT 'live-' || id FROM unnest(article_ids) AS id)
          || CASE WHEN TG_TABLE_NAME = 'article_correction' THEN ARRAY['corrections'] ELSE '{}'::text[] END);
        RETURN NULL;
      END $$;`);
    for (const table of liveTables) {
      this.addSql(`DROP TRIGGER ${table}_content_changed ON ${table};`);
      this.addSql(`
        CREATE TRIGGER ${table}_keys_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION live_content_changed();`);
      this.addSql(`
        CREATE TRIGGER ${table}_keys_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION live_content_changed();`);
      this.addSql(`
        CREATE TRIGGER ${table}_keys_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION live_content_changed();`);
      // A TRUNCATE has no rows to key: everything.
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of liveTables) {
      for (const event of ['inserted', 'updated', 'deleted']) this.addSql(`DROP TRIGGER ${table}_keys_${event} ON ${table};`);
      this.addSql(`DROP TRIGGER ${table}_content_changed ON ${table};`);
      this.addSql(`
        CREATE TRIGGER ${table}_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();`);
    }
    this.addSql(`DROP FUNCTION live_content_changed;`);
  }
}
